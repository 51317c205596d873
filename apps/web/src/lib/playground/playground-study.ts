import {
  DEFAULT_LEECH_LAPSES,
  DEFAULT_NEW_PER_DAY,
  DEFAULT_REVIEWS_PER_DAY,
  DEFAULT_SCHEDULER_SETTINGS,
  GROUP_NOT_FOUND,
  interleave,
  isBuriedByAnswer,
  LEARN_AHEAD_MS,
  NEW_CARD_SCHEDULE,
  NOTE_NOT_FOUND,
  PLAYGROUND_IMPORT_MAX_REVIEWS,
  noteCardOrds,
  planAnswer,
  predictedRecall,
  STUDY_AHEAD_DAYS,
  studyDay,
  studyDayAfter,
  type TAnswerInput,
  type TAnswerResult,
  type TCardState,
  type TNote,
  type TStudyCard,
  type TStudyCounts,
  type TStudyMode,
  type TStudyQueue,
} from "@mnemo/api-contract";
import { isPlaygroundDeckId, PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE } from "./playground-deck.ts";
import {
  playgroundCardId,
  type TPlaygroundCardId,
  type TPlaygroundCardState,
  type TPlaygroundReview,
  type TPlaygroundStudy,
} from "./playground-study-storage.ts";

/**
 * The sample deck studied in the browser: the server's study rules
 * (apps/api/src/features/study/get-study-queue.ts, answer-card.ts,
 * undo-answer.ts, card-actions.ts) over the playground's notes and the
 * progress in `_playground_study`, with the shared scheduler, study day and
 * answer rules (planAnswer) from @mnemo/api-contract. Pure: the time and time zone are passed in, and
 * each change returns the new progress. docs/study.md, "The playground".
 */

/** The answers kept; beyond it the oldest go (as many as the sign-up import takes). */
export const PLAYGROUND_MAX_REVIEWS = PLAYGROUND_IMPORT_MAX_REVIEWS;

/** A refused call, with the status the API would answer (the session reads `status`: 404 and 409 mean what they mean there). */
export class PlaygroundStudyError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "PlaygroundStudyError";
  }
}

export type TPlaygroundStudyContext = {
  notes: readonly TNote[];
  study: TPlaygroundStudy;
  now: Date;
  /** The browser's time zone: the study day starts at 04:00 there. */
  timeZone: string;
};

/** One reviewable card of the sample deck with where it stands (a card never studied is new). */
export type TPlaygroundCard = { id: TPlaygroundCardId; note: TNote; ord: number; state: TPlaygroundCardState };

const NEW_CARD_STATE: TPlaygroundCardState = { schedule: NEW_CARD_SCHEDULE, suspended: false, leech: false, buried_until: null };

function isUntouched(state: TPlaygroundCardState): boolean {
  return state.schedule.state === "new" && state.schedule.reps === 0 && !state.suspended && !state.leech && state.buried_until === null;
}

/** Every card the notes make, in deck order (position, then ord), with its progress. */
export function playgroundCards(notes: readonly TNote[], study: TPlaygroundStudy): TPlaygroundCard[] {
  return [...notes]
    .sort((a, b) => a.position - b.position)
    .flatMap((note) =>
      noteCardOrds(note.content).map((ord) => {
        const id = playgroundCardId(note.id, ord);
        return { id, note, ord, state: study.cards[id] ?? NEW_CARD_STATE };
      }),
    );
}

/**
 * The progress of the cards the notes still make: a card whose note was
 * deleted (or whose cloze number was removed) loses its schedule and answers;
 * a card added by an edit starts new. Returns the same object when nothing changed.
 */
export function reconcilePlaygroundStudy(notes: readonly TNote[], study: TPlaygroundStudy): TPlaygroundStudy {
  const live = new Set(playgroundCards(notes, study).map((card) => card.id));
  const stale = Object.keys(study.cards).filter((id) => !live.has(id));
  const reviews = study.reviews.filter((review) => live.has(review.card_id));
  if (stale.length === 0 && reviews.length === study.reviews.length) return study;
  const cards = { ...study.cards };
  for (const id of stale) delete cards[id];
  return { cards, reviews };
}

