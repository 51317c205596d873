import type { TNote, TNotesPage } from "@mnemo/api-contract";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc.ts";
import { usePlayground, useSessionMode } from "../../playground/hooks/use-playground.ts";
import type { TManualFaces } from "../../playground/utils/playground-notes.ts";
import { removeNoteFromPages, replaceNoteInPages, withNoteCountChanged } from "../stores/deck-store-state.ts";
import { groupNotesQueryKey } from "../stores/deck-query-keys.ts";

export type TCardActions = {
  addCard: (faces: TManualFaces) => Promise<TNote>;
  updateCard: (id: string, faces: TManualFaces) => Promise<TNote | void>;
  deleteCard: (id: string) => Promise<void>;
};

/**
 * Writing, editing and deleting hand-written cards in one deck: on the server
 * for signed-in users, in the browser for the playground's sample deck. Each
 * list changes only after the change was saved.
 */
export function useCardActions(groupId: string): TCardActions {
  const { mode } = useSessionMode();
  const playground = usePlayground();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const { mutateAsync: createNote } = trpc.notes.create.useMutation();
  const { mutateAsync: updateNote } = trpc.notes.update.useMutation();
  const { mutateAsync: deleteNote } = trpc.notes.delete.useMutation();
  const notesKey = groupNotesQueryKey(groupId);

  if (mode === "playground") {
    // Synchronous and local; wrapped in promises so pages treat both modes alike (a full deck rejects).
    return {
      addCard: async (faces) => playground.addCard(faces),
      updateCard: async (id, faces) => playground.updateCard(id, faces),
      deleteCard: async (id) => playground.deleteCard(id),
    };
  }

  return {
    addCard: async (faces) => {
      const note = await createNote({ groupId, content: { type: "manual", ...faces } });
      // A new card sorts last: the loaded pages and the deck's count are refreshed rather than guessed.
      void queryClient.invalidateQueries({ queryKey: notesKey });
      utils.groups.list.setData(undefined, (groups) => (groups ? withNoteCountChanged(groups, groupId, 1) : groups));
      return note;
    },
    updateCard: async (id, faces) => {
      const note = await updateNote({ id, content: { type: "manual", ...faces } });
      queryClient.setQueryData<InfiniteData<TNotesPage>>(notesKey, (data) => (data ? replaceNoteInPages(data, note) : data));
      return note;
    },
    deleteCard: async (id) => {
      await deleteNote({ id });
      queryClient.setQueryData<InfiniteData<TNotesPage>>(notesKey, (data) => (data ? removeNoteFromPages(data, id) : data));
      utils.groups.list.setData(undefined, (groups) => (groups ? withNoteCountChanged(groups, groupId, -1) : groups));
    },
  };
}
