import type {
  TGradeLayer,
  TPracticeQuestion,
  TPracticeQuestionView,
  TPracticeResponse,
  TPracticeSettings,
  TQuestionCard,
} from "@mnemo/api-contract";

/**
 * Where a practice test is built, its answers kept and graded: the API for a signed-in learner, the browser for a
 * visitor's test over the sample deck (local-practice-session.ts). The screens (components/practice-runner.tsx and
 * practice-results.tsx) run the same way over either. Every call is a promise, as the API's are; a refusal rejects.
 */
export type TPracticeSession = {
  /** Builds a test from the settings. */
  start(input: { settings: TPracticeSettings }): Promise<TPracticeTest>;
  /** "Retake what I missed": a new test of a submitted test's missed cards. */
  retake(input: { testId: string }): Promise<TPracticeTest>;
  /** The test as it stands: what was answered is kept, so a reload resumes it. */
  test(input: { testId: string }): Promise<TPracticeTest>;
  /** Saves one answer; graded at once when the test gives feedback after each question, else at submission. */
  answer(input: { testId: string; index: number; response: TPracticeResponse }): Promise<TPracticeItem>;
  /**
   * "I was right" on a written answer graded wrong: it counts as right from then on; with `addAlternative` the answer is
   * also added to the card as an accepted alternative (only where `canAddAlternative`).
   */
  override(input: { testId: string; index: number; addAlternative: boolean }): Promise<TPracticeItem>;
  /** Whether "I was right" can add the answer to the card (the sample deck's cards are not edited by a test). */
  canAddAlternative: boolean;
  /** Whether a test can count its misses as Again in study (a learner's decks; the sample deck's study is left alone). */
  canCountMissesAsAgain: boolean;
  /**
   * The API keeps the test: its results can be printed (PDF, Markdown, text) and link each question to its card's
   * source and deck. Absent for the browser's session over the sample deck, which has no server to ask.
   */
  isKeptByServer?: true;
  /** Adds minutes to a test with a time limit: its new deadline. */
  extend(input: { testId: string; minutes: number }): Promise<{ deadline: string | null }>;
  /** Ends the test and grades what is left. Idempotent: a second call answers the same results. */
  submit(input: { testId: string }): Promise<TPracticeResults>;
};

/** A question as the learner sees it before it is graded: its answer left out (the contract's questionView). */
export type TPracticePrompt = TPracticeQuestionView;

/** A graded answer, with the question's answer now shown. */
export type TQuestionOutcome = {
  isCorrect: boolean;
  /** Written and fill-in answers: the grading layer that accepted it; null when none did, and for the other formats. */
  layer: TGradeLayer | null;
  /** The accepted answer that layer matched (for "typo", the one to check the spelling against). */
  matched: string | null;
  /** Layer "meaning": the model's one sentence on why the answer means the same (the browser's own grading never sets it). */
  reason?: string | null;
  /** The learner's "I was right". */
  isOverridden: boolean;
  question: TPracticeQuestion;
};

export type TPracticeItem = {
  index: number;
  cards: TQuestionCard[];
  prompt: TPracticePrompt;
  response: TPracticeResponse | null;
  /** Once graded: after each answer when feedback is "each", after submission otherwise. */
  outcome: TQuestionOutcome | null;
};

export type TPracticeTest = {
  id: string;
  settings: TPracticeSettings;
  items: TPracticeItem[];
  /** ISO dates. `deadline` only with a time limit. */
  startedAt: string;
  deadline: string | null;
  submittedAt: string | null;
};

export type TGradedItem = TPracticeItem & { outcome: TQuestionOutcome };

export type TPracticeResults = {
  testId: string;
  settings: TPracticeSettings;
  items: TGradedItem[];
  correct: number;
  total: number;
  elapsedMs: number;
  /** The cards of the questions answered wrong (or not at all): what "Retake what I missed" asks again. */
  missedCardIds: string[];
};
