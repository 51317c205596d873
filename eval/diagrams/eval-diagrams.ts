// pnpm eval:diagrams <folder> [--out DIR] [--texts DIR] [--rates-only]
//
// Runs every document in a folder through extraction (and OCR), the analysis,
// the offline outline and the offline diagram builders (mind map and
// timeline), and writes per document and kind a review sheet
// (<file>.<kind>.md: the diagram as a nested list, every node with its
// source quote) and a grade sheet (<file>.<kind>.grades.tsv, see
// diagram-grades.ts), then summary.md with the rates from whatever is graded.
// The extracted text goes to --texts (default: a temporary folder, never
// committed) for graders to read beside the sheets. docs/diagrams.md says how
// the figures were measured.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { TDiagramGraph, TDiagramKind } from "@mnemo/api-contract";
import { readEnv } from "../../apps/api/src/env.ts";
import { analyseDocument } from "../../apps/api/src/features/analysis/analyse-document.ts";
import { loadNlp } from "../../apps/api/src/features/analysis/load-nlp.ts";
import { buildOfflineOutline } from "../../apps/api/src/features/analysis/outline/build-offline-outline.ts";
import { buildOfflineDiagram } from "../../apps/api/src/features/diagrams/build/build-offline-diagram.ts";
import { loadWordFrequency } from "../../apps/api/src/lib/word-frequency.ts";
import { extractInput } from "../../apps/api/src/features/reading/extract-input.ts";
import type { TExtractedDocument } from "../../apps/api/src/features/reading/document.ts";
import { createOcrPool } from "../../apps/api/src/features/reading/ocr-pool.ts";
import { type TDiagramRates, NO_RATES, addRates, formatGrades, mergeGrades, parseGrades, rates } from "./diagram-grades.ts";

const TEXT_FILES = /\.(txt|md)$/i;
const BINARY_FILES = /\.(pdf|docx|pptx|png|jpe?g|webp|tiff?|gif|bmp)$/i;
const KINDS: TDiagramKind[] = ["mind_map", "timeline"];
const repoRoot = path.resolve(import.meta.dirname, "../..");

