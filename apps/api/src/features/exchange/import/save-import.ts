import { createHash, randomUUID } from "node:crypto";
import {
  cardFaces,
  MAX_ANSWER_DURATION_MS,
  noteCardOrds,
  type TImportResult,
  type TImportTarget,
  type TNoteContent,
} from "@mnemo/api-contract";
import { Prisma, type Db, type DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../../collection/group-not-found.ts";
import { syncNoteCards } from "../../collection/sync-note-cards.ts";
import { guidForNote, noteIdFromGuid } from "../anki/anki-guid.ts";
import type { ExchangeService } from "../exchange-service.ts";
import type { TExchangeCard, TExchangeNote, TImportBundle, TNoteSource } from "../exchange-model.ts";
import { sameShownSource } from "../formats/source-cell.ts";
import { mapContentTexts, mediaNamesIn } from "../../collection/media-names.ts";
import { assertMediaStored } from "../files/media-lock.ts";
import { renameMediaInHtml, storeImportMedia } from "../files/save-media.ts";
import { cleanDeckTitle } from "./deck-titles.ts";

export type SaveImportOptions = {
  userId: string;
  bundle: TImportBundle;
  target: TImportTarget;
  /** Write the file's schedules and answers (when it has them). */
  includeProgress: boolean;
  now?: Date;
  /** Runs first in the saving transaction (taking the upload, so it is imported once); throwing saves nothing. */
  claim?: (tx: DbOrTx) => Promise<void>;
};

type Existing = {
  id: string;
  groupId: string;
  guid: string | null;
  updatedAt: Date;
  type: string;
  content: unknown;
  format: string;
  tags: string[];
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
  { userId, bundle, target, includeProgress, now = new Date(), claim }: SaveImportOptions,
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
        await claim?.(tx);
        const groups = await existingTarget({ userId, bundle, target }, tx);
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

        // New decks only for the file's decks that bring new notes: importing a file again makes no empty deck.
        if (target.kind === "new")
          await createDecks({ userId, bundle, title: target.title, keys: created.map(({ item }) => item.deckKey), groups }, tx);
        await appendNotes({ userId, created, groups }, tx);
        // New notes have no cards yet: theirs are inserted at once, with the file's schedules when progress is asked for.
        await insertCards({ userId, notes: created, withProgress: includeProgress && bundle.hasProgress }, tx);
        for (const { id, item } of updated) {
          await tx.note.update({
            where: { id },
            data: {
              type: item.note.type,
              content: item.note.content,
              format: item.note.format,
              source: item.note.source ?? Prisma.JsonNull,
              guid: item.note.guid,
              tags: item.note.tags,
            },
          });
        }
        await syncNoteCards({ notes: updated.map(({ id, item }) => ({ id, userId, content: item.note.content })) }, tx);
        const reviews = includeProgress && bundle.hasProgress ? await writeProgress({ userId, created, matched }, tx) : 0;
        if (media.added.length > 0) {
          await tx.mediaFile.createMany({
            data: media.added.map((file) => ({ userId, hash: file.hash, ext: file.ext, mime: file.mime, size: file.size })),
            skipDuplicates: true,
          });
          // Files found already stored may have been removed since (their last keeper deleted, the sweep): checked under their locks.
          await assertMediaStored(
            media.added.map((file) => file.hash),
            { exchange },
            tx,
          );
        }
        const groupIds = [...new Set([...groups.values(), ...matched.map(({ item }) => existing.get(item)!.groupId)])];
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
 * The preview's count of the file's notes already here and new (docs/exchange.md, "Matching"): matched exactly as
 * `saveImport` matches them, with the target deck read but not locked. Another learner's deck answers 404.
 */
export async function countImportMatches(
  { userId, bundle, target }: { userId: string; bundle: TImportBundle; target: TImportTarget },
  db: DbOrTx,
): Promise<{ existing: number; new: number }> {
  const incoming: Incoming[] = bundle.decks.flatMap((deck) => deck.notes.map((note) => ({ note, deckKey: deckKeyOf(deck.path) })));
  const groups = await existingTarget({ userId, bundle, target, lock: false }, db);
  const existing = await findExisting({ userId, kind: bundle.kind, incoming, groups }, db);
  return { existing: existing.size, new: incoming.length - existing.size };
}

/** With an existing deck as the target, every deck of the file goes there (the deck row locked when saving, so appends keep their order). */
async function existingTarget(
  { userId, bundle, target, lock = true }: { userId: string; bundle: TImportBundle; target: TImportTarget; lock?: boolean },
  tx: DbOrTx,
): Promise<Map<string, string>> {
  const groups = new Map<string, string>();
  if (target.kind !== "existing") return groups;
  const found = lock
    ? await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "group" WHERE id = ${target.groupId}::uuid AND "userId" = ${userId} FOR UPDATE`
    : await tx.group.findMany({ where: { id: target.groupId, userId }, select: { id: true } });
  if (found.length === 0) throw groupNotFound();
  for (const deck of bundle.decks) groups.set(deckKeyOf(deck.path), target.groupId);
  return groups;
}

/**
 * New decks for the file's decks that bring new notes: titled by the deck's path ("Biology::Cells"),
 * or by the given title when the file has one deck (with several, the title becomes their parent:
 * "Title::Cells").
 */
async function createDecks(
  {
    userId,
    bundle,
    title,
    keys,
    groups,
  }: { userId: string; bundle: TImportBundle; title: string | undefined; keys: string[]; groups: Map<string, string> },
  tx: DbOrTx,
): Promise<void> {
  const all = new Set(bundle.decks.map((deck) => deckKeyOf(deck.path)));
  // Held to a typed title's rules (deck-titles.ts): a NUL, a bidi override or half an emoji never reaches the table.
  const given = cleanDeckTitle(title ?? "");
  for (const key of new Set(keys)) {
    const name = cleanDeckTitle(given ? (all.size === 1 ? given : `${given}::${key}`) : key) || "Imported deck";
    const group = await tx.group.create({ data: { userId, title: name }, select: { id: true } });
    groups.set(key, group.id);
  }
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
  const select = {
    id: true,
    groupId: true,
    guid: true,
    updatedAt: true,
    type: true,
    content: true,
    format: true,
    tags: true,
    source: true,
  } as const;
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
    JSON.stringify(row.tags) !== JSON.stringify(note.tags) ||
    // PostgreSQL's jsonb keeps keys in an order of its own: compared in one order.
    canonicalJson(row.content) !== canonicalJson(note.content) ||
    // The generation's pointers (upload, quote offsets) are not in a CSV: a source that shows the same is the same.
    !sameShownSource(row.source as TNoteSource, note.source)
  );
}

/** JSON with every object's keys sorted, so two values with the same content compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
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
    return { id, groupId, note: item.note, position };
  });
  // One statement per slice, the JSON sent as text: Prisma's createMany binds every value of every row.
  for (let start = 0; start < rows.length; start += 5000) {
    const slice = rows.slice(start, start + 5000);
    await tx.$executeRaw`
      INSERT INTO note (id, "groupId", "userId", type, content, format, guid, tags, source, position, "updatedAt")
      SELECT v.id, v.group_id, ${userId}, v.type::"NoteType", v.content::jsonb, v.format::"NoteFormat", v.guid,
             ARRAY(SELECT jsonb_array_elements_text(v.tags::jsonb)), v.source::jsonb, v.position, now()
      FROM unnest(
        ${slice.map((row) => row.id)}::uuid[], ${slice.map((row) => row.groupId)}::uuid[], ${slice.map((row) => row.note.type)}::text[],
        ${slice.map((row) => JSON.stringify(row.note.content))}::text[], ${slice.map((row) => row.note.format)}::text[],
        ${slice.map((row) => row.note.guid)}::text[], ${slice.map((row) => JSON.stringify(row.note.tags))}::text[],
        ${slice.map((row) => (row.note.source ? JSON.stringify(row.note.source) : null))}::text[],
        ${slice.map((row) => row.position)}::int[]
      ) AS v(id, group_id, type, content, format, guid, tags, source, position)`;
  }
}

/** The cards of new notes (one, or one per cloze number), each with the file's schedule for its ord when `withProgress`. */
async function insertCards({ userId, notes, withProgress }: { userId: string; notes: Placed[]; withProgress: boolean }, tx: DbOrTx) {
  const rows: { id: string; noteId: string; ord: number; card: TExchangeCard | null }[] = [];
  for (const { id: noteId, item } of notes) {
    const byOrd = new Map(withProgress ? item.note.cards.map((card) => [card.ord, card]) : []);
    for (const ord of noteCardOrds(item.note.content)) rows.push({ id: randomUUID(), noteId, ord, card: byOrd.get(ord) ?? null });
  }
  for (let start = 0; start < rows.length; start += 5000) {
    const slice = rows.slice(start, start + 5000);
    const column = <T>(pick: (card: TExchangeCard) => T, fallback: T) => slice.map((row) => (row.card ? pick(row.card) : fallback));
    await tx.$executeRaw`
      INSERT INTO card (id, "noteId", "userId", ord, state, due, stability, difficulty, reps, lapses, "learningSteps", "scheduledDays",
                        "lastReview", suspended, leech, "buriedUntil", "updatedAt")
      SELECT v.id, v.note_id, ${userId}, v.ord, v.state::"CardState", v.due, v.stability, v.difficulty, v.reps, v.lapses, v.steps, v.days,
             v.last, v.suspended, v.leech, v.buried, now()
      FROM unnest(
        ${slice.map((row) => row.id)}::uuid[], ${slice.map((row) => row.noteId)}::uuid[], ${slice.map((row) => row.ord)}::int[],
        ${column((c) => c.schedule.state, "new")}::text[], ${column((c) => c.schedule.due, null)}::timestamp[],
        ${column((c) => c.schedule.stability, null)}::float8[], ${column((c) => c.schedule.difficulty, null)}::float8[],
        ${column((c) => c.schedule.reps, 0)}::int[], ${column((c) => c.schedule.lapses, 0)}::int[],
        ${column((c) => c.schedule.learning_steps, 0)}::int[], ${column((c) => c.schedule.scheduled_days, 0)}::int[],
        ${column((c) => c.schedule.last_review, null)}::timestamp[], ${column((c) => c.suspended || c.leech, false)}::bool[],
        ${column((c) => c.leech, false)}::bool[], ${column((c) => c.buriedUntil?.toISOString() ?? null, null)}::timestamp[]
      ) AS v(id, note_id, ord, state, due, stability, difficulty, reps, lapses, steps, days, last, suspended, leech, buried)`;
  }
}

/**
 * Each imported card's answers, and the schedules of cards already here: such a card keeps its own
 * unless the file's last answer is newer. Answers are added once: ids derived from the file and the
 * user, and none where this card already has an answer in the same second (an answer exported to
 * Anki and brought back).
 */
async function writeProgress(
  { userId, created, matched }: { userId: string; created: Placed[]; matched: Placed[] },
  tx: DbOrTx,
): Promise<number> {
  const hasProgress = ({ item }: Placed) => item.note.cards.some((card) => card.reviews.length > 0 || card.schedule.state !== "new");
  const notes = [...created.filter(hasProgress), ...matched.filter(hasProgress)];
  if (notes.length === 0) return 0;
  const isNew = new Set(created.map((note) => note.id));
  const cards: { id: string; noteId: string; ord: number; lastReview: Date | null }[] = [];
  const known = new Set<string>();
  for (let start = 0; start < notes.length; start += 5000) {
    const noteIds = notes.slice(start, start + 5000).map((note) => note.id);
    cards.push(
      ...(await tx.card.findMany({
        where: { userId, noteId: { in: noteIds } },
        select: { id: true, noteId: true, ord: true, lastReview: true },
      })),
    );
    const old = noteIds.filter((id) => !isNew.has(id));
    if (old.length === 0) continue;
    const rows = await tx.reviewLog.findMany({
      where: { userId, card: { noteId: { in: old } } },
      select: { cardId: true, reviewedAt: true },
    });
    for (const row of rows) known.add(`${row.cardId}:${Math.floor(row.reviewedAt.getTime() / 1000)}`);
  }
  const byKey = new Map(cards.map((card) => [`${card.noteId}:${card.ord}`, card]));
  const schedules: { id: string; card: TExchangeCard }[] = [];
  const logs: { id: string; cardId: string; review: TExchangeCard["reviews"][number] }[] = [];
  for (const { id: noteId, item } of notes) {
    for (const card of item.note.cards) {
      const row = byKey.get(`${noteId}:${card.ord}`);
      if (!row) continue;
      const theirs = card.schedule.last_review ? Date.parse(card.schedule.last_review) : null;
      if (!isNew.has(noteId) && theirs !== null && (row.lastReview === null || theirs > row.lastReview.getTime()))
        schedules.push({ id: row.id, card });
      for (const review of card.reviews) {
        const second = `${row.id}:${Math.floor(review.reviewedAt.getTime() / 1000)}`;
        if (known.has(second)) continue;
        known.add(second);
        // Review ids are global: the file's id made the user's own, so two learners importing one shared deck both keep their answers.
        logs.push({ id: userReviewId(userId, review.id), cardId: row.id, review });
      }
    }
  }
  for (let start = 0; start < schedules.length; start += 2000) await updateSchedules(userId, schedules.slice(start, start + 2000), tx);
  let added = 0;
  for (let start = 0; start < logs.length; start += 10_000) added += await insertReviewLogs(userId, logs.slice(start, start + 10_000), tx);
  return added;
}

/** Imported answers, in one statement; `result` says where they came from and the interval they gave (exports read it back). */
async function insertReviewLogs(
  userId: string,
  logs: { id: string; cardId: string; review: TExchangeCard["reviews"][number] }[],
  tx: DbOrTx,
): Promise<number> {
  const column = <T>(pick: (log: (typeof logs)[number]) => T) => logs.map(pick);
  return tx.$executeRaw`
    INSERT INTO review_log (id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter", "elapsedDays",
                            "durationMs", "reviewedAt", result, undo)
    SELECT v.id, v.card_id, ${userId}, v.rating, v.state::"CardState", NULL, v.stability, v.difficulty, v.elapsed, v.duration, v.at,
           jsonb_build_object('card_id', v.card_id, 'review_id', v.id, 'imported', true, 'interval_days', v.interval), '{"imported": true}'::jsonb
    FROM unnest(
      ${column((l) => l.id)}::uuid[], ${column((l) => l.cardId)}::uuid[], ${column((l) => l.review.rating)}::int[],
      ${column((l) => l.review.stateBefore)}::text[], ${column((l) => l.review.stabilityAfter ?? 0)}::float8[],
      ${column((l) => l.review.difficultyAfter ?? 0)}::float8[], ${column((l) => l.review.elapsedDays)}::float8[],
      ${column((l) => Math.max(0, Math.min(MAX_ANSWER_DURATION_MS, Math.round(l.review.durationMs))))}::int[],
      ${column((l) => l.review.reviewedAt.toISOString())}::timestamp[], ${column((l) => l.review.intervalDays)}::float8[]
    ) AS v(id, card_id, rating, state, stability, difficulty, elapsed, duration, at, interval)
    ON CONFLICT (id) DO NOTHING`;
}

/** A UUID (version 8, name-based) from the user and the file's review id: stable for re-imports, distinct between users. */
function userReviewId(userId: string, reviewId: string): string {
  const hex = createHash("sha256").update(`${userId}\u0000${reviewId}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One statement for a slice of cards' schedules and flags. */
async function updateSchedules(userId: string, rows: { id: string; card: TExchangeCard }[], tx: DbOrTx): Promise<void> {
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
    WHERE card.id = v.id AND card."userId" = ${userId}`;
}
