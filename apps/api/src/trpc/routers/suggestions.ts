import { ZCreateSuggestionInputSchema, ZCreateSuggestionOutputSchema } from "@mnemo/api-contract";
import { createSuggestion } from "../../features/suggestions/create-suggestion.ts";
import { UNKNOWN_CLIENT_IP_HASH } from "../../lib/hash-client-ip.ts";
import { publicProcedure, router } from "../init.ts";

export const suggestionsRouter = router({
  /** 'Suggest a Feature': open to visitors and signed-in users alike, rate limited. */
  create: publicProcedure
    .input(ZCreateSuggestionInputSchema)
    .output(ZCreateSuggestionOutputSchema)
    .mutation(({ ctx, input }) => createSuggestion({ input, user: ctx.user, ipHash: ctx.clientIpHash ?? UNKNOWN_CLIENT_IP_HASH }, ctx.db)),
});
