import { useEffect, useState } from "react";
import { sendWaitingAnswers } from "../utils/answer-outbox.ts";
import { useServerStudyBackend } from "./use-server-study-backend.ts";

/**
 * /study first sends the answers an earlier visit left waiting in the browser
 * (made offline, or the tab closed first), so the counts it then fetches are
 * the server's with those answers in. `isReady` is true at once when nothing
 * waits (the usual case), else once each was sent or failed again.
 */
export function useSendWaitingAnswers(): { isReady: boolean } {
  const backend = useServerStudyBackend();
  const { outbox } = backend;
  const [isReady, setIsReady] = useState(() => (outbox?.list().length ?? 0) === 0);
  useEffect(() => {
    const entries = outbox?.list() ?? [];
    if (!outbox || entries.length === 0) {
      setIsReady(true);
      return;
    }
    let isCurrent = true;
    void sendWaitingAnswers(outbox, entries, (entry) => backend.answer(entry)).finally(() => {
      if (isCurrent) setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [backend, outbox]);
  return { isReady };
}