type TRow = { name: string; kind: TDiagramKind; nodes: number; parts: number; ms: number; note: string; rates: TDiagramRates };

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const envFile = path.join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = readEnv(process.env);
  const out = args.out ? fromCaller(args.out) : path.join(repoRoot, "eval/results/diagrams", path.basename(args.folder));
  const texts = args.texts ? fromCaller(args.texts) : path.join(tmpdir(), "mnemo-diagram-texts", path.basename(args.folder));
  mkdirSync(out, { recursive: true });
  mkdirSync(texts, { recursive: true });
  const files = readdirSync(args.folder)
    .filter((file) => (TEXT_FILES.test(file) && !/^readme/i.test(file)) || BINARY_FILES.test(file))
    .sort();
  if (files.length === 0) fail(`No documents in ${args.folder}.`);
  const rows: TRow[] = [];
  if (args.ratesOnly) {
    for (const name of files) {
      for (const kind of KINDS) {
        const gradesPath = path.join(out, `${name}.${kind}.grades.tsv`);
        if (!existsSync(gradesPath)) continue;
        const grades = parseGrades(readFileSync(gradesPath, "utf8"));
        const sheetPath = path.join(out, `${name}.${kind}.md`);
        const sheet = existsSync(sheetPath) ? readFileSync(sheetPath, "utf8") : "";
        const note = /^No diagram: (.*)$/m.exec(sheet)?.[1] ?? "";
        rows.push({ name, kind, nodes: grades.rows.length, parts: 0, ms: 0, note, rates: rates(grades) });
      }
    }
    console.log(summaryTable(rows, path.basename(args.folder)));
    return;
  }
  const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
  const ocr = createOcrPool({ size: env.OCR_WORKERS });
  try {
    for (const name of files) {
      const document = await extractInput({
        kind: TEXT_FILES.test(name) ? "text" : "file",
        bytes: new Uint8Array(readFileSync(path.join(args.folder, name))),
        fileName: name,
        ocr,
        maxUncompressedBytes: env.MAX_UNZIPPED_MB * 1024 * 1024,
      }).catch((error: unknown) => {
        console.warn(`[eval] ${name}: not read: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      if (!document) continue;
      writeFileSync(path.join(texts, `${name}.txt`), documentText(document));
      const analysis = await analyseDocument(nlp, frequency, document);
      const outline = buildOfflineOutline(document, analysis);
      const title = document.title ?? name.replace(/\.[a-z]+$/i, "").replace(/[_-]+/g, " ");
      for (const kind of KINDS) {
        const started = performance.now();
        let built: ReturnType<typeof buildOfflineDiagram> | undefined;
        let note = "";
        try {
          built = buildOfflineDiagram({ kind, title, outline, sections: document.sections });
        } catch (error) {
          note = error instanceof Error ? error.message : String(error);
        }
        const ms = performance.now() - started;
        const graphs = built ? [built.graph, ...built.parts.map((part) => part.graph)] : [];
        const gradesPath = path.join(out, `${name}.${kind}.grades.tsv`);
        const old = existsSync(gradesPath)
          ? parseGrades(readFileSync(gradesPath, "utf8"))
          : { mainSections: "", present: "", order: "", rows: [] };
        // A split diagram is graded as one: its overview and parts together.
        const merged = graphs.length > 0 ? mergeGrades(combine(graphs), old) : { ...old, rows: [] };
        writeFileSync(gradesPath, formatGrades(merged));
        writeFileSync(path.join(out, `${name}.${kind}.md`), reviewSheet({ name, kind, graphs, document, ms, note }));
        rows.push({ name, kind, nodes: merged.rows.length, parts: built?.parts.length ?? 0, ms, note, rates: rates(merged) });
        console.log(`[eval] ${name} ${kind}: ${note || `${merged.rows.length} nodes`} (${Math.round(ms)} ms)`);
      }
    }
  } finally {
    await ocr.close();
  }
  const summary = summaryTable(rows, path.basename(args.folder));
  writeFileSync(path.join(out, "summary.md"), summary);
  console.log(`\n${summary}`);
}

/** Several graphs (an overview and its parts) as one, for one grade sheet. */
function combine(graphs: TDiagramGraph[]): TDiagramGraph {
  const [first] = graphs as [TDiagramGraph, ...TDiagramGraph[]];
  if (graphs.length === 1) return first;
  return {
    ...first,
    nodes: graphs.flatMap((graph, index) => graph.nodes.map((node) => ({ ...node, id: `${index}.${node.id}` }))),
    edges: graphs.flatMap((graph, index) =>
      graph.edges.map((edge) => ({ ...edge, id: `${index}.${edge.id}`, from: `${index}.${edge.from}`, to: `${index}.${edge.to}` })),
    ),
    root: first.root === undefined ? undefined : `0.${first.root}`,
  };
}

function documentText(document: TExtractedDocument): string {
  return document.sections
    .map((section) => {
      const where = section.page ? `page ${section.page}` : section.slide ? `slide ${section.slide}` : `section ${section.index}`;
      return `=== [${section.index}] ${where}${section.heading ? ` — ${section.heading}` : ""}\n${section.text}`;
    })
    .join("\n\n");
}

function reviewSheet(input: {
  name: string;
  kind: TDiagramKind;
  graphs: TDiagramGraph[];
  document: TExtractedDocument;
  ms: number;
  note: string;
}): string {
  const lines = [`# ${input.name}: ${input.kind.replace("_", " ")}`, ""];
  if (input.graphs.length === 0) {
    lines.push(`No diagram: ${input.note}`, "");
    return lines.join("\n");
  }
  lines.push(`Made offline in ${Math.round(input.ms)} ms beyond the outline.`, "");
  for (const [index, graph] of input.graphs.entries()) {
    if (input.graphs.length > 1) lines.push(index === 0 ? "## Overview" : `## Part ${index}: ${graph.title}`, "");
    const children = new Map<string, string[]>();
    const hasParent = new Set<string>();
    for (const edge of graph.edges) {
      if (edge.kind !== "child") continue;
      children.set(edge.from, [...(children.get(edge.from) ?? []), edge.to]);
      hasParent.add(edge.to);
    }
    const byId = new Map(graph.nodes.map((node) => [node.id, node]));
    const write = (id: string, depth: number) => {
      const node = byId.get(id);
      if (!node) return;
      const date = node.date ? `**${node.date.text}** ` : "";
      const flags = [node.collapsed ? "collapsed" : "", node.shape ?? ""].filter(Boolean).join(", ");
      lines.push(`${"  ".repeat(depth)}- [${node.id}] ${date}${node.label}${flags ? ` _(${flags})_` : ""}`);
      if (node.detail && node.detail !== node.label) lines.push(`${"  ".repeat(depth + 1)}> ${node.detail}`);
      for (const span of node.sources.slice(0, 2)) {
        const section = input.document.sections[span.sectionIndex];
        const where = section?.page ? `p. ${section.page}` : section?.slide ? `slide ${section.slide}` : `§${span.sectionIndex}`;
        lines.push(`${"  ".repeat(depth + 1)}> ${where}: "${span.quote.replace(/\s+/g, " ").slice(0, 200)}"`);
      }
      for (const child of children.get(id) ?? []) write(child, depth + 1);
    };
    const tops = graph.root !== undefined ? [graph.root] : graph.nodes.filter((node) => !hasParent.has(node.id)).map((node) => node.id);
    for (const id of tops) write(id, 0);
    lines.push("");
  }
  return lines.join("\n");
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "-" : `${Math.round((part / whole) * 100)}%`;
}

function summaryTable(rows: TRow[], folder: string): string {
  const lines = [
    `# Offline diagrams: ${folder}`,
    "",
    "| document | kind | nodes | graded | faithful | worth it | main sections present | order right | ms |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
  ];
  const totals = new Map<TDiagramKind, TDiagramRates>();
  for (const row of rows) {
    const r = row.rates;
    totals.set(row.kind, addRates(totals.get(row.kind) ?? NO_RATES, r));
    lines.push(
      `| ${row.name} | ${row.kind} | ${row.note ? `none: ${row.note}` : row.nodes}${row.parts ? ` (${row.parts} parts)` : ""} | ${r.graded} | ${percent(r.faithful, r.graded)} | ${percent(r.worth, r.graded)} | ${r.mainSections ? `${r.present}/${r.mainSections}` : "-"} | ${r.orderJudged ? (r.orderRight ? "yes" : "no") : "-"} | ${Math.round(row.ms)} |`,
    );
  }
  lines.push(
    "",
    "| kind | diagrams | nodes | graded | faithful | worth it | main sections present | order right |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const [kind, r] of totals) {
    const made = rows.filter((row) => row.kind === kind && !row.note).length;
    lines.push(
      `| ${kind} | ${made} of ${rows.filter((row) => row.kind === kind).length} | ${r.nodes} | ${r.graded} | ${percent(r.faithful, r.graded)} | ${percent(r.worth, r.graded)} | ${percent(r.present, r.mainSections)} | ${r.orderRight}/${r.orderJudged} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function parseArgs(argv: string[]): { folder: string; out?: string; texts?: string; ratesOnly: boolean } {
  const folder = argv.find((arg, index) => !arg.startsWith("--") && !["--out", "--texts"].includes(argv[index - 1] ?? ""));
  if (!folder) fail("Usage: pnpm eval:diagrams <folder> [--out DIR] [--texts DIR] [--rates-only]");
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const out = value("--out");
  const texts = value("--texts");
  return {
    folder: fromCaller(folder),
    ...(out ? { out } : {}),
    ...(texts ? { texts } : {}),
    ratesOnly: argv.includes("--rates-only"),
  };
}

/** A path as the caller typed it: pnpm runs the script in eval/, and INIT_CWD is where the command was typed. */
function fromCaller(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

await main();
