// pnpm bench:study-open — how long a learner waits, in Chromium, between
// clicking Study and seeing the first card (issue 27), against the time the
// same browser takes to open a page with no data of its own, in the same run.
// See README.md for what is measured and how.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { findFreePort as freePort } from "@mnemo/db/embedded";
import { launchChromium } from "./lib/chromium.ts";
import { finishBenchRun, startBenchRun } from "./lib/bench-run.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { RESULTS_DIR } from "./lib/paths.ts";
import { table } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";
import { buildWebApp, withTempDir } from "./lib/web-build.ts";
import { installProbes, readProbes, resetProbes, waitForProbe, type ProbeName } from "./lib/study-open-probes.ts";

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got "${raw}"`);
  return value;
}

const config = {
  rounds: envNumber("BENCH_ROUNDS", 8),
  /** How long the learner looks at the page before clicking (prefetching has this long). */
  thinkMs: envNumber("BENCH_THINK_MS", 1000),
  notes: envNumber("BENCH_STUDY_OPEN_NOTES", 40),
};

const log = (line: string) => console.log(`[bench] ${line}`);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const f0 = (ms: number) => ms.toFixed(0);

type Sample = {
  ms: number;
  /** JavaScript files fetched after the click (0: the page's code was there before). */
  jsAfter: number;
  /** When study.queue's answer arrived, ms after the click (null: it was not asked after the click). */
  queueEndMs: number | null;
};

type Scenario = {
  id: string;
  label: string;
  probe: ProbeName;
  /** Opens the starting page and does what the learner does; returns the moment the wait starts (ms, page clock). */
  run: (page: Page, deckId: string) => Promise<number>;
};

async function clickAfterThinking(page: Page, start: string, target: (page: Page) => ReturnType<Page["getByRole"]>, thinkMs: number) {
  await page.goto(start);
  await target(page).waitFor({ state: "visible" });
  await page.waitForTimeout(thinkMs);
  await resetProbes(page);
  await target(page).click();
  return (await readProbes(page)).clickAt ?? Number.NaN;
}

const studyButton = (page: Page) => page.getByRole("link", { name: "Study Bench deck", exact: true });

function scenarios(thinkMs: number): Scenario[] {
  return [
    {
      id: "baseline-about",
      label: `baseline: /study → footer's About (no data), after ${thinkMs} ms`,
      probe: "about",
      run: (page) =>
        clickAfterThinking(page, "/study", (p) => p.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }), thinkMs),
    },
    {
      id: "overview",
      label: `/study → Study (the deck's row), after ${thinkMs} ms`,
      probe: "card",
      run: (page) => clickAfterThinking(page, "/study", studyButton, thinkMs),
    },
    {
      id: "overview-at-once",
      label: "/study → Study, clicked as soon as shown",
      probe: "card",
      run: (page) => clickAfterThinking(page, "/study", studyButton, 0),
    },
    {
      id: "deck-page",
      label: `deck page → Study, after ${thinkMs} ms`,
      probe: "card",
      run: (page, deckId) =>
        clickAfterThinking(
          page,
          `/flashcards/${deckId}`,
          (p) => p.getByRole("main").getByRole("link", { name: "Study", exact: true }),
          thinkMs,
        ),
    },
    {
      id: "direct",
      label: "/study/{deck} opened directly (from navigation start)",
      probe: "card",
      run: async (page, deckId) => {
        await page.goto(`/study/${deckId}`);
        return 0;
      },
    },
  ];
}

