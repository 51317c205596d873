import { createHash } from "node:crypto";
import { FSRSBinding } from "@open-spaced-repetition/binding";
import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  RATINGS,
  type TCardSchedule,
  type TCardState,
  type TSchedulerSettings,
} from "@mnemo/api-contract";
import type { TExchangeCard, TExchangeReview } from "../exchange-model.ts";
import type { TAnkiCard, TAnkiRevlog } from "./anki-import-collection.ts";
import { difficultyFromRevlogFactor, scheduleFromAnkiCard } from "./anki-schedule.ts";

/**
 * An Anki card's place in study as a Mnemo schedule (docs/exchange.md,
 * "Progress"). The card says where it stands: its state (Anki's card type),
 * when it is due, its reps and lapses, suspended or buried. Its FSRS memory
 * (stability, difficulty) comes from the best source the file has:
 * 1. the memory state Anki 23.10+ keeps in the card's `data` (s, d), read
 *    by the export's own inverse (anki-schedule.ts `scheduleFromAnkiCard`),
 *    so a package Mnemo wrote comes back as it was;
 * 2. else its review history, when it is whole (starts with the first
 *    learning answer after any reset), replayed through Mnemo's scheduler
 *    (ts-fsrs, FSRS-6 default parameters, no fuzz), as ts-fsrs's
 *    `reschedule` replays it;
 * 3. else its SM-2 ease and interval, converted by FSRS's own rule
 *    (`memoryStateFromSM2`);
 * 4. else (a learning card with nothing to go on) it starts again as new.
 * Answers become TExchangeReview rows whose ids derive from Anki's revlog id
 * and card id, so importing the file again adds none twice.
 */

const DAY_MS = 86_400_000;

/** Replays are exact: no fuzz, default parameters and steps. */
const REPLAY_SETTINGS: TSchedulerSettings = { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false };

/** The retention SM-2 ease and intervals are read at (Anki uses the deck's desired retention; 0.9 is its default). */
const SM2_RETENTION = 0.9;

const STATE_BY_TYPE: Record<number, TCardState> = { 0: "new", 1: "learning", 2: "review", 3: "relearning" };

let binding: FSRSBinding | null = null;

