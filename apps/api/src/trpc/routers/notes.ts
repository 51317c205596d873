import {
  ZCreateNoteInputSchema,
  ZDeleteNoteInputSchema,
  ZNoteSchema,
  ZNotesByGroupInputSchema,
  ZNotesPageSchema,
  ZSearchNotesInputSchema,
  ZSearchNotesPageSchema,
  ZUpdateNoteInputSchema,
} from "@mnemo/api-contract";
import { createNote } from "../../features/notes/create-note.ts";
import { deleteNote } from "../../features/notes/delete-note.ts";
import { listNotesByGroup } from "../../features/notes/list-notes-by-group.ts";
import { searchNotes } from "../../features/notes/search-notes.ts";
import { updateNote } from "../../features/notes/update-note.ts";
import { withStudySummaries } from "../../features/study/note-study-summaries.ts";
import { protectedProcedure, router } from "../init.ts";

export const notesRouter = router({
  byGroup: protectedProcedure
    .input(ZNotesByGroupInputSchema)
    .output(ZNotesPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await listNotesByGroup({ userId: ctx.user.id, groupId: input.id, page: input.page }, ctx.db);
      // Where each card stands in study: the web's card list shows it, the REST answer does not.
      return { ...page, notes: await withStudySummaries({ userId: ctx.user.id, notes: page.notes }, ctx.db) };
    }),
  create: protectedProcedure
    .input(ZCreateNoteInputSchema)
    .output(ZNoteSchema)
    .mutation(({ ctx, input }) => createNote({ userId: ctx.user.id, ...input }, ctx.db)),
  update: protectedProcedure
    .input(ZUpdateNoteInputSchema)
    .output(ZNoteSchema)
    .mutation(({ ctx, input }) => updateNote({ userId: ctx.user.id, ...input }, ctx.db)),
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