function toStudyCard(card: TPlaygroundCard): TStudyCard {
  return {
    id: card.id,
    note_id: card.note.id,
    group_id: PLAYGROUND_DECK_ID,
    deck_title: PLAYGROUND_DECK_TITLE,
    ord: card.ord,
    type: card.note.type,
    content: card.note.content as unknown as Record<string, unknown>,
    source: card.note.source as Record<string, unknown> | null,
    schedule: card.state.schedule,
  };
}

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));
const isLearning = (state: TCardState) => state === "learning" || state === "relearning";

function isPlayable(state: TPlaygroundCardState, now: Date): boolean {
  return !state.suspended && (state.buried_until === null || time(state.buried_until) <= now.getTime());
}

/** Review cards least likely to be recalled first (the server's lowestRecallFirst), then by due date. */
function byLowestRecall(now: Date) {
  const recall = (card: TPlaygroundCard) => predictedRecall(card.state.schedule, DEFAULT_SCHEDULER_SETTINGS, now) ?? 1;
  return (a: TPlaygroundCard, b: TPlaygroundCard) =>
    recall(a) - recall(b) || time(a.state.schedule.due) - time(b.state.schedule.due) || a.id.localeCompare(b.id);
}

/** New cards introduced and reviews answered since the study day began. */
function doneToday(reviews: readonly TPlaygroundReview[], dayStart: Date) {
  const today = reviews.filter((review) => Date.parse(review.reviewed_at) >= dayStart.getTime());
  return {
    newStudied: today.filter((review) => review.state_before === "new").length,
    reviews: today.filter((review) => review.state_before === "review").length,
  };
}

type TQueueInput = { groupIds?: readonly string[]; excludeCardIds?: readonly string[]; limit?: number; mode?: TStudyMode };

