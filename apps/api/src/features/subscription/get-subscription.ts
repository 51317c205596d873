import type { TSubscription } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

export const subscriptionSelect = {
  planId: true,
  status: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
};

/** The user's subscription, or `{status: 'missing'}` when there is none. */
export async function getSubscription({ userId }: { userId: string }, db: DbOrTx): Promise<TSubscription> {
  const row = await db.subscription.findUnique({ where: { userId }, select: subscriptionSelect });
  if (!row || row.status === "missing") return { status: "missing", plan_id: null };
  return {
    status: row.status,
    plan_id: row.planId,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}
