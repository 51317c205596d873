import { DIAGRAM_SPLIT_NODES, diagramDateSortKey, type TDiagramGraph, type TOutline, type TOutlineSection } from "@mnemo/api-contract";
import { applyDefaultCollapse } from "@mnemo/diagrams";
import { describe, expect, it } from "vitest";
import { AppError, HTTP_STATUS } from "../../../lib/app-error.ts";
import { buildOfflineDiagram } from "./build-offline-diagram.ts";
import { expectValid, handOutline, handSection, handSources } from "./testing/diagram-texts.ts";

const points = (prefix: string, count: number, date = (at: number) => `${1000 + at}`) =>
  Array.from({ length: count }, (_, at) => `${prefix} event number ${at + 1} happened in ${date(at)}.`);
const build = (kind: Parameters<typeof buildOfflineDiagram>[0]["kind"], outline: TOutline) =>
  buildOfflineDiagram({ kind, title: "Big source", outline, sections: handSources(outline) });
const labelsWithSources = (graphs: TDiagramGraph[]) =>
  graphs.flatMap((graph) => graph.nodes.filter((node) => node.sources.length > 0).map((node) => node.detail ?? node.label));

describe("buildOfflineDiagram: a source above the split size", () => {
  const sections = [
    handSection("Ancient", 1, points("Ancient", 100), 0),
    handSection("Ancient Egypt", 2, points("Egypt", 50), 1),
    handSection("Medieval", 1, points("Medieval", 150), 2),
    handSection("Modern", 1, points("Modern", 150), 3),
  ];

  it("makes one diagram per top-level section, its subsections in it, and an overview whose nodes stand for them, dropping nothing", () => {
    const built = build("mind_map", handOutline(sections));
    expect(built.parts).toHaveLength(3);
    const overview = expectValid(built.graph);
    for (const part of built.parts) {
      expectValid(part.graph);
      expect(part.graph.nodes.length).toBeLessThanOrEqual(DIAGRAM_SPLIT_NODES);
    }
    const named = built.parts.map((part) => overview.nodes.find((node) => node.id === part.overviewNodeId)!.label);
    expect(named).toEqual(["Ancient", "Medieval", "Modern"]);
    expect(built.parts.map((part) => part.graph.title)).toEqual(named);
    expect(built.parts[0]!.graph.nodes.map((node) => node.label)).toContain("Ancient Egypt");
    const shown = labelsWithSources(built.parts.map((part) => part.graph));
    expect(shown.sort()).toEqual(sections.flatMap((section) => section.points.map((point) => point.text.replace(/\.$/, ""))).sort());
  });

  it("cuts one long flat section into numbered runs, every point in exactly one", () => {
    const built = build("mind_map", handOutline([handSection("Glossary", 1, points("Glossary", 900))]));
    const count = built.parts.length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(built.parts.map((part) => part.graph.title)).toEqual(built.parts.map((_, at) => `Glossary (${at + 1} of ${count})`));
    expect(labelsWithSources(built.parts.map((part) => part.graph))).toHaveLength(900);
    for (const part of built.parts) expect(expectValid(part.graph).nodes.length).toBeLessThanOrEqual(DIAGRAM_SPLIT_NODES);
  });

  it("splits a timeline by section too, its overview a timeline dated by each part's span", () => {
    const bc = handSection(
      "Before",
      1,
      points("Old", 250, (at) => `${900 - at} BC`),
      0,
    );
    const ad = handSection("After", 1, points("New", 250), 1);
    const built = build("timeline", handOutline([ad, bc]));
    const overview = expectValid(built.graph);
    expect(overview.kind).toBe("timeline");
    // The overview sorts its parts like events: the BC part first though the source tells it second.
    expect(overview.nodes.map((node) => node.label)).toEqual(["Before", "After"]);
    expect(overview.nodes[0]!.date).toMatchObject({ year: 900, era: "BC", end: { year: 651, era: "BC" }, text: "900 BC – 651 BC" });
    for (const part of built.parts) {
      const keys = expectValid(part.graph).nodes.map((node) => diagramDateSortKey(node.date!));
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
    expect(labelsWithSources(built.parts.map((part) => part.graph))).toHaveLength(500);
  });
});

describe("buildOfflineDiagram: what is shown at first", () => {
  it("collapses what lies past the default depth, and keeps every node", () => {
    const deep: TOutlineSection[] = [1, 2, 3, 4, 5].map((level) =>
      handSection(`Level ${level}`, level, [`Point at level ${level}.`], level),
    );
    const wide = handSection("Wide", 1, points("Wide", 12), 9);
    const { graph } = build("mind_map", handOutline([...deep, wide]));
    expectValid(graph);
    expect(graph.nodes).toHaveLength(1 + 5 * 2 + 1 + 12);
    expect(graph.nodes.some((node) => node.collapsed)).toBe(true);
    expect(applyDefaultCollapse(graph)).toEqual(graph);
  });
});

describe("buildOfflineDiagram: nothing to draw", () => {
  it("answers 422 DIAGRAM_NOTHING_TO_DRAW for an outline with nothing in it", () => {
    let thrown: unknown;
    try {
      build("timeline", handOutline([handSection("Empty", 1, [])]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(HTTP_STATUS[(thrown as AppError).code]).toBe(422);
    expect((thrown as AppError).code).toBe("DIAGRAM_NOTHING_TO_DRAW");
  });
});

describe("buildOfflineDiagram: a 30-page source", () => {
  // How fast this runs is measured by `pnpm bench:diagrams`, never asserted here: the machines are shared and noisy.
  it("draws its mind map and timeline as an overview and parts", () => {
    const sections = Array.from({ length: 60 }, (_, at) =>
      handSection(
        `Chapter part ${at + 1}`,
        at % 2 === 0 ? 1 : 2,
        points(`Part ${at + 1}`, 20, (n) => (n % 2 ? `${1500 + n} AD` : `the ${1700 + n * 10}s`)),
        at,
      ),
    );
    const terms = sections.slice(0, 30).map((section, at) => ({
      term: `Term ${at}`,
      definition: `a thing named in part ${at} and related to term ${at + 1}`,
      spans: section.points[0]!.spans,
    }));
    const outline = handOutline(sections, terms);
    for (const kind of ["mind_map", "timeline"] as const) {
      const built = build(kind, outline);
      expect(built.parts.length).toBeGreaterThan(1);
      expectValid(built.graph);
      for (const part of built.parts) expect(expectValid(part.graph).nodes.length).toBeLessThanOrEqual(DIAGRAM_SPLIT_NODES);
    }
  });
});
