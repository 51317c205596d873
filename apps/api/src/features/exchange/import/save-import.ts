import { createHash, randomUUID } from "node:crypto";
import { cardFaces, noteCardOrds, type TImportResult, type TImportTarget, type TNoteContent } from "@mnemo/api-contract";
import { Prisma, type Db, type DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../../groups/group-not-found.ts";
import { syncNoteCards } from "../../notes/sync-note-cards.ts";
import { guidForNote, noteIdFromGuid } from "../anki/anki-guid.ts";
import type { ExchangeService } from "../exchange-service.ts";
import type { TExchangeCard, TExchangeNote, TImportBundle } from "../exchange-model.ts";
import { mapContentTexts, mediaNamesIn } from "../files/media-names.ts";
import { renameMediaInHtml, storeImportMedia } from "../files/save-media.ts";

export type SaveImportOptions = {
  userId: string;
  bundle: TImportBundle;
  target: TImportTarget;
  /** Write the file's schedules and answers (when it has them). */
  includeProgress: boolean;
  now?: Date;
};

type Existing = {
  id: string;
  groupId: string;
  guid: string | null;
  updatedAt: Date;
  type: string;
  content: unknown;
  format: string;
  source: unknown;
};
type Incoming = { note: TExchangeNote; deckKey: string };
type Placed = { id: string; item: Incoming };

/**
 * Saves what a reader found, in one transaction (docs/exchange.md, "Importing"): the target deck(s),
 * new notes appended in the file's order with their cards, notes already here (same Anki guid, or
 * for text the same first field in the same deck) updated when the file's copy is newer, and with
 * progress each card's schedule and answers (answers keep ids derived from the file, so importing
 * again adds none twice). Media are written first and removed again if the notes cannot be saved.
 * Imports cost no words.
 */
export async function saveImport(
  { userId, bundle, target, includeProgress, now = new Date() }: SaveImportOptions,
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<TImportResult> {
  const incoming: Incoming[] = bundle.decks.flatMap((deck) => deck.notes.map((note) => ({ note, deckKey: deckKeyOf(deck.path) })));
  const used = new Set(incoming.flatMap(({ note }) => (note.format === "html" ? mediaNamesIn(note.content) : [])));
  const media = await storeImportMedia({ userId, media: bundle.media.filter((file) => used.has(file.name)) }, { db, exchange });
  for (const item of incoming) {
    if (item.note.format === "html")
      item.note = { ...item.note, content: mapContentTexts(item.note.content, (text) => renameMediaInHtml(text, media.names)) };
  }

  try {
    return await db.$transaction(
      async (tx) => {
        const groups = await targetDecks({ userId, bundle, target }, tx);
        const existing = await findExisting({ userId, kind: bundle.kind, incoming, groups }, tx);
        const created: Placed[] = [];
        const updated: Placed[] = [];
        const matched: Placed[] = [];
        let unchanged = 0;
        for (const item of incoming) {
          const match = existing.get(item);
          if (!match) {
            created.push({ id: randomUUID(), item });
            continue;
          }
          matched.push({ id: match.id, item });
          if (item.note.modifiedAt > match.updatedAt && differs(match, item.note)) updated.push({ id: match.id, item });
          else unchanged++;
        }

        await appendNotes({ userId, created, groups }, tx);
        for (const { id, item } of updated) {
          await tx.note.update({
            where: { id },
            data: {
              type: item.note.type,
              content: item.note.content,
              format: item.note.format,
              source: item.note.source ?? Prisma.JsonNull,
              guid: item.note.guid,
            },
          });
        }
        await syncNoteCards({ notes: [...created, ...updated].map(({ id, item }) => ({ id, userId, content: item.note.content })) }, tx);
        const reviews = includeProgress && bundle.hasProgress ? await writeProgress({ userId, notes: [...created, ...matched] }, tx) : 0;
        if (media.added.length > 0) {
          await tx.mediaFile.createMany({
            data: media.added.map((file) => ({ userId, hash: file.hash, ext: file.ext, mime: file.mime, size: file.size })),
            skipDuplicates: true,
          });
        }
        const groupIds = [...new Set(groups.values())];
        await tx.group.updateMany({ where: { id: { in: groupIds }, userId }, data: { updatedAt: now } });
        return {
          groupIds,
          created: created.length,
          updated: updated.length,
          unchanged,
          skipped: bundle.skipped.length,
          media: media.added.length,
          reviews,
        };
      },
      { timeout: 5 * 60_000, maxWait: 30_000 },
    );
  } catch (error) {
    await media.rollback();
    throw error;
  }
}

const deckKeyOf = (path: readonly string[]) => path.join("::");

/**
 * The deck each of the file's decks goes to: the chosen existing deck for all of them, or new decks:
 * one deck per deck of the file, titled by its path ("Biology::Cells"), or by the given title when
 * the file has one deck (with several, the title becomes their parent: "Title::Cells").
 */
async function targetDecks(
  { userId, bundle, target }: { userId: string; bundle: TImportBundle; target: TImportTarget },
  tx: DbOrTx,
): Promise<Map<string, string>> {
  const keys = [...new Set(bundle.decks.map((deck) => deckKeyOf(deck.path)))];
  const groups = new Map<string, string>();
  if (target.kind === "existing") {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "group" WHERE id = ${target.groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw groupNotFound();
    for (const key of keys) groups.set(key, target.groupId);
    return groups;
  }
  const title = target.title?.trim();
  for (const key of keys) {
    const name = title ? (keys.length === 1 ? title : `${title}::${key}`) : key || "Imported deck";
    const group = await tx.group.create({ data: { userId, title: name.slice(0, 200) }, select: { id: true } });
    groups.set(key, group.id);
  }
  return groups;
}

/**
 * The user's notes the file's notes are already here as. Anki packages: by guid, over all the user's
 * decks as Anki does (a note exported from Mnemo carries a guid made from its id). Text: by the first
 * field, within the deck the note goes to.
 */
async function findExisting(
  { userId, kind, incoming, groups }: { userId: string; kind: TImportBundle["kind"]; incoming: Incoming[]; groups: Map<string, string> },
  tx: DbOrTx,
): Promise<Map<Incoming, Existing>> {
  const select = { id: true, groupId: true, guid: true, updatedAt: true, type: true, content: true, format: true, source: true } as const;
  const found = new Map<Incoming, Existing>();
  if (kind === "apkg") {
    const guids = [...new Set(incoming.map(({ note }) => note.guid))];
    const ids = guids.map(noteIdFromGuid).filter((id): id is string => id !== null);
    const rows: Existing[] = [];
    for (let start = 0; start < Math.max(guids.length, ids.length); start += 5000) {
      rows.push(
        ...(await tx.note.findMany({
          where: { userId, OR: [{ guid: { in: guids.slice(start, start + 5000) } }, { id: { in: ids.slice(start, start + 5000) } }] },
          select,
        })),
      );
    }
    const byGuid = new Map<string, Existing>();
    for (const row of rows) byGuid.set(row.guid ?? guidForNote(row.id), row);
    for (const item of incoming) {
      const row = byGuid.get(item.note.guid);
      if (row) found.set(item, row);
    }
    return found;
  }
  const rows = await tx.note.findMany({ where: { userId, groupId: { in: [...new Set(groups.values())] } }, select });
  const byFirstField = new Map<string, Existing>();
  for (const row of rows) byFirstField.set(`${row.groupId}\u0000${firstField(row.content as TNoteContent)}`, row);
  for (const item of incoming) {
    const row = byFirstField.get(`${groups.get(item.deckKey)}\u0000${firstField(item.note.content)}`);
    if (row) found.set(item, row);
  }
  return found;
}

/** The text a text import matches notes on: the card's front, as Anki's first field. */
function firstField(content: TNoteContent): string {
  return cardFaces(content).front.trim();
}

function differs(row: Existing, note: TExchangeNote): boolean {
  return (
    row.type !== note.type ||
    row.format !== note.format ||
    JSON.stringify(row.content) !== JSON.stringify(note.content) ||
    JSON.stringify(row.source ?? null) !== JSON.stringify(note.source ?? null)
  );
}

/** New notes after each deck's last card, in the file's order (the deck rows are locked or new). */
async function appendNotes({ userId, created, groups }: { userId: string; created: Placed[]; groups: Map<string, string> }, tx: DbOrTx) {
  if (created.length === 0) return;
  const next = new Map<string, number>();
  for (const groupId of new Set(groups.values())) {
    const last = await tx.note.aggregate({ where: { groupId }, _max: { position: true } });
    next.set(groupId, (last._max.position ?? -1) + 1);
  }
  const rows = created.map(({ id, item }) => {
    const groupId = groups.get(item.deckKey)!;
    const position = next.get(groupId)!;
    next.set(groupId, position + 1);
    return {
      id,
      groupId,
      userId,
      type: item.note.type,
      content: item.note.content,
      format: item.note.format,
      guid: item.note.guid,
      source: item.note.source ?? Prisma.JsonNull,
      position,
    };
  });
  for (let start = 0; start < rows.length; start += 2000) await tx.note.createMany({ data: rows.slice(start, start + 2000) });
}

/**
 * Each imported card's schedule and answers. A card already here keeps its own schedule unless the
 * file's last answer is newer than its own; answers are added once (ids derived from the file).
 */
async function writeProgress({ userId, notes }: { userId: string; notes: Placed[] }, tx: DbOrTx): Promise<number> {
  const withProgress = notes.filter(({ item }) => item.note.cards.some((card) => card.reviews.length > 0 || card.schedule.state !== "new"));
  if (withProgress.length === 0) return 0;
  const cards = await tx.card.findMany({
    where: { userId, noteId: { in: withProgress.map((note) => note.id) } },
    select: { id: true, noteId: true, ord: true, lastReview: true },
  });
  const byKey = new Map(cards.map((card) => [`${card.noteId}:${card.ord}`, card]));
  // Answers already here (the same answer exported to Anki and brought back has another id): one per card and second.
  const known = new Set<string>();
  for (let start = 0; start < cards.length; start += 5000) {
    const rows = await tx.reviewLog.findMany({
      where: { userId, cardId: { in: cards.slice(start, start + 5000).map((card) => card.id) } },
      select: { cardId: true, reviewedAt: true },
    });
    for (const row of rows) known.add(`${row.cardId}:${Math.floor(row.reviewedAt.getTime() / 1000)}`);
  }
  const schedules: { id: string; card: TExchangeCard }[] = [];
  const logs: Prisma.ReviewLogCreateManyInput[] = [];
  for (const { id: noteId, item } of withProgress) {
    const ords = new Set(noteCardOrds(item.note.content));
    for (const card of item.note.cards) {
      const row = ords.has(card.ord) ? byKey.get(`${noteId}:${card.ord}`) : undefined;
      if (!row) continue;
      const theirs = card.schedule.last_review ? Date.parse(card.schedule.last_review) : null;
      if (theirs !== null && (row.lastReview === null || theirs > row.lastReview.getTime())) schedules.push({ id: row.id, card });
      for (const review of card.reviews) {
        const second = `${row.id}:${Math.floor(review.reviewedAt.getTime() / 1000)}`;
        if (known.has(second)) continue;
        known.add(second);
        // Review ids are global: the file's id made the user's own, so two learners importing one shared deck both keep their answers.
        const id = userReviewId(userId, review.id);
        logs.push({
          id,
          cardId: row.id,
          userId,
          rating: review.rating,
          stateBefore: review.stateBefore,
          dueBefore: null,
          stabilityAfter: review.stabilityAfter ?? 0,
          difficultyAfter: review.difficultyAfter ?? 0,
          elapsedDays: review.elapsedDays,
          durationMs: Math.max(0, Math.min(600_000, Math.round(review.durationMs))),
          reviewedAt: review.reviewedAt,
          result: { card_id: row.id, review_id: id, imported: true, interval_days: review.intervalDays },
          undo: { imported: true },
        });
      }
    }
  }
  for (let start = 0; start < schedules.length; start += 2000) await updateSchedules(schedules.slice(start, start + 2000), tx);
  let added = 0;
  for (let start = 0; start < logs.length; start += 5000) {
    added += (await tx.reviewLog.createMany({ data: logs.slice(start, start + 5000), skipDuplicates: true })).count;
  }
  return added;
}

/** A UUID (version 8, name-based) from the user and the file's review id: stable for re-imports, distinct between users. */
function userReviewId(userId: string, reviewId: string): string {
  const hex = createHash("sha256").update(`${userId}\u0000${reviewId}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One statement for a slice of cards' schedules and flags. */
async function updateSchedules(rows: { id: string; card: TExchangeCard }[], tx: DbOrTx): Promise<void> {
  const column = <T>(pick: (card: TExchangeCard) => T) => rows.map(({ card }) => pick(card));
  await tx.$executeRaw`
    UPDATE card SET
      state = v.state::"CardState", due = v.due, stability = v.stability, difficulty = v.difficulty, reps = v.reps, lapses = v.lapses,
      "learningSteps" = v.steps, "scheduledDays" = v.days, "lastReview" = v.last, suspended = v.suspended, leech = v.leech,
      "buriedUntil" = v.buried, "updatedAt" = now()
    FROM unnest(
      ${rows.map((row) => row.id)}::uuid[], ${column((c) => c.schedule.state)}::text[], ${column((c) => c.schedule.due)}::timestamp[],
      ${column((c) => c.schedule.stability)}::float8[], ${column((c) => c.schedule.difficulty)}::float8[], ${column((c) => c.schedule.reps)}::int[],
      ${column((c) => c.schedule.lapses)}::int[], ${column((c) => c.schedule.learning_steps)}::int[], ${column((c) => c.schedule.scheduled_days)}::int[],
      ${column((c) => c.schedule.last_review)}::timestamp[], ${column((c) => c.suspended || c.leech)}::bool[], ${column((c) => c.leech)}::bool[],
      ${column((c) => c.buriedUntil?.toISOString() ?? null)}::timestamp[]
    ) AS v(id, state, due, stability, difficulty, reps, lapses, steps, days, last, suspended, leech, buried)
    WHERE card.id = v.id`;
}
