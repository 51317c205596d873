import { ZSubscriptionWithUsageSchema } from "@mnemo/api-contract";
import { chooseFreePlan } from "../../features/plan/choose-free-plan.ts";
import { getSubscriptionWithUsage } from "../../features/plan/get-subscription-with-usage.ts";
import { protectedProcedure, router } from "../init.ts";

export const subscriptionRouter = router({
  get: protectedProcedure
    .output(ZSubscriptionWithUsageSchema)
    .query(({ ctx }) => getSubscriptionWithUsage({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
  /** The Free plan for a learner without a plan (/upgrade's "Choose Free"); a plan the learner has is kept. */
  chooseFree: protectedProcedure
    .output(ZSubscriptionWithUsageSchema)
    .mutation(({ ctx }) => chooseFreePlan({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
});
