/**
 * The learner's billing actions (docs/billing.md), one file each under
 * actions/: what the billing router and the REST routes call.
 */
export type { BillingDeps } from "./actions/billing-deps.ts";
export { getBillingStatus } from "./actions/get-billing-status.ts";
export { startCheckout } from "./actions/start-checkout.ts";
export { changePlan } from "./actions/change-plan.ts";
export { openPortal } from "./actions/open-portal.ts";
export { confirmCheckout } from "./actions/confirm-checkout.ts";
export { cancelSubscriptionsBeforeDeletion } from "./actions/cancel-before-deletion.ts";
