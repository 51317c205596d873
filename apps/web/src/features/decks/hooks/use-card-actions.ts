import type { TNote, TNoteContent, TNotesPage } from "@mnemo/api-contract";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { removeNoteFromPages, replaceNoteInPages, withNoteCountChanged } from "../stores/deck-store-state.ts";
import { groupNotesQueryKey } from "../stores/deck-query-keys.ts";

export type TCardActions = {
  addCard: (content: TNoteContent) => Promise<TNote>;
  /** The saved card (the playground's edits are local and give nothing back). */
  updateCard: (id: string, content: TNoteContent) => Promise<TNote | void>;
  deleteCard: (id: string) => Promise<void>;
};

/**
 * Writing, editing and deleting cards of any type in one deck: on the server
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
      addCard: async (content) => playground.addCard(content),
      updateCard: async (id, content) => playground.updateCard(id, content),
      deleteCard: async (id) => playground.deleteCard(id),
    };
  }

  return {
    addCard: async (content) => {
      const note = await createNote({ groupId, content });
      // A new card sorts last: the loaded pages and the deck's count are refreshed rather than guessed.
      void queryClient.invalidateQueries({ queryKey: notesKey });
      utils.groups.list.setData(undefined, (groups) => (groups ? withNoteCountChanged(groups, groupId, 1) : groups));
      // The deck's card count is the server's to say (a cloze note makes a card per gap).
      void utils.groups.list.invalidate();
      return note;
    },
    updateCard: async (id, content) => {
      const note = await updateNote({ id, content });
      queryClient.setQueryData<InfiniteData<TNotesPage>>(notesKey, (data) => (data ? replaceNoteInPages(data, note) : data));
      // A gap added to or taken from a cloze note changes the deck's card count.
      if (content.type === "clozedel") void utils.groups.list.invalidate();
      return note;
    },
    deleteCard: async (id) => {
      await deleteNote({ id });
      queryClient.setQueryData<InfiniteData<TNotesPage>>(notesKey, (data) => (data ? removeNoteFromPages(data, id) : data));
      utils.groups.list.setData(undefined, (groups) => (groups ? withNoteCountChanged(groups, groupId, -1) : groups));
      void utils.groups.list.invalidate();
    },
  };
}
