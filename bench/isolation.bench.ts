// pnpm bench:isolation — does heavy file work leave the server answering? (issue 26)
// The real server (apps/api/src/server.ts as `pnpm start` runs it: HTTP, jobs and file threads in
// one process) is asked for GET /healthz every 20 ms and the deck list (GET /api/notes/groups)
// every 50 ms, first on an idle server (the baseline, measured in the same run), then while a
// learner's 50,000-card Anki export (with progress) and a PDF export run as jobs and another
// account uploads and previews hostile files (bombs, a recursive view, a million-row CSV) in a
// loop. Prints p50, p99 and max latency of both requests in both phases, the loaded/idle ratios,
// the server's peak RSS (threads included), how each piece of heavy work ended, and the targets:
// p99 under 100 ms, max under 500 ms, peak RSS under 1 GB. Results: bench/results/isolation-*.json.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { findFreePort } from "@mnemo/db/embedded";
import { createDb } from "@mnemo/db";
import { setPlan } from "../apps/api/src/features/plan/set-plan.ts";
import { HOSTILE_FILES, type HostileUpload } from "./lib/hostile-uploads.ts";
import { startAppServer, type AppServer } from "./lib/app-server.ts";
import { finishBenchRun, startBenchRun } from "./lib/bench-run.ts";
import { adminQuery, openBenchDatabase } from "./lib/database.ts";
import type { LatencySummary } from "./lib/latency-probe.ts";
import { startProbeProcess } from "./lib/probe-process.ts";
import { RESULTS_DIR } from "./lib/paths.ts";
import { startRssSampler } from "./lib/rss-sampler.ts";
import { signUp } from "./lib/seed.ts";
import { seedStudy } from "./lib/study-seed.ts";

const TARGETS = { p99Ms: 100, maxMs: 500, rssMb: 1024 };
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const APKG_CARDS = Number(process.env.BENCH_APKG_CARDS ?? 50_000);
const PDF_CARDS = Number(process.env.BENCH_PDF_CARDS ?? 2_000);
const log = (line: string) => console.log(`[bench] ${line}`);

type WorkResult = { what: string; status: number; code: string | null; ms: number; detail: string };

let stopLoad = () => {};
const run = startBenchRun({ log, onInterrupt: () => stopLoad() });

