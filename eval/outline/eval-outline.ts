// pnpm eval:outline <folder> [--out DIR] [--rates-only]
//
// Runs every document in a folder through extraction (and OCR), the analysis
// and the offline outline, and writes per document a review sheet
// (<file>.outline.md), a coverage sheet against the expected facts in
// facts/<file>.facts.md (<file>.coverage.tsv) and a points sheet
// (<file>.points.tsv), then summary.md with the rates from whatever is
// graded. Grades survive a re-run while they still apply. The rubric:
// docs/card-quality.md, "Outlines".
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readEnv } from "../../apps/api/src/env.ts";
import { analyseDocument } from "../../apps/api/src/features/analysis/analyse-document.ts";
import { loadNlp } from "../../apps/api/src/features/analysis/load-nlp.ts";
import { buildOfflineOutline } from "../../apps/api/src/features/analysis/outline/build-offline-outline.ts";
import { loadWordFrequency } from "../../apps/api/src/lib/word-frequency.ts";
import { extractInput } from "../../apps/api/src/features/reading/extract-input.ts";
import { createOcrPool } from "../../apps/api/src/features/reading/ocr-pool.ts";
import { parseFacts } from "./facts-file.ts";
import {
  type TOutlineRates,
  addOutlineRates,
  countOutline,
  currentPointRows,
  formatCoverage,
  formatPoints,
  mergeCoverage,
  mergePoints,
  parseCoverage,
  parsePoints,
  percent,
} from "./outline-grades.ts";
import { outlineSheet } from "./outline-sheet.ts";
import { sheetItems } from "./outline-view.ts";

const TEXT_FILES = /\.(txt|md)$/i;
const BINARY_FILES = /\.(pdf|docx|pptx|png|jpe?g|webp|tiff?|gif|bmp)$/i;
const repoRoot = path.resolve(import.meta.dirname, "../..");
const factsDir = path.join(import.meta.dirname, "facts");

