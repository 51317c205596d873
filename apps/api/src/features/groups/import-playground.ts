import { randomUUID } from "node:crypto";
import {
  RATING_NUMBER,
  NEW_CARD_SCHEDULE,
  noteCardOrds,
  PLAYGROUND_IMPORT_CLOCK_SKEW_MS,
  PLAYGROUND_IMPORT_MAX_AGE_DAYS,
  type TCardSchedule,
  type TPlaygroundImport,
  type TPlaygroundImportResult,
} from "@mnemo/api-contract";
import type { Prisma, Db, DbOrTx } from "@mnemo/db";
import { AppError, isUniqueViolation } from "../../lib/app-error.ts";
import { syncNoteCards } from "../collection/sync-note-cards.ts";
import { scheduleData } from "../collection/card-schedule.ts";

const DAY_MS = 86_400_000;
/** A card buried in the playground comes back by the next study day; anything later than this is not a bury. */
const MAX_BURY_MS = 2 * DAY_MS;

export type ImportPlaygroundOptions = { userId: string; input: TPlaygroundImport; now?: Date };

const badRequest = (message: string) => new AppError("BAD_REQUEST", { message });

type CheckedReview = TPlaygroundImport["notes"][number]["cards"][number]["reviews"][number] & { at: Date };

/**
 * Checks what zod cannot: each card is one the note makes, once; no time lies
 * in the future (beyond clock skew, which is taken as now) or too far back.
 * Returns the answers of each card with their times, oldest first.
 */
function checkImport(input: TPlaygroundImport, now: Date): CheckedReview[][][] {
  const latest = now.getTime() + PLAYGROUND_IMPORT_CLOCK_SKEW_MS;
  const earliest = now.getTime() - PLAYGROUND_IMPORT_MAX_AGE_DAYS * DAY_MS;
  const checkTime = (value: string | null, where: string) => {
    if (value === null) return;
    const at = Date.parse(value);
    if (at > latest) throw badRequest(`${where} is in the future; answers can only be brought over once given.`);
    if (at < earliest) throw badRequest(`${where} is more than ${PLAYGROUND_IMPORT_MAX_AGE_DAYS} days ago.`);
  };
  return input.notes.map((note, n) => {
    const ords = noteCardOrds(note.content);
    const seen = new Set<number>();
    return note.cards.map((card, c) => {
      const where = `notes[${n}].cards[${c}]`;
      if (!ords.includes(card.ord)) {
        throw badRequest(`${where}.ord ${card.ord} is not a card of this note (its cards are ${ords.join(", ") || "none"}).`);
      }
      if (seen.has(card.ord)) throw badRequest(`${where}.ord ${card.ord} appears twice in this note.`);
      seen.add(card.ord);
      checkTime(card.schedule.last_review, `${where}.schedule.last_review`);
      if (card.buried_until !== null && Date.parse(card.buried_until) > now.getTime() + MAX_BURY_MS) {
        throw badRequest(`${where}.buried_until must be within the next two days.`);
      }
      if (card.schedule.state === "new" && card.reviews.length > 0 && card.schedule.reps === 0) {
        throw badRequest(`${where} has answers but its schedule says it was never answered.`);
      }
      return card.reviews
        .map((review, r) => {
          checkTime(review.reviewed_at, `${where}.reviews[${r}].reviewed_at`);
          return { ...review, at: new Date(Math.min(now.getTime(), Date.parse(review.reviewed_at))) };
        })
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    });
  });
}

/**
 * groups.importPlayground: the visitor's sample deck, studied in the browser,
 * becomes a deck of the new account in one transaction: its notes (validated
 * as notes.create validates them, with their cards made by syncNoteCards),
 * each studied card's schedule and flags, and its answers as review_log rows.
 * The import id is the new deck's id, so the same import sent twice (a double
 * click, a retry after a lost answer) makes one deck and answers with it.
 * docs/study.md, "The playground".
 */
