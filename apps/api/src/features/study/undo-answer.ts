import type { TAnswerResult } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { cardNotFound, type AnswerUndo } from "./answer-card.ts";
import { cardScheduleSelect, scheduleData, toCardSchedule } from "../collection/card-schedule.ts";

export const IMPORTED_ANSWER_UNDO =
  "This answer came from an import (an Anki package's review history), which does not say what the card's schedule was before it, so it cannot be undone. Only answers given in Mnemo can be undone.";

/**
 * Takes an answer back: the card gets its exact prior schedule and flags, the
 * siblings the answer buried come back, and the log row goes. Only the card's
 * latest answer can be undone (undo steps back one answer at a time); if the
 * card was answered again since, it answers CONFLICT. An imported answer
 * (its log row keeps no prior schedule) cannot be undone: BAD_REQUEST, and
 * nothing changes.
 */
export async function undoAnswer({ userId, reviewId }: { userId: string; reviewId: string }, db: Db): Promise<TAnswerResult> {
  return db.$transaction(async (tx) => {
    const log = await tx.reviewLog.findFirst({ where: { id: reviewId, userId }, select: { cardId: true, reviewedAt: true, undo: true } });
    if (!log) throw new AppError("NOT_FOUND", { message: "There is no such answer to undo." });
    const undo = undoOf(log.undo);
    if (!undo) throw new AppError("BAD_REQUEST", { message: IMPORTED_ANSWER_UNDO });
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM card WHERE id = ${log.cardId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw cardNotFound();
    const later = await tx.reviewLog.count({ where: { cardId: log.cardId, id: { not: reviewId }, reviewedAt: { gte: log.reviewedAt } } });
    if (later > 0) throw new AppError("CONFLICT", { message: "This card was answered again since; undo the later answer first." });

    const card = await tx.card.update({
      where: { id: log.cardId },
      data: { ...scheduleData(undo.schedule), suspended: undo.suspended, leech: undo.leech },
      select: cardScheduleSelect,
    });
    if (undo.buried.length > 0) await tx.card.updateMany({ where: { id: { in: undo.buried }, userId }, data: { buriedUntil: null } });
    await tx.reviewLog.delete({ where: { id: reviewId } });
    return { card_id: log.cardId, review_id: reviewId, schedule: toCardSchedule(card) };
  });
}

/** What answering kept for undo; null for a log row that kept none (imported answers hold only `{imported: true}`). */
function undoOf(value: Prisma.JsonValue): AnswerUndo | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const undo = value as Partial<AnswerUndo>;
  if (typeof undo.schedule !== "object" || undo.schedule === null) return null;
  return { schedule: undo.schedule, suspended: undo.suspended === true, leech: undo.leech === true, buried: undo.buried ?? [] };
}
