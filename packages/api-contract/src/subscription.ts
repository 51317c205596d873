import { z } from "zod";
import { ZUsageSchema } from "./usage.ts";

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
  "missing",
] as const;
export const ZSubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

export const ZSubscriptionSchema = z.union([
  z.object({
    status: ZSubscriptionStatusSchema.exclude(["missing"]),
    plan_id: z.string(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
  }),
  z.object({ status: z.literal("missing"), plan_id: z.null() }),
]);
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

export const ZSubscriptionWithUsageSchema = z.object({ subscription: ZSubscriptionSchema, usage: ZUsageSchema });
