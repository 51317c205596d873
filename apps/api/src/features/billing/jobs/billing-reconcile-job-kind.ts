import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome, type JobStage } from "../../../jobs/job-kind.ts";
import type { BillingJobDeps } from "./stripe-event-job-kind.ts";

export const BILLING_RECONCILE_JOB_TABLE = "billing_reconcile_job";

export const BILLING_RECONCILE_STAGE_TABLE = [
  { id: "listing", label: "Listing Stripe's events", from: 5, to: 30 },
  { id: "syncing", label: "Syncing customers", from: 30, to: 95 },
] as const satisfies readonly JobStage[];

export type BillingReconcileStage = (typeof BILLING_RECONCILE_STAGE_TABLE)[number]["id"];

export const ZBillingReconcilePayloadSchema = z.object({ jobId: z.uuid() });

/**
 * The daily reconcile (docs/billing.md): Stripe's events since the last
 * successful run are listed, and every customer with an event that never
 * reached the webhook (or whose job failed) is synced again.
 */
export const billingReconcileJob = defineJobKind({
  name: "billing-reconcile",
  table: BILLING_RECONCILE_JOB_TABLE,
  input: ZBillingReconcilePayloadSchema,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  stages: BILLING_RECONCILE_STAGE_TABLE,
  expireInSeconds: 60 * 60,
  failureMessage: "Stripe's events could not be reconciled; the next run starts from the last good one.",
  handler: async (run, deps: BillingJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-billing-reconcile-job.ts")).runBillingReconcileJob(run, deps),
});
