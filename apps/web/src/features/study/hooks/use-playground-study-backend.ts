import { useEffect, useMemo, useRef, useState } from "react";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { browserStorage } from "@/lib/browser-storage.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { createLocalStudyBackend } from "../utils/local-study-backend.ts";
import type { TStudyBackend } from "../utils/study-backend.ts";

/**
 * A visitor's study session over the sample deck, run in the browser
 * (utils/local-study-backend.ts). `isPersisted` turns false when the browser
 * would not store the progress (it then lasts as long as the tab).
 */
export function usePlaygroundStudyBackend(): { backend: TStudyBackend; isPersisted: boolean } {
  const playground = usePlayground();
  const { userId } = useSessionMode();
  const notesRef = useRef(playground.notes);
  const userRef = useRef(userId);
  const updateRef = useRef(playground.updateCard);
  useEffect(() => {
    notesRef.current = playground.notes;
    userRef.current = userId;
    updateRef.current = playground.updateCard;
  }, [playground.notes, userId, playground.updateCard]);
  const [isPersisted, setIsPersisted] = useState(true);
  const backend = useMemo<TStudyBackend>(
    () => ({
      ...createLocalStudyBackend({
        notes: () => notesRef.current,
        storage: browserStorage,
        // The route renders this for visitors only; the store refuses anyone else (PlaygroundModeError).
        user: () => (userRef.current ? { id: userRef.current } : null),
        onSaved: setIsPersisted,
      }),
      // "Edit card" rewrites the sample deck's note; a cloze number it removes loses its progress on the next call.
      editNote: ({ id, content }) => new Promise<void>((resolve) => resolve(updateRef.current(id, content))),
    }),
    [],
  );
  return { backend, isPersisted: isPersisted && playground.isPersisted };
}
