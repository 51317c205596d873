// bench:diagrams, offline half: a 30-page PDF read into its outline (extraction
// and the offline analyser: the baseline), then drawn as a mind map and as a
// timeline by buildOfflineDiagram, as a diagram job draws one from a source;
// then each graph laid out and written as SVG by @mnemo/diagrams, as an export,
// a diagram card's picture or the browser's canvas do.
import { performance } from "node:perf_hooks";
import type { TDiagramGraph, TDiagramKind } from "@mnemo/api-contract";
import { layoutDiagram, visibleNodeIds, writeDiagramSvg } from "@mnemo/diagrams";
import { offlineOutlineAnalyser } from "../../apps/api/src/features/analysis/outline/offline-analyser.ts";
import { buildOfflineDiagram } from "../../apps/api/src/features/diagrams/build/build-offline-diagram.ts";
import { extractDocument } from "../../apps/api/src/features/reading/extract-document.ts";
import type { OcrPool } from "../../apps/api/src/features/reading/ocr-pool.ts";

export const DRAWN_KINDS = ["mind_map", "timeline"] as const satisfies readonly TDiagramKind[];
type TDrawnKind = (typeof DRAWN_KINDS)[number];

/** One kind's stages in one run, ms, and what it drew. */
export type TKindRun = {
  build: number;
  /** layoutDiagram + writeDiagramSvg of the graph as first shown (its default collapse). */
  layoutShown: number;
  svgShown: number;
  /** The same with every branch open and every child shown ("All levels"). */
  layoutAll: number;
  svgAll: number;
  nodes: number;
  parts: number;
  shown: number;
  svgKb: number;
};
export type TSourceRun = { extract: number; outline: number; sections: number; points: number; kinds: Record<TDrawnKind, TKindRun> };

function timed<T>(run: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = run();
  return { ms: performance.now() - started, value };
}

function drawAndWrite(graph: TDiagramGraph, options: Parameters<typeof layoutDiagram>[1]) {
  const layout = timed(() => layoutDiagram(graph, options));
  const svg = timed(() => writeDiagramSvg(graph, layout.value));
  return { layout: layout.ms, svg: svg.ms, shown: layout.value.nodes.length, bytes: svg.value.length };
}

/** Extraction, the outline, then each kind drawn, laid out and written; every stage timed on its own. */
export async function runSource(pdf: Uint8Array, title: string, ocr: OcrPool): Promise<TSourceRun> {
  let started = performance.now();
  const document = await extractDocument({ bytes: pdf, fileName: "course.pdf", ocr });
  const extract = performance.now() - started;
  started = performance.now();
  const { outline } = await offlineOutlineAnalyser.analyse(document);
  const outlineMs = performance.now() - started;
  const kinds = {} as Record<TDrawnKind, TKindRun>;
  for (const kind of DRAWN_KINDS) {
    const built = timed(() => buildOfflineDiagram({ kind, title, outline, sections: document.sections }));
    const graph = built.value.graph;
    const shown = drawAndWrite(graph, undefined);
    const all = drawAndWrite(graph, { collapsed: new Set(), showAllChildren: new Set(graph.nodes.map((node) => node.id)) });
    kinds[kind] = {
      build: built.ms,
      layoutShown: shown.layout,
      svgShown: shown.svg,
      layoutAll: all.layout,
      svgAll: all.svg,
      nodes: graph.nodes.length,
      parts: built.value.parts.length,
      shown: visibleNodeIds(graph).size,
      svgKb: all.bytes / 1024,
    };
  }
  return {
    extract,
    outline: outlineMs,
    sections: outline.sections.length,
    points: outline.sections.reduce((sum, section) => sum + section.points.length, 0),
    kinds,
  };
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
/** The nearest-rank quantile: with 10 runs, p95 is the slowest. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
