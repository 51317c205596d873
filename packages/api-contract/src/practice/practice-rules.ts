// Practice tests' numbers and names (issue 31, docs/practice-tests.md), for the server, the browser and the bench.
// Zod-free, like study-rules.ts: the web's test screens read them without loading zod.

/** The formats a question can take. */
export const PRACTICE_FORMATS = ["written", "multiple_choice", "true_false", "matching", "ordering", "fill_in"] as const;
export type TPracticeFormat = (typeof PRACTICE_FORMATS)[number];

export const MIN_PRACTICE_QUESTIONS = 5;
export const MAX_PRACTICE_QUESTIONS = 100;
export const DEFAULT_PRACTICE_QUESTIONS = 20;
/** A matching question pairs at most this many prompts with their answers (at least MIN_MATCHING_PAIRS). */
export const MAX_MATCHING_PAIRS = 6;
export const MIN_MATCHING_PAIRS = 3;
/** Ordering asks for at most this many items (a list's facts, or dated events), at least MIN_ORDERING_ITEMS. */
export const MAX_ORDERING_ITEMS = 6;
export const MIN_ORDERING_ITEMS = 3;
/** A multiple-choice question has 4 options, or 3 when a fourth good distractor does not exist. */
export const MAX_CHOICE_OPTIONS = 4;
export const MIN_CHOICE_OPTIONS = 3;

/** Which cards a test asks about. */
export const PRACTICE_CARD_CHOICES = ["all", "weakest", "missed", "new"] as const;
export type TPracticeCardChoice = (typeof PRACTICE_CARD_CHOICES)[number];

/** What the learner answers with: the back of the card (the usual way), or the front. */
export const PRACTICE_ANSWER_SIDES = ["back", "front"] as const;
export type TPracticeAnswerSide = (typeof PRACTICE_ANSWER_SIDES)[number];

/** When the learner sees whether an answer was right. */
export const PRACTICE_FEEDBACK = ["each", "end"] as const;
export type TPracticeFeedback = (typeof PRACTICE_FEEDBACK)[number];

/** A time limit, when one is set: whole minutes. */
export const MIN_PRACTICE_MINUTES = 1;
export const MAX_PRACTICE_MINUTES = 240;

/** Item analysis across learners is shown only from this many attempts of a question's card. */
export const MIN_ITEM_ANALYSIS_ATTEMPTS = 30;
