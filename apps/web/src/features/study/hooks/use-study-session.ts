import type { TCardState, TNoteContent, TRating, TStudyCard, TStudyMode } from "@mnemo/api-contract";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { isNetworkFailure } from "@/lib/error-info.ts";
import { isOnline } from "@/lib/use-online.ts";
import { studyErrorKind } from "../api/study-errors.ts";
import {
  BATCH_SIZE,
  currentCard,
  excludedCardIds,
  INITIAL_SESSION,
  lastAnswer,
  needsFetch,
  sessionPhase,
  sessionReducer,
  type TAnswerRecord,
} from "../utils/session-state.ts";
import type { TStudyBackend } from "../utils/study-backend.ts";
import { studyQueueInput } from "../utils/study-queue-input.ts";
import { isRefusedForGood, sendWaitingAnswers } from "../utils/answer-outbox.ts";
import { createWriteQueue } from "../utils/write-queue.ts";

/** setTimeout's longest wait; a later card is waited for again after a refetch. */
const MAX_WAIT_MS = 60 * 60_000;

/** Worth trying again: the network, and only while the browser thinks it is online (offline, answers wait for the connection). */
const shouldRetry = (error: unknown) => isNetworkFailure(error) && isOnline();

type StudySessionOptions = {
  /** The decks to study, all of them when empty. */
  groupIds: readonly string[];
  /** Today's cards (the default), or "study more" after them. */
  mode?: TStudyMode;
  backend: TStudyBackend;
};

/**
 * One study session over some decks (all of them when `groupIds` is empty):
 * runs the pure session (utils/session-state.ts) against a backend (the API, or
 * the browser for the visitors' sample deck). Fetches ahead, answers
 * optimistically through one ordered outbox, undoes, suspends and buries.
 */