export async function importPlayground(
  { userId, input, now = new Date() }: ImportPlaygroundOptions,
  db: Db,
): Promise<TPlaygroundImportResult> {
  const reviewsByCard = checkImport(input, now);
  try {
    return await db.$transaction(async (tx) => {
      const earlier = await alreadyImported({ userId, groupId: input.importId }, tx);
      if (earlier) return earlier;
      return await writeImport({ userId, input, reviewsByCard }, tx);
    });
  } catch (error) {
    // The same import sent twice at once: the second waited on the first's deck id and found it taken.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await alreadyImported({ userId, groupId: input.importId }, db);
    if (earlier) return earlier;
    throw error;
  }
}

async function alreadyImported(
  { userId, groupId }: { userId: string; groupId: string },
  db: DbOrTx,
): Promise<TPlaygroundImportResult | null> {
  const group = await db.group.findUnique({ where: { id: groupId }, select: { userId: true, title: true } });
  if (!group) return null;
  // Ids are random: another account's deck with this id means the import id was not made fresh.
  if (group.userId !== userId) throw new AppError("CONFLICT", { message: "This import id is already taken; start the import again." });
  const [notes, cards, reviews] = await Promise.all([
    db.note.count({ where: { groupId, userId } }),
    db.card.count({ where: { userId, note: { groupId } } }),
    db.reviewLog.count({ where: { userId, card: { note: { groupId } } } }),
  ]);
  return { group_id: groupId, title: group.title, notes, cards, reviews, created: false };
}

async function writeImport(
  { userId, input, reviewsByCard }: { userId: string; input: TPlaygroundImport; reviewsByCard: CheckedReview[][][] },
  tx: DbOrTx,
): Promise<TPlaygroundImportResult> {
  const groupId = input.importId;
  await tx.group.create({ data: { id: groupId, userId, title: input.title } });
  const notes = input.notes.map((note, position) => ({
    id: randomUUID(),
    groupId,
    userId,
    type: note.content.type,
    content: note.content,
    position,
  }));
  await tx.note.createMany({ data: notes });
  await syncNoteCards({ notes: notes.map(({ id, content }) => ({ id, userId, content })) }, tx);
  const cards = await tx.card.findMany({
    where: { userId, noteId: { in: notes.map((note) => note.id) } },
    select: { id: true, noteId: true, ord: true },
  });
  const cardId = new Map(cards.map((card) => [`${card.noteId}:${card.ord}`, card.id]));

  const logs: Prisma.ReviewLogCreateManyInput[] = [];
  for (const [n, note] of input.notes.entries()) {
    for (const [c, card] of note.cards.entries()) {
      const id = cardId.get(`${notes[n]!.id}:${card.ord}`)!;
      await tx.card.update({
        where: { id },
        data: {
          ...scheduleData(card.schedule),
          suspended: card.suspended || card.leech,
          leech: card.leech,
          buriedUntil: card.buried_until ? new Date(card.buried_until) : null,
        },
      });
      let before: TCardSchedule = NEW_CARD_SCHEDULE;
      let previousAt: Date | null = null;
      for (const review of reviewsByCard[n]![c]!) {
        const reviewId = randomUUID();
        logs.push({
          id: reviewId,
          cardId: id,
          userId,
          rating: RATING_NUMBER[review.rating],
          stateBefore: review.state_before,
          dueBefore: review.due_before ? new Date(review.due_before) : null,
          stabilityAfter: review.after.stability ?? 0,
          difficultyAfter: review.after.difficulty ?? 0,
          elapsedDays: previousAt ? Math.max(0, (review.at.getTime() - previousAt.getTime()) / DAY_MS) : 0,
          durationMs: review.duration_ms,
          reviewedAt: review.at,
          result: { card_id: id, review_id: reviewId, schedule: review.after, leech: false },
          undo: { schedule: before, suspended: false, leech: false, buried: [] },
        });
        before = review.after;
        previousAt = review.at;
      }
    }
  }
  if (logs.length > 0) await tx.reviewLog.createMany({ data: logs });
  return { group_id: groupId, title: input.title, notes: notes.length, cards: cards.length, reviews: logs.length, created: true };
}
