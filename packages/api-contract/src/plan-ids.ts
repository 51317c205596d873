/**
 * The plans that can be bought. Kept apart from the zod schemas of billing.ts:
 * the web app's shell (sign-up offers, the upgrade intent) reads them without
 * loading zod.
 */
export const PAID_PLAN_IDS = ["premium", "pro"] as const;
export type TPaidPlanId = (typeof PAID_PLAN_IDS)[number];
