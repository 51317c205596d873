// pnpm bench:diagrams — issue 32's targets. Offline: a 30-page PDF read into its outline (extraction and
// the offline analyser: the baseline, measured in the same run), then drawn as a mind map and as a
// timeline (at most 1 s each beyond the outline), and each graph laid out and written as SVG. In
// Chromium: a 300-node mind map on the viewer page, from navigation start to the painted drawing
// (within 500 ms), then zoom, pan, collapse, "Expand to level" and the outline twin by keyboard with no
// task over 50 ms. See README.md ("pnpm bench:diagrams").
import os from "node:os";
import { visibleNodeIds } from "@mnemo/diagrams";
import { createOcrPool } from "../apps/api/src/features/reading/ocr-pool.ts";
import { finishBenchRun, startBenchRun } from "./lib/bench-run.ts";
import { makeCoursePdf } from "./lib/course-pdf.ts";
import { measureRound, warmUp, type TRound } from "./lib/diagram-browser.ts";
import { makeBenchMindMap, seedDiagram } from "./lib/diagram-map.ts";
import { DRAWN_KINDS, median, quantile, runSource, type TSourceRun } from "./lib/diagram-offline.ts";
import { printRounds } from "./lib/diagram-report.ts";
import { HISTORY, HISTORY_TITLE } from "./lib/history-material.ts";
import { table } from "./lib/report.ts";
import { startWebBench } from "./lib/web-bench.ts";
import { withTempDir } from "./lib/web-build.ts";

const config = {
  runs: Number(process.env.BENCH_RUNS || 10),
  rounds: Number(process.env.BENCH_ROUNDS || 3),
  /** Rounds after those with the page's trace recorded (where the long tasks' time goes, and their CPU time). */
  tracedRounds: Number(process.env.BENCH_TRACED_ROUNDS ?? 1),
  nodes: Number(process.env.BENCH_DIAGRAM_NODES || 300),
  /** "offline" or "browser": only that half. */
  only: process.env.BENCH_DIAGRAMS_ONLY ?? "",
};
const TARGETS = { buildAddsMs: 1000, firstPaintMs: 500 };
const log = (line: string) => console.log(`[bench] ${line}`);
const f1 = (ms: number) => ms.toFixed(ms < 10 ? 1 : 0);
const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ")} (1, 5, 15 min) on ${os.cpus().length} cores`;
const verdict = (isMet: boolean) => (isMet ? "met" : "MISSED");

