import {
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  type TCardSchedule,
  type TCardState,
} from "@mnemo/api-contract";
import type { TExchangeCard, TExchangeReview } from "../exchange-model.ts";

/**
 * A Mnemo card's FSRS schedule as Anki's card columns, its answers as
 * `revlog` rows, and back (docs/exchange.md, "Anki packages"). Anki numbers
 * a card's due three ways: new cards by position, learning cards by Unix
 * seconds (or, when the next step is a day or more away, by day), review
 * cards by days since the collection was created (`crt`). Since 23.10 it
 * keeps the FSRS memory state in the card's `data` JSON: `s` stability,
 * `d` difficulty (1-10), `dr` desired retention, `decay`, `lrt` the last
 * answer in Unix seconds.
 */

export const DAY_SECS = 86_400;

/** Anki's card `type` and `queue` values (rslib card/mod.rs). */
export const ANKI_CARD_TYPE = { new: 0, learning: 1, review: 2, relearning: 3 } as const satisfies Record<TCardState, number>;
export const ANKI_QUEUE = { new: 0, learning: 1, review: 2, dayLearning: 3, suspended: -1, schedulerBuried: -2, userBuried: -3 } as const;
/** Anki's revlog `type`: what the card was when it was answered. */
export const ANKI_REVLOG_TYPE = { learning: 0, review: 1, relearning: 2 } as const;

/** Anki caps an answer's time at the preset's `maxTaken` (60 s by default), which the exported preset keeps. */
export const ANKI_MAX_ANSWER_SECS = 60;
/** The ease Anki gives a card that graduates (SM-2's 250 %); FSRS ignores it, SM-2 users start from it. */
export const ANKI_DEFAULT_EASE = 2500;
/** ts-fsrs's FSRS-6 default decay (its `FSRS6_DEFAULT_DECAY`), the curve Mnemo's stabilities belong to. */
const FSRS6_DECAY = 0.1542;

function stepMinutes(step: string): number {
  const match = /^(\d+(?:\.\d+)?)([smhd])$/.exec(step);
  if (!match) return 1;
  const value = Number(match[1]);
  return { s: value / 60, m: value, h: value * 60, d: value * 1440 }[match[2] as "s" | "m" | "h" | "d"];
}

/** Mnemo's learning and relearning steps in minutes, written into the exported preset so Anki's `left` counts the same steps. */
export const ANKI_NEW_STEPS_MINUTES = DEFAULT_SCHEDULER_SETTINGS.learning_steps.map(stepMinutes);
export const ANKI_RELEARN_STEPS_MINUTES = DEFAULT_SCHEDULER_SETTINGS.relearning_steps.map(stepMinutes);

/** The columns of a `cards` row that hold its schedule (the names the reader's card rows use). */
export type TAnkiCardColumns = {
  type: number;
  queue: number;
  due: number;
  interval: number;
  factor: number;
  reps: number;
  lapses: number;
  left: number;
  data: string;
};

/** A `revlog` row. */
export type TAnkiRevlogRow = {
  id: number;
  cid: number;
  usn: number;
  ease: number;
  ivl: number;
  lastIvl: number;
  factor: number;
  time: number;
  type: number;
};

const secs = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** Days since the collection's creation, Anki's review due and day-learning due. */
export function ankiDayNumber(unixSecs: number, createdSecs: number): number {
  return Math.floor((unixSecs - createdSecs) / DAY_SECS);
}

function stepsFor(state: TCardState): readonly number[] {
  return state === "relearning" ? ANKI_RELEARN_STEPS_MINUTES : ANKI_NEW_STEPS_MINUTES;
}

/**
 * Anki's card `data` for an FSRS memory state, keys in the order Anki writes
 * them. Stability and difficulty keep full precision (Anki rounds them to 4
 * and 3 places when it saves a card again; reading more is harmless), so a
 * package Mnemo wrote imports back with the same memory state.
 */
