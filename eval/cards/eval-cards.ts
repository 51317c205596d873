// pnpm eval:cards <folder> [--out DIR] [--generator offline|llm] [--types qna,mcq,...] [--rates-only]
//
// Runs every document in a folder (text, PDF, Word, PowerPoint, images)
// through the real pipeline (extraction and OCR, the chosen generator, the
// quality gates) and writes, per document, a review sheet (<name>.review.md)
// and a grade sheet (<name>.grades.tsv) beside it, then a summary table
// (summary.md). Grades typed into the sheets survive the next run for every
// card the generator makes again; the rates printed come from them. The
// rubric and the figures per version are in docs/card-quality.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { GENERATED_CARD_TYPES } from "@mnemo/api-contract";
import { readEnv } from "../../apps/api/src/env.ts";
import { AppError } from "../../apps/api/src/lib/app-error.ts";
import { extractInput } from "../../apps/api/src/features/reading/extract-input.ts";
import { createOcrPool } from "../../apps/api/src/features/reading/ocr-pool.ts";
import { generateCards } from "../../apps/api/src/features/generation/generate-cards.ts";
import { createLlmGenerator } from "../../apps/api/src/features/generation/llm/create-llm-generator.ts";
import { createOfflineGenerator } from "../../apps/api/src/features/generation/offline/create-offline-generator.ts";
import type { CardGenerator, TGeneratedCardType } from "../../apps/api/src/features/generation/types.ts";
import { cardId, oneLine } from "./card-view.ts";
import { type TRates, addRates, countGrades, currentRows, formatGrades, mergeGrades, parseGrades, percent } from "./grades.ts";
import { reviewSheet } from "./review-sheet.ts";
import { findNearDuplicates, passesSourceCheck } from "./source-check.ts";
import { offlineOutlineAnalyser } from "../../apps/api/src/features/analysis/outline/offline-analyser.ts";
import { parseCoverage } from "../outline/outline-grades.ts";
import { type TFactRates, factCoverage, formatFacts } from "./fact-coverage.ts";

const TEXT_FILES = /\.(txt|md)$/i;
const BINARY_FILES = /\.(pdf|docx|pptx|png|jpe?g|webp|tiff?|gif|bmp)$/i;
const repoRoot = path.resolve(import.meta.dirname, "../..");

