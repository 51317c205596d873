// What one raw statement costs in Node CPU through Prisma ($queryRaw) and through pg directly, in-process, 10 in
// flight at a time, for the two statements of an answer's read and a trivial one.
//   pnpm --filter @mnemo/bench exec tsx experiments/raw-query-cost.ts  (~30 s)
import { createDb } from "@mnemo/db";
import pg from "pg";
import { openBenchDatabase } from "../lib/database.ts";
import { READ_ANSWER_SQL } from "../servers/bare-study-sql.ts";

const database = await openBenchDatabase(console.log);
const db = createDb({ databaseUrl: database.url, poolSize: 10 });
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
try {
  const userId = "u1";
  await pool.query(
    `INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") VALUES ($1, 'n', 'e@x', true, now(), now())`,
    [userId],
  );
  const cardId = crypto.randomUUID();
  const reviewId = crypto.randomUUID();
  const calls = 4000;
  const measure = async (label: string, call: () => Promise<unknown>) => {
    for (let i = 0; i < 300; i++) await call();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next++ < calls) await call();
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${label}: ${((cpu.user + cpu.system) / 1000 / calls).toFixed(3)} ms CPU per call, ${(calls / ((performance.now() - t0) / 1000)).toFixed(0)}/s`,
    );
  };
  await measure("pg: SELECT 1", () => pool.query("SELECT 1"));
  await measure("prisma $queryRaw: SELECT 1", () => db.$queryRaw`SELECT 1`);
  await measure("pg: answer read (no card)", () => pool.query(READ_ANSWER_SQL, [cardId, userId, userId, reviewId]));
  await measure("prisma $queryRawUnsafe: answer read (no card)", () =>
    db.$queryRawUnsafe(READ_ANSWER_SQL, cardId, userId, userId, reviewId),
  );
  const many = Array.from({ length: 33 }, (_, i) => i);
  const sql33 = `SELECT ${many.map((i) => `$${i + 1}::int`).join(", ")}`;
  await measure("pg: 33 parameters", () => pool.query(sql33, many));
  await measure("prisma $queryRawUnsafe: 33 parameters", () => db.$queryRawUnsafe(sql33, ...many));
} finally {
  await db.$disconnect();
  await pool.end();
  await database.drop();
}
