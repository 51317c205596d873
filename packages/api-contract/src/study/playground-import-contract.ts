import { z } from "zod";
import { MAX_GROUP_TITLE } from "../groups.ts";
import { ZIdSchema, ZNoteContentSchema } from "../notes.ts";
import { ZCardStateSchema, ZRatingSchema, type TCardSchedule } from "./study-contract.ts";
import { MAX_ANSWER_DURATION_INPUT_MS, MAX_ANSWER_DURATION_MS } from "./study-rules.ts";

/**
 * groups.importPlayground: a visitor who signs up brings the sample deck
 * ('Your First Deck', studied in the browser) into the new account, with each
 * card's schedule and its answers. Sizes are bounded by what the playground
 * can hold: PLAYGROUND_IMPORT_MAX_NOTES notes and PLAYGROUND_IMPORT_MAX_REVIEWS
 * answers (the browser keeps no more). docs/study.md, "The playground".
 */

/** The playground's card limit (apps/web/src/lib/playground/playground-notes.ts, PLAYGROUND_MAX_CARDS). */
export const PLAYGROUND_IMPORT_MAX_NOTES = 100;
/** Answers the playground keeps (the oldest go first beyond it), and so the most an import takes. */
export const PLAYGROUND_IMPORT_MAX_REVIEWS = 1000;
/** Studied cards an import takes (a cloze note makes one per cloze number). */
export const PLAYGROUND_IMPORT_MAX_CARDS = 1000;
/** A playground answer no older than this is taken; the sample deck is a trial, not an archive. */
export const PLAYGROUND_IMPORT_MAX_AGE_DAYS = 5 * 365;
/** Clocks differ: a time up to this far ahead of the server's is taken as now, not refused as in the future. */
export const PLAYGROUND_IMPORT_CLOCK_SKEW_MS = 5 * 60_000;

const isoDate = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be an ISO date-time (e.g. 2026-03-01T10:00:00.000Z).` });

/** A card's schedule as the playground kept it; checked for the shape FSRS needs, not trusted further. */
export const ZImportScheduleSchema = z
  .object({
    state: ZCardStateSchema,
    due: isoDate("schedule.due").nullable(),
    stability: z.number().min(0, { error: "stability must be 0 or more." }).max(1e6).nullable(),
    difficulty: z
      .number()
      .min(0, { error: "difficulty must be from 0 to 10." })
      .max(10, { error: "difficulty must be from 0 to 10." })
      .nullable(),
    reps: z.number().int().min(0).max(100_000),
    lapses: z.number().int().min(0).max(100_000),
    learning_steps: z.number().int().min(0).max(100),
    scheduled_days: z.number().int().min(0).max(36_500),
    last_review: isoDate("schedule.last_review").nullable(),
  })
  .refine((schedule) => (schedule.state === "new") === (schedule.due === null), {
    error: "A new card has no due date, and any other card has one.",
  })
  .refine((schedule) => schedule.state === "new" || (schedule.stability !== null && schedule.difficulty !== null), {
    error: "A card that was answered has a stability and a difficulty.",
  }) satisfies z.ZodType<TCardSchedule>;

/** One answer given in the playground: its rating, when, how long it took, and the card's schedule before and after. */
export const ZImportReviewSchema = z.object({
  rating: ZRatingSchema,
  reviewed_at: isoDate("reviewed_at"),
  duration_ms: z
    .number()
    .int({ error: "duration_ms must be a whole number of milliseconds." })
    .min(0, { error: "duration_ms must be 0 or more." })
    .max(MAX_ANSWER_DURATION_INPUT_MS, { error: "duration_ms must be at most a day." })
    .transform((ms) => Math.min(ms, MAX_ANSWER_DURATION_MS)),
  state_before: ZCardStateSchema,
  due_before: isoDate("due_before").nullable(),
  after: ZImportScheduleSchema,
});
export type TImportReview = z.output<typeof ZImportReviewSchema>;

/** A reviewable unit of a note (ord as card-ords.ts numbers it) that was studied: where it stands now, and its answers, oldest first. */
export const ZImportCardSchema = z.object({
  ord: z.number().int().min(0, { error: "ord must be 0 or more." }).max(99, { error: "ord must be below 100." }),
  schedule: ZImportScheduleSchema,
  suspended: z.boolean().default(false),
  leech: z.boolean().default(false),
  /** Kept out of today's study (a sibling was answered): until the next study day at the latest. */
  buried_until: isoDate("buried_until").nullable().default(null),
  reviews: z.array(ZImportReviewSchema).max(PLAYGROUND_IMPORT_MAX_REVIEWS).default([]),
});

export const ZImportNoteSchema = z.object({
  /** Validated as creating a note validates it (notes.create). */
  content: ZNoteContentSchema,
  /** Only the cards that were studied; the note's other cards start new. */
  cards: z.array(ZImportCardSchema).max(100).default([]),
});

export const ZPlaygroundImportInputSchema = z
  .object({
    /**
     * Made by the browser once per import and kept until it succeeds: it becomes the new deck's id,
     * so sending the same import again (a double click, a retry after a lost answer) returns that deck.
     */
    importId: ZIdSchema,
    title: z
      .string({ error: "title must be text." })
      .trim()
      .min(1, { error: "title is required." })
      .max(MAX_GROUP_TITLE, { error: `title must be at most ${MAX_GROUP_TITLE} characters.` }),
    notes: z
      .array(ZImportNoteSchema)
      .min(1, { error: "notes must hold at least one card." })
      .max(PLAYGROUND_IMPORT_MAX_NOTES, { error: `The sample deck holds at most ${PLAYGROUND_IMPORT_MAX_NOTES} cards.` }),
  })
  .superRefine((input, ctx) => {
    const cards = input.notes.reduce((sum, note) => sum + note.cards.length, 0);
    if (cards > PLAYGROUND_IMPORT_MAX_CARDS) {
      ctx.addIssue({
        code: "custom",
        path: ["notes"],
        message: `At most ${PLAYGROUND_IMPORT_MAX_CARDS} studied cards can be brought over; these notes have ${cards}.`,
      });
    }
    const reviews = input.notes.reduce((sum, note) => sum + note.cards.reduce((cards, card) => cards + card.reviews.length, 0), 0);
    if (reviews > PLAYGROUND_IMPORT_MAX_REVIEWS) {
      ctx.addIssue({
        code: "custom",
        path: ["notes"],
        message: `At most ${PLAYGROUND_IMPORT_MAX_REVIEWS} answers can be brought over; these cards have ${reviews}.`,
      });
    }
  });
export type TPlaygroundImportInput = z.input<typeof ZPlaygroundImportInputSchema>;
export type TPlaygroundImport = z.output<typeof ZPlaygroundImportInputSchema>;

export const ZPlaygroundImportResultSchema = z.object({
  group_id: ZIdSchema,
  title: z.string(),
  notes: z.number().int(),
  cards: z.number().int(),
  reviews: z.number().int(),
  /** False when this import id had already been imported: nothing new was made. */
  created: z.boolean(),
});
export type TPlaygroundImportResult = z.infer<typeof ZPlaygroundImportResultSchema>;
