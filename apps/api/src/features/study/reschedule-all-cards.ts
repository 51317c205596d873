import { rescheduleCard } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { cardScheduleSelect, toCardSchedule } from "../collection/card-schedule.ts";
import { getStudySettings } from "./study-settings.ts";

const BATCH = 2000;

/**
 * "Reschedule all cards" after the desired retention or the parameters
 * changed: every review card gets the due date its stability gives under the
 * current settings, counted from its last review. No answer is rewritten.
 * Batched by id, each batch one statement.
 */
export async function rescheduleAllCards({ userId }: { userId: string }, db: Db): Promise<{ rescheduled: number }> {
  const settings = await getStudySettings({ userId }, db);
  let after: string | undefined;
  let rescheduled = 0;
  for (;;) {
    const cards = await db.card.findMany({
      where: { userId, state: "review", ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, ...cardScheduleSelect },
    });
    if (cards.length === 0) return { rescheduled };
    const ids: string[] = [];
    const dues: string[] = [];
    const days: number[] = [];
    for (const card of cards) {
      const next = rescheduleCard(toCardSchedule(card), settings.scheduler);
      ids.push(card.id);
      dues.push(next.due!);
      days.push(next.scheduled_days);
    }
    await db.$executeRaw`
      UPDATE card SET due = moved.due::timestamptz AT TIME ZONE 'UTC', "scheduledDays" = moved.days, "updatedAt" = now()
      FROM unnest(${ids}::uuid[], ${dues}::text[], ${days}::int[]) AS moved(id, due, days)
      WHERE card.id = moved.id AND card."userId" = ${userId} AND card.state = 'review'`;
    rescheduled += cards.length;
    after = cards.at(-1)!.id;
  }
}
