import { answerCard } from "./scheduler.ts";
import type { TCardSchedule, TCardState, TRating, TSchedulerSettings } from "./study-contract.ts";
import { studyDay } from "./study-day.ts";
import { BURIED_SIBLING_STATES, LATE_ANSWER_WINDOW_MS, MAX_ANSWER_DURATION_MS } from "./study-rules.ts";

/**
 * The study answer's rules, pure: what answering a card changes, returned for
 * the caller to store (as Anki's state machine and ts-fsrs return a result).
 * The server (apps/api/src/features/study/answer-card.ts), the browser's
 * playground and the bench's bare server only apply the plan: they read the
 * card, store the plan's card and log, and bury the siblings that
 * `isBuriedByAnswer` picks (the server in SQL with BURIED_SIBLING_STATES).
 */

/** What answering reads from a card and changes on it. */
export type TAnswerableCard = { schedule: TCardSchedule; suspended: boolean; leech: boolean };
/** The card as the learner saw it when answering. */
export type TSeenCard = { reps: number; due: string | null; state: TCardState };

export type TPlanAnswerOptions = {
  card: TAnswerableCard;
  seen: TSeenCard;
  rating: TRating;
  durationMs: number;
  /** When the learner answered, as the client says (offline answers arrive late). */
  answeredAt?: string | undefined;
  now: Date;
  settings: { scheduler: TSchedulerSettings; leechLapses: number; timeZone: string };
};

export type TAnswerPlan =
  /** The card is no longer as the learner saw it (another tab or device answered it): nothing changes. */
  | { outcome: "conflict" }
  | {
      outcome: "answered";
      /** The answer's time: the client's within the late-answer window, never before the card's previous review. */
      at: Date;
      /** The card after the answer: its new schedule, suspended too if it became a leech. */
      card: TAnswerableCard;
      /** This answer made the card a leech. */
      isLeech: boolean;
      /** The note's other cards are buried until then (ISO): the end of the answer's study day. */
      buryUntil: string;
      /** Days since the card's previous review (0 for its first), for the log. */
      elapsedDays: number;
      /** Time on the card as counted: whole ms, from 0 to MAX_ANSWER_DURATION_MS. */
      durationMs: number;
    };

const DAY_MS = 86_400_000;

export function planAnswer({ card, seen, rating, durationMs, answeredAt, now, settings }: TPlanAnswerOptions): TAnswerPlan {
  const current = card.schedule;
  if (current.reps !== seen.reps || current.state !== seen.state || !sameInstant(current.due, seen.due)) return { outcome: "conflict" };

  const clamped = clampAnswerTime(answeredAt, now);
  // An answer sent late never lands before the card's previous review.
  const at = current.last_review && clamped.getTime() < Date.parse(current.last_review) ? new Date(current.last_review) : clamped;
  const schedule = answerCard(current, rating, settings.scheduler, at);
  // Forgetting a review card for the leechLapses-th time (and every multiple after), as Anki's leech threshold.
  const isLeech =
    rating === "again" &&
    current.state === "review" &&
    schedule.lapses >= settings.leechLapses &&
    schedule.lapses % settings.leechLapses === 0;
  return {
    outcome: "answered",
    at,
    card: { schedule, suspended: card.suspended || isLeech, leech: card.leech || isLeech },
    isLeech,
    buryUntil: studyDay(at, settings.timeZone).end.toISOString(),
    elapsedDays: current.last_review ? Math.max(0, (at.getTime() - Date.parse(current.last_review)) / DAY_MS) : 0,
    durationMs: Math.min(MAX_ANSWER_DURATION_MS, Math.max(0, Math.round(durationMs))),
  };
}

/** A sibling of the answered card (same note) that the answer buries until `buryUntil`: new or review, not buried as long already. */
export function isBuriedByAnswer(sibling: { state: TCardState; buriedUntil: string | null }, buryUntil: string): boolean {
  return (
    BURIED_SIBLING_STATES.includes(sibling.state) &&
    (sibling.buriedUntil === null || Date.parse(sibling.buriedUntil) < Date.parse(buryUntil))
  );
}

/** The client's answer time, kept if it lies within LATE_ANSWER_WINDOW_MS before now and not in the future (clocks differ; offline answers arrive late). */
export function clampAnswerTime(answeredAt: string | undefined, now: Date): Date {
  const at = answeredAt ? Date.parse(answeredAt) : Number.NaN;
  if (!Number.isFinite(at)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - LATE_ANSWER_WINDOW_MS, at)));
}

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}
