// pnpm bench:generate — extraction, OCR, the offline outline and the offline
// generator on this machine: a 30-page course PDF and a 40-slide course deck
// read into their outline, a 10,000-character text, a 99-page text PDF, one
// A4 page image, and one PDF page whose text layer is broken (rendered, then
// OCR'd). Prints time per stage (median of BENCH_RUNS warm runs, plus the cold
// first run), cards/s, peak RSS and heap, and the outline's and the generator's
// cost as a ratio over extraction alone (the baseline measured in the same
// run). Targets from issue 5 and, for the outline, issue 29.
import { performance } from "node:perf_hooks";
import { extractDocument } from "../apps/api/src/features/reading/extract-document.ts";
import { extractText } from "../apps/api/src/features/reading/extract-text.ts";
import { createOcrPool, type OcrPool } from "../apps/api/src/features/reading/ocr-pool.ts";
import { offlineOutlineAnalyser } from "../apps/api/src/features/analysis/outline/offline-analyser.ts";
import { makeCourseDeck } from "./lib/course-deck.ts";
import { makeCoursePdf } from "./lib/course-pdf.ts";
import { LONG_STUDY_TEXT } from "../apps/api/src/features/generation/testing/long-study-text.ts";
import { createOfflineGenerator } from "../apps/api/src/features/generation/offline/create-offline-generator.ts";
import { applyQualityGates } from "../apps/api/src/features/generation/quality/apply-quality-gates.ts";
import { makeDrawnTextPdf } from "../apps/api/src/features/generation/testing/make-drawn-text-pdf.ts";
import { makePdf, TEXT_PNG_LINES } from "../apps/api/src/features/generation/testing/make-fixtures.ts";
import { renderTextPng } from "../apps/api/src/features/generation/testing/render-text-png.ts";
import type { TExtractedDocument, TGeneratedCardType } from "../apps/api/src/features/generation/types.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPES: TGeneratedCardType[] = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"];
const TARGETS = { textMs: 500, pdfMs: 5000, ocrMs: 2000, rssMb: 600, outlineAddsMs: 1000 };
const MB = 1024 * 1024;

