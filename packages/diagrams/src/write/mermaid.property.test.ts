// @vitest-environment happy-dom
import { DIAGRAM_SCHEMA_VERSION } from "@mnemo/api-contract";
import type { TDiagramEdge, TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import fc from "fast-check";
import mermaid from "mermaid";
import { beforeAll, describe, expect, it } from "vitest";
import { centuryName } from "./diagram-outline.ts";
import { diagramToMermaid } from "./mermaid.ts";
import { shownHtmlLabel, shownSvgText } from "./testing/mermaid-shown-text.ts";

/**
 * Random labels written with diagramToMermaid and parsed by mermaid itself:
 * every label mermaid would show must be the original. "No error" proves
 * nothing: an unquoted `Deploy (staging)` parses and shows "staging".
 *
 * What mermaid would show is read from its parsed database and put through
 * the steps of its label code (testing/mermaid-shown-text.ts). The one
 * normalisation: a label is shown on one line (control characters and line
 * breaks as spaces, runs of spaces as one, no space at the ends), since
 * mermaid's renderers draw it so; a label with nothing left shows "(empty)".
 */
// eslint-disable-next-line no-control-regex -- control characters are what a label cannot show
const NOT_ON_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function shownFromOriginal(label: string): string {
  const line = label.replace(NOT_ON_ONE_LINE, " ").replace(/ {2,}/g, " ").trim();
  return line === "" ? "(empty)" : line;
}

/** Pieces that break naive mermaid writers: syntax, keywords, entities, Markdown, HTML, icons, maths, emoji, right-to-left text, odd whitespace. */
const DANGEROUS = [
  '"',
  "'",
  "`",
  "``",
  "#",
  "%",
  "%%",
  "%%{init: {}}%%",
  ":",
  ": ",
  ";",
  "[",
  "]",
  "(",
  ")",
  "((",
  "))",
  "{",
  "}",
  "{{",
  "<",
  ">",
  "|",
  "&",
  "\\",
  "\\n",
  "-->",
  "---",
  "==>",
  "-.->",
  "--x",
  "o--o",
  "end",
  "END",
  "style",
  "style a fill:#f9f;",
  "classDef",
  "click",
  "subgraph",
  "graph",
  "flowchart",
  "title ",
  "section ",
  "timeline",
  "mindmap",
  "accTitle: x",
  "accDescr",
  "#quot;",
  "#58;",
  "#35;",
  "&amp;",
  "&lt;",
  "&#58;",
  "<br>",
  "<br/>",
  "#br#",
  "<b>",
  "<script>alert(1)</script>",
  "*",
  "**",
  "_",
  "__",
  "~~",
  "~~~",
  "$$",
  "$$x$$",
  "$",
  "fa:fa-car",
  "fab:fa-github",
  "::icon(fa fa-book)",
  ":::urgent",
  "1. ",
  "2) ",
  "- ",
  "+ ",
  "# ",
  "> ",
  "===",
  "[a link](x)",
  "![img](y)",
  "https://example.com/a_b_c",
  "www.example.com",
  "a@b.co",
  "\n",
  "\r\n",
  "\r",
  "\t",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200f",
  "\u202e",
  "\ufeff",
  "\u3000",
  "😀",
  "👩‍👩‍👧",
  "🇫🇷",
  "مرحبا بالعالم",
  "שלום עולם",
  "中文",
  "\u0000",
  "\u0085",
  "@{",
  "}@",
  "  ",
];

const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...DANGEROUS), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 6 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 2 },
);

/** A label as the contract stores it: trimmed, 1 to `max` UTF-16 units, often with the dangerous pieces. */
function labelArbitrary(max: number): fc.Arbitrary<string> {
  return fc
    .array(piece, { minLength: 1, maxLength: 14 })
    .map((pieces) => {
      let out = "";
      for (const char of pieces.join("")) {
        if (out.length + char.length > max) break;
        out += char;
      }
      return out.trim();
    })
    .filter((label) => label.length > 0);
}

const label = labelArbitrary(80);
const BATCH = 40;
const labels = fc.array(label, { minLength: BATCH, maxLength: BATCH });
/** numRuns × BATCH labels per kind (2,000 with these figures). */
const RUNS = 50;
/** Well above the ~2 s a kind takes, for a loaded CI machine and a failure's shrinking. */
const TIMEOUT = 60_000;

function graphOf(kind: TDiagramGraph["kind"], nodes: TDiagramNode[], edges: TDiagramEdge[], title = "Test"): TDiagramGraph {
  return { schema_version: DIAGRAM_SCHEMA_VERSION, kind, title, generator: "hand", root: nodes[0]?.id, nodes, edges };
}

function node(index: number, text: string, extra: Partial<TDiagramNode> = {}): TDiagramNode {
  return { id: `node-${index}`, label: text, sources: [], note_ids: [], collapsed: false, origin: "hand", ...extra };
}

async function parse(text: string) {
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  return { type: diagram.type, db: diagram.db as unknown };
}

type TMindmapNode = { nodeId: string; descr: string; children: TMindmapNode[] };
type TVertex = { id: string; text: string; labelType: string };
type TParsedEdge = { start: string; end: string; text: string; labelType: string };
type TTask = { task: string; section: string; events: string[] };

beforeAll(() => {
  mermaid.initialize({ startOnLoad: false });
});

