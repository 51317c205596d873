import type { JobStage } from "../../../jobs/job-kind.ts";

/** The Stripe event kind's one stage, apart from the kind so its handler can name it without importing the kind. */
export const STRIPE_EVENT_STAGE_TABLE = [
  { id: "syncing", label: "Reading the subscription from Stripe", from: 5, to: 95 },
] as const satisfies readonly JobStage[];

export type StripeEventStage = (typeof STRIPE_EVENT_STAGE_TABLE)[number]["id"];
