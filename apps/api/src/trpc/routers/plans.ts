import { findPlanByPriceId } from "@mnemo/api-contract";
import { z } from "zod";
import { publicProcedure, router } from "../init.ts";

export const plansRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.plans),
  byPriceId: publicProcedure
    .input(z.object({ priceId: z.string().max(200) }))
    .query(({ ctx, input }) => findPlanByPriceId(ctx.plans, input.priceId) ?? null),
});
