import type { TNote } from "@mnemo/api-contract";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSessionMode } from "../auth/use-session.ts";
import type { TPlaygroundCardInput } from "./playground-notes.ts";
import { playgroundStore, type TPlaygroundState } from "./playground-store.ts";

const OUTSIDE_PLAYGROUND: TPlaygroundState = { notes: [], isPersisted: true };

export type TPlayground = {
  isPlayground: boolean;
  notes: TNote[];
  isPersisted: boolean;
  addCard: (card: TPlaygroundCardInput) => TNote;
  updateCard: (id: string, card: TPlaygroundCardInput) => void;
  deleteCard: (id: string) => void;
  resetSample: () => void;
};

/**
 * The visitor's sample deck. Outside playground mode it is empty and never
 * read; its actions throw (PlaygroundModeError) if called for a signed-in user.
 */
export function usePlayground(): TPlayground {
  const { mode, userId } = useSessionMode();
  const isPlayground = mode === "playground";
  const state = useSyncExternalStore(playgroundStore.subscribe, () => (isPlayground ? playgroundStore.getState(null) : OUTSIDE_PLAYGROUND));

  // The store refuses a signed-in user, so these can never write the playground over an account.
  const actingUser = useMemo(() => (userId ? { id: userId } : null), [userId]);
  const addCard = useCallback((card: TPlaygroundCardInput) => playgroundStore.addCard(actingUser, card), [actingUser]);
  const updateCard = useCallback(
    (id: string, card: TPlaygroundCardInput) => void playgroundStore.updateCard(actingUser, id, card),
    [actingUser],
  );
  const deleteCard = useCallback((id: string) => void playgroundStore.deleteCard(actingUser, id), [actingUser]);
  const resetSample = useCallback(() => void playgroundStore.resetSample(actingUser), [actingUser]);

  return { isPlayground, notes: state.notes, isPersisted: state.isPersisted, addCard, updateCard, deleteCard, resetSample };
}
