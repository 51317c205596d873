import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome, type JobStage } from "../../../jobs/job-kind.ts";
import type { SyncDeps } from "../sync-subscription.ts";

export const STRIPE_EVENT_JOB_TABLE = "stripe_event";

export const STRIPE_EVENT_STAGE_TABLE = [
  { id: "syncing", label: "Reading the subscription from Stripe", from: 5, to: 95 },
] as const satisfies readonly JobStage[];

export type StripeEventStage = (typeof STRIPE_EVENT_STAGE_TABLE)[number]["id"];

export const ZStripeEventPayloadSchema = z.object({ jobId: z.uuid() });

/** What both billing kinds need: syncSubscription's database, Stripe and plan catalogue. */
export type BillingJobDeps = SyncDeps;

/**
 * A stored Stripe webhook event (docs/billing.md): re-reads its customer's
 * subscription from Stripe. Stripe down or slow is retried for about five
 * minutes (10 s, doubling); after that the daily reconcile catches up.
 */
export const stripeEventJob = defineJobKind({
  name: "stripe-event",
  table: STRIPE_EVENT_JOB_TABLE,
  input: ZStripeEventPayloadSchema,
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  stages: STRIPE_EVENT_STAGE_TABLE,
  expireInSeconds: 10 * 60,
  failureMessage: "The subscription could not be read from Stripe; the daily reconcile will try again.",
  handler: async (run, deps: BillingJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-stripe-event-job.ts")).runStripeEventJob(run, deps),
});
