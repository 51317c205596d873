import { useEffect } from "react";
import { usePrefetchStudyQueue } from "../features/study/api/study-queue-prefetch.ts";
import { studyTargetOfHref } from "../features/study/utils/study-target.ts";
import { useSessionMode } from "../lib/auth/use-session.ts";

/** The pages with Study buttons: the study overview, the deck list and a deck's page (route-table.tsx ids). */
const PAGES_OFFERING_STUDY: ReadonlySet<string> = new Set(["study", "decks", "deck"]);

/** The session's code; route-table.tsx loads the same module for /study/{ids} and /study/playground. */
export const loadStudySession = () => import("./routes/study-session.tsx");

/** What tells us a link is about to be followed: pointed at, focused (keyboard), pressed (touch). */
const INTENT_EVENTS = ["pointerover", "focusin", "pointerdown"] as const;

/**
 * Opening a study session feels instant (docs/study.md, "Opening a session"):
 * - on a page offering Study, the session's code is fetched once the page is
 *   shown and the browser is idle, so a click does not wait for it;
 * - a link to a session (/study/{ids}) that is pointed at, focused or pressed
 *   has its first cards asked for at once (signed-in learners; the visitors'
 *   sample deck is in the browser), so they are there or on their way when
 *   the session opens.
 */
export function useStudyPrefetch(pageId: string): void {
  const { mode } = useSessionMode();
  const prefetch = usePrefetchStudyQueue();
  const offersStudy = PAGES_OFFERING_STUDY.has(pageId);

  useEffect(() => {
    if (!offersStudy) return;
    // A failed fetch is left for the click to retry (where the usual chunk error handling applies).
    const load = () => void loadStudySession().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 300);
    return () => window.clearTimeout(timer);
  }, [offersStudy]);

  useEffect(() => {
    if (mode !== "signed-in") return;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const target = link ? studyTargetOfHref(link.getAttribute("href") ?? "", window.location.origin) : null;
      if (!target) return;
      void loadStudySession().catch(() => undefined);
      prefetch(target.groupIds, target.mode);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [mode, prefetch]);
}