export function ankiCardData(schedule: TCardSchedule): string {
  if (schedule.stability === null || schedule.difficulty === null) return "{}";
  const data: Record<string, number> = { s: schedule.stability, d: schedule.difficulty, dr: DEFAULT_DESIRED_RETENTION, decay: FSRS6_DECAY };
  if (schedule.last_review) data.lrt = secs(schedule.last_review);
  return JSON.stringify(data);
}

/**
 * A card's schedule as Anki's columns. `createdSecs` is the collection's
 * `crt`; `position` the new-card position Anki shows new cards in. Suspended
 * wins over buried, as in Anki. Review and relearning cards get SM-2's
 * starting ease (FSRS does not read it).
 */
export function toAnkiCardSchedule(
  card: Pick<TExchangeCard, "schedule" | "suspended" | "buriedUntil">,
  { createdSecs, position }: { createdSecs: number; position: number },
): TAnkiCardColumns {
  const { schedule } = card;
  const parked = card.suspended ? ANKI_QUEUE.suspended : card.buriedUntil ? ANKI_QUEUE.userBuried : null;
  if (schedule.state === "new" || schedule.due === null) {
    return {
      type: 0,
      queue: parked ?? 0,
      due: position,
      interval: 0,
      factor: 0,
      reps: schedule.reps,
      lapses: schedule.lapses,
      left: 0,
      data: "{}",
    };
  }
  const dueSecs = secs(schedule.due);
  const base = {
    type: ANKI_CARD_TYPE[schedule.state],
    interval: Math.max(0, schedule.scheduled_days),
    reps: schedule.reps,
    lapses: schedule.lapses,
    data: ankiCardData(schedule),
  };
  if (schedule.state === "review") {
    return { ...base, queue: parked ?? ANKI_QUEUE.review, due: ankiDayNumber(dueSecs, createdSecs), factor: ANKI_DEFAULT_EASE, left: 0 };
  }
  // Learning steps: Anki counts the steps still to go, the current one included; Mnemo (ts-fsrs) the index of the current one.
  const left = Math.max(1, stepsFor(schedule.state).length - schedule.learning_steps);
  const waitSecs = schedule.last_review ? dueSecs - secs(schedule.last_review) : 0;
  const isDayLearning = waitSecs >= DAY_SECS;
  return {
    ...base,
    queue: parked ?? (isDayLearning ? ANKI_QUEUE.dayLearning : ANKI_QUEUE.learning),
    due: isDayLearning ? ankiDayNumber(dueSecs, createdSecs) : dueSecs,
    factor: schedule.state === "relearning" ? ANKI_DEFAULT_EASE : 0,
    left,
  };
}

/** Anki's revlog interval: whole days when a day or more, else negative seconds. */
export function ankiRevlogInterval(days: number): number {
  if (!Number.isFinite(days) || days <= 0) return 0;
  if (days >= 1) return Math.round(days);
  return -Math.max(1, Math.round(days * DAY_SECS));
}

/** What Anki writes as a revlog's `factor` under FSRS: the difficulty after the answer mapped from 1-10 to 100-1100 (0 when unknown). */
export function revlogFactorForDifficulty(difficulty: number | null): number {
  if (difficulty === null || !Number.isFinite(difficulty)) return 0;
  const clamped = Math.min(10, Math.max(1, difficulty));
  return Math.round(((clamped - 1) / 9 + 0.1) * 1000);
}

/** The difficulty an FSRS revlog `factor` stands for (within 0.01), or null for SM-2 ease factors and blanks. */
export function difficultyFromRevlogFactor(factor: number): number | null {
  if (factor < 100 || factor > 1100) return null;
  return (factor / 1000 - 0.1) * 9 + 1;
}

const REVLOG_TYPE: Record<TCardState, number> = {
  new: ANKI_REVLOG_TYPE.learning,
  learning: ANKI_REVLOG_TYPE.learning,
  review: ANKI_REVLOG_TYPE.review,
  relearning: ANKI_REVLOG_TYPE.relearning,
};

