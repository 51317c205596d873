import { ZSubscriptionWithUsageSchema } from "@mnemo/api-contract";
import { getSubscriptionWithUsage } from "../../features/subscription/get-subscription-with-usage.ts";
import { protectedProcedure, router } from "../init.ts";

export const subscriptionRouter = router({
  get: protectedProcedure
    .output(ZSubscriptionWithUsageSchema)
    .query(({ ctx }) => getSubscriptionWithUsage({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
});
