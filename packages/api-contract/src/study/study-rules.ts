// The study rules' numbers, in one place for the server, the browser's playground and the bench's bare server.
// Kept apart from the zod schemas of study-contract.ts: the web app's study session reads them without loading zod.

export const DEFAULT_NEW_PER_DAY = 20;
export const DEFAULT_REVIEWS_PER_DAY = 200;
export const DEFAULT_DESIRED_RETENTION = 0.9;
/** The bounds of the learner's settings (and a deck's own daily limits). */
export const NEW_PER_DAY_MAX = 9999;
export const REVIEWS_PER_DAY_MAX = 99999;
export const RETENTION_MIN = 0.7;
export const RETENTION_MAX = 0.99;
/** A review card forgotten this many times (and every multiple) is suspended as a leech, as in Anki. */
export const DEFAULT_LEECH_LAPSES = 8;

/** A learning card due within this is shown now rather than making the learner wait (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;
/** An answer sent later (offline) keeps its time, within this window before now. */
export const LATE_ANSWER_WINDOW_MS = 7 * 24 * 3600_000;
/** Time on a card counts up to this, as Anki caps it. */
export const MAX_ANSWER_DURATION_MS = 600_000;
/** The longest time on a card an answer may report (a day): more is refused as bad input; up to it, MAX_ANSWER_DURATION_MS counts. */
export const MAX_ANSWER_DURATION_INPUT_MS = 24 * 3600_000;
/** The states a card goes through (the schemas' ZCardStateSchema, in study-contract.ts, is made of these). */
export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
type TCardStateName = (typeof CARD_STATES)[number];

/** Answering a card buries its note's other cards in these states (not cards being learnt), until the next study day. */
export const BURIED_SIBLING_STATES: readonly TCardStateName[] = ["new", "review"];
