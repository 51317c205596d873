import type { JobStage } from "../../../jobs/job-kind.ts";

/** The reconcile kind's progress stages, apart from the kind so its handler can name them without importing the kind. */
export const BILLING_RECONCILE_STAGE_TABLE = [
  { id: "listing", label: "Listing Stripe's events", from: 5, to: 30 },
  { id: "syncing", label: "Syncing customers", from: 30, to: 95 },
] as const satisfies readonly JobStage[];

export type BillingReconcileStage = (typeof BILLING_RECONCILE_STAGE_TABLE)[number]["id"];
