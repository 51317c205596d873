import {
  noteCardOrds,
  type TAnswerResult,
  type TCardSchedule,
  type TCardState,
  type TNoteContent,
  type TRating,
  type TStudyCard,
  type TStudyCounts,
  type TStudyQueue,
} from "@mnemo/api-contract";

/**
 * A study session as data: the cards held in this tab (the one on screen is
 * the first), what is left today, and every answer with its delivery. The
 * learner never waits on the server: an answer moves on at once and is sent
 * in the background; batches are fetched before the local queue runs dry.
 * Pure: the hook (hooks/use-study-session.ts) runs the calls and dispatches
 * what they answer.
 */

/** Fetch the next batch when fewer cards than this are held. */
export const PREFETCH_BELOW = 5;
export const BATCH_SIZE = 20;
/** The API takes at most this many ids to leave out (ZStudyQueueInputSchema). */
export const MAX_EXCLUDED_IDS = 200;

export type TAnswerStatus = "sending" | "saved" | "failed";

export type TAnswerRecord = {
  reviewId: string;
  /** The card as it was when answered: undo puts exactly this back. */
  card: TStudyCard;
  rating: TRating;
  durationMs: number;
  answeredAt: string;
  status: TAnswerStatus;
  /** The saved answer left the card due again today (learning), so it was added to the learning count. */
  comesBackToday: boolean;
  /** The note's other cards this tab held, buried by the answer (as the server buries them): undo brings them back. */
  siblings: TStudyCard[];
};

/** A card the answer to another card of its note buries until the next study day (the server's rule: new and review cards). */
function isBuriedBy(answered: TStudyCard, card: TStudyCard): boolean {
  return card.note_id === answered.note_id && card.id !== answered.id && (card.schedule.state === "new" || card.schedule.state === "review");
}

export type TSessionInfo = Pick<TStudyQueue, "settings" | "day" | "two_buttons">;

export type TSessionState = {
  queue: TStudyCard[];
  counts: TStudyCounts;
  answers: TAnswerRecord[];
  /** Bumped whenever the server's state changed under us (an answer saved, an undo, a wait over): a reason to fetch again. */
  revision: number;
  fetch: {
    /** Identifies the current request; an answer to an older one is dropped. */
    seq: number;
    isLoading: boolean;
    error: unknown;
    /** The revision the last completed fetch saw, null before the first. */
    fetchedRevision: number | null;
    requestedRevision: number;
    /** How many cards the last batch held, and how many were asked for: a full batch means more may wait. */
    lastSize: number;
    lastLimit: number;
  };
  nextDue: string | null;
  info: TSessionInfo | null;
  /** Something to tell the learner (a refetch after a conflict). */
  notice: string | null;
};

export type TSessionEvent =
  | { type: "fetchStarted"; seq: number; limit: number }
  | { type: "batchLoaded"; seq: number; batch: TStudyQueue }
  | { type: "fetchFailed"; seq: number; error: unknown }
  | { type: "fetchRetried" }
  | { type: "answered"; reviewId: string; rating: TRating; durationMs: number; answeredAt: string }
  | { type: "answerSaved"; reviewId: string; result: TAnswerResult }
  | { type: "answerRefused"; reviewId: string; reason: "conflict" | "not_found" }
  | { type: "answerFailed"; reviewId: string }
  | { type: "answerRetried"; reviewId: string }
  | { type: "undone"; reviewId: string }
  | { type: "undoSaved"; result: TAnswerResult }
  | { type: "resync"; notice: string | null }
  | { type: "removed"; cardId: string }
  | { type: "removeSaved" }
  | { type: "noteEdited"; noteId: string; content: TNoteContent }
  | { type: "waitOver" }
  | { type: "noticeShown" };

export const INITIAL_SESSION: TSessionState = {
  queue: [],
  counts: { new: 0, learning: 0, review: 0 },
  answers: [],
  revision: 0,
  fetch: { seq: 0, isLoading: false, error: null, fetchedRevision: null, requestedRevision: 0, lastSize: 0, lastLimit: BATCH_SIZE },
  nextDue: null,
  info: null,
  notice: null,
};

/** Which of the three counts a card in this state belongs to. */
export function countBucket(state: TCardState): keyof TStudyCounts {
  if (state === "new") return "new";
  return state === "review" ? "review" : "learning";
}

function addCount(counts: TStudyCounts, bucket: keyof TStudyCounts, by: number): TStudyCounts {
  return { ...counts, [bucket]: Math.max(0, counts[bucket] + by) };
}

