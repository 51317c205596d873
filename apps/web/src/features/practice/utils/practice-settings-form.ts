import {
  DEFAULT_PRACTICE_QUESTIONS,
  MAX_PRACTICE_MINUTES,
  MAX_PRACTICE_QUESTIONS,
  MIN_PRACTICE_MINUTES,
  MIN_PRACTICE_QUESTIONS,
  PRACTICE_FORMATS,
  type TPracticeAnswerSide,
  type TPracticeCardChoice,
  type TPracticeFeedback,
  type TPracticeFormat,
  type TPracticeSettings,
} from "@mnemo/api-contract";

/** The builder form's fields: the settings a learner chooses (the decks and the seed come from the page). */
export type TPracticeForm = {
  count: number;
  formats: TPracticeFormat[];
  answerWith: TPracticeAnswerSide;
  cards: TPracticeCardChoice;
  hasTimeLimit: boolean;
  minutes: number;
  feedback: TPracticeFeedback;
  strictAccents: boolean;
  /** Count the test's misses as Again in study (a learner's decks only). */
  missesAsAgain: boolean;
};

export const FORMAT_LABELS: Record<TPracticeFormat, string> = {
  written: "Written",
  multiple_choice: "Multiple choice",
  true_false: "True or false",
  matching: "Matching",
  ordering: "Ordering",
  fill_in: "Fill in the gap",
};

export const CARD_CHOICE_LABELS: Record<TPracticeCardChoice, string> = {
  all: "All cards",
  weakest: "Weakest first",
  missed: "Missed last time",
  new: "Never studied",
};

const DEFAULT_MINUTES = 10;

/** The form as a test starts: docs/practice-tests.md's defaults (every format, 20 questions, no time limit, feedback after each). */
export const DEFAULT_PRACTICE_FORM: TPracticeForm = {
  count: DEFAULT_PRACTICE_QUESTIONS,
  formats: [...PRACTICE_FORMATS],
  answerWith: "back",
  cards: "all",
  hasTimeLimit: false,
  minutes: DEFAULT_MINUTES,
  feedback: "each",
  strictAccents: false,
  missesAsAgain: false,
};

/** What is wrong with the form, field by field (none: it can start a test). */
export function practiceFormErrors(form: TPracticeForm): Partial<Record<"count" | "formats" | "minutes", string>> {
  const errors: Partial<Record<"count" | "formats" | "minutes", string>> = {};
  if (!Number.isInteger(form.count) || form.count < MIN_PRACTICE_QUESTIONS || form.count > MAX_PRACTICE_QUESTIONS)
    errors.count = `Choose between ${MIN_PRACTICE_QUESTIONS} and ${MAX_PRACTICE_QUESTIONS} questions.`;
  if (form.formats.length === 0) errors.formats = "Choose at least one kind of question.";
  if (form.hasTimeLimit && (!Number.isInteger(form.minutes) || form.minutes < MIN_PRACTICE_MINUTES || form.minutes > MAX_PRACTICE_MINUTES))
    errors.minutes = `A time limit is between ${MIN_PRACTICE_MINUTES} and ${MAX_PRACTICE_MINUTES} minutes.`;
  return errors;
}

/** The settings a valid form starts a test with. A test changes no study schedule unless the learner asks (missesAsAgain). */
export function practiceSettings(form: TPracticeForm, { groupIds, seed }: { groupIds: string[]; seed: number }): TPracticeSettings {
  return {
    groupIds,
    count: form.count,
    formats: PRACTICE_FORMATS.filter((format) => form.formats.includes(format)),
    answerWith: form.answerWith,
    cards: form.cards,
    minutes: form.hasTimeLimit ? form.minutes : null,
    feedback: form.feedback,
    strictAccents: form.strictAccents,
    missesAsAgain: form.missesAsAgain,
    seed,
  };
}

/** A fresh 32-bit seed: every new test differs; "the same test again" reuses its seed. */
export function newPracticeSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 32) >>> 0;
}

/** `?seed=` of a shared test, when it is one (32-bit unsigned). */
export function seedFromSearch(search: URLSearchParams): number | null {
  const raw = search.get("seed");
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const seed = Number(raw);
  return seed <= 0xffffffff ? seed : null;
}
