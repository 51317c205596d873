import { NOTES_SEARCH_PAGE_SIZE, type TNoteContent, type TNoteType, type TSearchNotesPage } from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";
import { decodeSearchCursor, encodeSearchCursor, escapeLikePattern } from "../../lib/search-paging.ts";

export type SearchNotesOptions = {
  userId: string;
  /** Already trimmed; empty or missing matches every card. */
  query?: string | undefined;
  groupId?: string | undefined;
  type?: TNoteType | undefined;
  /** The previous page's `nextCursor`. */
  cursor?: string | null | undefined;
  pageSize?: number;
};

type SearchRow = {
  id: string;
  groupId: string;
  groupTitle: string;
  type: TNoteType;
  content: TNoteContent;
  source: unknown;
  position: number;
  createdAt: Date;
  updatedAt: Date;
};

/*
 * The text a search looks in: every field a person reads on a card, one per
 * line so a search never matches across two fields, and never the JSON keys
 * or the card type. Cloze markup is dropped ("{{c1::Paris::city}}" reads
 * "Paris city"), so "Paris is" finds "{{c1::Paris}} is". The same as
 * `searchableText` in @mnemo/api-contract (cards/faces.ts); a test holds them equal.
 */
export const searchableText = Prisma.sql`concat_ws(chr(10),
  n.content->>'question', n.content->>'answer', n.content->>'explanation',
  n.content->>'front', n.content->>'back',
  n.content->>'statement', n.content->>'correction',
  n.content->>'concept',
  replace(replace(regexp_replace(n.content->>'text', '[{][{]c[0-9]+::', '', 'g'), '}}', ''), '::', ' '),
  (SELECT string_agg(o.value, chr(10)) FROM jsonb_array_elements_text(n.content->'options') AS o(value)),
  (SELECT string_agg(f.value, chr(10)) FROM jsonb_array_elements_text(n.content->'facts') AS f(value)))`;

/**
 * The user's cards across all their decks, newest first, filtered by text,
 * deck and type, one page at a time. A deck that is missing or someone
 * else's answers 'Group not found', as everywhere else.
 *
 * Scoped by note."userId" (indexed); the text match is a scan of that user's
 * cards, which is fine for thousands of cards. A trigram index on the
 * searchable text is the next step if accounts grow far beyond that.
 */
export async function searchNotes(
  { userId, query, groupId, type, cursor, pageSize = NOTES_SEARCH_PAGE_SIZE }: SearchNotesOptions,
  db: DbOrTx,
): Promise<TSearchNotesPage> {
  const filters = [Prisma.sql`n."userId" = ${userId}`];
  if (groupId) filters.push(Prisma.sql`n."groupId" = ${groupId}::uuid`);
  if (type) filters.push(Prisma.sql`n.type = ${type}::"NoteType"`);
  if (query) filters.push(Prisma.sql`${searchableText} ILIKE ${`%${escapeLikePattern(query)}%`}`);
  const where = Prisma.join(filters, " AND ");

  const after = cursor ? decodeSearchCursor(cursor) : null;
  // Prisma stores UTC in timestamp(3) columns; a ::timestamp cast of the ISO text keeps it UTC whatever the session time zone.
  const afterCursor = after
    ? Prisma.sql`AND (n."createdAt", n.id) < (${after.createdAt.toISOString()}::timestamp, ${after.id}::uuid)`
    : Prisma.empty;

  const [group, rows, counted] = await Promise.all([
    groupId ? db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } }) : null,
    db.$queryRaw<SearchRow[]>`
      SELECT n.id, n."groupId", g.title AS "groupTitle", n.type::text AS type, n.content, n.source, n.position,
        n."createdAt", n."updatedAt"
      FROM note n JOIN "group" g ON g.id = n."groupId"
      WHERE ${where} ${afterCursor}
      ORDER BY n."createdAt" DESC, n.id DESC
      LIMIT ${pageSize + 1}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM note n WHERE ${where}`,
  ]);
  if (groupId && !group) throw groupNotFound();

  const hasMore = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    notes: page.map((row) => ({
      id: row.id,
      group_id: row.groupId,
      group_title: row.groupTitle,
      type: row.type,
      content: row.content,
      source: (row.source ?? null) as TSearchNotesPage["notes"][number]["source"],
      position: row.position,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    total: counted[0]?.total ?? 0,
    nextCursor: hasMore && last ? encodeSearchCursor(last) : null,
  };
}
