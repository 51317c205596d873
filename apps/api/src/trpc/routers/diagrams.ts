import {
  ZCreateDiagramInput,
  ZDiagramFileKeyInputSchema,
  ZDiagramNodeInputSchema,
  ZListDiagramsInputSchema,
  ZRenameDiagramInputSchema,
  ZSaveDiagramInputSchema,
} from "@mnemo/api-contract";
import { createDiagram } from "../../features/diagrams/create-diagram.ts";
import { diagramNodeDetails } from "../../features/diagrams/diagram-node-details.ts";
import { getDiagram } from "../../features/diagrams/get-diagram.ts";
import { listDiagrams } from "../../features/diagrams/list-diagrams.ts";
import { removeDiagram } from "../../features/diagrams/remove-diagram.ts";
import { renameDiagram } from "../../features/diagrams/rename-diagram.ts";
import { saveDiagram } from "../../features/diagrams/save-diagram.ts";
import { explainDiagramNode } from "../../features/diagrams/model/explain-node.ts";
import { protectedProcedure, router } from "../init.ts";
import { diagramCardProcedures } from "./diagram-cards.ts";

/**
 * The learner's diagrams (docs/diagrams.md): make one (from a source or a deck by a job, or blank), read it
 * by its key, list, save an edit over the version it began from, rename, delete, and a node's panel.
 * An unknown key and another learner's both answer 404 DIAGRAM_NOT_FOUND.
 */
export const diagramsRouter = router({
  create: protectedProcedure
    .input(ZCreateDiagramInput)
    .mutation(({ ctx, input }) =>
      createDiagram({ userId: ctx.user.id, input, jobs: ctx.jobs, hasModel: ctx.generation?.generator === "llm" }, ctx.db),
    ),
  get: protectedProcedure
    .input(ZDiagramFileKeyInputSchema)
    .query(({ ctx, input }) => getDiagram({ userId: ctx.user.id, fileKey: input.fileKey }, ctx.db)),
  list: protectedProcedure
    .input(ZListDiagramsInputSchema)
    .query(({ ctx, input }) => listDiagrams({ userId: ctx.user.id, cursor: input.cursor }, ctx.db)),
  save: protectedProcedure
    .input(ZSaveDiagramInputSchema)
    .mutation(({ ctx, input }) => saveDiagram({ userId: ctx.user.id, ...input }, ctx.db)),
  rename: protectedProcedure
    .input(ZRenameDiagramInputSchema)
    .mutation(({ ctx, input }) => renameDiagram({ userId: ctx.user.id, ...input }, ctx.db)),
  remove: protectedProcedure.input(ZDiagramFileKeyInputSchema).mutation(async ({ ctx, input }) => {
    await removeDiagram({ userId: ctx.user.id, fileKey: input.fileKey }, ctx.db);
    return { file_key: input.fileKey };
  }),
  nodeDetails: protectedProcedure
    .input(ZDiagramNodeInputSchema)
    .query(({ ctx, input }) => diagramNodeDetails({ userId: ctx.user.id, ...input }, ctx.db)),
  /** A mutation: it spends the learner's monthly words (the node's passages), and 409 DIAGRAM_NO_MODEL without a model. */
  explainNode: protectedProcedure
    .input(ZDiagramNodeInputSchema)
    .mutation(({ ctx, input }) => explainDiagramNode({ userId: ctx.user.id, ...input, model: ctx.diagramModel, plans: ctx.plans }, ctx.db)),
  ...diagramCardProcedures,
});
