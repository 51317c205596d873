import {
  ZCreateManualNoteInputSchema,
  ZDeleteNoteInputSchema,
  ZNoteSchema,
  ZNotesByGroupInputSchema,
  ZNotesPageSchema,
  ZSearchNotesInputSchema,
  ZSearchNotesPageSchema,
  ZUpdateManualNoteInputSchema,
} from "@mnemo/api-contract";
import { createManualNote } from "../../features/notes/create-manual-note.ts";
import { deleteNote } from "../../features/notes/delete-note.ts";
import { listNotesByGroup } from "../../features/notes/list-notes-by-group.ts";
import { searchNotes } from "../../features/notes/search-notes.ts";
import { updateManualNote } from "../../features/notes/update-manual-note.ts";
import { protectedProcedure, router } from "../init.ts";

export const notesRouter = router({
  byGroup: protectedProcedure
    .input(ZNotesByGroupInputSchema)
    .output(ZNotesPageSchema)
    .query(({ ctx, input }) => listNotesByGroup({ userId: ctx.user.id, groupId: input.id, page: input.page }, ctx.db)),
  create: protectedProcedure
    .input(ZCreateManualNoteInputSchema)
    .output(ZNoteSchema)
    .mutation(({ ctx, input }) => createManualNote({ userId: ctx.user.id, ...input }, ctx.db)),
  update: protectedProcedure
    .input(ZUpdateManualNoteInputSchema)
    .output(ZNoteSchema)
    .mutation(({ ctx, input }) => updateManualNote({ userId: ctx.user.id, ...input }, ctx.db)),
  delete: protectedProcedure.input(ZDeleteNoteInputSchema).mutation(async ({ ctx, input }) => {
    await deleteNote({ userId: ctx.user.id, id: input.id }, ctx.db);
    return { id: input.id };
  }),
  /** The user's cards across all decks, newest first: text search, deck and type filters, cursor paging. */
  search: protectedProcedure
    .input(ZSearchNotesInputSchema)
    .output(ZSearchNotesPageSchema)
    .query(({ ctx, input }) => searchNotes({ userId: ctx.user.id, ...input }, ctx.db)),
});
