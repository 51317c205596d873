import type { DbOrTx } from "@mnemo/db";
import type { JobHandlerOutcome, JobRun } from "../../../jobs/job-kind.ts";
import { syncSubscription } from "../sync-subscription.ts";
import type { BillingReconcileStage } from "./billing-reconcile-job-stages.ts";
import { findMissedCustomers } from "./find-missed-customers.ts";
import { isMissingCustomer, type BillingJobDeps } from "./run-stripe-event-job.ts";

/** Stripe lists events of the last 30 days only: the first run, or one after a long gap, starts there. */
export const STRIPE_EVENT_RETENTION_DAYS = 30;

/**
 * Lists Stripe's events since the last successful run ended and syncs every
 * customer with an event we never handled; records the window and the counts
 * with the job's completion. A Stripe failure throws (the runtime retries; the
 * syncs already done are harmless to repeat).
 */
export async function runBillingReconcileJob(
  run: JobRun<{ jobId: string }, BillingReconcileStage>,
  deps: BillingJobDeps,
): Promise<JobHandlerOutcome> {
  const { db, billing } = deps;
  const until = deps.now?.() ?? new Date();
  const since = await reconcileStart({ until }, db);
  await run.progress.stage("listing");
  const { eventsSeen, customerIds } = await findMissedCustomers({ since }, { db, stripe: billing.stripe });

  await run.progress.stage("syncing");
  for (const [index, customerId] of customerIds.entries()) {
    try {
      await syncSubscription({ customerId }, deps);
    } catch (error) {
      if (!isMissingCustomer(error)) throw error;
      billing.log.warn({ customerId }, "reconcile: stripe no longer has this customer; skipped");
    }
    run.progress.update(index + 1, customerIds.length, `Synced ${index + 1} of ${customerIds.length} customers`);
  }

  const customersSynced = customerIds.length;
  const saved = await run.commit(
    db,
    async (tx) => {
      await tx.billingReconcileJob.update({ where: { id: run.id }, data: { since, until, eventsSeen, customersSynced } });
    },
    { message: `${eventsSeen} events seen, ${customersSynced} customers synced` },
  );
  if (saved.outcome === "lost") return "lost";
  billing.log.info({ since, until, eventsSeen, customersSynced }, "billing reconcile finished");
  return "succeeded";
}

/** Where the previous successful run stopped, but never further back than Stripe keeps events. */
export async function reconcileStart({ until }: { until: Date }, db: DbOrTx): Promise<Date> {
  const oldest = new Date(until.getTime() - STRIPE_EVENT_RETENTION_DAYS * 86_400_000);
  const previous = await db.billingReconcileJob.findFirst({
    where: { status: "succeeded", until: { not: null } },
    orderBy: { until: "desc" },
    select: { until: true },
  });
  return previous?.until && previous.until > oldest ? previous.until : oldest;
}
