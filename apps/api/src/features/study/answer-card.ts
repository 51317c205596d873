import {
  BURIED_SIBLING_STATES,
  planAnswer,
  RATING_NUMBER,
  type TAnswerResult,
  type TCardSchedule,
  type TCardState,
  type TRating,
} from "@mnemo/api-contract";
import { Prisma, type Db } from "@mnemo/db";
import { AppError, isUniqueViolation } from "../../lib/app-error.ts";
import { type cardScheduleSelect, toCardSchedule } from "../collection/card-schedule.ts";
import { FIRST_FIT_LAST_ANSWER } from "./jobs/start-parameter-fit.ts";
import { type StudySettingsRow, toStudySettings } from "./study-settings.ts";

export const CARD_NOT_FOUND = "Card not found";
export const cardNotFound = () => new AppError("NOT_FOUND", { message: CARD_NOT_FOUND });

/** Writes that found the card changed since it was read (another request touched it) are retried this often. */
const WRITE_ATTEMPTS = 3;

/** What answering changed, kept on the log row so undo restores it exactly. */
export type AnswerUndo = { schedule: TCardSchedule; suspended: boolean; leech: boolean; buried: string[] };

export type AnswerResult = TAnswerResult & { leech: boolean };

export type AnswerCardOptions = {
  userId: string;
  cardId: string;
  rating: TRating;
  reviewId: string;
  durationMs: number;
  seen: { reps: number; due: string | null; state: TCardState };
  answeredAt?: string | undefined;
  now?: Date;
};

/** The card (null columns when it is not the learner's), its row version, the learner's settings and a log with the review id. */
type AnswerRead = Partial<Prisma.CardGetPayload<{ select: typeof cardScheduleSelect }>> &
  StudySettingsRow & {
    noteId: string | null;
    suspended: boolean | null;
    leech: boolean | null;
    version: string | null;
    replayUserId: string | null;
    /** The logged answer's result: an imported answer's has no schedule. */
    replayResult: Partial<AnswerResult> | null;
  };
type AnsweredCard = Prisma.CardGetPayload<{ select: typeof cardScheduleSelect }> & { suspended: boolean; leech: boolean; version: string };

/** `'new', 'review'`: the states planAnswer's rules bury siblings in, as SQL literals (the same statement text as before, no parameters added). */
const BURIED_STATES_SQL = Prisma.raw(BURIED_SIBLING_STATES.map((state) => `'${state}'`).join(", "));

/**
 * Answers a card by storing what planAnswer (@mnemo/api-contract) decides:
 * the answer is refused (CONFLICT) if the card is no longer in the state the
 * learner saw (another tab answered it), the new schedule is written with its
 * log row, the note's other cards are buried until tomorrow, and a card
 * forgotten `leechLapses` times is suspended as a leech. A replayed
 * review id changes nothing and returns the first result; the same review id
 * sent for another card answers CONFLICT.
 *
 * Two statements and no open transaction: one reads the card with its row
 * version (`xmin`), the settings and any log with this review id; the other
 * writes card, buried siblings and log row at once, only if the card row is
 * still that version. A write that finds the card changed (a replay or another
 * tab that got there first, a suspend in between) reads again and decides anew.
 */
export async function answerCard(options: AnswerCardOptions, db: Db): Promise<AnswerResult> {
  return (await answerCardCounted(options, db)).result;
}

/**
 * answerCard, also telling how many answers the learner has given with this
 * one, counted no further than FIRST_FIT_LAST_ANSWER + 1 (null for a replay):
 * what the first parameter fit waits for.
 */