type TRow = {
  name: string;
  kind: string;
  pages: number;
  words: number;
  cards: number;
  sourceOk: number;
  duplicates: number;
  notice?: string | undefined;
  /** Cards the generator proposed, and those left out by why (the model's lost cards and the quality gates' drops). */
  proposed?: number;
  drops?: Record<string, number>;
  rates: TRates;
  /** Cards ticked for adding by default, and the grades of those graded. */
  ticked?: { cards: number; rates: TRates };
  /** Facts a teacher expects covered by U or E cards (docs/card-quality.md, "Measuring"). */
  facts?: TFactRates;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const envFile = path.join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = readEnv(process.env);
  const useModel = args.generator ? args.generator === "llm" : Boolean(env.LLM_BASE_URL);
  if (useModel && !(env.LLM_BASE_URL && env.LLM_MODEL)) fail("--generator llm needs LLM_BASE_URL and LLM_MODEL (see .env.example).");
  const generatorName = useModel ? `llm-${env.LLM_MODEL}` : "offline";
  const out = path.resolve(
    args.out ?? path.join(repoRoot, "eval/results", path.basename(args.folder), generatorName.replace(/[^\w.-]+/g, "-")),
  );
  mkdirSync(out, { recursive: true });
  const files = readdirSync(args.folder)
    .filter((file) => (TEXT_FILES.test(file) && !/^readme/i.test(file)) || BINARY_FILES.test(file))
    .sort();
  if (files.length === 0) fail(`No documents in ${args.folder} (text: .txt .md; files: .pdf .docx .pptx and images).`);

  const log = {
    info: () => undefined,
    warn: (object: object, message: string) => console.warn(`[eval] ${message}`, object),
    error: (object: object, message: string) => console.error(`[eval] ${message}`, object),
  };
  const generator: CardGenerator = useModel
    ? createLlmGenerator({
        baseURL: env.LLM_BASE_URL!,
        ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
        model: env.LLM_MODEL!,
        maxParallel: env.LLM_MAX_PARALLEL,
        timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
        logger: log,
      })
    : createOfflineGenerator();
  const ocr = args.ratesOnly ? undefined : createOcrPool({ size: env.OCR_WORKERS });
  const rows: TRow[] = [];
  try {
    for (const file of files) {
      const name = path.basename(file);
      const gradesPath = path.join(out, `${name}.grades.tsv`);
      const previous = existsSync(gradesPath) ? parseGrades(readFileSync(gradesPath, "utf8")) : { rows: new Map(), problems: [] };
      for (const problem of previous.problems) console.warn(`[eval] ${name}.grades.tsv ${problem}`);
      if (args.ratesOnly) {
        const graded = existsSync(gradesPath) ? [...parseGrades(currentRows(readFileSync(gradesPath, "utf8"))).rows.values()] : [];
        rows.push({ name, kind: "", pages: 0, words: 0, cards: graded.length, sourceOk: NaN, duplicates: NaN, rates: countGrades(graded) });
        continue;
      }
      const started = performance.now();
      const bytes = new Uint8Array(readFileSync(path.join(args.folder, file)));
      // A file Mnemo refuses (a format it does not read, a damaged file) is reported as the app would, and the run goes on.
      const document = await extractInput({
        kind: TEXT_FILES.test(file) ? "text" : "file",
        bytes,
        fileName: name,
        ocr: ocr!,
        maxUncompressedBytes: env.MAX_UNZIPPED_MB * 1024 * 1024,
      }).catch((error: unknown) => {
        console.warn(`[eval] ${name}: not read: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      if (!document) {
        rows.push({ name, kind: "refused", pages: 0, words: 0, cards: 0, sourceOk: NaN, duplicates: NaN, rates: countGrades([]) });
        continue;
      }
      // The offline generator gets the source's outline, as the generation job gives it (made here by the offline analyser).
      const outline = useModel ? undefined : (await offlineOutlineAnalyser.analyse(document)).outline;
      // A document the generator refuses (not English, a model that gave up) is reported, and its sheet left as it was.
      const result = await generateCards({ generator, document, types: args.types, ...(outline ? { outline } : {}) }).catch(
        (error: unknown) => {
          const learner = error instanceof AppError && error.userMessage ? ` (the learner reads: ${error.userMessage})` : "";
          console.warn(`[eval] ${name}: the generator failed: ${error instanceof Error ? error.message : String(error)}${learner}`);
          return undefined;
        },
      );
      if (!result) {
        process.exitCode = 1;
        continue;
      }
      const ms = performance.now() - started;
      const duplicates = new Set(findNearDuplicates(result.cards));
      writeFileSync(
        path.join(out, `${name}.review.md`),
        reviewSheet({ name, document, result, generator: generatorName, types: args.types, duplicates, ms }),
      );
      const sheet = mergeGrades(
        result.cards.map((card) => ({ id: cardId(card.content), type: card.content.type, text: oneLine(card.content) })),
        previous.rows,
      );
      writeFileSync(gradesPath, formatGrades(sheet));
      const tickedIds = new Set(result.cards.filter((card) => card.outline?.ticked).map((card) => cardId(card.content)));
      const ticked = { cards: tickedIds.size, rates: countGrades(sheet.rows.filter((row) => tickedIds.has(row.card))) };
      const coveragePath = findOutlineCoverage(args.outlineGrades, name);
      let facts: TFactRates | undefined;
      if (outline && coveragePath) {
        const measured = factCoverage({
          outline,
          coverage: parseCoverage(readFileSync(coveragePath, "utf8")).rows,
          cards: result.cards,
          cardId: (card) => cardId(card.content),
          grades: new Map(sheet.rows.map((row) => [row.card, row])),
        });
        writeFileSync(path.join(out, `${name}.facts.tsv`), formatFacts(measured.rows));
        facts = measured.rates;
      }
      rows.push({
        name,
        kind: document.kind,
        pages: document.pageCount,
        words: document.words,
        cards: result.cards.length,
        sourceOk: result.cards.filter(passesSourceCheck).length,
        duplicates: duplicates.size,
        notice: result.notice,
        proposed: result.model?.proposed ?? result.proposed,
        drops: result.drops,
        rates: countGrades(sheet.rows),
        ...(outline ? { ticked } : {}),
        ...(facts ? { facts } : {}),
      });
      const proposed = result.model?.proposed ?? result.proposed;
      const failed = Object.entries(result.model?.failures ?? {});
      console.log(
        `[eval] ${name}: ${result.cards.length} cards in ${Math.round(ms)} ms, kept ${result.cards.length} of ${proposed} proposed` +
          (Object.keys(result.drops).length > 0 ? ` (dropped: ${dropList(result.drops)})` : "") +
          (failed.length > 0 ? ` (chunks the model made no cards from: ${dropList(Object.fromEntries(failed))})` : "") +
          (result.model?.lostWords ? ` (${result.model.lostWords} words not charged)` : "") +
          (result.notice ? ` (notice: ${result.notice})` : ""),
      );
    }
  } finally {
    await ocr?.close();
  }
  const summary = summaryTable(rows, { generator: generatorName, folder: path.basename(args.folder), types: args.types });
  if (!args.ratesOnly) writeFileSync(path.join(out, "summary.md"), summary);
  console.log(`\n${summary}`);
  console.log(`[eval] review and grade sheets: ${path.relative(process.cwd(), out) || "."}`);
}

/** "unlocated 2, duplicate 1", largest first. */
function dropList(drops: Record<string, number>): string {
  return Object.entries(drops)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ${count}`)
    .join(", ");
}

function summaryTable(rows: TRow[], meta: { generator: string; folder: string; types: string[] }): string {
  let total: TRates = { cards: 0, graded: 0, usable: 0, edit: 0, unusable: 0, wrong: 0, reasons: {} };
  const lines = [
    `# Card quality: ${meta.folder}, ${meta.generator} generator`,
    "",
    `Card types: ${meta.types.join(", ")}. U = usable as written, U+E = usable after a small edit, X = unusable, wrong = teaches something false or makes no sense (docs/card-quality.md). Rates are over graded cards.`,
    "",
    "| document | input | words | cards | graded | U | U+E | X | wrong | ticked | ticked U | facts covered | source ✓ | near-dup | notice |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  let ticked: TRates = { cards: 0, graded: 0, usable: 0, edit: 0, unusable: 0, wrong: 0, reasons: {} };
  let tickedCards = 0;
  const facts: TFactRates = { facts: 0, graded: 0, covered: 0, usable: 0, pending: 0 };
  const factsCell = (rates: TFactRates | undefined) =>
    rates ? `${percent(rates.covered, rates.graded)} of ${rates.graded}${rates.pending ? ` (${rates.pending} pending)` : ""}` : "–";
  let cards = 0;
  let sourceOk = 0;
  let duplicates = 0;
  for (const row of rows) {
    const { rates } = row;
    total = addRates(total, rates);
    cards += row.cards;
    sourceOk += Number.isNaN(row.sourceOk) ? 0 : row.sourceOk;
    duplicates += Number.isNaN(row.duplicates) ? 0 : row.duplicates;
    if (row.ticked) {
      ticked = addRates(ticked, row.ticked.rates);
      tickedCards += row.ticked.cards;
    }
    if (row.facts) for (const key of Object.keys(facts) as (keyof TFactRates)[]) facts[key] += row.facts[key];
    const tickedCells = row.ticked
      ? `${row.ticked.cards} | ${percent(row.ticked.rates.usable, row.ticked.rates.graded)} of ${row.ticked.rates.graded}`
      : "– | –";
    lines.push(
      `| ${row.name} | ${row.kind}${row.pages ? ` ${row.pages}p` : ""} | ${row.words.toLocaleString("en-GB")} | ${row.cards} | ${rates.graded} | ${percent(rates.usable, rates.graded)} | ${percent(rates.usable + rates.edit, rates.graded)} | ${percent(rates.unusable, rates.graded)} | ${percent(rates.wrong, rates.graded)} | ${tickedCells} | ${factsCell(row.facts)} | ${Number.isNaN(row.sourceOk) ? "–" : percent(row.sourceOk, row.cards)} | ${Number.isNaN(row.duplicates) ? "–" : percent(row.duplicates, row.cards)} | ${row.notice ?? ""} |`,
    );
  }
  lines.push(
    `| **all** | | | **${cards}** | **${total.graded}** | **${percent(total.usable, total.graded)}** | **${percent(total.usable + total.edit, total.graded)}** | **${percent(total.unusable, total.graded)}** | **${percent(total.wrong, total.graded)}** | **${tickedCards}** | **${percent(ticked.usable, ticked.graded)} of ${ticked.graded}** | **${factsCell(facts.graded ? facts : undefined)}** | **${percent(sourceOk, cards)}** | **${percent(duplicates, cards)}** | |`,
    "",
    `Reasons given: ${
      Object.entries(total.reasons)
        .sort((a, b) => b[1] - a[1])
        .map(([reason, count]) => `${reason} ${count}`)
        .join(", ") || "none yet"
    }.`,
    "",
  );
  const drops: Record<string, number> = {};
  let proposed = 0;
  for (const row of rows) {
    proposed += row.proposed ?? row.cards;
    for (const [reason, count] of Object.entries(row.drops ?? {})) drops[reason] = (drops[reason] ?? 0) + count;
  }
  lines.push(
    `Kept ${cards} of ${proposed} cards the generator proposed; left out: ${dropList(drops) || "none"}. Per document: ${
      rows
        .filter((row) => row.drops && Object.keys(row.drops).length > 0)
        .map((row) => `${row.name} (${row.cards} of ${row.proposed ?? row.cards}: ${dropList(row.drops!)})`)
        .join("; ") || "none"
    }.`,
    "",
  );
  if (total.graded < cards)
    lines.push(`${cards - total.graded} cards are not graded yet: fill in the grade column of the .grades.tsv sheets.`, "");
  return lines.join("\n");
}

function parseArgs(argv: string[]): {
  folder: string;
  out?: string;
  generator?: "offline" | "llm";
  types: TGeneratedCardType[];
  ratesOnly: boolean;
  outlineGrades: string;
} {
  const base = process.env.INIT_CWD ?? process.cwd();
  let folder: string | undefined;
  let out: string | undefined;
  let generator: "offline" | "llm" | undefined;
  let types: TGeneratedCardType[] = [...GENERATED_CARD_TYPES];
  let ratesOnly = false;
  let outlineGrades = path.join(repoRoot, "eval/results/outline");
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === "--out") out = path.resolve(base, argv[++i] ?? fail("--out needs a folder"));
    else if (arg === "--generator") {
      const value = argv[++i];
      if (value !== "offline" && value !== "llm") fail("--generator takes offline or llm");
      generator = value;
    } else if (arg === "--types") {
      const values = (argv[++i] ?? "").split(",").filter(Boolean);
      const unknown = values.filter((value) => !(GENERATED_CARD_TYPES as readonly string[]).includes(value));
      if (values.length === 0 || unknown.length > 0) fail(`--types takes a comma-separated list of ${GENERATED_CARD_TYPES.join(", ")}`);
      types = values as TGeneratedCardType[];
    } else if (arg === "--rates-only") ratesOnly = true;
    else if (arg === "--outline-grades") outlineGrades = path.resolve(base, argv[++i] ?? fail("--outline-grades needs a folder"));
    else if (arg === "--help" || arg === "-h") {
      console.log(
        "pnpm eval:cards <folder> [--out DIR] [--generator offline|llm] [--types qna,mcq,truefalse,clozedel,concept_fact_list] [--rates-only] [--outline-grades DIR]",
      );
      process.exit(0);
    } else if (arg.startsWith("--")) fail(`unknown option ${arg}`);
    else folder = path.resolve(base, arg);
  }
  if (!folder || !existsSync(folder))
    fail(`pnpm eval:cards <folder>: ${folder ? `${folder} does not exist` : "a folder of documents is needed"}`);
  return { folder, ...(out ? { out } : {}), ...(generator ? { generator } : {}), types, ratesOnly, outlineGrades };
}

/** The outline's coverage sheet for a document (eval/results/outline/<set>/<file>.coverage.tsv), if it was graded. */
function findOutlineCoverage(folder: string, name: string): string | undefined {
  if (!existsSync(folder)) return undefined;
  const direct = path.join(folder, `${name}.coverage.tsv`);
  if (existsSync(direct)) return direct;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const candidate = path.join(folder, entry.name, `${name}.coverage.tsv`);
    if (entry.isDirectory() && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function fail(message: string): never {
  console.error(`[eval] ${message}`);
  process.exit(2);
}

await main();
