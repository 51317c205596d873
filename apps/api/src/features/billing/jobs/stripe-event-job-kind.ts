import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome } from "../../../jobs/job-kind.ts";
import type { BillingJobDeps } from "./run-stripe-event-job.ts";
import { STRIPE_EVENT_STAGE_TABLE } from "./stripe-event-job-stages.ts";

export const ZStripeEventPayloadSchema = z.object({ jobId: z.uuid() });

/**
 * A stored Stripe webhook event (docs/billing.md): re-reads its customer's
 * subscription from Stripe. Stripe down or slow is retried for about five
 * minutes (10 s, doubling); after that the daily reconcile catches up.
 */
export const stripeEventJob = defineJobKind({
  name: "stripe-event",
  table: "stripe_event",
  input: ZStripeEventPayloadSchema,
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  stages: STRIPE_EVENT_STAGE_TABLE,
  expireInSeconds: 10 * 60,
  failureMessage: "The subscription could not be read from Stripe; the daily reconcile will try again.",
  handler: async (run, deps: BillingJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-stripe-event-job.ts")).runStripeEventJob(run, deps),
});
