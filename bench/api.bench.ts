// pnpm bench:api — the real Mnemo API (OURS) against a bare Fastify + pg
// baseline (BARE) in the same run, on the same database and data.
// See README.md for what is measured and how to read the figures.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { checkSameAnswers, checkSqlDrift, explainQueries, traceRequests } from "./lib/checks.ts";
import { finishBenchRun, startBenchRun } from "./lib/bench-run.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { findFreePort as freePort } from "@mnemo/db/embedded";
import { postgresCpuMs } from "./lib/proc-cpu.ts";
import { RESULTS_DIR } from "./lib/paths.ts";
import { resultsTable, summarise, TARGET, type Run } from "./lib/report.ts";
import { loadProblems, runLoad, stopLoad, type Endpoint } from "./lib/run-load.ts";
import { BIG_DECK_CARDS, DECKS, seed } from "./lib/seed.ts";
import { startServer, type ServerName } from "./lib/server-process.ts";

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const config = {
  durationS: envNumber("BENCH_DURATION", 10),
  warmupS: envNumber("BENCH_WARMUP", 3),
  connections: envNumber("BENCH_CONNECTIONS", 50),
  poolSize: envNumber("BENCH_POOL_SIZE", 10),
  pages: BIG_DECK_CARDS / 50,
  /** Also measure each endpoint's halves (session check alone, data access alone) on both servers. */
  breakdown: process.env.BENCH_BREAKDOWN === "1",
  breakdownDurationS: envNumber("BENCH_BREAKDOWN_DURATION", 5),
  breakdownWarmupS: envNumber("BENCH_BREAKDOWN_WARMUP", 2),
};

const log = (line: string) => console.log(`[bench] ${line}`);
const ms = (n: number) => `${Math.round(n)} ms`;

const run = startBenchRun({ log, onInterrupt: stopLoad });

