import type { TGroup } from "@mnemo/api-contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { trpc } from "@/lib/trpc.ts";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { isPlaygroundDeckId, playgroundGroup } from "@/lib/playground/playground-deck.ts";
import type { TSessionMode } from "@/lib/auth/session-mode.ts";
import { createGroupFlow, type TCreateGroupInput } from "../stores/create-group-flow.ts";
import { deckClientStore } from "../stores/deck-client-store.ts";
import {
  afterGroupDeleted,
  normalizeGroup,
  stateFor,
  withGroupAdded,
  withGroupRemoved,
  withGroupReplaced,
  type TDeckLayout,
} from "../stores/deck-store-state.ts";
import { groupNotesQueryKey } from "../stores/deck-query-keys.ts";
import { resetDeckStore } from "../stores/reset-deck-store.ts";

export type TDeckStore = {
  mode: TSessionMode;
  isPlayground: boolean;
  /** The decks: the visitor's sample deck, or the signed-in user's server decks. Undefined until known. */
  groups: TGroup[] | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  activeGroup: string | null;
  notesVisible: boolean;
  layout: TDeckLayout;
  setActiveGroup: (id: string | null) => void;
  setNotesVisible: (isVisible: boolean) => void;
  setLayout: (layout: TDeckLayout) => void;
  createGroup: (input?: TCreateGroupInput) => Promise<TGroup | null>;
  isCreating: boolean;
  renameGroup: (id: string, title: string) => Promise<TGroup>;
  /** Resolves once the server confirmed; the deck leaves the list only then. */
  deleteGroup: (id: string) => Promise<void>;
  reset: () => void;
};

const SESSION_UNKNOWN = new Error("Could not check whether you are signed in.");
const selectGroups = (groups: TGroup[]) => groups.map(normalizeGroup);

/**
 * docs/product.md's deck store as one hook: `groups`, `activeGroup`, `notesVisible`,
 * `layout` and the create, rename, delete and reset actions, for visitors
 * (the playground's one local deck) and signed-in users (server decks) alike.
 * A deck's notes, paged, come from `useDeckCards`.
 */
export function useDeckStore(): TDeckStore {
  const { mode, userId, retry: retrySession } = useSessionMode();
  const isPlayground = mode === "playground";
  const isKnown = isPlayground || mode === "signed-in";
  const playground = usePlayground();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const serverGroups = trpc.groups.list.useQuery(undefined, {
    enabled: mode === "signed-in",
    select: selectGroups,
  });
  const createMutation = trpc.groups.create.useMutation();
  const { mutateAsync: createDeck } = createMutation;
  const { mutateAsync: renameDeck } = trpc.groups.rename.useMutation();
  const { mutateAsync: deleteDeck } = trpc.groups.delete.useMutation();

  // Remembered choices belong to one person: someone else's (after sign-out, or another account) read as defaults.
  const stored = useSyncExternalStore(deckClientStore.subscribe, deckClientStore.getState);
  const client = isKnown ? stateFor(stored, userId) : stored;
  useEffect(() => {
    if (isKnown) deckClientStore.claim(userId);
  }, [isKnown, userId]);

  const sampleNotes = playground.notes;
  const sampleGroups = useMemo(() => [playgroundGroup(sampleNotes)], [sampleNotes]);
  const groups = isPlayground ? sampleGroups : mode === "signed-in" ? serverGroups.data : undefined;

  const update = useCallback((patch: Parameters<typeof deckClientStore.update>[1]) => deckClientStore.update(userId, patch), [userId]);

  const createGroup = useCallback(
    (input: TCreateGroupInput = {}) =>
      createGroupFlow(input, {
        mode,
        currentPath: `${location.pathname}${location.search}`,
        create: (title) => createDeck({ title }),
        onCreated: (group) => utils.groups.list.setData(undefined, (current) => (current ? withGroupAdded(current, group) : current)),
        setActiveGroup: (id) => update({ activeGroup: id }),
        navigate: (href, state) => void navigate(href, { state }),
        alert: (message) => window.alert(message),
      }),
    [mode, location.pathname, location.search, createDeck, utils, update, navigate],
  );

  const renameGroup = useCallback(
    async (id: string, title: string) => {
      if (mode !== "signed-in") throw new Error("Sign in to rename decks.");
      const renamed = await renameDeck({ id, title });
      utils.groups.list.setData(undefined, (current) => (current ? withGroupReplaced(current, renamed) : current));
      return renamed;
    },
    [mode, renameDeck, utils],
  );

  const deleteGroup = useCallback(
    async (id: string) => {
      if (mode !== "signed-in" || isPlaygroundDeckId(id)) throw new Error("Sign in to delete decks.");
      await deleteDeck({ id });
      // Only now that the server said so.
      utils.groups.list.setData(undefined, (current) => (current ? withGroupRemoved(current, id) : current));
      queryClient.removeQueries({ queryKey: groupNotesQueryKey(id) });
      const current = stateFor(deckClientStore.getState(), userId);
      if (afterGroupDeleted(current, id) !== current) deckClientStore.update(userId, { activeGroup: null });
    },
    [mode, deleteDeck, utils, queryClient, userId],
  );

  return {
    mode,
    isPlayground,
    groups,
    isLoading: mode === "pending" || (mode === "signed-in" && serverGroups.isPending),
    // A failed refetch keeps the decks already shown.
    error: mode === "error" ? SESSION_UNKNOWN : mode === "signed-in" && !serverGroups.data ? serverGroups.error : null,
    retry: () => (mode === "error" ? retrySession() : void serverGroups.refetch()),
    activeGroup: client.activeGroup,
    notesVisible: client.notesVisible,
    layout: client.layout,
    setActiveGroup: (id) => update({ activeGroup: id }),
    setNotesVisible: (notesVisible) => update({ notesVisible }),
    setLayout: (layout) => update({ layout }),
    createGroup,
    isCreating: createMutation.isPending,
    renameGroup,
    deleteGroup,
    reset: () => resetDeckStore(queryClient),
  };
}

/** One deck out of the store: undefined while loading, null when there is no such deck (docs/product.md's 'Group not found'). */
export function findGroup(groups: TGroup[] | undefined, id: string): TGroup | null | undefined {
  if (!groups) return undefined;
  return groups.find((group) => group.id.toLowerCase() === id.toLowerCase()) ?? null;
}
