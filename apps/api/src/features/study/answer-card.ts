import {
  answerCard as scheduleAnswer,
  studyDay,
  type TAnswerResult,
  type TCardSchedule,
  type TCardState,
  type TRating,
} from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { type cardScheduleSelect, scheduleData, toCardSchedule } from "./card-schedule.ts";
import { getStudySettings } from "./study-settings.ts";

export const CARD_NOT_FOUND = "Card not found";
export const cardNotFound = () => new AppError("NOT_FOUND", { message: CARD_NOT_FOUND });

const RATING_NUMBER: Record<TRating, number> = { again: 1, hard: 2, good: 3, easy: 4 };
/** An answer sent later (offline) keeps its time, within this window. */
const LATE_ANSWER_WINDOW_MS = 7 * 24 * 3600_000;

type LockedCard = Prisma.CardGetPayload<{ select: typeof cardScheduleSelect }> & { noteId: string; suspended: boolean; leech: boolean };

/** What answering changed, kept on the log row so undo restores it exactly. */
export type AnswerUndo = { schedule: TCardSchedule; suspended: boolean; leech: boolean; buried: string[] };

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

/**
 * Answers a card in one transaction: the card row is locked, the answer is
 * refused (CONFLICT) if the card is no longer in the state the learner saw
 * (another tab answered it), the new schedule is written with its log row,
 * the note's other cards are buried until tomorrow, and a card forgotten
 * `leechLapses` times is suspended as a leech. A replayed review id changes
 * nothing and returns the first result.
 */
export async function answerCard(options: AnswerCardOptions, db: Db): Promise<TAnswerResult & { leech: boolean }> {
  const { userId, cardId, rating, reviewId, durationMs, seen, now: serverNow = new Date() } = options;
  const answeredAt = clampAnswerTime(options.answeredAt, serverNow);
  const settings = await getStudySettings({ userId }, db);

  return db.$transaction(async (tx) => {
    // Lock and read the card in one statement. A second request with the same review id waits here, then finds the
    // first one's log just below and returns its result.
    const [card] = await tx.$queryRaw<LockedCard[]>`
      SELECT state::text AS state, due, stability, difficulty, reps, lapses, "learningSteps", "scheduledDays", "lastReview",
        "noteId", suspended, leech
      FROM card WHERE id = ${cardId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (!card) throw cardNotFound();
    const replayed = await findReplay({ userId, reviewId }, tx);
    if (replayed) return replayed;

    const current = toCardSchedule(card);
    if (current.reps !== seen.reps || current.state !== seen.state || !sameInstant(current.due, seen.due)) {
      throw new AppError("CONFLICT", {
        message: "This card was answered somewhere else (another tab or device). The session has been refreshed.",
      });
    }

    // An answer sent late never lands before the card's previous review.
    const at = current.last_review && answeredAt.getTime() < Date.parse(current.last_review) ? new Date(current.last_review) : answeredAt;
    const next = scheduleAnswer(current, rating, settings.scheduler, at);
    const isLeech =
      rating === "again" && current.state === "review" && next.lapses >= settings.leechLapses && next.lapses % settings.leechLapses === 0;
    const tomorrow = studyDay(at, settings.timeZone).end;
    const siblings = await tx.card.findMany({
      where: {
        noteId: card.noteId,
        id: { not: cardId },
        state: { in: ["new", "review"] },
        OR: [{ buriedUntil: null }, { buriedUntil: { lt: tomorrow } }],
      },
      select: { id: true },
    });
    const undo: AnswerUndo = { schedule: current, suspended: card.suspended, leech: card.leech, buried: siblings.map((s) => s.id) };

    await tx.card.update({ where: { id: cardId }, data: { ...scheduleData(next), ...(isLeech ? { suspended: true, leech: true } : {}) } });
    if (siblings.length > 0) await tx.card.updateMany({ where: { id: { in: undo.buried } }, data: { buriedUntil: tomorrow } });
    const elapsedDays = current.last_review ? Math.max(0, (at.getTime() - Date.parse(current.last_review)) / 86_400_000) : 0;
    const result: TAnswerResult & { leech: boolean } = { card_id: cardId, review_id: reviewId, schedule: next, leech: isLeech };
    await tx.reviewLog.create({
      data: {
        id: reviewId,
        cardId,
        userId,
        rating: RATING_NUMBER[rating],
        stateBefore: current.state,
        dueBefore: current.due ? new Date(current.due) : null,
        stabilityAfter: next.stability ?? 0,
        difficultyAfter: next.difficulty ?? 0,
        elapsedDays,
        durationMs,
        reviewedAt: at,
        result: result as unknown as Prisma.InputJsonValue,
        undo: undo as unknown as Prisma.InputJsonValue,
      },
    });
    return result;
  });
}

async function findReplay({ userId, reviewId }: { userId: string; reviewId: string }, tx: Prisma.TransactionClient) {
  const log = await tx.reviewLog.findUnique({ where: { id: reviewId }, select: { userId: true, result: true } });
  if (!log) return null;
  // Someone else's review id: answer as if there were none of ours (ids leak nothing).
  if (log.userId !== userId) throw cardNotFound();
  return log.result as unknown as TAnswerResult & { leech: boolean };
}

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

/** The client's answer time, kept if it lies within the last week and not in the future (clocks differ; offline answers arrive late). */
export function clampAnswerTime(answeredAt: string | undefined, now: Date): Date {
  if (!answeredAt) return now;
  const at = Date.parse(answeredAt);
  if (!Number.isFinite(at)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - LATE_ANSWER_WINDOW_MS, at)));
}
