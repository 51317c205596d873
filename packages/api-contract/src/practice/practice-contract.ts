import { z } from "zod";
import { ZIdSchema, ZNoteSourceSchema } from "../notes.ts";
import {
  DEFAULT_PRACTICE_QUESTIONS,
  MAX_PRACTICE_MINUTES,
  MAX_PRACTICE_QUESTIONS,
  MIN_PRACTICE_MINUTES,
  MIN_PRACTICE_QUESTIONS,
  PRACTICE_ANSWER_SIDES,
  PRACTICE_CARD_CHOICES,
  PRACTICE_FEEDBACK,
  PRACTICE_FORMATS,
} from "./practice-rules.ts";
import { GRADE_LAYERS, type TPracticeResponse, type TPracticeSettings } from "./practice-types.ts";

/**
 * What the practice-test screens and the API exchange (docs/practice-tests.md, "The API and what is stored").
 * Inputs are camelCase, answers snake_case, like study's. A question reaches the browser without its answer (`key`
 * null) until the learner may see it: after answering it when feedback is "each", for every question once the test
 * is submitted.
 */

/** The longest written answer taken: far beyond any card's answer, short enough to grade at once. */
export const MAX_PRACTICE_TEXT_ANSWER = 1000;
/** Attempts in one page of a deck's history. */
export const PRACTICE_HISTORY_PAGE_SIZE = 20;

