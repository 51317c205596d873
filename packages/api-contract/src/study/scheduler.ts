import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade, type StepUnit } from "ts-fsrs";
import type { TCardSchedule, TCardState, TRating, TSchedulerSettings } from "./study-contract.ts";
import { DEFAULT_DESIRED_RETENTION, LEARN_AHEAD_MS } from "./study-rules.ts";

/**
 * The scheduler: FSRS-6 through ts-fsrs, pure (the time is always passed in),
 * the same in the browser (interval labels, the visitors' playground) and on
 * the server (answering). ts-fsrs seeds its fuzz from the review time and the
 * card, so the same answer at the same moment schedules the same everywhere.
 */

export const DEFAULT_SCHEDULER_SETTINGS: TSchedulerSettings = {
  desired_retention: DEFAULT_DESIRED_RETENTION,
  weights: null,
  learning_steps: ["1m", "10m"],
  relearning_steps: ["10m"],
  maximum_interval: 36500,
  // ts-fsrs leaves fuzz off; Anki fuzzes, so cards learnt together do not stay together for ever.
  enable_fuzz: true,
};

/** The two buttons of the simple mode. */
export const TWO_BUTTON_RATINGS: readonly TRating[] = ["again", "good"];

const RATING_TO_FSRS: Record<TRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATE_TO_FSRS: Record<TCardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const STATE_FROM_FSRS: Record<State, TCardState> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

const schedulers = new Map<string, FSRS>();

function schedulerFor(settings: TSchedulerSettings): FSRS {
  const key = JSON.stringify(settings);
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({
        request_retention: settings.desired_retention,
        maximum_interval: settings.maximum_interval,
        enable_fuzz: settings.enable_fuzz,
        enable_short_term: true,
        learning_steps: settings.learning_steps as StepUnit[],
        relearning_steps: settings.relearning_steps as StepUnit[],
        ...(settings.weights ? { w: settings.weights } : {}),
      }),
    );
    if (schedulers.size > 50) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** A never-answered card as a new one at `now`; anything else as it is stored. */
export function toFsrsCard(schedule: TCardSchedule, now: Date): Card {
  if (schedule.state === "new" || schedule.due === null) return { ...createEmptyCard(now), reps: schedule.reps, lapses: schedule.lapses };
  return {
    due: new Date(schedule.due),
    stability: schedule.stability ?? 0,
    difficulty: schedule.difficulty ?? 0,
    elapsed_days: 0,
    scheduled_days: schedule.scheduled_days,
    learning_steps: schedule.learning_steps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATE_TO_FSRS[schedule.state],
    ...(schedule.last_review ? { last_review: new Date(schedule.last_review) } : {}),
  };
}

export function fromFsrsCard(card: Card): TCardSchedule {
  return {
    state: STATE_FROM_FSRS[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    learning_steps: card.learning_steps,
    scheduled_days: card.scheduled_days,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

export const NEW_CARD_SCHEDULE: TCardSchedule = {
  state: "new",
  due: null,
  stability: null,
  difficulty: null,
  reps: 0,
  lapses: 0,
  learning_steps: 0,
  scheduled_days: 0,
  last_review: null,
};

/** The card's state after this answer at `now`. */
export function answerCard(schedule: TCardSchedule, rating: TRating, settings: TSchedulerSettings, now: Date): TCardSchedule {
  return fromFsrsCard(schedulerFor(settings).next(toFsrsCard(schedule, now), now, RATING_TO_FSRS[rating]).card);
}

/** The state each button would lead to, for the labels. */
export function previewSchedules(schedule: TCardSchedule, settings: TSchedulerSettings, now: Date): Record<TRating, TCardSchedule> {
  const preview = schedulerFor(settings).repeat(toFsrsCard(schedule, now), now);
  return {
    again: fromFsrsCard(preview[Rating.Again].card),
    hard: fromFsrsCard(preview[Rating.Hard].card),
    good: fromFsrsCard(preview[Rating.Good].card),
    easy: fromFsrsCard(preview[Rating.Easy].card),
  };
}

/** "<10m", "4d", "2.5mo": when each button brings the card back, as Anki labels them. */
export function previewIntervals(schedule: TCardSchedule, settings: TSchedulerSettings, now: Date): Record<TRating, string> {
  const schedules = previewSchedules(schedule, settings, now);
  const label = (rating: TRating) => formatInterval(new Date(schedules[rating].due!).getTime() - now.getTime());
  return { again: label("again"), hard: label("hard"), good: label("good"), easy: label("easy") };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatInterval(ms: number): string {
  const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toString();
  // Within the learn-ahead limit a card is shown now, so its label is "<" that time.
  if (ms < LEARN_AHEAD_MS) return `<${Math.max(1, Math.round(ms / MINUTE))}m`;
  // Each unit up to the value that would round to the next one: 59.7 minutes is "1h", not "60m".
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `${hours}h`;
  const days = ms / DAY;
  if (Math.round(days) < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}

/** The chance (0-1) the learner recalls the card now; null for a card never answered. */
export function predictedRecall(schedule: TCardSchedule, settings: TSchedulerSettings, now: Date): number | null {
  // Without a last review (a card imported half-filled) ts-fsrs has nothing to count from, and would throw.
  if (schedule.state === "new" || schedule.due === null || schedule.stability === null || schedule.last_review === null) return null;
  return schedulerFor(settings).get_retrievability(toFsrsCard(schedule, now), now, false);
}

/**
 * A review card's due date under other settings (a new desired retention, or
 * fitted parameters): the interval its stability now gives, from its last
 * review. Only "reschedule all cards" uses it; history is never rewritten.
 * Other states are returned unchanged.
 */
export function rescheduleCard(schedule: TCardSchedule, settings: TSchedulerSettings): TCardSchedule {
  if (schedule.state !== "review" || schedule.stability === null || schedule.last_review === null) return schedule;
  const days = schedulerFor({ ...settings, enable_fuzz: false }).next_interval(schedule.stability, 0);
  return { ...schedule, scheduled_days: days, due: new Date(Date.parse(schedule.last_review) + days * DAY).toISOString() };
}