/** study.queue for the sample deck: the same order, limits and answer shape as the server's. */
export function playgroundQueue(
  { notes, study, now, timeZone }: TPlaygroundStudyContext,
  { groupIds = [], excludeCardIds = [], limit = 20, mode = "today" }: TQueueInput,
): TStudyQueue {
  if (!groupIds.every(isPlaygroundDeckId)) throw new PlaygroundStudyError(404, GROUP_NOT_FOUND);
  const day = studyDay(now, timeZone);
  const held = new Set(excludeCardIds);
  const cards = playgroundCards(notes, study);
  const inPlay = cards.filter((card) => isPlayable(card.state, now));
  const free = inPlay.filter((card) => !held.has(card.id));
  const end = day.end.getTime();

  let part: { cards: TPlaygroundCard[]; counts: TStudyCounts; next_due: string | null };
  if (mode === "ahead") {
    const until = studyDayAfter(now, timeZone, STUDY_AHEAD_DAYS).end.getTime();
    const ahead = free.filter(({ state: { schedule } }) => {
      const due = time(schedule.due);
      return schedule.state === "review" && due >= end && due < until && time(schedule.last_review) < day.start.getTime();
    });
    part = {
      cards: ahead.sort(byLowestRecall(now)).slice(0, limit),
      counts: { new: 0, learning: 0, review: ahead.length },
      next_due: null,
    };
  } else if (mode === "forgotten") {
    const forgottenAt = new Map<string, number>();
    for (const review of study.reviews) {
      const at = Date.parse(review.reviewed_at);
      if (review.rating === "again" && at >= day.start.getTime() && !forgottenAt.has(review.card_id)) forgottenAt.set(review.card_id, at);
    }
    const forgotten = free
      .filter((card) => forgottenAt.has(card.id))
      .sort((a, b) => forgottenAt.get(a.id)! - forgottenAt.get(b.id)! || a.id.localeCompare(b.id));
    const count = (test: (state: TCardState) => boolean) => forgotten.filter((card) => test(card.state.schedule.state)).length;
    part = {
      cards: forgotten.slice(0, limit),
      counts: { new: count((state) => state === "new"), learning: count(isLearning), review: count((state) => state === "review") },
      next_due: null,
    };
  } else {
    const done = doneToday(study.reviews, day.start);
    const waiting = (card: TPlaygroundCard) => time(card.state.schedule.due) < end;
    const available = {
      new: inPlay.filter((card) => card.state.schedule.state === "new").length,
      learning: inPlay.filter((card) => isLearning(card.state.schedule.state) && waiting(card)).length,
      review: inPlay.filter((card) => card.state.schedule.state === "review" && waiting(card)).length,
    };
    const counts = {
      new: Math.min(available.new, Math.max(0, DEFAULT_NEW_PER_DAY - done.newStudied)),
      learning: available.learning,
      review: Math.min(available.review, Math.max(0, DEFAULT_REVIEWS_PER_DAY - done.reviews)),
    };
    // Cards the session holds and has not answered count against today's limits.
    const heldOf = (state: TCardState) => cards.filter((card) => held.has(card.id) && card.state.schedule.state === state).length;
    const newRoom = Math.max(0, counts.new - heldOf("new"));
    const reviewRoom = Math.max(0, counts.review - heldOf("review"));
    const learnAhead = now.getTime() + LEARN_AHEAD_MS;
    const learning = free
      .filter((card) => isLearning(card.state.schedule.state) && time(card.state.schedule.due) <= learnAhead)
      .sort((a, b) => time(a.state.schedule.due) - time(b.state.schedule.due) || a.id.localeCompare(b.id))
      .slice(0, limit);
    const reviews = free
      .filter((card) => card.state.schedule.state === "review" && waiting(card))
      .sort(byLowestRecall(now))
      .slice(0, Math.min(limit, reviewRoom));
    // `cards` is in deck order already.
    const fresh = free.filter((card) => card.state.schedule.state === "new").slice(0, Math.min(limit, newRoom));
    const picked = [...learning, ...interleave(reviews, fresh)].slice(0, limit);
    let nextDue: string | null = null;
    if (picked.length === 0 && held.size === 0) {
      const later = inPlay
        .filter((card) => isLearning(card.state.schedule.state) && waiting(card))
        .map((card) => time(card.state.schedule.due))
        .sort((a, b) => a - b)[0];
      nextDue = later === undefined ? null : new Date(later).toISOString();
    }
    part = { cards: picked, counts, next_due: nextDue };
  }

  return {
    cards: part.cards.map(toStudyCard),
    counts: part.counts,
    settings: DEFAULT_SCHEDULER_SETTINGS,
    day: { start: day.start.toISOString(), end: day.end.toISOString(), time_zone: timeZone },
    next_due: part.next_due,
    two_buttons: false,
  };
}

function findCard(notes: readonly TNote[], study: TPlaygroundStudy, cardId: string): TPlaygroundCard {
  const card = playgroundCards(notes, study).find((candidate) => candidate.id === cardId);
  if (!card) throw new PlaygroundStudyError(404, NOTE_NOT_FOUND);
  return card;
}

/** Sets a card's state, leaving no entry for a card back to untouched (so "no progress" means no entries). */
function withCard(cards: TPlaygroundStudy["cards"], id: TPlaygroundCardId, state: TPlaygroundCardState): TPlaygroundStudy["cards"] {
  const next = { ...cards };
  if (isUntouched(state)) delete next[id];
  else next[id] = state;
  return next;
}

/**
 * study.answer for the sample deck, storing what planAnswer decides: refused
 * (409) if the card is no longer as the session saw it, a replayed review id
 * returns the first result, the note's other cards are buried until the next
 * study day, and a card forgotten DEFAULT_LEECH_LAPSES times is suspended as a leech.
 */