/** A UUID (version 5 layout) from an answer's revlog id and card id: the same answer always gets the same id. */
export function reviewIdFor(revlogId: number, cardId: number): string {
  const hash = createHash("sha1").update(`mnemo:anki-revlog:${revlogId}:${cardId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Revlog intervals: days when positive, seconds when negative. */
function intervalDays(interval: number): number {
  return interval >= 0 ? interval : -interval / 86_400;
}

/** Answers that count: rated (1-4), and not cramming (a filtered deck that did not reschedule, factor 0). */
function isAnswer(entry: TAnkiRevlog): boolean {
  return entry.ease >= 1 && entry.ease <= 4 && !(entry.type === 3 && entry.factor === 0);
}

/** Anki's "Forget"/reset: a manual entry without ease or factor. */
function isReset(entry: TAnkiRevlog): boolean {
  return entry.type === 4 && entry.ease === 0 && entry.factor === 0;
}

/**
 * The answers since the last reset, when they start with the card's first
 * learning answer (a whole history to replay); null otherwise.
 */
function wholeHistory(revlog: TAnkiRevlog[]): TAnkiRevlog[] | null {
  let start = 0;
  revlog.forEach((entry, index) => {
    if (isReset(entry)) start = index + 1;
  });
  const answers = revlog.slice(start).filter(isAnswer);
  return answers.length > 0 && answers[0]!.type === 0 ? answers : null;
}

type TMemory = { stability: number; difficulty: number };

/** The memory state after each replayed answer, by revlog id, and after the last. */
function replay(answers: TAnkiRevlog[]): { after: Map<number, TMemory>; last: TCardSchedule } {
  const after = new Map<number, TMemory>();
  let schedule = NEW_CARD_SCHEDULE;
  for (const entry of answers) {
    schedule = answerCard(schedule, RATINGS[entry.ease - 1]!, REPLAY_SETTINGS, new Date(entry.id));
    after.set(entry.id, { stability: schedule.stability ?? 0, difficulty: schedule.difficulty ?? 0 });
  }
  return { after, last: schedule };
}

function memoryFromSM2(card: TAnkiCard): TMemory | null {
  if (card.factor <= 0 || card.interval <= 0) return null;
  binding ??= new FSRSBinding();
  const memory = binding.memoryStateFromSM2(card.factor / 1000, card.interval, SM2_RETENTION);
  return { stability: memory.stability, difficulty: memory.difficulty };
}

/** When the card is due: review days count from the collection's creation; learning dues are Unix seconds. */
function dueDate(due: number, createdSecs: number): Date | null {
  if (due > 1_000_000_000) return new Date(due * 1000);
  return createdSecs > 0 ? new Date((createdSecs + due * 86_400) * 1000) : null;
}

/** Anki unburies at the next day's start: the collection's day boundary after `now`. */
function nextDayStart(createdSecs: number, now: Date): Date {
  const nowSecs = now.getTime() / 1000;
  if (createdSecs <= 0 || createdSecs > nowSecs) return new Date(now.getTime() + DAY_MS);
  return new Date((createdSecs + Math.floor((nowSecs - createdSecs) / 86_400 + 1) * 86_400) * 1000);
}

export type TImportCardOptions = {
  card: TAnkiCard;
  /** The card's revlog rows, oldest first. */
  revlog: TAnkiRevlog[];
  createdSecs: number;
  now: Date;
  /** The note carries Anki's leech tag. */
  isLeech: boolean;
};

/** One Anki card as a Mnemo card (without its ord). */
export function importCardSchedule({ card, revlog, createdSecs, now, isLeech }: TImportCardOptions): Omit<TExchangeCard, "ord"> {
  const state = STATE_BY_TYPE[card.type] ?? "new";
  // A card of a filtered deck is due as it was in its home deck.
  const home = card.originalDeckId !== 0 && card.originalDue !== 0 ? { ...card, due: card.originalDue } : card;
  const fromData = state === "new" ? null : scheduleFromAnkiCard(home, createdSecs);
  // Only a card in study without a memory state needs its history replayed.
  const history = state !== "new" && !fromData ? wholeHistory(revlog) : null;
  const replayed = history ? replay(history) : null;
  const answers = revlog.filter(isAnswer);
  const base = {
    suspended: card.queue === -1,
    buriedUntil: card.queue === -2 || card.queue === -3 ? nextDayStart(createdSecs, now) : null,
    leech: isLeech && card.lapses > 0,
    reviews: toReviews(card.id, revlog, replayed?.after ?? new Map()),
  };
  if (state === "new") return { ...base, schedule: { ...NEW_CARD_SCHEDULE, reps: card.reps, lapses: card.lapses } };
  if (fromData) return { ...base, schedule: fromData.schedule };

  const due = dueDate(home.due, createdSecs);
  const lastAnswer = answers.at(-1);
  const memory: TMemory | null =
    replayed?.last.stability != null && replayed.last.difficulty != null
      ? { stability: replayed.last.stability, difficulty: replayed.last.difficulty }
      : state === "review" || state === "relearning"
        ? memoryFromSM2(card)
        : null;
  if (!memory || !due) return { ...base, schedule: NEW_CARD_SCHEDULE };

  const scheduledDays = state === "review" || state === "relearning" ? Math.max(0, card.interval) : 0;
  const lastReview = lastAnswer ? new Date(lastAnswer.id) : state === "review" ? new Date(due.getTime() - scheduledDays * DAY_MS) : null;
  return {
    ...base,
    schedule: {
      state,
      due: due.toISOString(),
      stability: memory.stability,
      difficulty: memory.difficulty,
      reps: Math.max(card.reps, answers.length > 0 ? 1 : 0),
      lapses: card.lapses,
      learning_steps: 0,
      scheduled_days: scheduledDays,
      last_review: lastReview ? lastReview.toISOString() : null,
    },
  };
}

const STATE_BEFORE: Record<number, TExchangeReview["stateBefore"]> = { 0: "learning", 1: "review", 2: "relearning", 3: "review" };

/** The card's answers as Mnemo review rows, oldest first. */
function toReviews(cardId: number, revlog: TAnkiRevlog[], after: Map<number, TMemory>): TExchangeReview[] {
  const reviews: TExchangeReview[] = [];
  let previous: number | null = null;
  // A learning answer is the card's first when nothing was answered before it, or a reset came between.
  let isFresh = true;
  for (const entry of revlog) {
    if (isReset(entry)) isFresh = true;
    if (!isAnswer(entry)) continue;
    const memory = after.get(entry.id);
    reviews.push({
      id: reviewIdFor(entry.id, cardId),
      reviewedAt: new Date(entry.id),
      rating: entry.ease as TExchangeReview["rating"],
      stateBefore: entry.type === 0 && isFresh ? "new" : (STATE_BEFORE[entry.type] ?? "review"),
      elapsedDays: previous === null ? 0 : Math.max(0, Math.floor((entry.id - previous) / DAY_MS)),
      durationMs: Math.max(0, entry.time),
      // Without a replay, an FSRS answer still says the difficulty it left (its revlog factor); stability is not kept.
      stabilityAfter: memory?.stability ?? null,
      difficultyAfter: memory?.difficulty ?? difficultyFromRevlogFactor(entry.factor),
      intervalDays: intervalDays(entry.interval),
      lastIntervalDays: intervalDays(entry.lastInterval),
    });
    previous = entry.id;
    isFresh = false;
  }
  return reviews;
}
