import {
  ZBillingConfigSchema,
  ZBillingStatusSchema,
  ZChangePlanInputSchema,
  ZCheckoutInputSchema,
  ZConfirmCheckoutInputSchema,
  ZConfirmCheckoutResultSchema,
  ZRedirectSchema,
  ZSubscriptionSchema,
} from "@mnemo/api-contract";
import {
  changePlan,
  confirmCheckout,
  getBillingStatus,
  openPortal,
  startCheckout,
  type BillingDeps,
} from "../../features/billing/billing-actions.ts";
import { BILLING_OFF_CONFIG } from "../../features/billing/billing-service.ts";
import type { Context } from "../context.ts";
import { protectedProcedure, publicProcedure, router } from "../init.ts";
import { withBilling } from "../service-middlewares.ts";

const deps = (ctx: Context): BillingDeps => ({
  db: ctx.db,
  billing: ctx.billing,
  plans: ctx.plans,
  config: ctx.billingConfig ?? BILLING_OFF_CONFIG,
});

/**
 * Paying for a plan (docs/billing.md). Only the webhook and the server's sync with Stripe change a plan.
 * `status` answers with billing off too; the actions need Stripe (withBilling).
 */
export const billingRouter = router({
  config: publicProcedure.output(ZBillingConfigSchema).query(({ ctx }) => ctx.billingConfig ?? BILLING_OFF_CONFIG),
  status: protectedProcedure.output(ZBillingStatusSchema).query(({ ctx }) => getBillingStatus({ userId: ctx.user.id }, deps(ctx))),
  checkout: protectedProcedure
    .input(ZCheckoutInputSchema)
    .use(withBilling)
    .output(ZRedirectSchema)
    .mutation(({ ctx, input }) => startCheckout({ userId: ctx.user.id, email: ctx.user.email, ...input }, deps(ctx))),
  changePlan: protectedProcedure
    .input(ZChangePlanInputSchema)
    .use(withBilling)
    .output(ZSubscriptionSchema)
    .mutation(({ ctx, input }) => changePlan({ userId: ctx.user.id, plan: input.plan }, deps(ctx))),
  portal: protectedProcedure
    .use(withBilling)
    .output(ZRedirectSchema)
    .mutation(({ ctx }) => openPortal({ userId: ctx.user.id }, deps(ctx))),
  confirmCheckout: protectedProcedure
    .input(ZConfirmCheckoutInputSchema)
    .use(withBilling)
    .output(ZConfirmCheckoutResultSchema)
    .mutation(({ ctx, input }) => confirmCheckout({ userId: ctx.user.id, sessionId: input.sessionId }, deps(ctx))),
});
