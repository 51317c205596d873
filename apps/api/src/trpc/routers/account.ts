import { ZAccountSchema } from "@mnemo/api-contract";
import { getAccount } from "../../features/account/get-account.ts";
import { protectedProcedure, router } from "../init.ts";

export const accountRouter = router({
  get: protectedProcedure.output(ZAccountSchema).query(({ ctx }) => getAccount(ctx.user, ctx.db)),
});