async function main(): Promise<number> {
  const started = new Date();
  const machine = {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "?",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
  log(
    `machine: ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}, ` +
      `load average ${machine.loadAverageAtStart.join(" ")} (anything else running skews the figures)`,
  );
  log(
    `load: ${config.connections} connections, closed loop, ` +
      `${config.warmupS} s warm-up + ${config.durationS} s measured per run, DB pool ${config.poolSize} per server`,
  );

  const t0 = performance.now();
  const database = (run.database = await openBenchDatabase(log));
  log(`database ${database.name} on ${database.server} ${database.serverVersion}, migrated (${ms(performance.now() - t0)})`);

  const env = {
    DATABASE_URL: database.url,
    BENCH_POOL_SIZE: String(config.poolSize),
    BENCH_BREAKDOWN: config.breakdown ? "1" : "0",
  };
  const oursPort = await freePort();
  let barePort = await freePort();
  while (barePort === oursPort) barePort = await freePort();
  const t1 = performance.now();
  const [ours, bare] = await Promise.all([
    startServer("ours", env, oursPort, process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}/ours`] : []),
    startServer("bare", env, barePort, process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}/bare`] : []),
  ]);
  run.servers.push(ours, bare);
  log(`servers up (${ms(performance.now() - t1)}): ours ${ours.baseUrl} (pid ${ours.pid}), bare ${bare.baseUrl} (pid ${bare.pid})`);

  const seeded = await seed({ oursBaseUrl: ours.baseUrl, databaseUrl: database.url });
  log(
    `seeded in ${ms(seeded.ms.total)}: sign-up ${ms(seeded.ms.signUp)}, ${DECKS} decks ${ms(seeded.ms.decks)}, ` +
      `${BIG_DECK_CARDS.toLocaleString("en-GB")} cards ${ms(seeded.ms.cards)}, ANALYZE ${ms(seeded.ms.analyze)}`,
  );

  const problems = await checkSameAnswers(ours, bare, seeded);
  if (problems.length > 0) throw new Error(`ours and bare do not answer alike:\n  ${problems.join("\n  ")}`);
  log("ours and bare return identical JSON (deck list, pages 0/1/50/99/100) and the same 401/404s");

  const traces = await traceRequests([ours, bare], seeded);
  for (const trace of traces) {
    const sum = trace.queries.reduce((a, q) => a + q.ms, 0);
    const tables = trace.queries.map((q) => /\bFROM\s+(?:"public"\.)?"?(\w+)"?/i.exec(q.sql)?.[1] ?? "?");
    log(
      `${trace.server} ${trace.endpoint}: ${trace.queries.length} SQL statements [${tables.join(", ")}] ` +
        `(${sum.toFixed(2)} ms summed), request ${trace.wallMs.toFixed(2)} ms`,
    );
  }
  const sqlDrift = checkSqlDrift(traces);
  for (const line of sqlDrift) console.warn(`[bench] WARNING: ${line}`);
  const explain = await explainQueries(database.url, seeded);
  for (const e of explain) log(`EXPLAIN ANALYZE ${e.label}: ${e.executionMs.toFixed(3)} ms (+${e.planningMs.toFixed(3)} ms planning)`);

  let nextPage = 0;
  const endpoints: Endpoint[] = [
    { label: "GET /api/notes/groups", method: "GET", path: "/api/notes/groups" },
    {
      label: "POST /api/notes/notes_by_group_id",
      method: "POST",
      path: "/api/notes/notes_by_group_id",
      // Every page of the 5,000-card deck in turn (0..99), the same sequence for both servers.
      body: () => JSON.stringify({ id: seeded.bigDeckId, page: nextPage++ % config.pages }),
    },
  ];
  const failures: string[] = [];
  const dataDir = database.embeddedDataDir;
  /** Warm-up then measured run per [endpoint, server]; every response must be a 200. */
  async function measure(schedule: [Endpoint, ServerName][], durationS: number, warmupS: number, tag: string): Promise<Run[]> {
    const runs: Run[] = [];
    for (const [index, [endpoint, name]] of schedule.entries()) {
      if (run.interrupted) throw new Error("run.interrupted");
      const server = name === "ours" ? ours : bare;
      const load = (seconds: number) =>
        runLoad({
          baseUrl: server.baseUrl,
          endpoint,
          authorization: seeded.authorization,
          connections: config.connections,
          durationS: seconds,
        });
      nextPage = 0;
      const warm = await load(warmupS);
      nextPage = 0;
      const before = { server: await server.cpuMs(), pg: await postgresCpuMs(dataDir), self: process.cpuUsage() };
      const result = await load(durationS);
      const perRequest = (ms: number) => ms / Math.max(1, result.ok);
      const serverCpuMsPerRequest = perRequest((await server.cpuMs()) - before.server);
      const pgAfter = await postgresCpuMs(dataDir);
      const postgresCpuMsPerRequest = before.pg === undefined || pgAfter === undefined ? undefined : perRequest(pgAfter - before.pg);
      const self = process.cpuUsage(before.self);
      const loadGenCpuMsPerRequest = perRequest((self.user + self.system) / 1000);
      for (const [phase, r] of [
        ["warm-up", warm],
        ["measured", result],
      ] as const) {
        const found = loadProblems(r);
        if (found.length > 0) failures.push(`${endpoint.label} on ${name} (${phase}): ${found.join(", ")}`);
      }
      runs.push({
        endpoint: endpoint.label,
        server: name,
        order: index + 1,
        result,
        serverCpuMsPerRequest,
        postgresCpuMsPerRequest,
        loadGenCpuMsPerRequest,
      });
      log(
        `${tag} ${index + 1}/${schedule.length} ${endpoint.label} ${name}: ${Math.round(result.rps)} req/s, ` +
          `p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms, ${result.ok} × 200, ` +
          `CPU/req: server ${serverCpuMsPerRequest.toFixed(2)} ms, postgres ${postgresCpuMsPerRequest?.toFixed(2) ?? "?"} ms, autocannon ${loadGenCpuMsPerRequest.toFixed(2)} ms`,
      );
    }
    return runs;
  }

  // Alternate which server goes first, so slow drift (heat, other load) does not favour one.
  const runs = await measure(
    [
      [endpoints[0]!, "ours"],
      [endpoints[0]!, "bare"],
      [endpoints[1]!, "bare"],
      [endpoints[1]!, "ours"],
    ],
    config.durationS,
    config.warmupS,
    "run",
  );

  let breakdownRuns: Run[] = [];
  if (config.breakdown) {
    const asUser = { "x-bench-user-id": seeded.userId };
    const halves: Endpoint[] = [
      { label: "session check only", method: "GET", path: "/bench/auth-only" },
      { label: "deck list, no session check", method: "GET", path: "/bench/groups-no-auth", headers: asUser },
      {
        label: "cards page, no session check",
        method: "POST",
        path: "/bench/notes-no-auth",
        headers: asUser,
        body: () => JSON.stringify({ id: seeded.bigDeckId, page: nextPage++ % config.pages }),
      },
    ];
    breakdownRuns = await measure(
      halves.flatMap((endpoint, i): [Endpoint, ServerName][] =>
        i % 2 === 0
          ? [
              [endpoint, "ours"],
              [endpoint, "bare"],
            ]
          : [
              [endpoint, "bare"],
              [endpoint, "ours"],
            ],
      ),
      config.breakdownDurationS,
      config.breakdownWarmupS,
      "breakdown",
    );
  }

  const summaries = summarise(runs);
  const markdown = resultsTable(runs, summaries);
  console.log("");
  console.log(markdown);
  console.log("");
  const breakdownSummaries = summarise(breakdownRuns);
  const breakdownMarkdown = breakdownRuns.length > 0 ? resultsTable(breakdownRuns, breakdownSummaries, { verdict: false }) : "";
  if (breakdownMarkdown) {
    console.log("Breakdown (BENCH_BREAKDOWN=1): each endpoint's halves on their own");
    console.log(breakdownMarkdown);
    console.log("");
  }
  console.log(
    `target: ours/bare req/s >= ${TARGET.minRatio} and ours p99 < ${TARGET.maxOursP99Ms} ms at ${config.connections} connections ` +
      `(${machine.nproc} cores, node ${machine.node}, ${database.server} ${database.serverVersion})`,
  );
  const bareOverP99 = runs.filter((run) => run.server === "bare" && !(run.result.latency.p99 < TARGET.maxOursP99Ms));
  if (bareOverP99.length > 0) {
    console.log(
      `note: bare itself has p99 >= ${TARGET.maxOursP99Ms} ms on ${bareOverP99.map((run) => run.endpoint).join(" and ")}: ` +
        `with ${config.connections} connections in a closed loop, latency ≈ connections ÷ throughput, ` +
        `so the p99 target needs > ${Math.round((config.connections / TARGET.maxOursP99Ms) * 1000)} req/s here.`,
    );
  }

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `api-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        startedAt: started.toISOString(),
        machine: { ...machine, loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))) },
        config,
        database: { server: database.server, version: database.serverVersion },
        seed: { decks: DECKS, bigDeckCards: BIG_DECK_CARDS, ms: seeded.ms },
        target: TARGET,
        summary: summaries,
        runs,
        breakdown: breakdownRuns.length > 0 ? { summary: breakdownSummaries, runs: breakdownRuns, table: breakdownMarkdown } : null,
        traces,
        sqlDrift,
        explain,
        failures,
        table: markdown,
      },
      null,
      2,
    ) + "\n",
  );
  log(`results written to ${path.relative(process.cwd(), file)}`);

  if (failures.length > 0) {
    console.error(`\nFAILED: not every response was a 200:\n  ${failures.join("\n  ")}`);
    return 1;
  }
  if (process.env.BENCH_STRICT === "1" && summaries.some((s) => !s.pass)) {
    console.error("\nBENCH_STRICT=1 and the target was missed");
    return 1;
  }
  return 0;
}

await finishBenchRun(run, main);
