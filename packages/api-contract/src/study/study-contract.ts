import { z } from "zod";
import { ZIdSchema, ZNoteFormatSchema, ZNoteTypeSchema } from "../notes.ts";
import {
  CARD_STATES,
  MAX_ANSWER_DURATION_INPUT_MS,
  MAX_ANSWER_DURATION_MS,
  NEW_PER_DAY_MAX,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_MAX,
} from "./study-rules.ts";

/**
 * What the study screens and the API exchange. A "card" here is one
 * reviewable unit of a note (table `card`): a cloze note with c1 and c2 is two
 * cards to study. Times are ISO strings; ratings are Anki's four buttons.
 */

export const RATINGS = ["again", "hard", "good", "easy"] as const;
export const ZRatingSchema = z.enum(RATINGS, { error: `rating must be one of ${RATINGS.join(", ")}.` });
export type TRating = z.infer<typeof ZRatingSchema>;
/** A rating as review_log and Anki store it: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const RATING_NUMBER: Readonly<Record<TRating, 1 | 2 | 3 | 4>> = { again: 1, hard: 2, good: 3, easy: 4 };

export const ZCardStateSchema = z.enum(CARD_STATES);
export type TCardState = z.infer<typeof ZCardStateSchema>;

/** A card's scheduling state (FSRS). A new card has never been answered: no due date, stability or difficulty yet. */
export const ZCardScheduleSchema = z.object({
  state: ZCardStateSchema,
  due: z.string().nullable(),
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  reps: z.number().int(),
  lapses: z.number().int(),
  learning_steps: z.number().int(),
  scheduled_days: z.number().int(),
  last_review: z.string().nullable(),
});
export type TCardSchedule = z.infer<typeof ZCardScheduleSchema>;

/** The scheduler's settings for one learner: what the server answers with, and what the browser previews intervals with. */
export const ZSchedulerSettingsSchema = z.object({
  desired_retention: z.number().min(RETENTION_MIN).max(RETENTION_MAX),
  /** FSRS-6's 21 parameters; null for the defaults. */
  weights: z.array(z.number()).length(21).nullable(),
  learning_steps: z.array(z.string()),
  relearning_steps: z.array(z.string()),
  maximum_interval: z.number().int(),
  enable_fuzz: z.boolean(),
});
export type TSchedulerSettings = z.infer<typeof ZSchedulerSettingsSchema>;

/** One card to study, with its note's content and source. */
export const ZStudyCardSchema = z.object({
  id: ZIdSchema,
  note_id: ZIdSchema,
  group_id: ZIdSchema,
  deck_title: z.string(),
  ord: z.number().int(),
  type: ZNoteTypeSchema,
  /** The note's content (TNoteContent); its shape follows `type`. */
  content: z.record(z.string(), z.unknown()),
  source: z.record(z.string(), z.unknown()).nullable(),
  /** "html" for an imported note with formatting or media (see ZNoteSchema's format); absent for plain text. */
  format: ZNoteFormatSchema.optional(),
  schedule: ZCardScheduleSchema,
});
export type TStudyCard = z.infer<typeof ZStudyCardSchema>;

export const ZStudyCountsSchema = z.object({ new: z.number().int(), learning: z.number().int(), review: z.number().int() });
export type TStudyCounts = z.infer<typeof ZStudyCountsSchema>;

/**
 * What to study: "today" is the day's queue within the daily limits; after it, "study more" offers
 * "ahead" (reviews due in the next STUDY_AHEAD_DAYS study days, lowest predicted recall first) and
 * "forgotten" (cards answered Again today, in the order they were forgotten). The daily limits do not
 * apply to either.
 */
export const STUDY_MODES = ["today", "ahead", "forgotten"] as const;
export const ZStudyModeSchema = z.enum(STUDY_MODES, { error: `mode must be one of ${STUDY_MODES.join(", ")}.` });
export type TStudyMode = z.infer<typeof ZStudyModeSchema>;
/** "Review ahead" reaches this many study days past today. */
export const STUDY_AHEAD_DAYS = 7;

/** Decks to study: one or several of the learner's, or all when empty. */
export const ZStudyQueueInputSchema = z.object({
  groupIds: z.array(ZIdSchema).max(100, { error: "Study at most 100 decks at once." }).default([]),
  /** Cards the client already holds (answered or on screen), left out of this batch. */
  excludeCardIds: z.array(ZIdSchema).max(200).default([]),
  limit: z.number().int().min(1).max(50).default(20),
  mode: ZStudyModeSchema.default("today"),
});
export type TStudyQueueInput = z.input<typeof ZStudyQueueInputSchema>;

