import Stripe from "stripe";
import type { JobHandlerOutcome, JobRun } from "../../../jobs/job-kind.ts";
import { syncSubscription, type SyncDeps } from "../sync-subscription.ts";
import type { StripeEventStage } from "./stripe-event-job-stages.ts";

/** What both billing kinds need: syncSubscription's database, Stripe and plan catalogue. */
export type BillingJobDeps = SyncDeps;

/**
 * Syncs the event's customer from Stripe; the event's own copy of the
 * subscription is never read (it may be stale or out of order). A customer
 * Mnemo does not know, or one Stripe no longer has, ends the job with a log
 * line; Stripe failing otherwise throws, and the runtime retries.
 */
export async function runStripeEventJob(
  run: JobRun<{ jobId: string }, StripeEventStage>,
  deps: BillingJobDeps,
): Promise<JobHandlerOutcome> {
  const { log } = deps.billing;
  const event = await deps.db.stripeEvent.findUniqueOrThrow({
    where: { id: run.id },
    select: { stripeEventId: true, type: true, customerId: true },
  });
  const facts = { eventId: event.stripeEventId, type: event.type, customerId: event.customerId };
  await run.progress.stage("syncing");
  try {
    const result = await syncSubscription({ customerId: event.customerId }, deps);
    if (result.userId === null) log.info(facts, "stripe event is about a customer no user has; nothing to sync");
  } catch (error) {
    if (!isMissingCustomer(error)) throw error;
    log.warn(facts, "stripe event names a customer Stripe does not have; nothing to sync");
  }
  return "succeeded";
}

/** Stripe's 404 for an id it does not have: asking again will not find it. */
export function isMissingCustomer(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}