export function useStudySession({ groupIds, mode = "today", backend }: StudySessionOptions) {
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  const writes = useMemo(() => createWriteQueue({ shouldRetry }), []);
  const reads = useMemo(() => createWriteQueue({ shouldRetry, retryDelaysMs: [500, 1_500, 3_000] }), []);
  const { outbox } = backend;
  // Answers an earlier visit kept in the browser (made offline, or the tab closed before they were sent): sent
  // before this session asks for cards, so the server does not serve them again.
  const [earlierWaiting, setEarlierWaiting] = useState(() => outbox?.list() ?? []);
  const [earlierIds] = useState(() => new Set(earlierWaiting.map((entry) => entry.reviewId)));
  const earlierSentRef = useRef<Promise<unknown>>(Promise.resolve());
  const seqRef = useRef(0);
  const shownAtRef = useRef(Date.now());
  const groupKey = groupIds.join("/");

  const current = currentCard(state);
  const phase = sessionPhase(state);
  const shouldFetch = needsFetch(state);

  const sendEarlier = useCallback(() => {
    if (!outbox) return;
    const entries = outbox.list().filter((entry) => earlierIds.has(entry.reviewId));
    earlierSentRef.current = sendWaitingAnswers(outbox, entries, (entry) => writes.push(() => backend.answer(entry))).then(() =>
      setEarlierWaiting(outbox.list().filter((entry) => earlierIds.has(entry.reviewId))),
    );
  }, [outbox, earlierIds, writes, backend]);

  useEffect(sendEarlier, [sendEarlier]);

  useEffect(() => {
    if (!shouldFetch) return;
    seqRef.current = Math.max(seqRef.current, state.fetch.seq) + 1;
    const seq = seqRef.current;
    dispatch({ type: "fetchStarted", seq, limit: BATCH_SIZE });
    const held = new Set([...excludedCardIds(state), ...earlierWaiting.map((entry) => entry.cardId)]);
    const input = studyQueueInput({ groupIds: groupKey ? groupKey.split("/") : [], excludeCardIds: [...held], mode });
    reads
      .push(() => earlierSentRef.current.then(() => backend.queue(input)))
      .then((batch) => dispatch({ type: "batchLoaded", seq, batch }))
      .catch((error: unknown) => dispatch({ type: "fetchFailed", seq, error }));
    // `state` is read at the moment the fetch starts; the flag and what changes it are the triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldFetch, state.revision, state.fetch.seq, groupKey, mode, backend, reads]);

  // The time on a card runs from when it is shown (again, after an undo).
  useEffect(() => {
    shownAtRef.current = Date.now();
  }, [current?.id, state.answers.length]);

  // A learning card due later today: wait for it, then ask again.
  useEffect(() => {
    if (phase !== "waiting" || !state.nextDue) return;
    const wait = Math.min(MAX_WAIT_MS, Math.max(1_000, Date.parse(state.nextDue) - Date.now()));
    const timer = setTimeout(() => dispatch({ type: "waitOver" }), wait);
    return () => clearTimeout(timer);
  }, [phase, state.nextDue]);

  // Leaving the session: the figures shown elsewhere changed.
  useEffect(() => () => backend.onLeave?.(), [backend]);

  const send = useCallback(
    (record: Pick<TAnswerRecord, "reviewId" | "card" | "rating" | "durationMs" | "answeredAt">) => {
      const { card } = record;
      const input = {
        cardId: card.id,
        rating: record.rating,
        reviewId: record.reviewId,
        durationMs: Math.round(record.durationMs),
        seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
        answeredAt: record.answeredAt,
      };
      // Kept in the browser until the server has it: a reload or a closed tab does not lose it.
      outbox?.put(input);
      writes
        .push(() => backend.answer(input))
        .then((result) => {
          outbox?.remove(record.reviewId);
          dispatch({ type: "answerSaved", reviewId: record.reviewId, result });
        })
        .catch((error: unknown) => {
          if (isRefusedForGood(error)) outbox?.remove(record.reviewId);
          const kind = studyErrorKind(error);
          if (kind === "conflict" || kind === "not_found") dispatch({ type: "answerRefused", reviewId: record.reviewId, reason: kind });
          else dispatch({ type: "answerFailed", reviewId: record.reviewId });
        });
    },
    [backend, writes, outbox],
  );

  const answer = useCallback(
    (rating: TRating) => {
      if (!current) return;
      const record = {
        reviewId: crypto.randomUUID(),
        card: current,
        rating,
        durationMs: Date.now() - shownAtRef.current,
        answeredAt: new Date().toISOString(),
      };
      dispatch({ type: "answered", ...record });
      send(record);
    },
    [current, send],
  );

  const undo = useCallback((): TStudyCard | null => {
    const record = lastAnswer(state);
    if (!record) return null;
    dispatch({ type: "undone", reviewId: record.reviewId });
    // An answer that never reached the server has nothing to take back there.
    if (record.status === "failed") {
      outbox?.remove(record.reviewId);
      return record.card;
    }
    writes
      .push(() => backend.undo({ reviewId: record.reviewId }))
      .then((result) => dispatch({ type: "undoSaved", result }))
      .catch(() => dispatch({ type: "resync", notice: "That answer could not be undone, so the queue was refreshed." }));
    return record.card;
  }, [state, writes, backend, outbox]);

  const remove = useCallback(
    (action: "suspend" | "bury") => {
      if (!current) return;
      const cardId = current.id;
      dispatch({ type: "removed", cardId });
      writes
        .push(() => backend[action]({ cardId }))
        .then(() => dispatch({ type: "removeSaved" }))
        .catch(() =>
          dispatch({
            type: "resync",
            notice: `The card could not be ${action === "suspend" ? "suspended" : "buried"}, so the queue was refreshed.`,
          }),
        );
    },
    [current, backend, writes],
  );

  const retryUnsaved = useCallback(() => {
    for (const record of state.answers) {
      if (record.status !== "failed") continue;
      dispatch({ type: "answerRetried", reviewId: record.reviewId });
      send(record);
    }
    sendEarlier();
  }, [state.answers, send, sendEarlier]);

  // The connection is back: send what waits.
  const retryRef = useRef(retryUnsaved);
  useEffect(() => {
    retryRef.current = retryUnsaved;
  });
  useEffect(() => {
    const onOnline = () => retryRef.current();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);

  // Editing a card saves its note, then shows the new text on every card of the note the session holds.
  const editNote = useMemo(() => {
    const save = backend.editNote;
    if (!save) return null;
    return async (noteId: string, content: TNoteContent) => {
      await save({ id: noteId, content });
      dispatch({ type: "noteEdited", noteId, content });
    };
  }, [backend]);

  return {
    state,
    editNote,
    phase,
    current,
    answer,
    undo,
    suspend: () => remove("suspend"),
    bury: () => remove("bury"),
    retryFetch: () => dispatch({ type: "fetchRetried" }),
    retryUnsaved,
    /** Answers from an earlier visit still waiting to be sent. */
    earlierWaiting: earlierWaiting.length,
    clearNotice: () => dispatch({ type: "noticeShown" }),
  };
}

export type TStudySession = ReturnType<typeof useStudySession>;

/** The state names people read. */
export const STATE_NAMES: Record<TCardState, string> = { new: "New", learning: "Learning", relearning: "Relearning", review: "Review" };
