import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome } from "../../../jobs/job-kind.ts";
import { BILLING_RECONCILE_STAGE_TABLE } from "./billing-reconcile-job-stages.ts";
import type { BillingJobDeps } from "./run-stripe-event-job.ts";

export const ZBillingReconcilePayloadSchema = z.object({ jobId: z.uuid() });

/**
 * The daily reconcile (docs/billing.md): Stripe's events since the last
 * successful run are listed, and every customer with an event that never
 * reached the webhook (or whose job failed) is synced again.
 */
export const billingReconcileJob = defineJobKind({
  name: "billing-reconcile",
  table: "billing_reconcile_job",
  input: ZBillingReconcilePayloadSchema,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  stages: BILLING_RECONCILE_STAGE_TABLE,
  expireInSeconds: 60 * 60,
  failureMessage: "Stripe's events could not be reconciled; the next run starts from the last good one.",
  handler: async (run, deps: BillingJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-billing-reconcile-job.ts")).runBillingReconcileJob(run, deps),
});
