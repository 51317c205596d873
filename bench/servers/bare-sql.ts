// The SQL the bare server sends. The data queries are the statements Prisma
// sends for the real features (captured from @prisma/adapter-pg with the
// query trace; see README), so both servers ask PostgreSQL for exactly the
// same work and the difference is what happens around the query.

/**
 * Session check, one round trip, exactly as ours (apps/api/src/auth/session-user.ts):
 * the token (the part of the bearer value before the ".") is looked up with
 * its user; the expiry is compared in JavaScript.
 */
export const SESSION_SQL = `SELECT s."expiresAt", s.id AS "sessionId", u.id, u.email, u.name FROM "session" s JOIN "user" u ON u.id = s."userId" WHERE s.token = $1`;

/** listGroups: the typed raw query apps/api/src/features/groups/list-groups.ts sends through Prisma's $queryRaw. $1 = user id. */
export const GROUPS_SQL = `SELECT id, title, "noteCount", "cardCount", "createdAt", "updatedAt" FROM "group" WHERE "userId" = $1 ORDER BY "createdAt", id`;

/** listNotesByGroup, part 1: the ownership check (db.group.findFirst). $3 = 1, $4 = 0. */
export const GROUP_OWNED_SQL = `SELECT "public"."group"."id" FROM "public"."group" WHERE ("public"."group"."id" = $1 AND "public"."group"."userId" = $2) LIMIT $3 OFFSET $4`;

/** listNotesByGroup, part 2: one page (db.note.findMany). $3 = 51 (page size + 1), $4 = page * 50. */
export const NOTES_PAGE_SQL = `SELECT "public"."note"."id", "public"."note"."groupId", "public"."note"."type"::text, "public"."note"."content", "public"."note"."source", "public"."note"."position", "public"."note"."createdAt", "public"."note"."updatedAt" FROM "public"."note" WHERE ("public"."note"."groupId" = $1 AND "public"."note"."userId" = $2) ORDER BY "public"."note"."position" ASC LIMIT $3 OFFSET $4`;
