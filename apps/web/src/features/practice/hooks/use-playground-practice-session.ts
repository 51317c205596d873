import { useEffect, useMemo, useRef } from "react";
import { browserStorage } from "@/lib/browser-storage.ts";
import { EMPTY_PLAYGROUND_STUDY, loadPlaygroundStudy } from "@/lib/playground/playground-study-storage.ts";
import { createSampleNotes } from "@/lib/playground/sample-cards.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { createLocalPracticeSession } from "../utils/local-practice-session.ts";
import { playgroundPracticeCards } from "../utils/playground-practice-cards.ts";
import type { TPracticeSession } from "../utils/practice-session.ts";

/** This tab's sessionStorage, or null where the browser refuses it (reading it can throw). */
function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A practice test over the sample deck, run in this browser. A visitor's test asks about the deck as they have it
 * (their own cards too) and their study progress here; a signed-in learner, whose account has no sample deck, gets the
 * fresh sample. Nothing is written: a test changes no schedule.
 */
export function usePlaygroundPracticeSession(): { session: TPracticeSession; cardCount: number } {
  const playground = usePlayground();
  const notes = useMemo(
    () => (playground.isPlayground ? playground.notes : createSampleNotes()),
    [playground.isPlayground, playground.notes],
  );
  const cardsRef = useRef(() => playgroundPracticeCards(notes, EMPTY_PLAYGROUND_STUDY, new Date()));
  useEffect(() => {
    cardsRef.current = () => {
      const study = playground.isPlayground ? loadPlaygroundStudy({ user: null, storage: browserStorage() }) : EMPTY_PLAYGROUND_STUDY;
      return playgroundPracticeCards(notes, study, new Date());
    };
  }, [notes, playground.isPlayground]);
  const isPlayground = playground.isPlayground;
  // A visitor's tests outlive a reload in this tab; a signed-in learner's sample test lasts as long as the page.
  const session = useMemo(
    () => createLocalPracticeSession({ cards: () => cardsRef.current(), storage: isPlayground ? tabStorage() : null }),
    [isPlayground],
  );
  const cardCount = useMemo(() => playgroundPracticeCards(notes, EMPTY_PLAYGROUND_STUDY, new Date()).length, [notes]);
  return { session, cardCount };
}
