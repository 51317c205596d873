import { ZUsageSchema } from "@mnemo/api-contract";
import { getUsage } from "../../features/plan/get-usage.ts";
import { protectedProcedure, router } from "../init.ts";

export const usageRouter = router({
  get: protectedProcedure.output(ZUsageSchema).query(({ ctx }) => getUsage({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
});