async function seedLearner(
  browser: Browser,
  baseUrl: string,
): Promise<{ storageState: Awaited<ReturnType<BrowserContext["storageState"]>>; deckId: string }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const email = `bench-open-${Date.now().toString(36)}@example.test`;
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseUrl },
      data: { email, password: "correct horse battery staple", name: "Bench Learner" },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const deckResponse = await context.request.post("/api/notes/add_group", { data: { title: "Bench deck" } });
    if (!deckResponse.ok()) throw new Error(`add_group failed: ${deckResponse.status()}`);
    const deckId = ((await deckResponse.json()) as { id: string }).id;
    for (let i = 0; i < config.notes; i += 1) {
      const content =
        i % 5 === 4
          ? { type: "clozedel", text: `Fact ${i}: {{c1::first}} and {{c2::second}} gap.` }
          : { type: "qna", question: `Question ${i}: what is ${i} + ${i}?`, answer: `${2 * i}.` };
      const note = await context.request.post("/trpc/notes.create", { data: { groupId: deckId, content } });
      if (!note.ok()) throw new Error(`notes.create failed: ${note.status()} ${await note.text()}`);
    }
    // The first visit to /study saves the browser's time zone: done once here, so every measured run is alike.
    const page = await context.newPage();
    await page.goto("/study");
    await studyButton(page).waitFor({ state: "visible" });
    await page.waitForTimeout(500);
    return { storageState: await context.storageState(), deckId };
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  baseUrl: string,
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>,
  deckId: string,
  scenario: Scenario,
): Promise<Sample> {
  // A fresh context each time: cold HTTP cache and a new tab, as a learner opening the app.
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: { width: 1280, height: 900 } });
  try {
    await installProbes(context);
    const page = await context.newPage();
    const startedAt = await scenario.run(page, deckId);
    await waitForProbe(page, scenario.probe);
    const probes = await readProbes(page);
    const shownAt = probes[scenario.probe];
    if (shownAt == null || !Number.isFinite(startedAt)) throw new Error(`${scenario.id}: no timing (${JSON.stringify(probes)})`);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: (entry as unknown as { responseEnd: number }).responseEnd,
      })),
    );
    const after = resources.filter((entry) => entry.startTime >= startedAt && entry.startTime <= shownAt);
    // The queue the card came from: the last one asked before it was shown (perhaps before the click).
    const queue = resources.filter((entry) => entry.name.includes("study.queue") && entry.startTime <= shownAt).at(-1);
    const timeline = resources
      .filter((entry) => entry.responseEnd >= startedAt - 2_000 && entry.startTime <= shownAt)
      .map((entry) => {
        const url = new URL(entry.name);
        return `${f0(entry.startTime - startedAt).padStart(6)} → ${f0(entry.responseEnd - startedAt).padStart(6)} ms  ${url.pathname}${url.search.slice(0, 60)}`;
      });
    if (process.env.BENCH_TRACE === "1") console.log(`${scenario.id}: card at ${f0(shownAt - startedAt)} ms\n  ${timeline.join("\n  ")}`);
    return {
      ms: shownAt - startedAt,
      jsAfter: after.filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
      queueEndMs: queue ? queue.responseEnd - startedAt : null,
    };
  } finally {
    await context.close();
  }
}

const run = startBenchRun({ log, onInterrupt: () => {} });

async function main(): Promise<number> {
  return withTempDir(async (tempDir) => {
    log("building apps/web for production (into a temporary directory)");
    const build = await buildWebApp(tempDir);
    log(`built in ${(build.durationMs / 1000).toFixed(1)} s`);
    const database = await openBenchDatabase(log);
    run.database = database;
    const port = await freePort();
    const server = await startServer("ours", { DATABASE_URL: database.url, BENCH_WEB_ROOT: build.outDir }, port);
    run.servers.push(server);
    const browser = await launchChromium();
    run.servers.push({ close: () => browser.close() });

    const { storageState, deckId } = await seedLearner(browser, server.baseUrl);
    log(
      `seeded one learner with a deck of ${config.notes} notes; ${config.rounds} rounds of ${scenarios(config.thinkMs).length} scenarios`,
    );
    const all = scenarios(config.thinkMs);
    const samples = new Map<string, Sample[]>(all.map((scenario) => [scenario.id, []]));
    for (let round = 0; round < config.rounds; round += 1) {
      // Each round in another order, so a busy moment of the machine does not always land on one scenario.
      const order = all.map((_, i) => all[(i + round) % all.length]!);
      for (const scenario of order) samples.get(scenario.id)!.push(await measure(browser, server.baseUrl, storageState, deckId, scenario));
      log(`round ${round + 1}/${config.rounds} done`);
    }

    const baselineMedian = quantile(
      samples
        .get("baseline-about")!
        .map((sample) => sample.ms)
        .sort((a, b) => a - b),
      0.5,
    );
    const rows = all.map((scenario) => {
      const list = samples.get(scenario.id)!;
      const ms = list.map((sample) => sample.ms).sort((a, b) => a - b);
      const queueEnds = list.map((sample) => sample.queueEndMs).filter((value): value is number => value !== null);
      const median = quantile(ms, 0.5);
      return {
        scenario,
        median,
        cells: [
          scenario.label,
          f0(median),
          f0(quantile(ms, 0.9)),
          f0(ms[0]!),
          f0(ms[ms.length - 1]!),
          scenario.id === "baseline-about" ? "1.00" : (median / baselineMedian).toFixed(2),
          (list.reduce((sum, sample) => sum + sample.jsAfter, 0) / list.length).toFixed(1),
          scenario.id === "baseline-about" || queueEnds.length === 0
            ? "-"
            : f0(
                quantile(
                  queueEnds.sort((a, b) => a - b),
                  0.5,
                ),
              ),
        ],
      };
    });
    console.log();
    console.log(`click (or navigation start) to first card on screen, ms, ${config.rounds} runs each, fresh browser context per run:`);
    console.log(
      table(
        ["scenario", "median", "p90", "min", "max", "÷ baseline", "JS files after click", "study.queue answered at"],
        rows.map((row) => row.cells),
        [0],
      ),
    );

    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `study-open-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
          config,
          database: database.server,
          scenarios: all.map((scenario) => ({ id: scenario.id, label: scenario.label, samples: samples.get(scenario.id) })),
        },
        null,
        2,
      ),
    );
    log(`details in ${path.relative(process.cwd(), file)}`);
    return 0;
  });
}

await finishBenchRun(run, main);