/** A saved schedule that brings the card back before this study day ends. */
export function isDueToday(schedule: TCardSchedule, dayEnd: string | undefined): boolean {
  if (schedule.state !== "learning" && schedule.state !== "relearning") return false;
  if (!schedule.due || !dayEnd) return false;
  return Date.parse(schedule.due) < Date.parse(dayEnd);
}

export function sessionReducer(state: TSessionState, event: TSessionEvent): TSessionState {
  switch (event.type) {
    case "fetchStarted":
      return {
        ...state,
        fetch: { ...state.fetch, seq: event.seq, isLoading: true, error: null, requestedRevision: state.revision, lastLimit: event.limit },
      };
    case "batchLoaded": {
      if (event.seq !== state.fetch.seq) return state;
      const held = new Set(state.queue.map((card) => card.id));
      const sending = state.answers.filter((answer) => answer.status === "sending");
      const sendingIds = new Set(sending.map((answer) => answer.card.id));
      // A sibling of an answer on its way is buried by it, though the server did not know yet.
      const fresh = event.batch.cards.filter(
        (card) => !held.has(card.id) && !sendingIds.has(card.id) && !sending.some((answer) => isBuriedBy(answer.card, card)),
      );
      // The server counts answers it has not received yet as still to do.
      let counts = event.batch.counts;
      for (const answer of sending) counts = addCount(counts, countBucket(answer.card.schedule.state), -1);
      return {
        ...state,
        queue: [...state.queue, ...fresh],
        counts,
        nextDue: event.batch.next_due,
        info: { settings: event.batch.settings, day: event.batch.day, two_buttons: event.batch.two_buttons },
        fetch: {
          ...state.fetch,
          isLoading: false,
          error: null,
          fetchedRevision: state.fetch.requestedRevision,
          lastSize: event.batch.cards.length,
        },
      };
    }
    case "fetchFailed":
      if (event.seq !== state.fetch.seq) return state;
      return { ...state, fetch: { ...state.fetch, isLoading: false, error: event.error } };
    case "fetchRetried":
      return { ...state, fetch: { ...state.fetch, error: null }, revision: state.revision + 1 };
    case "answered": {
      const [card, ...rest] = state.queue;
      if (!card) return state;
      const siblings = rest.filter((held) => isBuriedBy(card, held));
      const record: TAnswerRecord = {
        reviewId: event.reviewId,
        card,
        rating: event.rating,
        durationMs: event.durationMs,
        answeredAt: event.answeredAt,
        status: "sending",
        comesBackToday: false,
        siblings,
      };
      let counts = addCount(state.counts, countBucket(card.schedule.state), -1);
      for (const sibling of siblings) counts = addCount(counts, countBucket(sibling.schedule.state), -1);
      return {
        ...state,
        queue: rest.filter((held) => !siblings.includes(held)),
        counts,
        answers: [...state.answers, record],
      };
    }
    case "answerSaved": {
      const record = state.answers.find((answer) => answer.reviewId === event.reviewId);
      if (!record) return { ...state, revision: state.revision + 1 };
      const comesBackToday = isDueToday(event.result.schedule, state.info?.day.end);
      return {
        ...state,
        counts: comesBackToday ? addCount(state.counts, "learning", 1) : state.counts,
        answers: state.answers.map((answer) => (answer === record ? { ...answer, status: "saved", comesBackToday } : answer)),
        revision: state.revision + 1,
      };
    }
    case "answerRefused": {
      const answers = state.answers.filter((answer) => answer.reviewId !== event.reviewId);
      if (event.reason === "not_found") return { ...state, answers, revision: state.revision + 1 };
      // The card changed elsewhere (another tab): what this tab holds is stale, so start over from the server.
      return resync({ ...state, answers }, "A card changed in another tab or window, so the queue was refreshed.");
    }
    case "answerFailed":
      return {
        ...state,
        answers: state.answers.map((answer) => (answer.reviewId === event.reviewId ? { ...answer, status: "failed" } : answer)),
      };
    case "answerRetried":
      return {
        ...state,
        answers: state.answers.map((answer) => (answer.reviewId === event.reviewId ? { ...answer, status: "sending" } : answer)),
      };
    case "undone": {
      const record = state.answers.at(-1);
      if (!record || record.reviewId !== event.reviewId) return state;
      let counts = addCount(state.counts, countBucket(record.card.schedule.state), 1);
      if (record.comesBackToday) counts = addCount(counts, "learning", -1);
      // The siblings it buried come back too, at the end of what is held.
      const siblings = record.siblings.filter((sibling) => !state.queue.some((card) => card.id === sibling.id));
      for (const sibling of siblings) counts = addCount(counts, countBucket(sibling.schedule.state), 1);
      return {
        ...state,
        answers: state.answers.slice(0, -1),
        queue: [record.card, ...state.queue.filter((card) => card.id !== record.card.id), ...siblings],
        counts,
      };
    }
    case "undoSaved":
      return {
        ...state,
        queue: state.queue.map((card) => (card.id === event.result.card_id ? { ...card, schedule: event.result.schedule } : card)),
        revision: state.revision + 1,
      };
    case "resync":
      return resync(state, event.notice);
    case "removed": {
      const card = state.queue.find((candidate) => candidate.id === event.cardId);
      if (!card) return state;
      return {
        ...state,
        queue: state.queue.filter((candidate) => candidate !== card),
        counts: addCount(state.counts, countBucket(card.schedule.state), -1),
      };
    }
    case "noteEdited": {
      // The note's cards show the new text at once (and after an undo); a cloze number the edit removed is no longer a card.
      const ords = new Set(noteCardOrds(event.content));
      const edit = (card: TStudyCard): TStudyCard =>
        card.note_id === event.noteId ? { ...card, type: event.content.type, content: event.content } : card;
      const gone = state.queue.filter((card) => card.note_id === event.noteId && !ords.has(card.ord));
      let counts = state.counts;
      for (const card of gone) counts = addCount(counts, countBucket(card.schedule.state), -1);
      return {
        ...state,
        queue: state.queue.filter((card) => !gone.includes(card)).map(edit),
        answers: state.answers.map((answer) => ({ ...answer, card: edit(answer.card) })),
        counts,
      };
    }
    case "removeSaved":
    case "waitOver":
      return { ...state, revision: state.revision + 1 };
    case "noticeShown":
      return { ...state, notice: null };
  }
}