type TRow = {
  name: string;
  kind: string;
  pages: number;
  sections: number;
  points: number;
  examples: number;
  ms: number;
  rates: TOutlineRates;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const envFile = path.join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = readEnv(process.env);
  const out = path.resolve(args.out ?? path.join(repoRoot, "eval/results/outline", path.basename(args.folder)));
  mkdirSync(out, { recursive: true });
  const files = readdirSync(args.folder)
    .filter((file) => (TEXT_FILES.test(file) && !/^readme/i.test(file)) || BINARY_FILES.test(file))
    .sort();
  if (files.length === 0) fail(`No documents in ${args.folder}.`);
  const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
  const ocr = args.ratesOnly ? undefined : createOcrPool({ size: env.OCR_WORKERS });
  const rows: TRow[] = [];
  try {
    for (const name of files) {
      const factsPath = path.join(factsDir, `${name}.facts.md`);
      const facts = existsSync(factsPath) ? parseFacts(readFileSync(factsPath, "utf8")) : [];
      const coveragePath = path.join(out, `${name}.coverage.tsv`);
      const pointsPath = path.join(out, `${name}.points.tsv`);
      const oldCoverage = existsSync(coveragePath) ? parseCoverage(readFileSync(coveragePath, "utf8")) : { rows: [], fingerprint: "" };
      const oldPoints = existsSync(pointsPath) ? parsePoints(readFileSync(pointsPath, "utf8")) : new Map();
      if (args.ratesOnly) {
        const points = existsSync(pointsPath) ? [...parsePoints(currentPointRows(readFileSync(pointsPath, "utf8"))).values()] : [];
        rows.push({ name, kind: "", pages: 0, sections: 0, points: 0, examples: 0, ms: 0, rates: countOutline(oldCoverage.rows, points) });
        continue;
      }
      const started = performance.now();
      const document = await extractInput({
        kind: TEXT_FILES.test(name) ? "text" : "file",
        bytes: new Uint8Array(readFileSync(path.join(args.folder, name))),
        fileName: name,
        ocr: ocr!,
        maxUncompressedBytes: env.MAX_UNZIPPED_MB * 1024 * 1024,
      }).catch((error: unknown) => {
        console.warn(`[eval] ${name}: not read: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      if (!document) continue;
      const extracted = performance.now();
      const analysis = await analyseDocument(nlp, frequency, document);
      const analysed = performance.now();
      const outline = buildOfflineOutline(document, analysis);
      // The analysis is shared with the cards; what the outline adds is the last step alone.
      const ms = { extract: extracted - started, analysis: analysed - extracted, outline: performance.now() - analysed };
      const items = sheetItems(document, outline);
      writeFileSync(path.join(out, `${name}.outline.md`), outlineSheet({ name, document, outline, ms }));
      const coverage = mergeCoverage(facts, items, oldCoverage);
      writeFileSync(coveragePath, formatCoverage(coverage, items));
      const points = mergePoints(items, oldPoints);
      writeFileSync(pointsPath, formatPoints(points));
      rows.push({
        name,
        kind: document.kind,
        pages: document.pageCount,
        sections: outline.sections.length,
        points: items.filter((item) => item.kind !== "example").length,
        examples: items.filter((item) => item.kind === "example").length,
        ms: ms.outline,
        rates: countOutline(coverage, points.rows),
      });
      console.log(
        `[eval] ${name}: ${outline.sections.length} sections, ${items.length} points and examples; extraction ${Math.round(ms.extract)} ms, analysis ${Math.round(ms.analysis)} ms, outline ${Math.round(ms.outline)} ms`,
      );
    }
  } finally {
    await ocr?.close();
  }
  const summary = summaryTable(rows, path.basename(args.folder));
  if (!args.ratesOnly) writeFileSync(path.join(out, "summary.md"), summary);
  console.log(`\n${summary}`);
}

function summaryTable(rows: TRow[], folder: string): string {
  const empty: TOutlineRates = {
    facts: 0,
    factsGraded: 0,
    covered: 0,
    partial: 0,
    sections: 0,
    sectionsRepresented: 0,
    points: 0,
    pointsGraded: 0,
    unfaithful: 0,
    worth: 0,
    examplesMarked: 0,
    examplesMissed: 0,
  };
  let total = empty;
  const lines = [
    `# Outline quality: ${folder}, offline analyser`,
    "",
    'Facts covered = (y + ½ partial) / graded facts; sections represented = facts sections with a fact covered at least in part; unfaithful and worth over graded points; examples marked = examples attached / (those + points graded an example). docs/card-quality.md, "Outlines".',
    "",
    "| document | input | sections | points | examples | outline ms | facts graded | covered | sections repr. | points graded | unfaithful | worth | examples marked |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const line = (name: string, kind: string, row: Omit<TRow, "name" | "kind" | "rates">, r: TOutlineRates, bold = false) => {
    const b = (value: string | number) => (bold ? `**${value}**` : String(value));
    return `| ${b(name)} | ${kind} | ${b(row.sections)} | ${b(row.points)} | ${b(row.examples)} | ${Math.round(row.ms)} | ${b(`${r.factsGraded}/${r.facts}`)} | ${b(percent(r.covered + r.partial / 2, r.factsGraded))} | ${b(percent(r.sectionsRepresented, r.sections))} | ${b(`${r.pointsGraded}/${r.points}`)} | ${b(percent(r.unfaithful, r.pointsGraded))} | ${b(percent(r.worth, r.pointsGraded))} | ${b(percent(r.examplesMarked, r.examplesMarked + r.examplesMissed))} |`;
  };
  const sums = { sections: 0, points: 0, examples: 0, ms: 0, pages: 0 };
  for (const row of rows) {
    total = addOutlineRates(total, row.rates);
    sums.sections += row.sections;
    sums.points += row.points;
    sums.examples += row.examples;
    sums.ms += row.ms;
    lines.push(line(row.name, `${row.kind}${row.pages ? ` ${row.pages}p` : ""}`, row, row.rates));
  }
  lines.push(line("all", "", sums, total, true), "");
  return lines.join("\n");
}

function parseArgs(argv: string[]): { folder: string; out?: string; ratesOnly: boolean } {
  const base = process.env.INIT_CWD ?? process.cwd();
  let folder: string | undefined;
  let out: string | undefined;
  let ratesOnly = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === "--out") out = path.resolve(base, argv[++i] ?? fail("--out needs a folder"));
    else if (arg === "--rates-only") ratesOnly = true;
    else if (arg === "--help" || arg === "-h") {
      console.log("pnpm eval:outline <folder> [--out DIR] [--rates-only]");
      process.exit(0);
    } else if (arg.startsWith("--")) fail(`unknown option ${arg}`);
    else folder = path.resolve(base, arg);
  }
  if (!folder || !existsSync(folder))
    fail(`pnpm eval:outline <folder>: ${folder ? `${folder} does not exist` : "a folder of documents is needed"}`);
  return { folder, ...(out ? { out } : {}), ratesOnly };
}

function fail(message: string): never {
  console.error(`[eval] ${message}`);
  process.exit(2);
}

await main();
