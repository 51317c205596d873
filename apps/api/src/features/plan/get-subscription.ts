import type { TSubscription } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

export const subscriptionSelect = {
  planId: true,
  status: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
  cancelAt: true,
  trialEnd: true,
  graceEndsAt: true,
} as const;

type SubscriptionRow = {
  planId: string;
  status: TSubscription["status"];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  trialEnd: Date | null;
  graceEndsAt: Date | null;
};

/** The API's shape of a subscription row (status `missing` without one). */
export function toSubscription(row: SubscriptionRow | null): TSubscription {
  if (!row || row.status === "missing") return { status: "missing", plan_id: null };
  return {
    status: row.status,
    plan_id: row.planId,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAt?.toISOString() ?? null,
    trial_end: row.status === "trialing" ? (row.trialEnd?.toISOString() ?? null) : null,
    grace_ends_at: row.status === "past_due" ? (row.graceEndsAt?.toISOString() ?? null) : null,
  };
}

/** The user's subscription, or `{status: 'missing'}` when there is none. */
export async function getSubscription({ userId }: { userId: string }, db: DbOrTx): Promise<TSubscription> {
  return toSubscription(await db.subscription.findUnique({ where: { userId }, select: subscriptionSelect }));
}