async function offline(): Promise<boolean> {
  log(
    `offline: ${config.runs} warm runs per source after a cold first run (the NLP model and pdf.js load in the first source's); ${load()}`,
  );
  const sources = [
    { name: "Earth science course (bench:generate's)", pdf: await makeCoursePdf(), title: "Earth and environmental science" },
    { name: "history course (written for this bench)", pdf: await makeCoursePdf(HISTORY, HISTORY_TITLE), title: "History of Europe" },
  ];
  const ocr = createOcrPool({ size: 1 }); // never started: both PDFs have a text layer on every page
  const rows: string[][] = [];
  let isMet = true;
  try {
    for (const source of sources) {
      const cold = await runSource(source.pdf.bytes, source.title, ocr);
      const warm: TSourceRun[] = [];
      for (let i = 0; i < config.runs; i += 1) warm.push(await runSource(source.pdf.bytes, source.title, ocr));
      const pick = (read: (run: TSourceRun) => number) => ({
        median: median(warm.map(read)),
        p95: quantile(warm.map(read), 0.95),
        cold: read(cold),
      });
      const baseline = pick((run) => run.extract + run.outline);
      log(`${source.name}: ${source.pdf.pages} pages, ${cold.sections} sections, ${cold.points} key points in its outline`);
      log(
        `  baseline, extraction + outline: median ${f1(baseline.median)} ms (extraction ${f1(pick((run) => run.extract).median)}, outline ${f1(pick((run) => run.outline).median)}), p95 ${f1(baseline.p95)}, cold ${f1(baseline.cold)}`,
      );
      for (const kind of DRAWN_KINDS) {
        const build = pick((run) => run.kinds[kind].build);
        const shown = pick((run) => run.kinds[kind].layoutShown + run.kinds[kind].svgShown);
        const all = pick((run) => run.kinds[kind].layoutAll + run.kinds[kind].svgAll);
        const drawn = cold.kinds[kind];
        const worst = Math.max(build.p95, build.cold);
        isMet &&= worst <= TARGETS.buildAddsMs;
        log(
          `  ${kind}: ${drawn.nodes} nodes${drawn.parts ? ` in ${drawn.parts} parts` : ""}, ${drawn.shown} shown at first; ` +
            `buildOfflineDiagram adds median ${f1(build.median)} ms, p95 ${f1(build.p95)}, cold ${f1(build.cold)} = ${(build.median / baseline.median).toFixed(3)}x the baseline; ` +
            `target <= ${TARGETS.buildAddsMs} ms beyond the outline: ${verdict(worst <= TARGETS.buildAddsMs)}`,
        );
        log(
          `    layoutDiagram + writeDiagramSvg: as first shown median ${f1(shown.median)} ms (p95 ${f1(shown.p95)}, cold ${f1(shown.cold)}); ` +
            `every branch open median ${f1(all.median)} ms (p95 ${f1(all.p95)}, cold ${f1(all.cold)}), ${drawn.svgKb.toFixed(0)} KB of SVG`,
        );
        rows.push([
          source.name,
          kind,
          `${drawn.nodes} (${drawn.shown})`,
          `${f1(baseline.median)} / ${f1(baseline.p95)} / ${f1(baseline.cold)}`,
          `${f1(build.median)} / ${f1(build.p95)} / ${f1(build.cold)}`,
          `${f1(shown.median)} / ${f1(all.median)} / ${f1(all.cold)}`,
          verdict(worst <= TARGETS.buildAddsMs),
        ]);
      }
    }
  } finally {
    await ocr.close();
  }
  console.log();
  console.log(
    table(
      [
        "source",
        "kind",
        "nodes (shown)",
        "extraction + outline ms: median / p95 / cold",
        "build adds ms: median / p95 / cold",
        "layout + SVG ms: shown / all open / all open cold",
        "target",
      ],
      rows,
      [0, 1],
    ),
  );
  return isMet;
}

const run = startBenchRun({ log, onInterrupt: () => {} });

async function browserHalf(): Promise<boolean> {
  return withTempDir(async (tempDir) => {
    const { server, browser } = await startWebBench(run, tempDir, log);
    const graph = makeBenchMindMap(config.nodes);
    const shown = visibleNodeIds(graph).size;
    const seeded = await seedDiagram(browser, server.baseUrl, graph);
    log(`saved a ${graph.nodes.length}-node mind map through diagrams.create and diagrams.save, and a blank one (the baseline); ${load()}`);
    await warmUp(browser, server.baseUrl, seeded, shown);
    const rounds: TRound[] = [];
    for (let index = 0; index < config.rounds + config.tracedRounds; index += 1) {
      rounds.push(await measureRound(browser, server.baseUrl, seeded, { shown, index, traced: index >= config.rounds }));
      log(`round ${index + 1}/${config.rounds + config.tracedRounds}${index >= config.rounds ? " (traced)" : ""} done; ${load()}`);
    }
    return printRounds(rounds, { nodes: graph.nodes.length, shown, firstPaintMs: TARGETS.firstPaintMs });
  });
}

async function main(): Promise<number> {
  const results: boolean[] = [];
  if (config.only !== "browser") results.push(await offline());
  if (config.only !== "offline") results.push(await browserHalf());
  return process.env.BENCH_STRICT === "1" && results.includes(false) ? 1 : 0;
}

await finishBenchRun(run, main);