await finishBenchRun(run, async () => {
  const filesDir = await mkdtemp(path.join(tmpdir(), "mnemo-bench-isolation-"));
  try {
    run.database = await openBenchDatabase(log);
    const database = run.database;
    const port = await findFreePort();
    log(`starting the server (apps/api/src/server.ts, NODE_ENV=production) on :${port}, database ${database.server}`);
    const server = await startAppServer({ databaseUrl: database.url, port, filesDir });
    run.servers.push(server);

    const seeded = await seedLearner(server, database.url);
    const attacker = await signUp(server.baseUrl);
    const attackerAuth = { authorization: `Bearer ${attacker.token}` };
    log(
      `seeded: a premium learner with a ${seeded.cards.toLocaleString("en-GB")}-card deck (${seeded.reviews.toLocaleString("en-GB")} answers) ` +
        `and a ${PDF_CARDS.toLocaleString("en-GB")}-card deck, 40 decks in all; a second (free) account uploads the hostile files`,
    );

    // Built before anything is measured: building them is the benchmark's work, not the server's.
    const hostileFiles = await Promise.all(HOSTILE_FILES.map(async (file) => ({ ...file, bytes: await file.build() })));
    const rss = startRssSampler(server.pid);
    const probes = await startProbeProcess({ baseUrl: server.baseUrl, authorization: seeded.auth.authorization });
    run.servers.push(probes);
    stopLoad = () => void probes.close();

    // Warm-up (discarded): the first requests compile the routes' code and fill the connection pools.
    await sleep(3000);
    await probes.take();
    rss.reset();
    log(`idle: ${IDLE_SECONDS} s`);
    await sleep(IDLE_SECONDS * 1000);
    const idle = { ...(await probes.take()), peakRssMb: rss.peak() / 2 ** 20 };
    rss.reset();

    log("loaded: the Anki export, the PDF export and the hostile uploads, at once");
    const started = performance.now();
    let exportsDone = false;
    const apkg = exportFile(server, seeded.auth, `format=apkg&groupId=${seeded.bigDeckId}&progress=true`, "apkg export (job)");
    const pdf = exportFile(server, seeded.auth, `format=pdf&groupId=${seeded.pdfDeckId}&layout=sheet&paper=a4`, "PDF export");
    const hostile = uploadHostileFiles(server, attackerAuth, hostileFiles, () => exportsDone);
    const exported = await Promise.all([apkg, pdf]);
    exportsDone = true;
    const uploads = await hostile;
    const loadedMs = performance.now() - started;
    const loaded = { ...(await probes.take()), peakRssMb: rss.peak() / 2 ** 20 };
    await probes.close();
    rss.stop();

    report({ idle, loaded, loadedMs, work: [...exported, ...uploads] });
    const errors = idle.health.errors + idle.decks.errors + loaded.health.errors + loaded.decks.errors;
    const met =
      loaded.health.p99 < TARGETS.p99Ms &&
      loaded.decks.p99 < TARGETS.p99Ms &&
      loaded.health.max < TARGETS.maxMs &&
      loaded.decks.max < TARGETS.maxMs &&
      loaded.peakRssMb < TARGETS.rssMb;
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `isolation-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(file, JSON.stringify({ targets: TARGETS, idle, loaded, loadedMs, work: [...exported, ...uploads], met }, null, 2));
    log(`results written to ${path.relative(process.cwd(), file)}`);
    const serverErrors = server.output.filter((line) => /"level":(50|60)|ERROR|FATAL/.test(line));
    if (serverErrors.length > 0) log(`the server logged ${serverErrors.length} error lines; the last: ${serverErrors.at(-1)}`);
    if (errors > 0) log(`${errors} probe requests failed`);
    const failedWork = [...exported].filter((result) => result.status !== 200);
    if (failedWork.length > 0) log(`an export did not finish: ${failedWork.map((result) => `${result.what} ${result.status}`).join(", ")}`);
    return errors > 0 || failedWork.length > 0 || (process.env.BENCH_STRICT === "1" && !met) ? 1 : 0;
  } finally {
    await rm(filesDir, { recursive: true, force: true });
  }
});

/** The learner: premium, a deck of APKG_CARDS cards with two answers per card, a PDF_CARDS deck, 38 small decks for the list. */
async function seedLearner(server: AppServer, databaseUrl: string) {
  const started = performance.now();
  const study = await seedStudy({
    oursBaseUrl: server.baseUrl,
    databaseUrl,
    decks: 1,
    cards: APKG_CARDS,
    reviews: APKG_CARDS * 2,
    timeZone: "Europe/London",
  });
  const [user] = await adminQuery<{ email: string }>(databaseUrl, `SELECT email FROM "user" WHERE id = $1`, [study.userId]);
  const db = createDb({ databaseUrl, poolSize: 1 });
  try {
    await setPlan({ email: user!.email, planId: "premium" }, db);
  } finally {
    await db.$disconnect();
  }
  const [pdfDeck] = await adminQuery<{ id: string }>(
    databaseUrl,
    `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt")
     VALUES (gen_random_uuid(), 'Lecture notes to print', $1, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC') RETURNING id`,
    [study.userId],
  );
  await adminQuery(
    databaseUrl,
    `WITH n AS (
       INSERT INTO note (id, "groupId", "userId", type, content, position, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $2::uuid, $1, 'qna'::"NoteType",
              jsonb_build_object('type', 'qna',
                'question', 'What does step ' || i || ' of the Krebs cycle produce, and which enzyme catalyses it?',
                'answer', repeat('It produces a molecule the next step needs, catalysed by an enzyme of the mitochondrial matrix. ', 3) || i),
              i, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
       FROM generate_series(0, $3::int - 1) AS i RETURNING id)
     INSERT INTO card (id, "noteId", "userId", ord, "updatedAt") SELECT gen_random_uuid(), n.id, $1, 0, now() AT TIME ZONE 'UTC' FROM n`,
    [study.userId, pdfDeck!.id, PDF_CARDS],
  );
  await adminQuery(
    databaseUrl,
    `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), 'Deck ' || d, $1, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM generate_series(1, 38) AS d`,
    [study.userId],
  );
  await adminQuery(databaseUrl, `ANALYZE "group", note, card`);
  log(`seeding took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    auth: { authorization: study.authorization },
    bigDeckId: study.deckIds[0]!,
    pdfDeckId: pdfDeck!.id,
    cards: study.cards,
    reviews: study.reviews,
  };
}

/** GET /api/exports/file: the file at once (200), or a job (202) polled every second until it ends. */
async function exportFile(server: AppServer, auth: Record<string, string>, query: string, what: string): Promise<WorkResult> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/exports/file?${query}`, { headers: auth });
  if (response.status === 200) {
    const size = (await response.arrayBuffer()).byteLength;
    return { what, status: 200, code: null, ms: performance.now() - started, detail: `${mb(size)} streamed at once` };
  }
  if (response.status !== 202) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; error?: string };
    return { what, status: response.status, code: body.code ?? null, ms: performance.now() - started, detail: body.error ?? "" };
  }
  const job = (await response.json()) as { id: string };
  for (;;) {
    await sleep(1000);
    const state = (await (await fetch(`${server.baseUrl}/api/exports/jobs/${job.id}`, { headers: auth })).json()) as {
      status: string;
      size: number | null;
      errorMessage: string | null;
      href: string | null;
    };
    if (state.status === "succeeded") {
      const file = await fetch(`${server.baseUrl}${state.href}`, { headers: auth });
      const size = (await file.arrayBuffer()).byteLength;
      return { what, status: file.status, code: null, ms: performance.now() - started, detail: `job; ${mb(size)} file` };
    }
    if (state.status === "failed")
      return { what, status: 500, code: "JOB_FAILED", ms: performance.now() - started, detail: state.errorMessage ?? "" };
  }
}

