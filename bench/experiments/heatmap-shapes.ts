// The year heatmap of study.stats (get-study-stats.ts) at 1,000,000 answers, as
// written and in other shapes, to see where its time goes. Same seed as bench:study.
// Run: pnpm --filter @mnemo/bench exec tsx experiments/heatmap-shapes.ts  (~3 min)
// Measured before review_log's index became a covering one (migration review_log_covering_index), which it undoes
// first. stats-indexes.ts compares the layouts the schema can express.
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { STUDY_DAY_START_HOUR } from "../../packages/api-contract/src/index.ts";
import { withSeededLearner } from "../lib/study-experiment.ts";

const log = (line: string) => console.log(`[heatmap] ${line}`);
const timeZone = "Europe/Berlin";

/** The heatmap as get-study-stats.ts wrote it until stats-indexes.ts's measurements (a to_char per answer). */
const HEATMAP_SQL = `SELECT to_char((r."reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
    count(*)::int AS reviews, COALESCE(sum(r."durationMs"), 0)::int AS time_ms
  FROM review_log r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1 ORDER BY 1`;

/** Count and sum per 15-minute UTC bucket first (exact for every zone offset in use), then name each bucket's study day. */
const BUCKETED_SQL = `SELECT to_char((q.b AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
    sum(q.n)::int AS reviews, COALESCE(sum(q.ms), 0)::int AS time_ms
  FROM (SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS b, count(*) AS n, sum(r."durationMs") AS ms
        FROM review_log r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1) q
  GROUP BY 1 ORDER BY 1`;

await withSeededLearner(log, timeZone, async (databaseUrl, params) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = async (label: string, sql: string, setup = "") => {
    if (setup) await client.query(setup);
    const rows = (await client.query(sql, params)).rows;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await client.query(sql, params);
      times.push(performance.now() - t0);
    }
    const plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    times.sort((a, b) => a - b);
    log(`${label}: median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)}), ${rows.length} days`);
    if (process.env.PLANS === "1") console.log(plan);
    return rows;
  };
  // As measured then: the plain (userId, reviewedAt) index the migrations have since made a covering one.
  await client.query(`DROP INDEX "review_log_userId_reviewedAt_covering_idx"`);
  await client.query(`CREATE INDEX bench_review_log_narrow ON review_log ("userId", "reviewedAt")`);
  const asWritten = await run("as written", HEATMAP_SQL);
  await run("as written, work_mem 64MB (no sort on disk)", HEATMAP_SQL, "SET work_mem = '64MB'");
  await client.query("RESET work_mem");
  const bucketed = await run("15-minute buckets first", BUCKETED_SQL);
  log(`bucketed gives the same days: ${isDeepStrictEqual(asWritten, bucketed)}`);
  log("CREATE INDEX review_log (userId, reviewedAt) INCLUDE (durationMs, rating, elapsedDays, stateBefore); VACUUM ANALYZE");
  await client.query(
    `CREATE INDEX bench_review_log_cover ON review_log ("userId", "reviewedAt") INCLUDE ("durationMs", rating, "elapsedDays", "stateBefore")`,
  );
  await client.query(`VACUUM ANALYZE review_log`);
  const size = (await client.query<{ s: string }>(`SELECT pg_size_pretty(pg_relation_size('bench_review_log_cover')) AS s`)).rows[0]!.s;
  log(
    `index size ${size}, table ${(await client.query<{ s: string }>(`SELECT pg_size_pretty(pg_relation_size('review_log')) AS s`)).rows[0]!.s}`,
  );
  await run("as written, covering index", HEATMAP_SQL);
  const both = await run("15-minute buckets first, covering index", BUCKETED_SQL);
  log(`same days: ${isDeepStrictEqual(asWritten, both)} (study day start hour ${STUDY_DAY_START_HOUR})`);
  await client.end();
});