export const ZStudyQueueSchema = z.object({
  /** In the order to study them. */
  cards: z.array(ZStudyCardSchema),
  /**
   * What is left to study today in these decks, within the daily limits (the batch included). In modes
   * "ahead" and "forgotten": what the mode has left besides the cards in excludeCardIds (the batch
   * included): "ahead" all in `review`, "forgotten" by the cards' states now.
   */
  counts: ZStudyCountsSchema,
  settings: ZSchedulerSettingsSchema,
  /** The study day these counts are for: it starts at 04:00 in the learner's time zone. */
  day: z.object({ start: z.string(), end: z.string(), time_zone: z.string() }),
  /** A learning card due later today, when nothing else is left: the session waits for it rather than ending. Null in modes "ahead" and "forgotten". */
  next_due: z.string().nullable(),
  two_buttons: z.boolean(),
});
export type TStudyQueue = z.infer<typeof ZStudyQueueSchema>;

/** The state the client saw when the learner answered: if the card changed since (another tab), the answer is refused. */
export const ZAnswerInputSchema = z.object({
  cardId: ZIdSchema,
  rating: ZRatingSchema,
  /** Made by the client, once per answer: a replay returns the first result and changes nothing. */
  reviewId: ZIdSchema,
  /** Time spent on the card, capped at 10 minutes as Anki does. */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(MAX_ANSWER_DURATION_INPUT_MS)
    .transform((ms) => Math.min(ms, MAX_ANSWER_DURATION_MS)),
  seen: z.object({ reps: z.number().int().min(0), due: z.string().nullable(), state: ZCardStateSchema }),
  /** When the learner answered (offline answers are sent later); the server keeps it within the last 7 days and not in the future. */
  answeredAt: z.iso.datetime({ offset: true, error: "answeredAt must be an ISO date-time." }).optional(),
});
export type TAnswerInput = z.input<typeof ZAnswerInputSchema>;

export const ZAnswerResultSchema = z.object({
  card_id: ZIdSchema,
  review_id: ZIdSchema,
  schedule: ZCardScheduleSchema,
  /** The card was forgotten so often it is now suspended as a leech: tell the learner to rewrite it. */
  leech: z.boolean().optional(),
});
export type TAnswerResult = z.infer<typeof ZAnswerResultSchema>;

export const ZUndoInputSchema = z.object({ reviewId: ZIdSchema });
export const ZCardActionInputSchema = z.object({ cardId: ZIdSchema });
export const ZSetDueInputSchema = z.object({
  cardId: ZIdSchema,
  /** Days from today (0 = today). */
  days: z.number().int().min(0, { error: "days must be 0 or more." }).max(36500, { error: "days must be at most 36500." }),
});

/** A deck's own daily limits; null where only the account's limit applies. */
export const ZDeckLimitsSchema = z.object({ new_per_day: z.number().int().nullable(), reviews_per_day: z.number().int().nullable() });
export type TDeckLimits = z.infer<typeof ZDeckLimitsSchema>;

/** /study: every deck with what it has for today. */
export const ZStudyOverviewSchema = z.object({
  decks: z.array(
    z.object({
      group_id: ZIdSchema,
      title: z.string(),
      /** Its cards (a cloze note has one per gap), as the deck list's card_count. */
      total: z.number().int(),
      /** Its notes, as the deck list's note_count. */
      note_count: z.number().int(),
      /** Within the deck's own limits and the account's. */
      counts: ZStudyCountsSchema,
      limits: ZDeckLimitsSchema,
    }),
  ),
  /** All decks together, within the daily limits. */
  counts: ZStudyCountsSchema,
  today: z.object({ reviews: z.number().int(), new_studied: z.number().int(), time_ms: z.number().int() }),
  limits: z.object({ new_per_day: z.number().int(), reviews_per_day: z.number().int() }),
  /** Reviews due beyond today's limit (a backlog after a break). */
  backlog: z.number().int(),
  time_zone: z.string(),
  /** False until the browser has told the server the learner's time zone (study.saveSettings). */
  time_zone_set: z.boolean(),
});
export type TStudyOverview = z.infer<typeof ZStudyOverviewSchema>;

export const ZStudySettingsInputSchema = z.object({
  timeZone: z.string().max(64, { error: "timeZone must be at most 64 characters." }).optional(),
  newPerDay: z
    .number()
    .int()
    .min(0, { error: "newPerDay must be 0 or more." })
    .max(NEW_PER_DAY_MAX, { error: `newPerDay must be at most ${NEW_PER_DAY_MAX}.` })
    .optional(),
  reviewsPerDay: z
    .number()
    .int()
    .min(0, { error: "reviewsPerDay must be 0 or more." })
    .max(REVIEWS_PER_DAY_MAX, { error: `reviewsPerDay must be at most ${REVIEWS_PER_DAY_MAX}.` })
    .optional(),
  twoButtons: z.boolean().optional(),
  desiredRetention: z
    .number()
    .min(RETENTION_MIN, { error: `desiredRetention must be at least ${RETENTION_MIN.toFixed(2)}.` })
    .max(RETENTION_MAX, { error: `desiredRetention must be at most ${RETENTION_MAX.toFixed(2)}.` })
    .optional(),
});

