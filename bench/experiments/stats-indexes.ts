// study.stats's two review_log queries (the year heatmap and retention by month) at 1,000,000 answers, in the
// shapes and with the layouts Prisma's schema can express, to choose one (the covering index with INCLUDE that
// heatmap-shapes.ts measured cannot be written in schema.prisma). Same seed as bench:study.
// Run: pnpm --filter @mnemo/bench exec tsx experiments/stats-indexes.ts  (~4 min)
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { withSeededLearner } from "../lib/study-experiment.ts";

const log = (line: string) => console.log(`[stats] ${line}`);
const timeZone = "Europe/Berlin";

// $1 zone, $2 study day start hour, $3 user, $4 a year ago.
const HEATMAP = (
  table: string,
) => `SELECT to_char((r."reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
    count(*)::int AS reviews, COALESCE(sum(r."durationMs"), 0)::int AS time_ms
  FROM ${table} r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1 ORDER BY 1`;
const HEATMAP_BUCKETED = (
  table: string,
) => `SELECT to_char((q.b AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
    sum(q.n)::int AS reviews, COALESCE(sum(q.ms), 0)::int AS time_ms
  FROM (SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS b, count(*) AS n, sum(r."durationMs") AS ms
        FROM ${table} r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1) q
  GROUP BY 1 ORDER BY 1`;
// $1 zone, $2 (unused: the same parameters), $3 user, $4 a year ago.
const RETENTION = (table: string) => `SELECT to_char(r."reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month,
    count(*) FILTER (WHERE r."elapsedDays" < 21)::int AS young, count(*) FILTER (WHERE r."elapsedDays" < 21 AND r.rating > 1)::int AS young_passed,
    count(*) FILTER (WHERE r."elapsedDays" >= 21)::int AS mature, count(*) FILTER (WHERE r."elapsedDays" >= 21 AND r.rating > 1)::int AS mature_passed
  FROM ${table} r WHERE $2::int IS NOT NULL AND r."userId" = $3 AND r."stateBefore" = 'review' AND r."reviewedAt" >= $4::timestamp GROUP BY 1 ORDER BY 1`;
const RETENTION_BUCKETED = (table: string) => `SELECT to_char(q.b AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month,
    sum(q.young)::int AS young, sum(q.young_passed)::int AS young_passed, sum(q.mature)::int AS mature, sum(q.mature_passed)::int AS mature_passed
  FROM (SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS b,
          count(*) FILTER (WHERE r."elapsedDays" < 21) AS young, count(*) FILTER (WHERE r."elapsedDays" < 21 AND r.rating > 1) AS young_passed,
          count(*) FILTER (WHERE r."elapsedDays" >= 21) AS mature, count(*) FILTER (WHERE r."elapsedDays" >= 21 AND r.rating > 1) AS mature_passed
        FROM ${table} r WHERE $2::int IS NOT NULL AND r."userId" = $3 AND r."stateBefore" = 'review' AND r."reviewedAt" >= $4::timestamp GROUP BY 1) q
  GROUP BY 1 ORDER BY 1`;

/** Retention grouped by bucket and the two conditions (fewer expressions per answer), then counted per month. */
const RETENTION_FLAGS = (table: string) => `SELECT to_char(q.b AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month,
    COALESCE(sum(q.n) FILTER (WHERE NOT q.mature), 0)::int AS young, COALESCE(sum(q.n) FILTER (WHERE NOT q.mature AND q.passed), 0)::int AS young_passed,
    COALESCE(sum(q.n) FILTER (WHERE q.mature), 0)::int AS mature, COALESCE(sum(q.n) FILTER (WHERE q.mature AND q.passed), 0)::int AS mature_passed
  FROM (SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS b, r."elapsedDays" >= 21 AS mature, r.rating > 1 AS passed, count(*) AS n
        FROM ${table} r WHERE $2::int IS NOT NULL AND r."userId" = $3 AND r."stateBefore" = 'review' AND r."reviewedAt" >= $4::timestamp GROUP BY 1, 2, 3) q
  GROUP BY 1 ORDER BY 1`;