export function answerPlaygroundCard(
  { notes, study, now, timeZone }: TPlaygroundStudyContext,
  input: TAnswerInput,
): { study: TPlaygroundStudy; result: TAnswerResult } {
  const replay = study.reviews.find((review) => review.id === input.reviewId);
  if (replay)
    return { study, result: { card_id: replay.card_id, review_id: replay.id, schedule: replay.schedule_after, leech: replay.leech } };
  const card = findCard(notes, study, input.cardId);
  const current = card.state.schedule;
  const plan = planAnswer({
    card: { schedule: current, suspended: card.state.suspended, leech: card.state.leech },
    seen: input.seen,
    rating: input.rating,
    durationMs: input.durationMs,
    answeredAt: input.answeredAt,
    now,
    settings: { scheduler: DEFAULT_SCHEDULER_SETTINGS, leechLapses: DEFAULT_LEECH_LAPSES, timeZone },
  });
  if (plan.outcome === "conflict") {
    throw new PlaygroundStudyError(409, "This card was answered somewhere else (another tab). The session has been refreshed.");
  }

  const next = plan.card.schedule;
  const siblings = playgroundCards(notes, study).filter(
    (other) =>
      other.note.id === card.note.id &&
      other.id !== card.id &&
      isBuriedByAnswer({ state: other.state.schedule.state, buriedUntil: other.state.buried_until }, plan.buryUntil),
  );
  const result: TAnswerResult = { card_id: card.id, review_id: input.reviewId, schedule: next, leech: plan.isLeech };
  const review: TPlaygroundReview = {
    id: input.reviewId,
    card_id: card.id,
    rating: input.rating,
    state_before: current.state,
    due_before: current.due,
    elapsed_days: plan.elapsedDays,
    duration_ms: plan.durationMs,
    reviewed_at: plan.at.toISOString(),
    schedule_after: next,
    leech: plan.isLeech,
    undo: { schedule: current, suspended: card.state.suspended, leech: card.state.leech, buried: siblings.map((other) => other.id) },
  };

  let cards = withCard(study.cards, card.id, { ...plan.card, buried_until: card.state.buried_until });
  for (const sibling of siblings) cards = withCard(cards, sibling.id, { ...sibling.state, buried_until: plan.buryUntil });
  const reviews = [...study.reviews, review].slice(-PLAYGROUND_MAX_REVIEWS);
  return { study: { cards, reviews }, result };
}

/**
 * study.undo for the sample deck: the card gets its exact prior schedule and
 * flags, the siblings the answer buried come back, and the answer is
 * forgotten. Only a card's latest answer can be undone (409 otherwise).
 */
export function undoPlaygroundAnswer(
  { notes, study }: TPlaygroundStudyContext,
  reviewId: string,
): { study: TPlaygroundStudy; result: TAnswerResult } {
  const review = study.reviews.find((candidate) => candidate.id === reviewId);
  if (!review) throw new PlaygroundStudyError(404, "There is no such answer to undo.");
  const card = findCard(notes, study, review.card_id);
  const later = study.reviews.some(
    (other) => other.card_id === review.card_id && other.id !== reviewId && Date.parse(other.reviewed_at) >= Date.parse(review.reviewed_at),
  );
  if (later) throw new PlaygroundStudyError(409, "This card was answered again since; undo the later answer first.");
  const { undo } = review;
  let cards = withCard(study.cards, card.id, {
    schedule: undo.schedule,
    suspended: undo.suspended,
    leech: undo.leech,
    buried_until: card.state.buried_until,
  });
  for (const id of undo.buried) {
    const sibling = cards[id];
    if (sibling) cards = withCard(cards, id, { ...sibling, buried_until: null });
  }
  return {
    study: { cards, reviews: study.reviews.filter((candidate) => candidate.id !== reviewId) },
    result: { card_id: card.id, review_id: reviewId, schedule: undo.schedule },
  };
}

function changeCard(
  { notes, study }: TPlaygroundStudyContext,
  cardId: string,
  change: (state: TPlaygroundCardState) => TPlaygroundCardState,
): { study: TPlaygroundStudy; state: TPlaygroundCardState } {
  const card = findCard(notes, study, cardId);
  const state = change(card.state);
  return { study: { ...study, cards: withCard(study.cards, card.id, state) }, state };
}

/** Out of study until unsuspended (the sample deck has no unsuspend: resetting it brings every card back). */
export function suspendPlaygroundCard(context: TPlaygroundStudyContext, cardId: string) {
  return changeCard(context, cardId, (state) => ({ ...state, suspended: true }));
}

/** Out of study until the next study day starts. */
export function buryPlaygroundCard(context: TPlaygroundStudyContext, cardId: string) {
  const until = studyDay(context.now, context.timeZone).end.toISOString();
  return changeCard(context, cardId, (state) => ({ ...state, buried_until: until }));
}
