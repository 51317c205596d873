import { diagramNoteMark, type TCardSchedule, type TNoteContent, type TNoteType } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { cardScheduleSelect, toCardSchedule } from "../../collection/card-schedule.ts";
import { guidForNote } from "../anki/anki-guid.ts";
import { mapInOrder } from "../../../lib/map-in-order.ts";
import type { ExchangeService } from "../exchange-service.ts";
import { MEDIA_CHECKS_AT_ONCE } from "../files/media-lock.ts";
import type {
  TExchangeCard,
  TExchangeNote,
  TExchangeReview,
  TExportDeck,
  TExportInput,
  TExportMedia,
  TNoteSource,
} from "../exchange-model.ts";
import { mediaNamesIn, parseMediaName } from "../../collection/media-names.ts";
import { findExportDecks } from "./find-export-decks.ts";

const DAY_MS = 86_400_000;

/**
 * Notes read at once. A page of 1,000 notes with their cards and a few answers each is a few MB;
 * 50,000 notes read at once were 270 MB of objects (and, with their cards, a query with more
 * parameters than PostgreSQL takes).
 */
const NOTE_PAGE = 1000;

/** Ids sent in one statement at most (PostgreSQL takes 32,767 parameters). */
const IDS_PER_QUERY = 5000;

/**
 * What an export writes: the user's chosen decks (or all) in their order, each deck's notes read a
 * page at a time in deck order whenever a writer goes through them (`TExportNotes`), with, with
 * progress, every card's schedule and answers. Media are the files the HTML notes refer to, each
 * streamed from the store when the writer reaches it. Scoped to the user throughout; an unknown or
 * foreign deck answers 404. Nothing is held but the deck list and the media names.
 */
export async function loadExportInput(
  { userId, groupIds, includeProgress, now }: { userId: string; groupIds: readonly string[]; includeProgress: boolean; now: Date },
  deps: { db: Db; exchange: ExchangeService },
): Promise<TExportInput> {
  const { db } = deps;
  const groups = await findExportDecks({ userId, groupIds }, db);
  const several = groups.length > 1;
  const decks: TExportDeck[] = groups.map((group) => ({
    id: group.id,
    path: [...(several ? ["Mnemo"] : []), ...deckPath(group.title)],
    notes: { count: group.noteCount, read: () => readNotes({ userId, groupId: group.id, includeProgress, now }, db) },
  }));
  const media = await findExportMedia(
    userId,
    groups.map((group) => group.id),
    deps,
  );
  return { decks, media, includeProgress, now };
}

/** A deck title that came from Anki keeps its nesting ("Biology::Cells"); empty parts are dropped. */
export function deckPath(title: string): string[] {
  const parts = title
    .split("::")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [title.trim() || "Untitled"];
}

