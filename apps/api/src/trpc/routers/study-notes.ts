import {
  ZEditStudyNotesBlockInputSchema,
  ZGenerateStudyNotesInputSchema,
  ZResetStudyNotesBlockInputSchema,
  ZStudyNotesInputSchema,
  ZStudyNotesSchema,
} from "@mnemo/api-contract";
import { editStudyNotesBlock, resetStudyNotesBlock } from "../../features/study-notes/change-study-notes-block.ts";
import { generateStudyNotes } from "../../features/study-notes/generate-study-notes.ts";
import { getStudyNotes } from "../../features/study-notes/get-study-notes.ts";
import { protectedProcedure, router } from "../init.ts";

/** A source's study notes (docs/study-notes.md): read (made the first time), regenerate at a length, edit or reset a block. */
export const studyNotesRouter = router({
  get: protectedProcedure
    .input(ZStudyNotesInputSchema)
    .output(ZStudyNotesSchema)
    .query(({ ctx, input }) => getStudyNotes({ userId: ctx.user.id, sourceId: input.source_id, analyser: ctx.outlineAnalyser }, ctx.db)),
  generate: protectedProcedure
    .input(ZGenerateStudyNotesInputSchema)
    .output(ZStudyNotesSchema)
    .mutation(({ ctx, input }) =>
      generateStudyNotes({ userId: ctx.user.id, sourceId: input.source_id, length: input.length, analyser: ctx.outlineAnalyser }, ctx.db),
    ),
  editBlock: protectedProcedure
    .input(ZEditStudyNotesBlockInputSchema)
    .output(ZStudyNotesSchema)
    .mutation(({ ctx, input }) =>
      editStudyNotesBlock(
        { userId: ctx.user.id, sourceId: input.source_id, key: input.key, markdown: input.markdown, analyser: ctx.outlineAnalyser.name },
        ctx.db,
      ),
    ),
  resetBlock: protectedProcedure
    .input(ZResetStudyNotesBlockInputSchema)
    .output(ZStudyNotesSchema)
    .mutation(({ ctx, input }) =>
      resetStudyNotesBlock({ userId: ctx.user.id, sourceId: input.source_id, key: input.key, analyser: ctx.outlineAnalyser.name }, ctx.db),
    ),
});
