// BARE: the baseline. Plain Fastify (no plugins, no hooks, default options)
// and a `pg` Pool of the same size as OURS's Prisma pool. Per request it does
// what a minimal correct implementation of the same two endpoints must do:
//   1. read `Authorization: Bearer <token>.<signature>`, verify the HMAC-SHA256
//      signature with the same secret (better-auth's signed-cookie format),
//   2. look the session up with its user in one query (SESSION_SQL),
//   3. run the same data SQL as Prisma (bare-sql.ts), in parallel where OURS
//      runs it in parallel (ownership check + page),
//   4. map rows to the same JSON shape (ISO dates, note_count, card_count, notes: []).
// 401 without a valid session, 400 on a bad body, 404 for someone else's deck.
import Fastify, { type FastifyReply } from "fastify";
import pg from "pg";
import { serveInChild } from "../lib/child-protocol.ts";
import { GROUP_OWNED_SQL, GROUPS_SQL, NOTES_PAGE_SQL } from "./bare-sql.ts";
import { bareAuthenticator } from "./bare-auth.ts";

const PAGE_SIZE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Prisma's `timestamp(3)` columns hold UTC without a zone; read them as UTC (pg's default is local time).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(" ", "T")}Z`));

type GroupRow = { id: string; title: string; createdAt: Date; updatedAt: Date; noteCount: number; cardCount: number };
type NoteRow = {
  id: string;
  groupId: string;
  type: string;
  content: unknown;
  source: unknown;
  position: number;
  createdAt: Date;
  updatedAt: Date;
};

await serveInChild(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.BENCH_POOL_SIZE ?? 10) });
  pool.on("error", () => undefined);

  const authenticate = bareAuthenticator(pool);

  async function groupsOf(userId: string) {
    const { rows } = await pool.query<GroupRow>(GROUPS_SQL, [userId]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      note_count: row.noteCount,
      card_count: row.cardCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      notes: [],
    }));
  }

  async function notesPage(userId: string, requestBody: unknown, reply: FastifyReply) {
    const body = (requestBody ?? {}) as { id?: unknown; page?: unknown };
    const page = body.page === undefined ? 0 : Number(body.page);
    if (typeof body.id !== "string" || !UUID.test(body.id) || !Number.isInteger(page) || page < 0 || page > 100_000) {
      return reply.status(400).send({ error: "Bad request.", code: "BAD_REQUEST" });
    }
    const [owned, notes] = await Promise.all([
      pool.query(GROUP_OWNED_SQL, [body.id, userId, 1, 0]),
      pool.query<NoteRow>(NOTES_PAGE_SQL, [body.id, userId, PAGE_SIZE + 1, page * PAGE_SIZE]),
    ]);
    if (owned.rowCount === 0) return reply.status(404).send({ error: "Deck not found.", code: "NOT_FOUND" });
    return notes.rows.slice(0, PAGE_SIZE).map((row) => ({
      id: row.id,
      group_id: row.groupId,
      type: row.type,
      content: row.content,
      source: row.source ?? null,
      position: row.position,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  const unauthorized = (reply: FastifyReply) => reply.status(401).send({ error: "Sign in first.", code: "UNAUTHORIZED" });

  const app = Fastify({ logger: false });

  app.get("/api/notes/groups", async (request, reply) => {
    const user = await authenticate(request.headers.authorization);
    if (!user) return unauthorized(reply);
    return groupsOf(user.id);
  });

  app.post("/api/notes/notes_by_group_id", async (request, reply) => {
    const user = await authenticate(request.headers.authorization);
    if (!user) return unauthorized(reply);
    return notesPage(user.id, request.body, reply);
  });

  if (process.env.BENCH_BREAKDOWN === "1") {
    // The two halves of each endpoint on their own (see ours-breakdown.ts).
    app.get("/bench/auth-only", async (request, reply) => {
      const user = await authenticate(request.headers.authorization);
      if (!user) return unauthorized(reply);
      return { id: user.id };
    });
    app.get("/bench/groups-no-auth", async (request) => groupsOf(String(request.headers["x-bench-user-id"])));
    app.post("/bench/notes-no-auth", async (request, reply) => notesPage(String(request.headers["x-bench-user-id"]), request.body, reply));
  }

  await app.ready();
  return { app, close: () => pool.end() };
});