/** Both in one pass (what get-study-stats.ts sends): $1 zone, $2 start hour, $3 user, $4 a year ago. */
const COMBINED = (table: string) => `SELECT q.day, q.month, sum(q.n)::int AS reviews, COALESCE(sum(q.ms), 0)::int AS time_ms,
    sum(q.young)::int AS young, sum(q.young_passed)::int AS young_passed, sum(q.mature)::int AS mature, sum(q.mature_passed)::int AS mature_passed
  FROM (
    SELECT to_char((b.bucket AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
      to_char(b.bucket AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month, b.n, b.ms, b.young, b.young_passed, b.mature, b.mature_passed
    FROM (
      SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS bucket, count(*) AS n, sum(r."durationMs") AS ms,
        count(*) FILTER (WHERE r."stateBefore" = 'review' AND r."elapsedDays" < 21) AS young,
        count(*) FILTER (WHERE r."stateBefore" = 'review' AND r."elapsedDays" < 21 AND r.rating > 1) AS young_passed,
        count(*) FILTER (WHERE r."stateBefore" = 'review' AND r."elapsedDays" >= 21) AS mature,
        count(*) FILTER (WHERE r."stateBefore" = 'review' AND r."elapsedDays" >= 21 AND r.rating > 1) AS mature_passed
      FROM ${table} r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1
    ) b
  ) q
  GROUP BY GROUPING SETS ((q.day), (q.month))
  ORDER BY q.day, q.month`;

await withSeededLearner(log, timeZone, async (databaseUrl, params) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", (error) => log(`connection error: ${error.message}`));
  await client.connect();
  const size = async (relation: string) =>
    (await client.query<{ s: string }>(`SELECT pg_size_pretty(pg_relation_size($1)) AS s`, [relation])).rows[0]!.s;
  const expected: Record<string, unknown> = {};
  const run = async (label: string, kind: "heatmap" | "retention" | "both", sql: string) => {
    const rows = (await client.query(sql, params)).rows;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await client.query(sql, params);
      times.push(performance.now() - t0);
    }
    const plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map(
      (r) => r["QUERY PLAN"],
    );
    times.sort((a, b) => a - b);
    expected[kind] ??= rows;
    const same = isDeepStrictEqual(expected[kind], rows);
    const scan =
      plan
        .find((line) => /Scan/.test(line))
        ?.trim()
        .replace(/\s+\(cost.*/, "") ?? "?";
    log(
      `${kind} ${label}: median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)}), ${rows.length} rows, same: ${same}; ${scan}`,
    );
    if (process.env.PLANS === "1") console.log(plan.join("\n"));
  };
  const all = async (label: string, table: string) => {
    if (process.env.ONLY_COMPOSITE === "1" && !label.startsWith("composite")) return;
    await run(label, "heatmap", HEATMAP(table));
    await run(`${label}, 15-minute buckets`, "heatmap", HEATMAP_BUCKETED(table));
    await run(label, "retention", RETENTION(table));
    await run(`${label}, 15-minute buckets`, "retention", RETENTION_BUCKETED(table));
    await run(`${label}, 15-minute buckets and the two conditions`, "retention", RETENTION_FLAGS(table));
    await run(`${label}, both in one pass, 15-minute buckets`, "both", COMBINED(table));
  };
  log(`review_log ${await size("review_log")}`);
  // The database has the migrations' covering index; first the plain (userId, reviewedAt) index it replaced.
  await client.query(`DROP INDEX "review_log_userId_reviewedAt_covering_idx"`);
  await client.query(`CREATE INDEX bench_review_log_narrow ON review_log ("userId", "reviewedAt")`);
  await client.query(`VACUUM ANALYZE review_log`);
  await all("index (userId, reviewedAt)", "review_log");

  log("a plain composite index (userId, reviewedAt, stateBefore, rating, elapsedDays, durationMs) in place of (userId, reviewedAt)");
  await client.query(
    `CREATE INDEX bench_review_log_wide ON review_log ("userId", "reviewedAt", "stateBefore", rating, "elapsedDays", "durationMs")`,
  );
  await client.query(`DROP INDEX bench_review_log_narrow`);
  await client.query(`VACUUM ANALYZE review_log`);
  log(`index ${await size("bench_review_log_wide")}`);
  await all("composite index", "review_log");

  if (process.env.ONLY_COMPOSITE === "1") return void (await client.end());
  log("the JSON moved out: review_log without result and undo (a side table would hold them), index (userId, reviewedAt)");
  await client.query(
    `CREATE TABLE bench_slim AS SELECT id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter",
       "elapsedDays", "durationMs", "reviewedAt", "createdAt" FROM review_log`,
  );
  await client.query(`CREATE INDEX ON bench_slim ("userId", "reviewedAt")`);
  await client.query(`VACUUM ANALYZE bench_slim`);
  log(`slim table ${await size("bench_slim")}`);
  await all("slim table", "bench_slim");
  await client.end();
});