/** Drops the cards held and any request under way; the next fetch starts the queue again. */
function resync(state: TSessionState, notice: string | null): TSessionState {
  return {
    ...state,
    queue: [],
    revision: state.revision + 1,
    notice,
    fetch: { ...state.fetch, seq: state.fetch.seq + 1, isLoading: false },
  };
}

/** The card on screen. */
export function currentCard(state: TSessionState): TStudyCard | null {
  return state.queue[0] ?? null;
}

/** Cards the next batch must leave out: the ones held, and the ones answered but not yet saved (the server still has them due). */
export function excludedCardIds(state: TSessionState): string[] {
  const ids = new Set(state.queue.map((card) => card.id));
  for (const answer of state.answers) if (answer.status !== "saved") ids.add(answer.card.id);
  return [...ids].slice(0, MAX_EXCLUDED_IDS);
}

/** Time to ask for more: few cards held, and the last batch was full, or more are counted than held, or something changed since. */
export function needsFetch(state: TSessionState): boolean {
  const { fetch } = state;
  if (fetch.isLoading || fetch.error) return false;
  if (state.queue.length >= PREFETCH_BELOW) return false;
  if (fetch.fetchedRevision === null) return true;
  if (fetch.fetchedRevision !== state.revision || fetch.lastSize >= fetch.lastLimit) return true;
  // The counts say more new or review cards wait than this tab holds; an empty batch means there are none to give now.
  const held = state.queue.filter((card) => card.schedule.state === "new" || card.schedule.state === "review").length;
  return fetch.lastSize > 0 && state.counts.new + state.counts.review > held;
}

export function hasUnsavedAnswers(state: TSessionState): boolean {
  return state.answers.some((answer) => answer.status === "sending");
}

export type TSessionPhase = "loading" | "error" | "card" | "waiting" | "done";

/** What the screen shows: a card, a wait for a learning card, the end, or why not. */
export function sessionPhase(state: TSessionState): TSessionPhase {
  if (state.queue.length > 0) return "card";
  if (state.fetch.error) return "error";
  if (state.fetch.isLoading || needsFetch(state) || hasUnsavedAnswers(state)) return "loading";
  return state.nextDue ? "waiting" : "done";
}

export type TSessionSummary = { studied: number; timeMs: number; ratings: TRating[]; unsaved: number };

export function sessionSummary(state: TSessionState): TSessionSummary {
  return {
    studied: state.answers.length,
    timeMs: state.answers.reduce((sum, answer) => sum + answer.durationMs, 0),
    ratings: state.answers.map((answer) => answer.rating),
    unsaved: state.answers.filter((answer) => answer.status === "failed").length,
  };
}

/** The answer undo would take back: the last one. */
export function lastAnswer(state: TSessionState): TAnswerRecord | null {
  return state.answers.at(-1) ?? null;
}
