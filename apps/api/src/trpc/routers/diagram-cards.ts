import { ZMadeDiagramCardsSchema, ZMakeBranchCardsInput, ZMakeDiagramCardsInput } from "@mnemo/api-contract";
import { makeCardsFromBranch } from "../../features/diagrams/cards/make-cards-from-branch.ts";
import { makeDiagramCards, type TCardMediaStore } from "../../features/diagrams/cards/make-diagram-cards.ts";
import type { ExchangeService } from "../../features/exchange/exchange-service.ts";
import { assertMediaStored } from "../../features/exchange/files/media-lock.ts";
import { storeImportMedia } from "../../features/exchange/files/save-media.ts";
import { contentKey } from "../../features/generation/quality/content-key.ts";
import type { Db } from "@mnemo/db";
import { protectedProcedure } from "../init.ts";
import { withExchange } from "../service-middlewares.ts";

/**
 * Cards from a diagram (docs/diagrams.md), spread into the diagrams router: `makeCards` (a card per node of a
 * branch, from the generator's outline cards, keeping the node's sources) and `makeDiagramCards` (the map with
 * one label hidden, its pictures kept as the learner's media). Here the diagrams feature meets the features it
 * may not import: generation's outline cards and card keys, exchange's media store.
 */
export const diagramCardProcedures = {
  makeCards: protectedProcedure
    .input(ZMakeBranchCardsInput)
    .output(ZMadeDiagramCardsSchema)
    .mutation(({ ctx, input }) =>
      makeCardsFromBranch(
        { userId: ctx.user.id, ...input },
        { db: ctx.db, analyser: ctx.outlineAnalyser, sectionCards: ctx.generation?.moreCards, cardKey: contentKey, plans: ctx.plans },
      ),
    ),
  makeDiagramCards: protectedProcedure
    .input(ZMakeDiagramCardsInput)
    .output(ZMadeDiagramCardsSchema)
    .use(withExchange)
    .mutation(({ ctx, input }) =>
      makeDiagramCards({ userId: ctx.user.id, ...input }, { db: ctx.db, media: cardMediaStore(ctx.db, ctx.exchange) }),
    ),
};

/** Diagram cards' pictures kept as imported Anki media are: each file once per learner, within their media allowance. */
export function cardMediaStore(db: Db, exchange: ExchangeService): TCardMediaStore {
  return {
    store: ({ userId, files }) => storeImportMedia({ userId, media: files }, { db, exchange }),
    confirm: (hashes, tx) => assertMediaStored(hashes, { exchange }, tx),
  };
}