const exportNoteSelect = {
  id: true,
  position: true,
  type: true,
  content: true,
  format: true,
  guid: true,
  tags: true,
  source: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.NoteSelect;

const exportCardSelect = {
  id: true,
  ord: true,
  suspended: true,
  buriedUntil: true,
  leech: true,
  ...cardScheduleSelect,
} satisfies Prisma.CardSelect;

/** A deck's notes in order, a page at a time (by position, which is unique in a deck). */
async function* readNotes(
  { userId, groupId, includeProgress, now }: { userId: string; groupId: string; includeProgress: boolean; now: Date },
  db: Db,
): AsyncGenerator<TExchangeNote> {
  let after = -1;
  for (;;) {
    const page = await db.note.findMany({
      where: { userId, groupId, position: { gt: after } },
      orderBy: { position: "asc" },
      take: NOTE_PAGE,
      select: { ...exportNoteSelect, cards: includeProgress ? { orderBy: { ord: "asc" }, select: exportCardSelect } : false },
    });
    const reviewsByCard = includeProgress
      ? await loadReviews(
          userId,
          page.flatMap((note) => (note.cards ?? []).map((card) => card.id)),
          db,
        )
      : new Map<string, TExchangeReview[]>();
    for (const note of page) {
      yield {
        id: note.id,
        guid: note.guid ?? guidForNote(note.id),
        type: note.type as TNoteType,
        content: note.content as TNoteContent,
        format: note.format,
        source: (note.source ?? null) as TNoteSource,
        tags: note.tags,
        createdAt: note.createdAt,
        modifiedAt: note.updatedAt,
        cards: (note.cards ?? []).map((card): TExchangeCard => ({
          ord: card.ord,
          schedule: toCardSchedule(card),
          suspended: card.suspended,
          buriedUntil: card.buriedUntil && card.buriedUntil > now ? card.buriedUntil : null,
          leech: card.leech,
          reviews: reviewsByCard.get(card.id) ?? [],
        })),
      };
    }
    if (page.length < NOTE_PAGE) return;
    after = page.at(-1)!.position;
  }
}

type ReviewRow = {
  id: string;
  cardId: string;
  rating: number;
  stateBefore: TCardSchedule["state"];
  elapsedDays: number;
  durationMs: number;
  stabilityAfter: number;
  difficultyAfter: number;
  reviewedAt: Date;
  /** The schedule's due this answer gave (answers given here), or the interval its file gave (imported ones). */
  due: string | null;
  intervalDays: number | null;
};

async function loadReviews(userId: string, cardIds: string[], db: Db): Promise<Map<string, TExchangeReview[]>> {
  const byCard = new Map<string, TExchangeReview[]>();
  for (let start = 0; start < cardIds.length; start += IDS_PER_QUERY) {
    // Raw, to read two fields of `result` (about 1 KB of JSON a row, with `undo` beside it) in the database.
    const rows = await db.$queryRaw<ReviewRow[]>`
      SELECT id::text AS id, "cardId"::text AS "cardId", rating, "stateBefore"::text AS "stateBefore", "elapsedDays",
             "durationMs", "stabilityAfter", "difficultyAfter", "reviewedAt",
             CASE WHEN jsonb_typeof(result->'schedule'->'due') = 'string' THEN result->'schedule'->>'due' END AS due,
             CASE WHEN jsonb_typeof(result->'interval_days') = 'number' THEN (result->>'interval_days')::float8 END AS "intervalDays"
      FROM review_log
      WHERE "userId" = ${userId} AND "cardId" = ANY(${cardIds.slice(start, start + IDS_PER_QUERY)}::uuid[])
      ORDER BY "cardId", "reviewedAt"`;
    for (const row of rows) {
      const list = byCard.get(row.cardId) ?? [];
      // An answer given here keeps the schedule it led to; an imported one, the interval its file gave.
      const intervalDays = row.due
        ? Math.max(0, (Date.parse(row.due) - row.reviewedAt.getTime()) / DAY_MS)
        : Math.max(0, row.intervalDays ?? 0);
      list.push({
        id: row.id,
        reviewedAt: row.reviewedAt,
        rating: Math.min(4, Math.max(1, row.rating)) as TExchangeReview["rating"],
        stateBefore: row.stateBefore,
        elapsedDays: row.elapsedDays,
        durationMs: row.durationMs,
        stabilityAfter: row.stabilityAfter,
        difficultyAfter: row.difficultyAfter,
        intervalDays,
        lastIntervalDays: list.at(-1)?.intervalDays ?? 0,
      });
      byCard.set(row.cardId, list);
    }
  }
  return byCard;
}

/**
 * The media files the decks' HTML notes refer to (and a diagram card's picture for Anki's image
 * occlusion) and the store holds (one missing there is left out), each read from the store only when the writer reaches it: a learner may keep a gigabyte.
 * The HTML notes are read a page at a time for their names.
 */
async function findExportMedia(
  userId: string,
  groupIds: string[],
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<TExportMedia[]> {
  const names = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const page: { id: string; content: Prisma.JsonValue; source: Prisma.JsonValue }[] = await db.note.findMany({
      where: { userId, groupId: { in: groupIds }, format: "html", ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: NOTE_PAGE,
      select: { id: true, content: true, source: true },
    });
    for (const note of page) {
      for (const name of mediaNamesIn(note.content as TNoteContent)) names.add(name);
      // A diagram card's whole picture (its PNG), which an Anki export's image occlusion shows.
      const picture = diagramNoteMark(note.source)?.picture;
      if (picture) names.add(picture.image);
    }
    if (page.length < NOTE_PAGE) break;
    after = page.at(-1)!.id;
  }
  const wanted = [...names].map(parseMediaName).filter((m) => m !== null);
  const media: TExportMedia[] = [];
  for (let start = 0; start < wanted.length; start += IDS_PER_QUERY) {
    const owned = await db.mediaFile.findMany({
      where: { userId, hash: { in: wanted.slice(start, start + IDS_PER_QUERY).map((m) => m.hash) } },
      select: { hash: true, ext: true },
    });
    const sizes = await mapInOrder(owned, MEDIA_CHECKS_AT_ONCE, new AbortController(), (file) => exchange.media.size(file.hash));
    for (const [index, file] of owned.entries()) {
      if (sizes[index] === null) continue;
      media.push({ name: `${file.hash}.${file.ext}`, read: () => exchange.media.stream(file.hash) });
    }
  }
  return media;
}
