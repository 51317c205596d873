import type { TBillingStatus } from "@mnemo/api-contract";
import { getSubscription } from "../../subscription/get-subscription.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { hasLiveSubscription, readBillingRow } from "./billing-row.ts";

/** What the upgrade and profile pages need to offer the right buttons; answers with billing off too. */
export async function getBillingStatus({ userId }: { userId: string }, deps: BillingDeps): Promise<TBillingStatus> {
  const { db, config } = deps;
  const [row, subscription] = await Promise.all([readBillingRow(userId, db), getSubscription({ userId }, db)]);
  const enabled = config.enabled && deps.billing !== undefined;
  return {
    ...config,
    enabled,
    subscription,
    trialAvailable: enabled && config.trialDays > 0 && !row?.trialUsedAt,
    trialUsedAt: row?.trialUsedAt?.toISOString() ?? null,
    hasBillingAccount: Boolean(row?.stripeCustomerId),
    hasActiveSubscription: hasLiveSubscription(row),
  };
}
