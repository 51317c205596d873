import { findPlanByPriceId, ZPlanSchema, ZPriceIdInputSchema } from "@mnemo/api-contract";
import { z } from "zod";
import { publicProcedure, router } from "../init.ts";

export const plansRouter = router({
  list: publicProcedure.output(z.array(ZPlanSchema)).query(({ ctx }) => ctx.plans),
  byPriceId: publicProcedure
    .input(ZPriceIdInputSchema)
    .output(ZPlanSchema.nullable())
    .query(({ ctx, input }) => findPlanByPriceId(ctx.plans, input.priceId) ?? null),
});
