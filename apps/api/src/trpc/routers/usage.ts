import { getUsage } from "../../features/usage/get-usage.ts";
import { protectedProcedure, router } from "../init.ts";

export const usageRouter = router({
  get: protectedProcedure.query(({ ctx }) => getUsage({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
});
