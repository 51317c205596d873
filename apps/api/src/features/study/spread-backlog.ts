import { studyDayAfter } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { cardsInPlay, decksWithLimits, doneToday, doneTodayByDeck, iso, lowestRecallFirst, studyScope } from "./study-scope.ts";
import { getStudySettings } from "./study-settings.ts";

/**
 * After a break: the reviews due beyond today's limit are spread evenly over
 * the next `days` study days, the least likely to be recalled kept soonest.
 * Today keeps what the queue would give today: as many as the account's limit
 * still allows, and from a deck with its own limit no more than that leaves.
 * Nothing else about the cards changes; the answers themselves will
 * reschedule them.
 */
export async function spreadBacklog(
  { userId, days, now = new Date() }: { userId: string; days: number; now?: Date },
  db: Db,
): Promise<{ moved: number; per_day: number }> {
  if (!Number.isInteger(days) || days < 1 || days > 30)
    throw new AppError("BAD_REQUEST", { message: "days must be a whole number from 1 to 30." });
  const settings = await getStudySettings({ userId }, db);
  const scope = studyScope({ userId, groupIds: [], now, settings });
  return db.$transaction(async (tx) => {
    const limits = (await decksWithLimits(scope, tx)).filter((deck) => deck.limits.reviewsPerDay !== null);
    const [done, doneByDeck] = await Promise.all([
      doneToday(scope, tx),
      doneTodayByDeck(
        scope,
        limits.map((deck) => deck.groupId),
        tx,
      ),
    ]);
    let room = Math.max(0, settings.reviewsPerDay - done.reviews);
    const deckRoom = new Map(
      limits.map((deck) => [deck.groupId, Math.max(0, (deck.limits.reviewsPerDay ?? 0) - (doneByDeck.get(deck.groupId)?.reviews ?? 0))]),
    );
    const due = await tx.$queryRaw<{ id: string; groupId: string }[]>`
      SELECT c.id, n."groupId" FROM card c JOIN note n ON n.id = c."noteId"
      WHERE ${cardsInPlay(scope)} AND c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp
      ORDER BY ${lowestRecallFirst(now)}
      FOR UPDATE OF c`;
    // What the queue serves today stays; the rest is the backlog.
    const backlog = due
      .filter(({ groupId }) => {
        const left = deckRoom.get(groupId);
        if (room === 0 || left === 0) return true;
        room--;
        if (left !== undefined) deckRoom.set(groupId, left - 1);
        return false;
      })
      .map((row) => row.id);
    if (backlog.length === 0) return { moved: 0, per_day: 0 };
    const perDay = Math.ceil(backlog.length / days);
    const ids: string[] = [];
    const dues: string[] = [];
    backlog.forEach((id, index) => {
      ids.push(id);
      dues.push(iso(studyDayAfter(now, settings.timeZone, 1 + Math.floor(index / perDay)).start));
    });
    await tx.$executeRaw`
      UPDATE card SET due = moved.due::timestamp, "updatedAt" = now()
      FROM unnest(${ids}::uuid[], ${dues}::text[]) AS moved(id, due)
      WHERE card.id = moved.id AND card."userId" = ${userId}`;
    return { moved: backlog.length, per_day: perDay };
  });
}
