import { randomBytes } from "node:crypto";
import pg from "pg";

export const DECKS = 200;
export const BIG_DECK_CARDS = 5_000;

export type Seeded = {
  userId: string;
  email: string;
  /** `Authorization` header value: `Bearer <set-auth-token>`. */
  authorization: string;
  bigDeckId: string;
  deckIds: string[];
  ms: { signUp: number; decks: number; cards: number; analyze: number; total: number };
};

/** A UUIDv7 (what Prisma's @default(uuid(7)) makes): 48-bit ms timestamp, version, random. */
export function uuidv7(ms: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One user signed up through the real app (POST /api/auth/sign-up/email): a real account, session and bearer token. */
export async function signUp(oursBaseUrl: string): Promise<{ email: string; token: string; userId: string }> {
  const email = `bench-${Date.now().toString(36)}@example.test`;
  const response = await fetch(`${oursBaseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    // x-mnemo-bearer: a program asking for a bearer token (the answer carries it only then).
    headers: { "content-type": "application/json", origin: oursBaseUrl, "x-mnemo-bearer": "true" },
    body: JSON.stringify({ email, password: "correct horse battery staple", name: "Bench User" }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${body}`);
  const token = response.headers.get("set-auth-token");
  if (!token) throw new Error("sign-up returned no set-auth-token header");
  const userId = (JSON.parse(body) as { user: { id: string } }).user.id;
  return { email, token, userId };
}

/**
 * One user signed up through the real app (POST /api/auth/sign-up/email, so
 * it has a real account, session and bearer token), then 200 decks and 5,000
 * Q&A cards in one of them, written straight into PostgreSQL with one
 * multi-row INSERT for the decks and one INSERT ... SELECT unnest(...) for
 * the cards.
 */
export async function seed({ oursBaseUrl, databaseUrl }: { oursBaseUrl: string; databaseUrl: string }): Promise<Seeded> {
  const t0 = performance.now();
  const { email, token, userId } = await signUp(oursBaseUrl);
  const t1 = performance.now();

  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-bench-seed" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    // Decks a millisecond apart, so "oldest first" has one right answer.
    const start = Date.now() - DECKS * 1000;
    const deckIds: string[] = [];
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = 0; i < DECKS; i++) {
      const createdAt = new Date(start + i);
      const id = uuidv7(createdAt.getTime());
      deckIds.push(id);
      const p = params.length;
      values.push(`($${p + 1}::uuid, $${p + 2}, $${p + 3}, $${p + 4}::timestamp, $${p + 4}::timestamp)`);
      // Prisma stores DateTime as UTC in `timestamp(3)` (without time zone).
      params.push(id, `Deck ${i + 1}`, userId, createdAt.toISOString().replace("T", " ").replace("Z", ""));
    }
    await client.query(`INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt") VALUES ${values.join(", ")}`, params);
    const t2 = performance.now();

    // The big deck is in the middle of the list, not first or last.
    const bigDeckId = deckIds[Math.floor(DECKS / 2)]!;
    const cardIds = Array.from({ length: BIG_DECK_CARDS }, () => uuidv7(Date.now()));
    await client.query(
      `INSERT INTO note (id, "groupId", "userId", type, content, position, "createdAt", "updatedAt")
       SELECT c.id, $2::uuid, $3, 'qna'::"NoteType",
              jsonb_build_object('type', 'qna', 'question', 'Question ' || (c.ord - 1), 'answer', 'Answer ' || (c.ord - 1)),
              (c.ord - 1)::int, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, ord)`,
      [cardIds, bigDeckId, userId],
    );
    // Every note has its reviewable card (ord 0 for a Q&A note), as the app keeps it.
    await client.query(
      `INSERT INTO card (id, "noteId", "userId", ord, "updatedAt") SELECT gen_random_uuid(), c.id, $2, 0, now() AT TIME ZONE 'UTC' FROM unnest($1::uuid[]) AS c(id)`,
      [cardIds, userId],
    );
    const t3 = performance.now();
    // What autovacuum would do soon after a bulk load: give the planner statistics.
    await client.query(`ANALYZE "user", session, "group", note, card`);
    const t4 = performance.now();
    return {
      userId,
      email,
      authorization: `Bearer ${token}`,
      bigDeckId,
      deckIds,
      ms: { signUp: t1 - t0, decks: t2 - t1, cards: t3 - t2, analyze: t4 - t3, total: t4 - t0 },
    };
  } finally {
    await client.end();
  }
}
