import { findPlanByPriceId, type TPlan, type TSubscription } from "@mnemo/api-contract";
import type { Db, DbOrTx, SubscriptionStatus } from "@mnemo/db";
import type Stripe from "stripe";
import { getSubscriptionUser } from "./billing-customer.ts";
import type { BillingService } from "./billing-service.ts";
import { ENDED_STATUSES, LIVE_STATUSES } from "./stripe-statuses.ts";
import { claimTrial, userEmail } from "./trial-claims.ts";
import { toSubscription, subscriptionSelect } from "../plan/get-subscription.ts";

export type SyncDeps = { db: Db; billing: BillingService; plans: readonly TPlan[]; now?: () => Date };

export type SyncResult =
  /** The customer belongs to this user; their row now says what Stripe says. */
  | { userId: string; subscription: TSubscription; stripeSubscriptionId: string | null }
  /** A customer Mnemo does not know (made outside Mnemo, or its user was deleted): nothing was written. */
  | { userId: null };

/** Best first: the subscription that decides the plan when a customer has several. */
const STATUS_RANK: Partial<Record<Stripe.Subscription.Status, number>> = {
  active: 0,
  trialing: 1,
  past_due: 2,
  unpaid: 3,
  paused: 4,
  incomplete: 5,
  canceled: 6,
  incomplete_expired: 7,
};

/**
 * The one way a subscription row changes from Stripe (docs/billing.md): reads
 * the customer's subscriptions from Stripe now (never an event's copy, which
 * may be old or out of order), then writes status, plan (by price id), period
 * end, cancellation, trial and grace period in one short transaction. A
 * trial seen for the first time is also claimed for the user's email
 * (trial-claims.ts), so it is not offered again to a new account with it.
 *
 * Stripe is read before the transaction, so no database connection waits on
 * Stripe. Order is kept by the moment each read started: the write takes a
 * per-customer advisory lock and is skipped when the row was already written
 * from a read that started later (`stripeSyncedAt`), so the row always holds
 * the latest read. Stripe failing throws: the caller (a job) retries.
 */
export async function syncSubscription({ customerId }: { customerId: string }, deps: SyncDeps): Promise<SyncResult> {
  const { db, billing, plans } = deps;
  const readAt = deps.now?.() ?? new Date();
  const userId = await getSubscriptionUser({ customerId }, { db, billing });
  if (!userId) {
    billing.log.warn({ customerId }, "stripe customer not linked to any user; nothing synced");
    return { userId: null };
  }
  const listed = await billing.stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
  const chosen = pickSubscription(listed.data);
  if (listed.data.filter((sub) => LIVE_STATUSES.has(sub.status)).length > 1) {
    billing.log.warn(
      { customerId, chosen: chosen?.id },
      "stripe customer has more than one live subscription; the best one decides the plan",
    );
  }
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`stripe-customer:${customerId}`}, 0))`;
      const existing = await tx.subscription.findUnique({
        where: { userId },
        select: { ...subscriptionSelect, trialUsedAt: true, pastDueSince: true, stripeSubscriptionId: true, stripeSyncedAt: true },
      });
      if (existing?.stripeSyncedAt && existing.stripeSyncedAt > readAt) {
        // A sync that read Stripe after this one has written already: this read is older news.
        return { userId, subscription: toSubscription(existing), stripeSubscriptionId: existing.stripeSubscriptionId };
      }
      const ended = chosen !== undefined && ENDED_STATUSES.has(chosen.status);
      if (!chosen || (ended && existing?.stripeSubscriptionId !== chosen.id)) {
        // Never subscribed (an abandoned checkout), or only an ended subscription this row does not
        // hold (a plan an operator has given since, with `pnpm admin set-plan`): only note what was seen.
        const trialStart = chosen?.trial_start ? toDate(chosen.trial_start) : null;
        const row = await tx.subscription.update({
          where: { userId },
          data: { stripeSyncedAt: readAt, trialUsedAt: existing?.trialUsedAt ?? trialStart },
          select: subscriptionSelect,
        });
        if (!existing?.trialUsedAt && trialStart) await claimUserTrial(userId, trialStart, { tx, billing });
        return { userId, subscription: toSubscription(row), stripeSubscriptionId: null };
      }

      const item = chosen.items.data[0];
      const priceId = item?.price.id ?? null;
      const plan = findPlanByPriceId(plans, priceId);
      if (!plan)
        billing.log.warn({ customerId, subscriptionId: chosen.id, priceId }, "stripe price is not a plan's price; plan left as it was");
      const status = chosen.status as SubscriptionStatus;
      const periodEnd = currentPeriodEnd(chosen);
      const cancelAt = ended ? null : chosen.cancel_at ? toDate(chosen.cancel_at) : chosen.cancel_at_period_end ? periodEnd : null;
      const pastDueSince =
        status === "past_due" ? (existing?.status === "past_due" && existing.pastDueSince ? existing.pastDueSince : readAt) : null;
      const data = {
        status,
        planId: plan?.id ?? existing?.planId ?? "free",
        stripeSubscriptionId: chosen.id,
        stripePriceId: priceId,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: cancelAt !== null,
        cancelAt,
        trialEnd: chosen.trial_end ? toDate(chosen.trial_end) : null,
        trialUsedAt: existing?.trialUsedAt ?? (chosen.trial_start ? toDate(chosen.trial_start) : null),
        pastDueSince,
        graceEndsAt: pastDueSince ? new Date(pastDueSince.getTime() + billing.graceDays * 86_400_000) : null,
        stripeSyncedAt: readAt,
      };
      const row = await tx.subscription.update({ where: { userId }, data, select: subscriptionSelect });
      if (!existing?.trialUsedAt && data.trialUsedAt) await claimUserTrial(userId, data.trialUsedAt, { tx, billing });
      if (existing?.status !== row.status || existing.planId !== row.planId) {
        billing.log.info({ userId, customerId, status: row.status, planId: row.planId }, "subscription synced from stripe");
      }
      return { userId, subscription: toSubscription(row), stripeSubscriptionId: chosen.id };
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/** A trial seen for the first time: its email's claim, in the same transaction, so the trial is never recorded without it. */
async function claimUserTrial(userId: string, at: Date, { tx, billing }: { tx: DbOrTx; billing: BillingService }): Promise<void> {
  const email = await userEmail(userId, tx);
  if (email) await claimTrial({ email, at }, { db: tx, billing });
}

/** The subscription that decides the plan: the best status, then the newest. */
export function pickSubscription(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription | undefined {
  return [...subscriptions].sort((a, b) => (STATUS_RANK[a.status] ?? 9) - (STATUS_RANK[b.status] ?? 9) || b.created - a.created)[0];
}

/** Since Stripe's 2025-03-31 API the period is on the items; older accounts' events may still carry it on the subscription. */
function currentPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const end = ends.length > 0 ? Math.max(...ends) : legacy;
  return typeof end === "number" ? toDate(end) : null;
}

const toDate = (seconds: number) => new Date(seconds * 1000);
