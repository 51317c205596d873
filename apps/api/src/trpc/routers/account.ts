import { ZAccountSchema, ZRevokeSessionInputSchema, ZSessionListSchema } from "@mnemo/api-contract";
import { z } from "zod";
import { getAccount } from "../../features/account/get-account.ts";
import { listSessions, revokeOtherSessions, revokeSession } from "../../features/account/sessions.ts";
import { protectedProcedure, router } from "../init.ts";

export const accountRouter = router({
  get: protectedProcedure.output(ZAccountSchema).query(({ ctx }) => getAccount(ctx.user, ctx.db)),
  /** Browsers and programs signed in to the account (the Supabase mode has none here: Supabase holds them). */
  sessions: protectedProcedure.output(ZSessionListSchema).query(async ({ ctx }) => {
    if (ctx.user.providers) return { supported: false, sessions: [] };
    return { supported: true, sessions: await listSessions({ userId: ctx.user.id, currentSessionId: ctx.user.sessionId }, ctx.db) };
  }),
  revokeSession: protectedProcedure.input(ZRevokeSessionInputSchema).mutation(async ({ ctx, input }) => {
    await revokeSession({ userId: ctx.user.id, id: input.id }, ctx.db);
    ctx.log?.info({ audit: "session_revoked", userId: ctx.user.id }, "session revoked");
  }),
  revokeOtherSessions: protectedProcedure.output(z.object({ revoked: z.number().int() })).mutation(async ({ ctx }) => {
    const revoked = await revokeOtherSessions({ userId: ctx.user.id, currentSessionId: ctx.user.sessionId }, ctx.db);
    ctx.log?.info({ audit: "sessions_revoked", userId: ctx.user.id, count: revoked }, "other sessions revoked");
    return { revoked };
  }),
});
