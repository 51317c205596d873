import type { TCardSchedule, TNoteContent, TNoteType } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { cardScheduleSelect, toCardSchedule } from "../../study/card-schedule.ts";
import { guidForNote } from "../anki/anki-guid.ts";
import type { ExchangeService } from "../exchange-service.ts";
import type {
  TExchangeCard,
  TExchangeDeck,
  TExchangeMedia,
  TExchangeNote,
  TExchangeReview,
  TExportInput,
  TNoteSource,
} from "../exchange-model.ts";
import { mediaNamesIn, parseMediaName } from "../files/media-names.ts";
import { findExportDecks } from "./find-export-decks.ts";

const DAY_MS = 86_400_000;

/**
 * Reads what an export writes: the user's chosen decks (or all) in their order, their notes in deck
 * order, and, with progress, every card's schedule and answers. Media are read from the store for the
 * HTML notes that refer to them. Scoped to the user throughout; an unknown or foreign deck answers 404.
 */
export async function loadExportInput(
  { userId, groupIds, includeProgress, now }: { userId: string; groupIds: readonly string[]; includeProgress: boolean; now: Date },
  deps: { db: Db; exchange: ExchangeService },
): Promise<TExportInput> {
  const { db } = deps;
  const groups = await findExportDecks({ userId, groupIds }, db);
  const several = groups.length > 1;
  const notes = await db.note.findMany({
    where: { userId, groupId: { in: groups.map((g) => g.id) } },
    orderBy: [{ groupId: "asc" }, { position: "asc" }],
    select: {
      id: true,
      groupId: true,
      type: true,
      content: true,
      format: true,
      guid: true,
      tags: true,
      source: true,
      createdAt: true,
      updatedAt: true,
      cards: includeProgress
        ? {
            orderBy: { ord: "asc" },
            select: {
              id: true,
              ord: true,
              suspended: true,
              buriedUntil: true,
              leech: true,
              ...cardScheduleSelect,
            },
          }
        : false,
    },
  });
  const reviewsByCard = includeProgress
    ? await loadReviews(
        userId,
        notes.flatMap((n) => (n.cards ?? []).map((c) => c.id)),
        db,
      )
    : new Map();

  const byGroup = new Map<string, TExchangeNote[]>();
  for (const note of notes) {
    const list = byGroup.get(note.groupId) ?? [];
    list.push({
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
    });
    byGroup.set(note.groupId, list);
  }
  const decks: TExchangeDeck[] = groups.map((group) => ({
    id: group.id,
    path: [...(several ? ["Mnemo"] : []), ...deckPath(group.title)],
    notes: byGroup.get(group.id) ?? [],
  }));
  return { decks, media: await loadMedia(userId, decks, deps), includeProgress, now };
}

/** A deck title that came from Anki keeps its nesting ("Biology::Cells"); empty parts are dropped. */
export function deckPath(title: string): string[] {
  const parts = title
    .split("::")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [title.trim() || "Untitled"];
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
  result: unknown;
};

async function loadReviews(userId: string, cardIds: string[], db: Db): Promise<Map<string, TExchangeReview[]>> {
  const byCard = new Map<string, TExchangeReview[]>();
  // In slices, so a 10,000-card export does not send one statement with 10,000 parameters.
  for (let start = 0; start < cardIds.length; start += 5000) {
    const rows: ReviewRow[] = await db.reviewLog.findMany({
      where: { userId, cardId: { in: cardIds.slice(start, start + 5000) } },
      orderBy: [{ cardId: "asc" }, { reviewedAt: "asc" }],
      select: {
        id: true,
        cardId: true,
        rating: true,
        stateBefore: true,
        elapsedDays: true,
        durationMs: true,
        stabilityAfter: true,
        difficultyAfter: true,
        reviewedAt: true,
        result: true,
      },
    });
    for (const row of rows) {
      const list = byCard.get(row.cardId) ?? [];
      // An answer given here keeps the schedule it led to; an imported one, the interval its file gave.
      const result = row.result as { schedule?: { due?: string | null } | null; interval_days?: number } | null;
      const due = result?.schedule?.due;
      const intervalDays = due
        ? Math.max(0, (Date.parse(due) - row.reviewedAt.getTime()) / DAY_MS)
        : Math.max(0, result?.interval_days ?? 0);
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

/** The media files the exported HTML notes refer to, from the store (a file missing there is left out). */
async function loadMedia(
  userId: string,
  decks: TExchangeDeck[],
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<TExchangeMedia[]> {
  const names = new Set<string>();
  for (const deck of decks)
    for (const note of deck.notes) if (note.format === "html") for (const name of mediaNamesIn(note.content)) names.add(name);
  const wanted = [...names].map(parseMediaName).filter((m) => m !== null);
  if (wanted.length === 0) return [];
  const owned = await db.mediaFile.findMany({
    where: { userId, hash: { in: wanted.map((m) => m.hash) } },
    select: { hash: true, ext: true },
  });
  const media: TExchangeMedia[] = [];
  for (const file of owned) {
    const data = await exchange.media.read(file.hash).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (data) media.push({ name: `${file.hash}.${file.ext}`, data });
  }
  return media;
}
