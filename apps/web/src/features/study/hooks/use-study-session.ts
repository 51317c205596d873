import type { TCardState, TRating, TStudyCard } from "@mnemo/api-contract";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { isNetworkFailure } from "../../../lib/error-info.ts";
import { trpc } from "../../../lib/trpc.ts";
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
import { createWriteQueue } from "../utils/write-queue.ts";

/** setTimeout's longest wait; a later card is waited for again after a refetch. */
const MAX_WAIT_MS = 60 * 60_000;

/**
 * One study session over some decks (all of them when `groupIds` is empty):
 * runs the pure session (utils/session-state.ts) against the API. Fetches ahead,
 * answers optimistically through one ordered outbox, undoes, suspends and buries.
 */
export function useStudySession(groupIds: readonly string[]) {
  const utils = trpc.useUtils();
  const client = utils.client;
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  const writes = useMemo(() => createWriteQueue({ shouldRetry: isNetworkFailure }), []);
  const reads = useMemo(() => createWriteQueue({ shouldRetry: isNetworkFailure, retryDelaysMs: [500, 1_500, 3_000] }), []);
  const seqRef = useRef(0);
  const shownAtRef = useRef(Date.now());
  const groupKey = groupIds.join("/");

  const current = currentCard(state);
  const phase = sessionPhase(state);
  const shouldFetch = needsFetch(state);

  useEffect(() => {
    if (!shouldFetch) return;
    seqRef.current = Math.max(seqRef.current, state.fetch.seq) + 1;
    const seq = seqRef.current;
    dispatch({ type: "fetchStarted", seq, limit: BATCH_SIZE });
    const input = { groupIds: groupKey ? groupKey.split("/") : [], excludeCardIds: excludedCardIds(state), limit: BATCH_SIZE };
    reads
      .push(() => client.study.queue.query(input))
      .then((batch) => dispatch({ type: "batchLoaded", seq, batch }))
      .catch((error: unknown) => dispatch({ type: "fetchFailed", seq, error }));
    // `state` is read at the moment the fetch starts; the flag and what changes it are the triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldFetch, state.revision, state.fetch.seq, groupKey, client, reads]);

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

  // Leaving the session: /study's numbers changed.
  useEffect(() => () => void utils.study.overview.invalidate(), [utils]);

  const send = useCallback(
    (record: Pick<TAnswerRecord, "reviewId" | "card" | "rating" | "durationMs" | "answeredAt">) => {
      const { card } = record;
      writes
        .push(() =>
          client.study.answer.mutate({
            cardId: card.id,
            rating: record.rating,
            reviewId: record.reviewId,
            durationMs: Math.round(record.durationMs),
            seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
            answeredAt: record.answeredAt,
          }),
        )
        .then((result) => dispatch({ type: "answerSaved", reviewId: record.reviewId, result }))
        .catch((error: unknown) => {
          const kind = studyErrorKind(error);
          if (kind === "conflict" || kind === "not_found") dispatch({ type: "answerRefused", reviewId: record.reviewId, reason: kind });
          else dispatch({ type: "answerFailed", reviewId: record.reviewId });
        });
    },
    [client, writes],
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
    if (record.status === "failed") return record.card;
    writes
      .push(() => client.study.undo.mutate({ reviewId: record.reviewId }))
      .then((result) => dispatch({ type: "undoSaved", result }))
      .catch(() => dispatch({ type: "resync", notice: "That answer could not be undone, so the queue was refreshed." }));
    return record.card;
  }, [state, writes, client]);

  const remove = useCallback(
    (action: "suspend" | "bury") => {
      if (!current) return;
      const cardId = current.id;
      dispatch({ type: "removed", cardId });
      const call = action === "suspend" ? client.study.suspend : client.study.bury;
      writes
        .push(() => call.mutate({ cardId }))
        .then(() => dispatch({ type: "removeSaved" }))
        .catch(() =>
          dispatch({
            type: "resync",
            notice: `The card could not be ${action === "suspend" ? "suspended" : "buried"}, so the queue was refreshed.`,
          }),
        );
    },
    [current, client, writes],
  );

  const retryUnsaved = useCallback(() => {
    for (const record of state.answers) {
      if (record.status !== "failed") continue;
      dispatch({ type: "answerRetried", reviewId: record.reviewId });
      send(record);
    }
  }, [state.answers, send]);

  return {
    state,
    phase,
    current,
    answer,
    undo,
    suspend: () => remove("suspend"),
    bury: () => remove("bury"),
    retryFetch: () => dispatch({ type: "fetchRetried" }),
    retryUnsaved,
    clearNotice: () => dispatch({ type: "noticeShown" }),
  };
}

export type TStudySession = ReturnType<typeof useStudySession>;

/** The state names people read. */
export const STATE_NAMES: Record<TCardState, string> = { new: "New", learning: "Learning", relearning: "Relearning", review: "Review" };