const list = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of ${values.join(", ")}.` });

export const ZPracticeFormatSchema = list(PRACTICE_FORMATS, "A format");

/** A new test: the decks (all of the learner's when empty) and how the test is built. */
export const ZStartPracticeInputSchema = z.object({
  groupIds: z.array(ZIdSchema).max(100, { error: "A test takes at most 100 decks at once." }).default([]),
  count: z
    .number({ error: "The number of questions must be a number." })
    .int({ error: "The number of questions must be a whole number." })
    .min(MIN_PRACTICE_QUESTIONS, { error: `A test has at least ${MIN_PRACTICE_QUESTIONS} questions.` })
    .max(MAX_PRACTICE_QUESTIONS, { error: `A test has at most ${MAX_PRACTICE_QUESTIONS} questions.` })
    .default(DEFAULT_PRACTICE_QUESTIONS),
  formats: z
    .array(ZPracticeFormatSchema)
    .min(1, { error: "Choose at least one kind of question." })
    .max(PRACTICE_FORMATS.length)
    .transform((formats) => [...new Set(formats)]),
  answerWith: list(PRACTICE_ANSWER_SIDES, "answerWith").default("back"),
  cards: list(PRACTICE_CARD_CHOICES, "cards").default("all"),
  minutes: z
    .number({ error: "The time limit must be a number of minutes." })
    .int({ error: "The time limit must be whole minutes." })
    .min(MIN_PRACTICE_MINUTES, { error: `A time limit is at least ${MIN_PRACTICE_MINUTES} minute.` })
    .max(MAX_PRACTICE_MINUTES, { error: `A time limit is at most ${MAX_PRACTICE_MINUTES} minutes.` })
    .nullable()
    .default(null),
  feedback: list(PRACTICE_FEEDBACK, "feedback").default("end"),
  strictAccents: z.boolean().default(false),
  missesAsAgain: z.boolean().default(false),
  /** The same seed (with the same settings and cards) gives the same test again; the server picks one when absent. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1, { error: "A seed is a whole number from 0 to 4294967295." })
    .optional(),
});
export type TStartPracticeInput = z.input<typeof ZStartPracticeInputSchema>;

export const ZPracticeTestInputSchema = z.object({ testId: z.uuid({ error: "testId must be a test id (a UUID)." }) });

const ZIndexSchema = z.number().int().min(0).max(99);

export const ZPracticeResponseSchema = z.discriminatedUnion("format", [
  z.object({
    format: z.enum(["written", "fill_in"]),
    text: z.string().max(MAX_PRACTICE_TEXT_ANSWER, { error: `An answer is at most ${MAX_PRACTICE_TEXT_ANSWER} characters.` }),
  }),
  z.object({ format: z.literal("multiple_choice"), choice: ZIndexSchema }),
  z.object({ format: z.literal("true_false"), choice: z.boolean() }),
  z.object({ format: z.literal("matching"), pairs: z.array(ZIndexSchema).min(1).max(20) }),
  z.object({ format: z.literal("ordering"), order: z.array(ZIndexSchema).min(1).max(20) }),
]) satisfies z.ZodType<TPracticeResponse>;

export const ZSavePracticeAnswerInputSchema = ZPracticeTestInputSchema.extend({
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRACTICE_QUESTIONS - 1, { error: "No question has that position." }),
  response: ZPracticeResponseSchema,
});
export type TSavePracticeAnswerInput = z.input<typeof ZSavePracticeAnswerInputSchema>;

export const ZOverridePracticeAnswerInputSchema = ZPracticeTestInputSchema.extend({
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRACTICE_QUESTIONS - 1, { error: "No question has that position." }),
  /** Also add the learner's answer to the card as an accepted alternative ("answer / theirs"). */
  addAlternative: z.boolean().default(false),
});

export const ZExtendPracticeInputSchema = ZPracticeTestInputSchema.extend({
  minutes: z
    .number()
    .int({ error: "Extend by whole minutes." })
    .min(MIN_PRACTICE_MINUTES, { error: `Extend by at least ${MIN_PRACTICE_MINUTES} minute.` })
    .max(MAX_PRACTICE_MINUTES, { error: `Extend by at most ${MAX_PRACTICE_MINUTES} minutes.` }),
});

export const ZPracticeHistoryInputSchema = z.object({
  groupId: ZIdSchema,
  page: z.number().int().min(1).max(10_000).default(1),
});

export const ZPracticeSettingsSchema = z.object({
  groupIds: z.array(z.string()),
  count: z.number().int(),
  formats: z.array(ZPracticeFormatSchema),
  answerWith: z.enum(PRACTICE_ANSWER_SIDES),
  cards: z.enum(PRACTICE_CARD_CHOICES),
  minutes: z.number().int().nullable(),
  feedback: z.enum(PRACTICE_FEEDBACK),
  strictAccents: z.boolean(),
  missesAsAgain: z.boolean(),
  seed: z.number().int(),
}) satisfies z.ZodType<TPracticeSettings>;

const ZQuestionCardSchema = z.object({ card_id: z.string(), note_id: z.string() });

/** A question as the browser sees it: everything but the answer. */
export const ZPracticeQuestionViewSchema = z.discriminatedUnion("format", [
  z.object({ format: z.literal("written"), prompt: z.string() }),
  z.object({ format: z.literal("fill_in"), prompt: z.string() }),
  z.object({ format: z.literal("multiple_choice"), prompt: z.string(), options: z.array(z.string()) }),
  z.object({ format: z.literal("true_false"), statement: z.string() }),
  z.object({ format: z.literal("matching"), prompt: z.string(), left: z.array(z.string()), right: z.array(z.string()) }),
  z.object({ format: z.literal("ordering"), prompt: z.string(), items: z.array(z.string()) }),
]);
export type TPracticeQuestionView = z.infer<typeof ZPracticeQuestionViewSchema>;

/** A question's answer, once the learner may see it. */
export const ZPracticeKeySchema = z.discriminatedUnion("format", [
  z.object({ format: z.enum(["written", "fill_in"]), answer: z.string(), accepted: z.array(z.string()) }),
  z.object({ format: z.literal("multiple_choice"), correct_index: z.number().int() }),
  z.object({ format: z.literal("true_false"), is_true: z.boolean(), correction: z.string() }),
  z.object({ format: z.literal("matching"), answer: z.array(z.number().int()) }),
  z.object({ format: z.literal("ordering"), answer: z.array(z.number().int()) }),
]);
export type TPracticeKey = z.infer<typeof ZPracticeKeySchema>;

/**
 * What the learner gave for a question. Whether it was right (`correct`, `layer`, `matched`, `reason`) is told only with the
 * key; before that they are null, so an answer saved under feedback "end" gives nothing away.
 */
export const ZPracticeGivenSchema = z.object({
  /** Null: left blank (written at submit). */
  response: ZPracticeResponseSchema.nullable(),
  correct: z.boolean().nullable(),
  layer: z.enum(GRADE_LAYERS).nullable(),
  /** The accepted answer a typo was measured against: "accepted, check the spelling: …". */
  matched: z.string().nullable(),
  /** Layer "meaning": the model's one sentence on why the answer means the same as the card's ("Accepted by meaning: …"). */
  reason: z.string().nullable(),
  overridden: z.boolean(),
  answered_at: z.string(),
});
export type TPracticeGiven = z.infer<typeof ZPracticeGivenSchema>;

export const ZPracticeQuestionDtoSchema = z.object({
  position: z.number().int(),
  cards: z.array(ZQuestionCardSchema),
  question: ZPracticeQuestionViewSchema,
  given: ZPracticeGivenSchema.nullable(),
  key: ZPracticeKeySchema.nullable(),
});
export type TPracticeQuestionDto = z.infer<typeof ZPracticeQuestionDtoSchema>;

/** An attempt's summary: the history's rows and the head of a test. */
export const ZPracticeAttemptSchema = z.object({
  id: z.string(),
  group_ids: z.array(z.string()),
  total: z.number().int(),
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  score: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  retake_of: z.string().nullable(),
});
export type TPracticeAttempt = z.infer<typeof ZPracticeAttemptSchema>;

export const ZPracticeTestSchema = ZPracticeAttemptSchema.extend({
  settings: ZPracticeSettingsSchema,
  /** The deadline (plus the grace answers get) has passed: no more answers, only submit or extend. */
  time_up: z.boolean(),
  answered: z.number().int(),
  questions: z.array(ZPracticeQuestionDtoSchema),
});
export type TPracticeTest = z.infer<typeof ZPracticeTestSchema>;

export const ZPracticeHistorySchema = z.object({
  attempts: z.array(ZPracticeAttemptSchema),
  has_more: z.boolean(),
});
export type TPracticeHistory = z.infer<typeof ZPracticeHistorySchema>;

export const ZPracticeItemStatsInputSchema = z.object({ groupId: ZIdSchema });

/** One card's figures over all of the learner's submitted tests (item-stats.ts), with the flags the deck page shows. */
export const ZPracticeCardStatsSchema = z.object({
  card_id: z.string(),
  note_id: z.string(),
  asked: z.number().int(),
  missed: z.number().int(),
  miss_rate: z.number(),
  /** Multiple choice only: each wrong option shown with the card, most picked first. */
  distractors: z.array(z.object({ option: z.string(), shown: z.number().int(), picked: z.number().int() })),
  study_answers: z.number().int(),
  study_again_rate: z.number(),
  /** Why the card is flagged, in the deck page's words (itemFlagText); empty when it is not. */
  flags: z.array(z.object({ reason: z.string(), text: z.string() })),
});
export type TPracticeCardStats = z.infer<typeof ZPracticeCardStatsSchema>;

export const ZPracticeItemStatsSchema = z.object({ cards: z.array(ZPracticeCardStatsSchema) });
export type TPracticeItemStats = z.infer<typeof ZPracticeItemStatsSchema>;

export const ZUnfinishedPracticeSchema = z.object({ attempts: z.array(ZPracticeAttemptSchema) });

/** The cards a test asked about, as its results link them: the card's deck (to edit it) and its source (the popover). */
export const ZPracticeTestCardsSchema = z.object({
  cards: z.array(z.object({ note_id: z.string(), group_id: z.string(), source: ZNoteSourceSchema })),
});
export type TPracticeTestCards = z.infer<typeof ZPracticeTestCardsSchema>;
