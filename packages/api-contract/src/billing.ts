import { z } from "zod";
import { PAID_PLAN_IDS } from "./plan-ids.ts";
import { ZSubscriptionSchema } from "./subscription.ts";

/** The plans a learner can pay for (the free plan has no price). */
export { PAID_PLAN_IDS, type TPaidPlanId } from "./plan-ids.ts";
export const ZPaidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: "plan must be premium or pro." });

/** Whether this server takes payments, and its trial and grace rules (`billing.config`, public). */
export const ZBillingConfigSchema = z.object({
  /** False without STRIPE_SECRET_KEY: plans are shown, an operator gives them with `pnpm admin set-plan`. */
  enabled: z.boolean(),
  /** Days of premium a new subscriber gets free (0: no trial offered). */
  trialDays: z.number().int().min(0),
  /** Days a past-due subscription keeps its plan while the payment is fixed. */
  graceDays: z.number().int().min(0),
});
export type TBillingConfig = z.infer<typeof ZBillingConfigSchema>;

/** The signed-in learner's billing (`billing.status`): the config, their subscription and what they may do next. */
export const ZBillingStatusSchema = ZBillingConfigSchema.extend({
  subscription: ZSubscriptionSchema,
  /** True while neither this account nor an earlier one with its email (since deleted) had a trial, and trials are offered. */
  trialAvailable: z.boolean(),
  /** When this account's trial started, if it had one (ISO). */
  trialUsedAt: z.string().nullable(),
  /** True once the account has a Stripe customer: "Manage billing" opens the portal. */
  hasBillingAccount: z.boolean(),
  /** True while a paid or trialing subscription runs in Stripe: switch plans or manage billing, no new checkout. */
  hasActiveSubscription: z.boolean(),
});
export type TBillingStatus = z.infer<typeof ZBillingStatusSchema>;

/** Start Stripe Checkout for a plan; `trial` asks for the free trial (refused if already used). */
export const ZCheckoutInputSchema = z.object({ plan: ZPaidPlanIdSchema, trial: z.boolean().default(false) });
export type TCheckoutInput = z.infer<typeof ZCheckoutInputSchema>;

/** Where to send the browser next (Stripe's hosted checkout or customer portal). */
export const ZRedirectSchema = z.object({ url: z.string() });
export type TRedirect = z.infer<typeof ZRedirectSchema>;

/** Switch a running subscription between premium and pro (prorated by Stripe). */
export const ZChangePlanInputSchema = z.object({ plan: ZPaidPlanIdSchema });

/** The success page asks the server to confirm a checkout session with Stripe. */
export const ZConfirmCheckoutInputSchema = z.object({
  sessionId: z
    .string()
    .min(1, { error: "sessionId is required." })
    .max(255, { error: "sessionId must be at most 255 characters." })
    .regex(/^cs_[A-Za-z0-9_]+$/, { error: "sessionId must be a Stripe checkout session id (cs_…)." }),
});

/**
 * `confirmed`: Stripe says it is paid (or trialing) and the subscription is
 * saved. `pending`: Stripe has not finished yet (ask again in a moment).
 * `expired`: the session was abandoned; nothing was bought.
 */
export const ZConfirmCheckoutResultSchema = z.object({
  state: z.enum(["confirmed", "pending", "expired"]),
  subscription: ZSubscriptionSchema,
});
export type TConfirmCheckoutResult = z.infer<typeof ZConfirmCheckoutResultSchema>;

/** The Stripe events Mnemo acts on (each re-reads the customer's subscription). */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
export type THandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];