const log = (line: string) => console.log(`[bench] ${line}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const verdict = (value: number, target: number) => (value <= target ? "meets" : "MISSES");
let peakRss = 0;
let peakHeap = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  // The V8 heap only while the outline cases run: reading it walks the heap's spaces.
  if (sampleHeap) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
let sampleHeap = false;
const rssTimer = setInterval(sampleRss, 20);

async function timed<T>(run: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  sampleRss();
  return { ms: performance.now() - started, value };
}

type Stages = { extract: number; generate: number; gates: number; cards: number };

/**
 * Extraction, the offline generator and the quality gates. With `fromOutline`, as a job on an existing source
 * runs it (issue 30): the source's outline is read first, outside the timing (the job loads the one it keeps with
 * the source), and the generator makes its cards from the outline's points.
 */
async function pipeline(extract: () => Promise<TExtractedDocument> | TExtractedDocument, { fromOutline = false } = {}): Promise<Stages> {
  const generator = createOfflineGenerator();
  const extracted = await timed(extract);
  const outline = fromOutline ? (await offlineOutlineAnalyser.analyse(extracted.value)).outline : undefined;
  const generated = await timed(() => generator.generate(extracted.value, { types: TYPES, ...(outline ? { outline } : {}) }));
  const gated = await timed(() => applyQualityGates({ cards: generated.value.cards, existing: [], document: extracted.value }));
  return { extract: extracted.ms, generate: generated.ms, gates: gated.ms, cards: gated.value.cards.length };
}

async function measure(name: string, run: () => Promise<Stages>, targetMs: number) {
  const cold = await run();
  const warm: Stages[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await run());
  const pick = (key: keyof Stages) => median(warm.map((stages) => stages[key]));
  const total = pick("extract") + pick("generate") + pick("gates");
  const coldTotal = cold.extract + cold.generate + cold.gates;
  log(`${name}`);
  log(`  extraction alone (baseline) ${fmt(pick("extract"))}   generation ${fmt(pick("generate"))}   quality gates ${fmt(pick("gates"))}`);
  log(
    `  total ${fmt(total)} (cold first run ${fmt(coldTotal)})   ${pick("cards")} cards, ${Math.round((pick("cards") / total) * 1000)} cards/s   ` +
      `generator/extraction = ${(pick("generate") / pick("extract")).toFixed(2)}x   target <= ${targetMs} ms: ${verdict(total, targetMs)}`,
  );
  return { total, coldTotal };
}

type OutlineStages = { extract: number; outline: number; sections: number; points: number; terms: number; characters: number };

/** Extraction, then the offline analyser on what it extracted: what reading a source into its outline costs over reading it alone. */
async function outlineRun(extract: () => Promise<TExtractedDocument>): Promise<OutlineStages> {
  const extracted = await timed(extract);
  const analysed = await timed(() => offlineOutlineAnalyser.analyse(extracted.value));
  const { sections } = analysed.value.outline;
  return {
    extract: extracted.ms,
    outline: analysed.ms,
    sections: sections.length,
    points: sections.reduce((sum, section) => sum + section.points.length, 0),
    terms: analysed.value.outline.terms.length,
    characters: extracted.value.characters,
  };
}

async function measureOutline(name: string, extract: () => Promise<TExtractedDocument>, { hasTarget = true } = {}) {
  // The cold run is also the warm-up: it loads the NLP model and word list (the first case only), pdf.js or the zip reader, and JIT-compiles.
  const cold = await outlineRun(extract);
  const warm: OutlineStages[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await outlineRun(extract));
  const pick = (key: keyof OutlineStages) => median(warm.map((stages) => stages[key]));
  const [extractMs, outlineMs] = [pick("extract"), pick("outline")];
  log(`${name}, ${cold.characters.toLocaleString("en")} characters extracted`);
  log(
    `  extraction alone (baseline) ${fmt(extractMs)}   extraction + outline ${fmt(extractMs + outlineMs)}   ` +
      `the outline adds ${fmt(outlineMs)} = ${(outlineMs / extractMs).toFixed(2)}x extraction, ${((extractMs + outlineMs) / extractMs).toFixed(2)}x in all   ` +
      (hasTarget ? `target: adds <= ${TARGETS.outlineAddsMs} ms: ${verdict(outlineMs, TARGETS.outlineAddsMs)}` : "no target (for scale)"),
  );
  log(
    `  cold first run: extraction ${fmt(cold.extract)}, outline ${fmt(cold.outline)}   ` +
      `outline: ${pick("sections")} sections, ${pick("points")} key points, ${pick("terms")} key terms`,
  );
  return { extractMs, outlineMs };
}

async function main() {
  log(`node ${process.version}, ${RUNS} warm runs per case (median) after a cold first run (also the warm-up), shown too`);

  // The outline first, in a fresh process: its cold run pays for loading the NLP model, as a new file thread does,
  // and its peak memory is its own, to set beside the generator's (the current peak) below.
  const [coursePdf, courseDeck] = await Promise.all([makeCoursePdf(), makeCourseDeck()]);
  const noOcr = createOcrPool({ size: 1 }); // never started: the course PDF has a text layer on every page
  const rssBeforeOutline = process.memoryUsage.rss() / MB;
  sampleHeap = true;
  const outlinePdf = await measureOutline(
    `outline of a ${coursePdf.pages}-page course PDF (${(coursePdf.bytes.length / 1024).toFixed(0)} KB)`,
    () => extractDocument({ bytes: coursePdf.bytes, fileName: "course.pdf", ocr: noOcr }),
  );
  const outlineDeck = await measureOutline(
    `outline of a ${courseDeck.slides}-slide course deck (${(courseDeck.bytes.length / 1024).toFixed(0)} KB)`,
    () => extractDocument({ bytes: courseDeck.bytes, fileName: "course.pptx", ocr: noOcr }),
  );
  sampleHeap = false;
  await noOcr.close();
  const outlineRssMb = peakRss / MB;
  log(
    `  memory of the outline cases: peak RSS ${outlineRssMb.toFixed(0)} MB (${rssBeforeOutline.toFixed(0)} MB before them), peak V8 heap used ${(peakHeap / MB).toFixed(0)} MB ` +
      `(set beside the generator's peak below)`,
  );

  const text = LONG_STUDY_TEXT.slice(0, 10_000);
  const textResult = await measure(
    `10,000 characters of text (${text.length} chars)`,
    () => pipeline(() => extractText({ text })),
    TARGETS.textMs,
  );
  const textFromOutline = await measure(
    `the same text from its stored outline (a new generation from an existing source)`,
    () => pipeline(() => extractText({ text }), { fromOutline: true }),
    TARGETS.textMs,
  );

  const pages = Array.from({ length: 99 }, (_, i) => {
    const start = (i * 997) % Math.max(1, LONG_STUDY_TEXT.length - 1500);
    const from = LONG_STUDY_TEXT.indexOf(". ", start) + 2;
    return LONG_STUDY_TEXT.slice(from, from + 1400);
  });
  const pdf = await makePdf({ pages });
  const ocr = createOcrPool(); // OCR_WORKERS' default: two engines, a page read in two halves at once
  const oneEngine = createOcrPool({ size: 1 });
  try {
    const pdfResult = await measure(
      `99-page text PDF (${(pdf.length / 1024).toFixed(0)} KB)`,
      () => pipeline(() => extractDocument({ bytes: pdf, fileName: "bench.pdf", ocr })),
      TARGETS.pdfMs,
    );
    const pdfFromOutline = await measure(
      `the same PDF from its stored outline (a new generation from an existing source)`,
      () => pipeline(() => extractDocument({ bytes: pdf, fileName: "bench.pdf", ocr }), { fromOutline: true }),
      TARGETS.pdfMs,
    );
    // For scale, not a target: the same outline on seven times the course PDF's text (pages full of body text, no headings).
    await measureOutline(`outline of the same 99-page text PDF`, () => extractDocument({ bytes: pdf, fileName: "bench.pdf", ocr }), {
      hasTarget: false,
    });

    const pdfRssMb = peakRss / MB;
    // An A4 page at 150 dpi (1240 x 1754 px) of ~45 lines of body text.
    const words = LONG_STUDY_TEXT.split(/\s+/);
    const lines: string[] = [];
    for (let i = 0, line = ""; i < words.length && lines.length < 45; i++) {
      if ((line + " " + words[i]).length > 70) {
        lines.push(line.trim());
        line = "";
      }
      line += ` ${words[i]}`;
    }
    const png = await renderTextPng({ lines, width: 1240, fontSize: 24 });
    const readPage = async (pool: OcrPool) => {
      const cold = await timed(() => extractDocument({ bytes: png, fileName: "page.png", ocr: pool }));
      const warm: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 3); i++)
        warm.push((await timed(() => extractDocument({ bytes: png, fileName: "page.png", ocr: pool }))).ms);
      const text = cold.value.sections.map((section) => section.text).join("\n\n");
      const expected = new Set(lines.join(" ").split(" "));
      const right = text.split(/\s+/).filter((word) => expected.has(word)).length;
      return { coldMs: cold.ms, warmMs: median(warm), words: cold.value.words, right, text };
    };
    const split = await readPage(ocr);

    // A page whose font has no usable ToUnicode map: its text layer is symbol
    // soup, so the page is rendered at 150 dpi and read by the same two engines.
    const broken = await makeDrawnTextPdf({ as: "glyphs" });
    const renderRuns: number[] = [];
    let renderedText = "";
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      const run = await timed(() => extractDocument({ bytes: broken, fileName: "broken.pdf", ocr }));
      renderRuns.push(run.ms);
      renderedText = run.value.sections.map((section) => section.text).join(" ");
    }
    log(`PDF page with a broken text layer (rendered, then OCR'd; 4 lines of text on A4)`);
    log(
      `  ${fmt(median(renderRuns))} warm, ${renderedText === TEXT_PNG_LINES.join(" ") ? "every word read" : `READ DIFFERENTLY: ${renderedText}`}`,
    );
    // The app's peak: the baseline's third engine comes after, in the same process, only for the ratio.
    const rssMb = peakRss / MB;
    await ocr.close();
    // Baseline: one engine reads the whole page.
    const baseline = await readPage(oneEngine);
    const ocrMs = split.warmMs;
    log(`OCR of one A4 page image (${lines.length} lines)`);
    log(
      `  one engine, whole page (baseline): ${fmt(baseline.warmMs)} warm (cold ${fmt(baseline.coldMs)}), ${baseline.words} words read, ${baseline.right} exactly right`,
    );
    log(
      `  two engines, page cut in two (default): ${fmt(ocrMs)} warm (cold, with the engines' start: ${fmt(split.coldMs)}), ${split.words} words read, ${split.right} exactly right, ` +
        `${split.text === baseline.text ? "the same text as the baseline" : "TEXT DIFFERS FROM THE BASELINE"}   ` +
        `baseline/default = ${(baseline.warmMs / ocrMs).toFixed(2)}x   target <= ${TARGETS.ocrMs} ms: ${verdict(ocrMs, TARGETS.ocrMs)}`,
    );

    log(
      `peak RSS ${rssMb.toFixed(0)} MB (whole process, up to the two-engine OCR; ${pdfRssMb.toFixed(0)} MB before OCR; the baseline's engine after it is not counted)   target <= ${TARGETS.rssMb} MB: ${verdict(rssMb, TARGETS.rssMb)}`,
    );
    log(
      `the outline's peak RSS ${outlineRssMb.toFixed(0)} MB beside the generator's and OCR's ${rssMb.toFixed(0)} MB (the current peak): ` +
        `${outlineRssMb <= rssMb ? "stays within it" : "ABOVE IT"}`,
    );
    log(
      `summary: text ${fmt(textResult.total)} / ${TARGETS.textMs} ms = ${(textResult.total / TARGETS.textMs).toFixed(2)}, ` +
        `PDF ${fmt(pdfResult.total)} / ${TARGETS.pdfMs} ms = ${(pdfResult.total / TARGETS.pdfMs).toFixed(2)}, ` +
        `from the stored outline: text ${fmt(textFromOutline.total)} = ${(textFromOutline.total / TARGETS.textMs).toFixed(2)}, ` +
        `PDF ${fmt(pdfFromOutline.total)} = ${(pdfFromOutline.total / TARGETS.pdfMs).toFixed(2)} of the targets, ` +
        `OCR ${fmt(ocrMs)} / ${TARGETS.ocrMs} ms = ${(ocrMs / TARGETS.ocrMs).toFixed(2)}, RSS ${rssMb.toFixed(0)} / ${TARGETS.rssMb} MB = ${(rssMb / TARGETS.rssMb).toFixed(2)}, ` +
        `outline adds ${fmt(outlinePdf.outlineMs)} (PDF) and ${fmt(outlineDeck.outlineMs)} (deck) / ${TARGETS.outlineAddsMs} ms`,
    );
  } finally {
    clearInterval(rssTimer);
    await Promise.all([ocr.close(), oneEngine.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