describe("diagramToMermaid, parsed back by mermaid", () => {
  it(
    "shows every mind-map label as written, in the same tree",
    async () => {
      await fc.assert(
        fc.asyncProperty(labels, async (texts) => {
          // A tree three wide: node i hangs under node (i - 1) / 3.
          const nodes = texts.map((text, index) => node(index, text));
          const edges = nodes
            .slice(1)
            .map((child, index) => ({ id: `e${index}`, from: `node-${Math.floor(index / 3)}`, to: child.id, kind: "child" as const }));
          const { type, db } = await parse(diagramToMermaid(graphOf("mind_map", nodes, edges)));
          expect(type).toBe("mindmap");
          const parsed: { descr: string; parent: number }[] = [];
          const walk = (at: TMindmapNode, parent: number) => {
            const index = parsed.length;
            parsed.push({ descr: at.descr, parent });
            for (const child of at.children) walk(child, index);
          };
          walk((db as { getMindmap: () => TMindmapNode }).getMindmap(), -1);
          // Preorder of the same tree: map each parsed node back to its index in `texts`.
          const preorder: number[] = [];
          const visit = (index: number) => {
            preorder.push(index);
            for (let child = index * 3 + 1; child <= index * 3 + 3 && child < texts.length; child += 1) visit(child);
          };
          visit(0);
          expect(parsed).toHaveLength(texts.length);
          for (const [at, { descr, parent }] of parsed.entries()) {
            const original = preorder[at] as number;
            expect(await shownHtmlLabel(descr, { markdown: true, node: true })).toBe(shownFromOriginal(texts[original] as string));
            expect(parent === -1 ? -1 : preorder[parent]).toBe(original === 0 ? -1 : Math.floor((original - 1) / 3));
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it.each(["flowchart", "concept_map"] as const)(
    "shows every %s node and edge label as written",
    async (kind) => {
      // Only the first node starts, so the steps keep the nodes' order.
      const shapes = fc.array(fc.constantFrom("step", "decision", "end"), { minLength: BATCH, maxLength: BATCH });
      const edgeLabels = fc.array(fc.option(label, { nil: undefined, freq: 3 }), { minLength: BATCH, maxLength: BATCH });
      await fc.assert(
        fc.asyncProperty(labels, shapes, edgeLabels, fc.boolean(), async (texts, shapeList, edgeTexts, suggested) => {
          const nodes = texts.map((text, index) =>
            node(index, text, kind === "flowchart" ? { shape: index === 0 ? "start" : shapeList[index] } : {}),
          );
          // A chain, so the steps keep their order: each node leads to the next.
          const edges: TDiagramEdge[] = nodes.slice(1).map((to, index) => ({
            id: `e${index}`,
            from: `node-${index}`,
            to: to.id,
            kind: kind === "flowchart" ? "next" : "relation",
            ...(edgeTexts[index] === undefined ? {} : { label: edgeTexts[index] }),
            ...(kind === "concept_map" ? { suggested } : {}),
          }));
          const { type, db } = await parse(diagramToMermaid(graphOf(kind, nodes, edges)));
          expect(type).toBe("flowchart-v2");
          const flow = db as { getVertices: () => Map<string, TVertex>; getEdges: () => TParsedEdge[] };
          const vertices = [...flow.getVertices().values()];
          expect(vertices.map((vertex) => vertex.id)).toEqual(texts.map((_, index) => `n${index + 1}`));
          for (const [index, vertex] of vertices.entries()) {
            const shown = await shownHtmlLabel(vertex.text, { markdown: vertex.labelType === "markdown", node: true });
            expect(shown).toBe(shownFromOriginal(texts[index] as string));
          }
          const parsedEdges = flow.getEdges();
          expect(parsedEdges.map((edge) => [edge.start, edge.end])).toEqual(edges.map((_, index) => [`n${index + 1}`, `n${index + 2}`]));
          for (const [index, edge] of parsedEdges.entries()) {
            const original = edgeTexts[index];
            const shown =
              edge.text === "" ? undefined : await shownHtmlLabel(edge.text, { markdown: edge.labelType === "markdown", node: false });
            // An edge label with nothing to show is no label.
            const expected = original === undefined || shownFromOriginal(original) === "(empty)" ? undefined : shownFromOriginal(original);
            expect(shown).toBe(expected);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "shows every timeline title, date and event as written, each event under its date and century",
    async () => {
      const dates = fc.array(labelArbitrary(55), { minLength: BATCH, maxLength: BATCH });
      await fc.assert(
        fc.asyncProperty(label, labels, dates, async (title, texts, dateTexts) => {
          // Years rising across centuries, so the order is the nodes' order and there are sections.
          const nodes = texts.map((text, index) =>
            node(index, text, {
              date: { year: 1650 + index * 17, era: "AD", precision: "year", text: `${dateTexts[index] ?? ""} ${index}` },
            }),
          );
          const { type, db } = await parse(diagramToMermaid({ ...graphOf("timeline", nodes, []), root: undefined, title }));
          expect(type).toBe("timeline");
          const timeline = db as { getTasks: () => TTask[]; getCommonDb: () => { getDiagramTitle: () => string } };
          expect(shownSvgText(timeline.getCommonDb().getDiagramTitle(), { wrapped: false })).toBe(shownFromOriginal(title));
          const tasks = timeline.getTasks();
          expect(tasks).toHaveLength(nodes.length);
          for (const [index, task] of tasks.entries()) {
            const original = nodes[index] as TDiagramNode & { date: NonNullable<TDiagramNode["date"]> };
            expect(shownSvgText(task.task, { wrapped: true })).toBe(shownFromOriginal(original.date.text));
            expect(task.events.map((event) => shownSvgText(event, { wrapped: true }))).toEqual([shownFromOriginal(original.label)]);
            expect(shownSvgText(task.section, { wrapped: true })).toBe(centuryName(original.date));
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
