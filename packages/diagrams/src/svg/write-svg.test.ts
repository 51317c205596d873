import type { TDiagramGraph } from "@mnemo/api-contract";
import { Window, type Document } from "happy-dom";
import { describe, expect, it } from "vitest";
import { layoutDiagram } from "../layout/layout-diagram.ts";
import { pastaFlowchart, romanTimeline, testGraph, testNode, testTree, wideTree } from "../layout/test-graphs.ts";
import { applyDefaultCollapse } from "../layout/visible-nodes.ts";
import { writeDiagramSvg, type TWriteSvgOptions } from "./write-svg.ts";

const tricky = [
  "Root & <branch>",
  'He said "stop" & she didn\'t',
  "<script>alert(1)</script>",
  "a ]]> b &amp; c",
  "التمثيل الضوئي",
  "Cells 🧬 divide",
  "光合作用",
  "\u0001Bell\u0007 rings",
];

/** Parses as XML (happy-dom's DOMParser) and fails on what it reports or, as it forgives a bare "&", on that too. */
function parseSvg(svg: string): Document {
  expect(svg).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
  // eslint-disable-next-line no-control-regex -- XML 1.0 cannot hold these characters
  expect(svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(svg, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(document.documentElement.tagName).toBe("svg");
  return document;
}

function drawn(graph: TDiagramGraph, options: TWriteSvgOptions = {}, layoutOptions = {}) {
  const layout = layoutDiagram(graph, layoutOptions);
  const svg = writeDiagramSvg(graph, layout, options);
  return { layout, svg, document: parseSvg(svg) };
}

const labelTexts = (document: Document) =>
  Array.from(document.querySelectorAll("text.label"), (text) =>
    Array.from(text.querySelectorAll("tspan"), (span) => span.textContent).join(" "),
  );

describe("writeDiagramSvg", () => {
  const mindMap = testTree([-1, 0, 0, 0, 1, 1, 2, 3], (index) => tricky[index] ?? `Plain ${index}`);

  it("writes well-formed SVG with every label as escaped text and no foreignObject", () => {
    const { svg, document } = drawn(mindMap, {}, { collapsed: new Set() });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = document.documentElement;
    expect(root.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(root.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(root.getAttribute("role")).toBe("img");
    expect(document.getElementById(root.getAttribute("aria-labelledby") ?? "")?.tagName).toBe("title");
    expect(document.getElementById(root.getAttribute("aria-describedby") ?? "")?.tagName).toBe("desc");
    expect(document.querySelector("title")?.textContent).toBe(mindMap.title);
    expect(document.getElementsByTagName("foreignObject")).toHaveLength(0);
    expect(svg).not.toContain("foreignObject");
    expect(document.getElementsByTagName("script")).toHaveLength(0);
    expect(svg).toContain("&lt;script&gt;");
    // Every label is there as text, whole; control characters are dropped.
    const expected = mindMap.nodes.map((node) => node.label.replace("\u0001", "").replace("\u0007", ""));
    expect(labelTexts(document).sort()).toEqual(expected.sort());
  });

  it("refers to nothing outside the file and names a system sans-serif font", () => {
    const { svg, document } = drawn(mindMap);
    expect(svg).not.toMatch(/href|@import|url\((?!#)/);
    expect(document.querySelector("style")?.textContent).toContain("sans-serif");
  });

  it("draws a masked node as an empty dashed box with a question mark, its label nowhere in the file", () => {
    const graph = testTree([-1, 0, 0], (index) => ["Cell biology", "Mitochondrion", "Ribosome"][index] ?? "");
    const { svg, document } = drawn(graph, { masked: new Set(["n1"]), highlight: "n2" });
    expect(svg).not.toContain("Mitochondrion");
    const masked = document.querySelector('[data-node-id="n1"]');
    expect(masked?.getAttribute("class")).toContain("masked");
    expect(masked?.querySelector("text")?.textContent).toBe("?");
    expect(document.querySelector("style")?.textContent).toMatch(/\.masked \.node-shape\{[^}]*stroke-dasharray/);
    expect(document.querySelector('[data-node-id="n2"]')?.getAttribute("class")).toContain("highlighted");
    expect(document.querySelector('[data-node-id="n0"]')?.getAttribute("class")).not.toContain("highlighted");
  });

  it("puts a '+n' badge on a node whose children are hidden", () => {
    const { document } = drawn(applyDefaultCollapse(wideTree(60)));
    expect(document.querySelector('[data-node-id="n0"] .badge')?.textContent).toBe("+53");
    expect(document.querySelectorAll(".badge")).toHaveLength(1);
  });

  it("labels a decision's branches and draws the decision as a diamond", () => {
    const { document } = drawn(pastaFlowchart());
    expect(Array.from(document.querySelectorAll("text.edge-label"), (text) => text.textContent).sort()).toEqual(["Not yet", "Yes"]);
    expect(document.querySelector('[data-node-id="d"] polygon')).not.toBeNull();
    expect(document.querySelectorAll("path[marker-end]")).toHaveLength(5);
  });

  it("dashes a concept map's suggested relations and keeps their labels", () => {
    const concept = testGraph(
      "concept_map",
      [testNode("c", "Enzyme"), testNode("s", "Substrate")],
      [{ id: "r", from: "c", to: "s", kind: "relation", label: "binds <to>", suggested: true }],
      "c",
    );
    const { document } = drawn(concept);
    expect(document.querySelector("path.edge")?.getAttribute("class")).toContain("edge-suggested");
    expect(document.querySelector("text.edge-label")?.textContent).toBe("binds <to>");
  });

  it("writes a timeline's dates in order beside its events", () => {
    const { document } = drawn(romanTimeline());
    expect(Array.from(document.querySelectorAll("text.date"), (text) => text.textContent)).toEqual(["146 BC", "49 BC", "44 BC", "AD 14"]);
    expect(labelTexts(document)).toEqual([
      "The Roman Republic",
      "Carthage destroyed",
      "Caesar crosses the Rubicon",
      "Caesar is killed",
      "Augustus dies",
    ]);
  });

  it("for the web, points to the outline, leaves out the XML declaration and uses the given ids and width", () => {
    const { svg, document } = drawn(mindMap, { audience: "web", idPrefix: "card-7", width: 300 });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(document.getElementById("card-7-desc")?.textContent).toMatch(/The same content is in the outline beside the drawing\.$/);
    expect(document.documentElement.getAttribute("width")).toBe("300");
  });
});
