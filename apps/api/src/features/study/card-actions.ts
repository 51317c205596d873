import { NEW_CARD_SCHEDULE, studyDay, studyDayAfter, type TCardSchedule } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { cardNotFound } from "./answer-card.ts";
import { cardScheduleSelect, scheduleData, toCardSchedule } from "../collection/card-schedule.ts";
import { getStudySettings } from "./study-settings.ts";

type CardRef = { userId: string; cardId: string };

async function updateOwnCard({ userId, cardId }: CardRef, data: Parameters<DbOrTx["card"]["updateMany"]>[0]["data"], db: DbOrTx) {
  const { count } = await db.card.updateMany({ where: { id: cardId, userId }, data });
  if (count === 0) throw cardNotFound();
  const card = await db.card.findFirstOrThrow({
    where: { id: cardId, userId },
    select: { ...cardScheduleSelect, suspended: true, buriedUntil: true, leech: true },
  });
  return {
    schedule: toCardSchedule(card),
    suspended: card.suspended,
    buried_until: card.buriedUntil?.toISOString() ?? null,
    leech: card.leech,
  };
}

/** Out of study until unsuspended. */
export const suspendCard = (ref: CardRef, db: DbOrTx) => updateOwnCard(ref, { suspended: true }, db);

/** Back into study; a leech stays tagged until its note is edited or the card reset. */
export const unsuspendCard = (ref: CardRef, db: DbOrTx) => updateOwnCard(ref, { suspended: false }, db);

/** Out of study until the next study day starts. */
export async function buryCard(ref: CardRef, db: DbOrTx, now = new Date()) {
  const settings = await getStudySettings({ userId: ref.userId }, db);
  return updateOwnCard(ref, { buriedUntil: studyDay(now, settings.timeZone).end }, db);
}

/** Forgets the card's progress: new again (its review history is kept). */
export const resetCard = (ref: CardRef, db: DbOrTx) =>
  updateOwnCard(ref, { ...scheduleData(NEW_CARD_SCHEDULE), suspended: false, leech: false, buriedUntil: null }, db);

/** Due on the study day `days` from today (0 = today); a new card becomes a review card due then. */
export async function setCardDue({ days, ...ref }: CardRef & { days: number }, db: DbOrTx, now = new Date()) {
  const settings = await getStudySettings({ userId: ref.userId }, db);
  const card = await db.card.findFirst({ where: { id: ref.cardId, userId: ref.userId }, select: cardScheduleSelect });
  if (!card) throw cardNotFound();
  const due = studyDayAfter(now, settings.timeZone, days).start;
  const schedule: TCardSchedule = toCardSchedule(card);
  const next: TCardSchedule =
    schedule.state === "new"
      ? {
          ...schedule,
          state: "review",
          due: due.toISOString(),
          stability: Math.max(1, days),
          difficulty: 5,
          scheduled_days: days,
          last_review: now.toISOString(),
        }
      : { ...schedule, due: due.toISOString(), scheduled_days: days };
  return updateOwnCard(ref, { ...scheduleData(next), buriedUntil: null }, db);
}
