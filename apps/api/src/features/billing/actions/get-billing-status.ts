import type { TBillingStatus } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { getSubscription } from "../../plan/get-subscription.ts";
import type { BillingService } from "../billing-service.ts";
import { findTrialClaim, userEmail } from "../trial-claims.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { hasLiveSubscription, readBillingRow } from "./billing-row.ts";

/** What the upgrade and profile pages need to offer the right buttons; answers with billing off too. */
export async function getBillingStatus({ userId }: { userId: string }, deps: BillingDeps): Promise<TBillingStatus> {
  const { db, config, billing } = deps;
  const [row, subscription] = await Promise.all([readBillingRow(userId, db), getSubscription({ userId }, db)]);
  const enabled = config.enabled && billing !== undefined;
  const trialOffered = enabled && config.trialDays > 0 && !row?.trialUsedAt;
  return {
    ...config,
    enabled,
    subscription,
    trialAvailable: trialOffered && billing !== undefined && !(await isEmailClaimed(userId, { db, billing })),
    trialUsedAt: row?.trialUsedAt?.toISOString() ?? null,
    hasBillingAccount: Boolean(row?.stripeCustomerId),
    hasActiveSubscription: hasLiveSubscription(row),
  };
}

/** An earlier account with this learner's email (since deleted) had the trial: it is not offered again (trial-claims.ts). */
async function isEmailClaimed(userId: string, { db, billing }: { db: Db; billing: BillingService }): Promise<boolean> {
  const email = await userEmail(userId, db);
  return email !== null && (await findTrialClaim({ email }, { db, billing })) !== null;
}