/** A daily limit of new cards or reviews: a whole number from 0 to `max`. */
function dailyLimit(name: string, max: number) {
  const whole = `${name} must be a whole number from 0 to ${max}, or null for the account's limit.`;
  return z
    .number({ error: whole })
    .int({ error: whole })
    .min(0, { error: `${name} must be 0 or more.` })
    .max(max, { error: `${name} must be at most ${max}.` });
}

/**
 * A deck's own daily limits, as Anki's deck options: they cap what that deck gives each day, and the
 * account's limits still cap all decks together. Null clears the deck's limit.
 */
export const ZSaveDeckLimitsInputSchema = z.object({
  groupId: ZIdSchema,
  newPerDay: dailyLimit("newPerDay", NEW_PER_DAY_MAX).nullable(),
  reviewsPerDay: dailyLimit("reviewsPerDay", REVIEWS_PER_DAY_MAX).nullable(),
});
export type TSaveDeckLimitsInput = z.input<typeof ZSaveDeckLimitsInputSchema>;

export const ZDeckLimitsResultSchema = z.object({ group_id: ZIdSchema, limits: ZDeckLimitsSchema });
export type TDeckLimitsResult = z.infer<typeof ZDeckLimitsResultSchema>;

/** A card's study state after suspend, bury, reset or set due. */
export const ZCardStudyStateSchema = z.object({
  schedule: ZCardScheduleSchema,
  suspended: z.boolean(),
  buried_until: z.string().nullable(),
  leech: z.boolean(),
});

export const ZStudyStatsInputSchema = z.object({
  groupIds: z.array(ZIdSchema).max(100, { error: "At most 100 decks at once." }).default([]),
});

/** The statistics view: days are study days ("2026-11-24"), in the learner's time zone. */
export const ZStudyStatsSchema = z.object({
  time_zone: z.string(),
  /** The last 365 study days with any answer: answers and time spent. */
  days: z.array(z.object({ day: z.string(), reviews: z.number().int(), time_ms: z.number().int() })),
  /** Cards coming due on each of the next 30 study days (overdue ones count today). */
  due: z.array(z.object({ day: z.string(), cards: z.number().int() })),
  /** True retention by month: the share of reviews of cards in review answered Hard, Good or Easy, young (interval < 21 days) and mature. */
  retention: z.array(
    z.object({
      month: z.string(),
      young: z.object({ reviews: z.number().int(), passed: z.number().int() }),
      mature: z.object({ reviews: z.number().int(), passed: z.number().int() }),
    }),
  ),
  states: z.object({
    new: z.number().int(),
    learning: z.number().int(),
    review: z.number().int(),
    relearning: z.number().int(),
    suspended: z.number().int(),
  }),
  totals: z.object({ reviews: z.number().int(), time_ms: z.number().int(), cards: z.number().int() }),
});
export type TStudyStats = z.infer<typeof ZStudyStatsSchema>;

/** The learner's personal parameters: the latest fit, and whether they are in use. */
export const ZParameterFitSchema = z.object({
  reviews_needed: z.number().int(),
  /** Answers so far, counted up to reviews_needed. */
  reviews: z.number().int(),
  using_personal: z.boolean(),
  latest: z
    .object({
      id: ZIdSchema,
      status: z.enum(["queued", "running", "succeeded", "failed"]),
      percent: z.number().int(),
      message: z.string(),
      accepted: z.boolean().nullable(),
      default_log_loss: z.number().nullable(),
      fitted_log_loss: z.number().nullable(),
      default_rmse: z.number().nullable(),
      fitted_rmse: z.number().nullable(),
      /** How much better the fitted parameters predicted the held-out answers (log loss), in percent. */
      improvement_percent: z.number().nullable(),
      test_reviews: z.number().int(),
      finished_at: z.string().nullable(),
    })
    .nullable(),
});
export type TParameterFit = z.infer<typeof ZParameterFitSchema>;

/** Spread the reviews due beyond today's limit over the next `days` study days. */
export const ZSpreadBacklogInputSchema = z.object({
  days: z.number().int().min(1, { error: "days must be from 1 to 30." }).max(30, { error: "days must be from 1 to 30." }),
});
