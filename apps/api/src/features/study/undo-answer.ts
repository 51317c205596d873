import type { TAnswerResult } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { cardNotFound, type AnswerUndo } from "./answer-card.ts";
import { cardScheduleSelect, scheduleData, toCardSchedule } from "./card-schedule.ts";

/**
 * Takes an answer back: the card gets its exact prior schedule and flags, the
 * siblings the answer buried come back, and the log row goes. Only the card's
 * latest answer can be undone (undo steps back one answer at a time); if the
 * card was answered again since, it answers CONFLICT.
 */
export async function undoAnswer({ userId, reviewId }: { userId: string; reviewId: string }, db: Db): Promise<TAnswerResult> {
  return db.$transaction(async (tx) => {
    const log = await tx.reviewLog.findFirst({ where: { id: reviewId, userId }, select: { cardId: true, reviewedAt: true, undo: true } });
    if (!log) throw new AppError("NOT_FOUND", { message: "There is no such answer to undo." });
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM card WHERE id = ${log.cardId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw cardNotFound();
    const later = await tx.reviewLog.count({ where: { cardId: log.cardId, id: { not: reviewId }, reviewedAt: { gte: log.reviewedAt } } });
    if (later > 0) throw new AppError("CONFLICT", { message: "This card was answered again since; undo the later answer first." });

    const undo = log.undo as unknown as AnswerUndo;
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