/** One answer as a revlog row. `id` is the answer's time in ms, made unique by the caller (it is the table's key). */
export function toAnkiRevlog(review: TExchangeReview, { id, cardId }: { id: number; cardId: number }): TAnkiRevlogRow {
  return {
    id,
    cid: cardId,
    usn: -1,
    ease: review.rating,
    ivl: ankiRevlogInterval(review.intervalDays),
    lastIvl: ankiRevlogInterval(review.lastIntervalDays),
    factor: revlogFactorForDifficulty(review.difficultyAfter),
    time: Math.min(Math.max(0, Math.round(review.durationMs)), ANKI_MAX_ANSWER_SECS * 1000),
    type: REVLOG_TYPE[review.stateBefore],
  };
}

type TFsrsData = { s: number; d: number; lrt: number | null };

/** The FSRS memory state in a card's `data`, or null when it has none (an SM-2 card, or Anki before 23.10). */
export function fsrsDataOf(data: string): TFsrsData | null {
  if (!data || data === "{}") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { s, d, lrt } = parsed as Record<string, unknown>;
  if (typeof s !== "number" || typeof d !== "number" || !(s > 0) || !(d >= 1 && d <= 10)) return null;
  return { s, d, lrt: typeof lrt === "number" && Number.isInteger(lrt) && lrt > 0 ? lrt : null };
}

const STATE_OF_TYPE: Partial<Record<number, TCardState>> = { 0: "new", 1: "learning", 2: "review", 3: "relearning" };

export type TAnkiScheduleResult = { schedule: TCardSchedule; suspended: boolean; buried: boolean };

/**
 * The inverse of `toAnkiCardSchedule` for a card whose `data` holds an FSRS
 * memory state (null otherwise: the caller then replays the history or reads
 * the SM-2 ease). Learning dues in Unix seconds come back to the second. A due
 * counted in days comes back to the second when it is the last answer plus
 * the interval (what FSRS schedules, so every card Mnemo exported), and
 * otherwise at the start of that day of the collection: day precision.
 */
export function scheduleFromAnkiCard(card: TAnkiCardColumns, createdSecs: number): TAnkiScheduleResult | null {
  const state = STATE_OF_TYPE[card.type];
  if (!state) return null;
  const suspended = card.queue === ANKI_QUEUE.suspended;
  const buried = card.queue === ANKI_QUEUE.userBuried || card.queue === ANKI_QUEUE.schedulerBuried;
  if (state === "new") return { schedule: { ...NEW_CARD_SCHEDULE, reps: card.reps, lapses: card.lapses }, suspended, buried };
  const fsrs = fsrsDataOf(card.data);
  if (!fsrs) return null;

  const interval = Math.max(0, card.interval);
  let dueSecs: number;
  if (card.due > 1_000_000_000) {
    dueSecs = card.due;
  } else {
    const fromLastAnswer = fsrs.lrt === null ? null : fsrs.lrt + interval * DAY_SECS;
    dueSecs =
      fromLastAnswer !== null && ankiDayNumber(fromLastAnswer, createdSecs) === card.due
        ? fromLastAnswer
        : createdSecs + card.due * DAY_SECS;
  }
  const lastReviewSecs = fsrs.lrt ?? (state === "review" ? dueSecs - interval * DAY_SECS : null);
  const steps = stepsFor(state).length;
  return {
    schedule: {
      state,
      due: new Date(dueSecs * 1000).toISOString(),
      stability: fsrs.s,
      difficulty: fsrs.d,
      reps: card.reps,
      lapses: card.lapses,
      learning_steps: state === "review" ? 0 : Math.max(0, steps - (card.left % 1000)),
      scheduled_days: interval,
      last_review: lastReviewSecs === null ? null : new Date(lastReviewSecs * 1000).toISOString(),
    },
    suspended,
    buried,
  };
}
