// How the deck list's card counts scale with OTHER users' cards.
//   pnpm --filter @mnemo/bench exec tsx experiments/count-scaling.ts
// listGroups selects `_count: { select: { notes: true } }`; Prisma 7 turns that
// into a LEFT JOIN over `SELECT "groupId", COUNT(*) FROM note WHERE 1=1 GROUP BY "groupId"`,
// i.e. it counts every card in the table on every deck list (and on
// createGroup/renameGroup, which use the same select). With the relation
// count filtered by owner, `_count: { select: { notes: { where: { userId } } } }`,
// Prisma puts `WHERE "note"."userId" = $1` inside that subquery (SQL below,
// captured from Prisma 7.10) and the cost stays with the user's own cards.
import pg from "pg";
import { openBenchDatabase } from "../lib/database.ts";
import { GROUPS_SQL } from "../servers/bare-sql.ts";

/** Verbatim what Prisma 7.10 sends for the filtered count ($1 = $2 = userId, $3 = 0). */
const FILTERED_SQL = `SELECT "public"."group"."id", "public"."group"."title", "public"."group"."createdAt", "public"."group"."updatedAt", COALESCE("aggr_selection_0_Note"."_aggr_count_notes", 0) AS "_aggr_count_notes" FROM "public"."group" LEFT JOIN (SELECT "public"."note"."groupId", COUNT(*) AS "_aggr_count_notes" FROM "public"."note" WHERE "public"."note"."userId" = $1 GROUP BY "public"."note"."groupId") AS "aggr_selection_0_Note" ON ("public"."group"."id" = "aggr_selection_0_Note"."groupId") WHERE "public"."group"."userId" = $2 ORDER BY "public"."group"."createdAt" ASC, "public"."group"."id" ASC OFFSET $3`;

const database = await openBenchDatabase(console.log);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  for (const otherCards of [0, 200_000, 1_000_000]) {
    await client.query(`TRUNCATE "user" CASCADE`);
    await client.query(
      `INSERT INTO "user" (id, name, email, "updatedAt") SELECT 'u' || i, 'U', 'u' || i || '@example.test', now() FROM generate_series(0, 100) i`,
    );
    // u0 is the benchmark's user: 200 decks, one of them with 5,000 cards.
    await client.query(
      `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'Deck ' || i, 'u0', now() + i * interval '1 ms', now() FROM generate_series(1, 200) i`,
    );
    await client.query(
      `INSERT INTO note (id, "groupId", "userId", type, content, position, "updatedAt")
       SELECT gen_random_uuid(), (SELECT id FROM "group" WHERE "userId" = 'u0' ORDER BY "createdAt" OFFSET 100 LIMIT 1), 'u0', 'qna',
              '{"type":"qna","question":"q","answer":"a"}', p, now() FROM generate_series(0, 4999) p`,
    );
    // 100 other users with one deck each share `otherCards` cards.
    await client.query(
      `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt") SELECT gen_random_uuid(), 'Deck', 'u' || i, now(), now() FROM generate_series(1, 100) i`,
    );
    if (otherCards > 0) {
      await client.query(
        `INSERT INTO note (id, "groupId", "userId", type, content, position, "updatedAt")
         SELECT gen_random_uuid(), g.id, g."userId", 'qna', '{"type":"qna","question":"q","answer":"a"}', p, now()
         FROM "group" g, generate_series(0, ${otherCards / 100 - 1}) p WHERE g."userId" <> 'u0'`,
      );
    }
    await client.query(`VACUUM ANALYZE note`);
    await client.query(`ANALYZE "group"`);
    for (const [label, sql, params] of [
      ["today: _count over every note", GROUPS_SQL, ["u0", 0]],
      ["_count filtered by userId", FILTERED_SQL, ["u0", "u0", 0]],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE) ${sql}`, [...params]);
        times.push(Number(/Execution Time: ([\d.]+)/.exec(rows.map((row) => row["QUERY PLAN"]).join("\n"))?.[1]));
      }
      times.sort((a, b) => a - b);
      console.log(
        `${otherCards.toLocaleString("en-GB").padStart(9)} other cards | ${label.padEnd(30)} | ${times[2]!.toFixed(2)} ms (median of 5)`,
      );
    }
  }
} finally {
  await client.end();
  await database.drop();
}