export async function answerCardCounted(options: AnswerCardOptions, db: Db): Promise<{ result: AnswerResult; answers: number | null }> {
  const { userId, cardId, rating, reviewId, durationMs, seen, answeredAt, now = new Date() } = options;

  for (let attempt = 1; ; attempt++) {
    const [read] = await db.$queryRaw<AnswerRead[]>`
      SELECT c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays",
        c."lastReview", c."noteId", c.suspended, c.leech, c.xmin::text AS version,
        s."timeZone", s."newPerDay", s."reviewsPerDay", s."desiredRetention", s.weights, s."twoButtons", s."leechLapses",
        r."userId" AS "replayUserId", r.result AS "replayResult"
      FROM (VALUES (1)) AS one (x)
        LEFT JOIN card c ON c.id = ${cardId}::uuid AND c."userId" = ${userId}
        LEFT JOIN study_settings s ON s."userId" = ${userId}
        LEFT JOIN review_log r ON r.id = ${reviewId}::uuid`;
    if (!read?.version) throw cardNotFound();
    if (read.replayUserId !== null) {
      // Someone else's review id: answer as if there were none of ours (ids leak nothing).
      if (read.replayUserId !== userId) throw cardNotFound();
      return { result: replayOf(read.replayResult, cardId), answers: null };
    }
    const card = read as AnswerRead & AnsweredCard;
    const current = toCardSchedule(card);
    const plan = planAnswer({
      card: { schedule: current, suspended: card.suspended, leech: card.leech },
      seen,
      rating,
      durationMs,
      answeredAt,
      now,
      settings: toStudySettings(read),
    });
    if (plan.outcome === "conflict") {
      throw new AppError("CONFLICT", {
        message: "This card was answered somewhere else (another tab or device). The session has been refreshed.",
      });
    }
    if (attempt > WRITE_ATTEMPTS) throw new AppError("CONFLICT", { message: "This card is being changed elsewhere; try again." });

    const { at, isLeech, buryUntil: tomorrow, elapsedDays } = plan;
    const next = plan.card.schedule;
    const result: AnswerResult = { card_id: cardId, review_id: reviewId, schedule: next, leech: isLeech };
    // The siblings buried are known only as the statement buries them: it adds them to the undo as `buried`.
    const undo: Omit<AnswerUndo, "buried"> = { schedule: current, suspended: card.suspended, leech: card.leech };
    const written = new Date().toISOString();

    let saved: { saved: number; earlier: number } | undefined;
    try {
      [saved] = await db.$queryRaw<{ saved: number; earlier: number }[]>`
        WITH answered AS (
          UPDATE card SET state = ${next.state}::"CardState", due = ${next.due}::timestamp, stability = ${next.stability}::float8,
            difficulty = ${next.difficulty}::float8, reps = ${next.reps}::int, lapses = ${next.lapses}::int,
            "learningSteps" = ${next.learning_steps}::int, "scheduledDays" = ${next.scheduled_days}::int,
            "lastReview" = ${next.last_review}::timestamp, suspended = suspended OR ${isLeech}::boolean,
            leech = leech OR ${isLeech}::boolean, "updatedAt" = ${written}::timestamp
          WHERE id = ${cardId}::uuid AND "userId" = ${userId} AND xmin = ${card.version}::xid
          RETURNING id, "noteId"
        ), buried AS (
          UPDATE card s SET "buriedUntil" = ${tomorrow}::timestamp, "updatedAt" = ${written}::timestamp
          FROM answered a
          WHERE s."noteId" = a."noteId" AND s.id <> a.id AND s.state IN (${BURIED_STATES_SQL})
            AND (s."buriedUntil" IS NULL OR s."buriedUntil" < ${tomorrow}::timestamp)
          RETURNING s.id
        ), logged AS (
          INSERT INTO review_log (id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter",
            "elapsedDays", "durationMs", "reviewedAt", result, undo, "createdAt")
          SELECT ${reviewId}::uuid, a.id, ${userId}, ${RATING_NUMBER[rating]}::int, ${current.state}::"CardState",
            ${current.due}::timestamp, ${next.stability ?? 0}::float8, ${next.difficulty ?? 0}::float8, ${elapsedDays}::float8,
            ${plan.durationMs}::int, ${at.toISOString()}::timestamp, ${JSON.stringify(result)}::jsonb,
            ${JSON.stringify(undo)}::jsonb || jsonb_build_object('buried', COALESCE((SELECT jsonb_agg(b.id) FROM buried b), '[]'::jsonb)),
            ${written}::timestamp
          FROM answered a
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM logged)::int AS saved,
          (SELECT count(*) FROM (SELECT 1 FROM review_log WHERE "userId" = ${userId} LIMIT ${FIRST_FIT_LAST_ANSWER}) AS capped)::int AS earlier`;
    } catch (error) {
      // The same review id saved a moment ago by another request (a replay, or one for another card): the next read finds it.
      if (!isUniqueViolation(error)) throw error;
    }
    if (saved?.saved === 1) return { result, answers: saved.earlier + 1 };
  }
}

export const REVIEW_ID_OF_ANOTHER_CARD =
  "This review id was already used to answer another card. Make a new review id for each answer; send the same one again only to retry that same answer.";
export const REVIEW_ID_OF_IMPORTED_ANSWER =
  "This review id belongs to an answer imported with the card's history. Make a new review id for a new answer.";

/**
 * A review id already logged for this user: the first result again when it
 * answered this very card (a retry). The same id for another card, or one
 * of an imported answer (whose log keeps no result to return), is a client
 * mistake that must not pass for an answer: CONFLICT, and nothing changes.
 */
function replayOf(logged: Partial<AnswerResult> | null, cardId: string): AnswerResult {
  if (logged?.card_id !== cardId) throw new AppError("CONFLICT", { message: REVIEW_ID_OF_ANOTHER_CARD });
  if (!logged.schedule) throw new AppError("CONFLICT", { message: REVIEW_ID_OF_IMPORTED_ANSWER });
  return logged as AnswerResult;
}