/** Uploads each hostile file and previews it (or commits it, for a bomb only the commit reaches), cancelling the upload after, over and over until `done()`. */
async function uploadHostileFiles(
  server: AppServer,
  auth: Record<string, string>,
  files: (HostileUpload & { bytes: Uint8Array })[],
  done: () => boolean,
): Promise<WorkResult[]> {
  const results: WorkResult[] = [];
  if (files.length === 0) return results;
  for (let round = 0; round === 0 || !done(); round++) {
    for (const file of files) {
      const started = performance.now();
      const form = new FormData();
      form.append("file", new Blob([file.bytes]), file.fileName);
      const uploaded = await fetch(`${server.baseUrl}/api/imports/uploads`, { method: "POST", headers: auth, body: form });
      const upload = (await uploaded.json()) as { uploadId?: string; code?: string; error?: string };
      if (!upload.uploadId) {
        results.push({
          what: `${file.name}: upload`,
          status: uploaded.status,
          code: upload.code ?? null,
          ms: performance.now() - started,
          detail: upload.error ?? "",
        });
        continue;
      }
      const step = file.commit ? "commit" : "preview";
      const answer = await fetch(`${server.baseUrl}/api/imports${file.commit ? "" : "/preview"}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify(file.commit ? { uploadId: upload.uploadId, target: { kind: "new" } } : { uploadId: upload.uploadId }),
      });
      const body = (await answer.json()) as { code?: string; error?: string };
      results.push({
        what: `${file.name}: ${step}`,
        status: answer.status,
        code: body.code ?? null,
        ms: performance.now() - started,
        detail: body.error ?? "",
      });
      await fetch(`${server.baseUrl}/api/imports/uploads/${upload.uploadId}`, { method: "DELETE", headers: auth });
    }
  }
  return results;
}

function report({
  idle,
  loaded,
  loadedMs,
  work,
}: {
  idle: { health: LatencySummary; decks: LatencySummary; peakRssMb: number };
  loaded: { health: LatencySummary; decks: LatencySummary; peakRssMb: number };
  loadedMs: number;
  work: WorkResult[];
}) {
  const f = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  log("");
  log(`request                    phase    requests   p50       p99       max        (loaded/idle p99)`);
  for (const [name, key] of [
    ["GET /healthz", "health"],
    ["GET /api/notes/groups", "decks"],
  ] as const) {
    for (const [phase, figures] of [
      ["idle", idle[key]],
      ["loaded", loaded[key]],
    ] as const) {
      log(
        `${name.padEnd(26)} ${phase.padEnd(8)} ${String(figures.requests).padStart(8)}   ${f(figures.p50).padEnd(9)} ${f(figures.p99).padEnd(9)} ${f(figures.max).padEnd(10)}` +
          (phase === "loaded" ? ` (${ratio(loaded[key].p99, idle[key].p99)})` : ""),
      );
    }
  }
  log(`peak RSS: idle ${idle.peakRssMb.toFixed(0)} MB, loaded ${loaded.peakRssMb.toFixed(0)} MB (target under ${TARGETS.rssMb} MB)`);
  log(`loaded phase: ${(loadedMs / 1000).toFixed(1)} s`);
  const byWhat = new Map<string, WorkResult[]>();
  for (const result of work) byWhat.set(result.what, [...(byWhat.get(result.what) ?? []), result]);
  for (const [what, results] of byWhat) {
    const codes = [...new Set(results.map((result) => `${result.status}${result.code ? ` ${result.code}` : ""}`))].join(", ");
    const slowest = Math.max(...results.map((result) => result.ms));
    log(
      `  ${what}: ${results.length}× → ${codes}; slowest ${f(slowest)}${results[0]!.detail ? ` (${results[0]!.detail.slice(0, 110)})` : ""}`,
    );
  }
  const verdict = (value: number, target: number) => (value < target ? "meets" : "MISSES");
  log(
    `targets while loaded: p99 < ${TARGETS.p99Ms} ms: healthz ${verdict(loaded.health.p99, TARGETS.p99Ms)}, decks ${verdict(loaded.decks.p99, TARGETS.p99Ms)}; ` +
      `max < ${TARGETS.maxMs} ms: healthz ${verdict(loaded.health.max, TARGETS.maxMs)}, decks ${verdict(loaded.decks.max, TARGETS.maxMs)}; ` +
      `peak RSS < ${TARGETS.rssMb} MB: ${verdict(loaded.peakRssMb, TARGETS.rssMb)}`,
  );
}

function mb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
