import { describe, expect, it } from "vitest";
import { diagramToMarkdown } from "./markdown.ts";
import { escapeMarkdown } from "./markdown-text.ts";
import { loadMermaidLabelDeps } from "./testing/mermaid-shown-text.ts";
import { MARKUP_LABEL, sampleConceptMap, sampleFlowchart, sampleMindMap, sampleTimeline } from "./testing/sample-graphs.ts";

describe("diagramToMarkdown", () => {
  it("writes a mind map as the title and a nested list, details as quotes, every label escaped", () => {
    expect(diagramToMarkdown(sampleMindMap)).toBe(
      [
        "# Cell biology",
        "",
        "- Organelles",
        "  - Nucleus",
        "    > Holds the DNA.",
        "    > Surrounded by a double membrane.",
        '  - Mitochondria ("powerhouse") \\& ATP',
        "- Membrane",
        "  - Phospholipid bilayer",
        "- \\*not\\* \\[a link\\](x)",
        "",
      ].join("\n"),
    );
  });

  it("keeps the root as the top item when its label is not the title", () => {
    const markdown = diagramToMarkdown({ ...sampleMindMap, title: "Biology notes" });
    expect(markdown.split("\n").slice(0, 4)).toEqual(["# Biology notes", "", "- Cell biology", "  - Organelles"]);
  });

  it("writes a flowchart as numbered steps in the order they are done, with its branches", () => {
    expect(diagramToMarkdown(sampleFlowchart)).toBe(
      [
        "# Making tea",
        "",
        "1. Put the kettle on",
        "2. Is the water boiling?",
        "   - If yes, go to step 3.",
        "   - If no, go to step 5.",
        "3. Pour the water",
        "4. Drink the tea",
        "5. Wait a minute",
        "   - Go to step 2.",
        "",
      ].join("\n"),
    );
  });

  it("writes a timeline earliest first, BC before AD, as '- **date**: event'", () => {
    expect(diagramToMarkdown(sampleTimeline)).toBe(
      [
        "# Revolutions",
        "",
        "- **49 BC**: Caesar crosses the Rubicon",
        "- **14 July 1789**: Storming of the Bastille",
        "- **1793–1794**: Reign of Terror",
        "- **1799**: Napoleon: First Consul",
        "  > After the coup of 18 Brumaire.",
        "",
      ].join("\n"),
    );
  });

  it("writes a concept map as its terms, the central one first, each with its relations", () => {
    expect(diagramToMarkdown(sampleConceptMap)).toBe(
      [
        "# Photosynthesis",
        "",
        "- **Photosynthesis**",
        "  > How plants make sugar from light.",
        "  - Photosynthesis — produces → Glucose",
        "  - Photosynthesis → Chlorophyll",
        "- **Glucose**",
        "- **Chlorophyll**",
        "  - Chlorophyll — absorbs → Light (suggested)",
        "- **Light**",
        "",
      ].join("\n"),
    );
  });

  it("keeps a label literal for a Markdown parser: no emphasis, link, code, HTML, heading or list", async () => {
    const { lexer } = await loadMermaidLabelDeps();
    const labels = [
      MARKUP_LABEL,
      "# not a heading",
      "1. not a list",
      "- not a list",
      "`code` <b>bold</b> &amp; ~~gone~~ $x$",
      "a\\*b_c_",
      "> quote",
      "===",
    ];
    for (const label of labels) {
      const [paragraph, ...rest] = lexer(escapeMarkdown(label));
      expect(rest).toEqual([]);
      expect(paragraph?.type).toBe("paragraph");
      const inline = paragraph?.tokens ?? [];
      // Only text and backslash escapes: nothing Markdown would draw differently.
      expect(inline.filter((token) => token.type !== "text" && token.type !== "escape")).toEqual([]);
      expect(inline.map((token) => token.text ?? "").join("")).toBe(label);
    }
  });

  it("fails the literal check when a label goes unescaped (the check can fail)", async () => {
    const { lexer } = await loadMermaidLabelDeps();
    const inline = lexer(MARKUP_LABEL)[0]?.tokens ?? [];
    expect(inline.map((token) => token.type)).toContain("em");
  });

  it("never drops a node: a stray node or a loop outside the tree follows it, a step nothing leads to comes last", () => {
    const stray = { ...sampleMindMap.nodes[5]!, id: "stray", label: "Stray" };
    const loop = [
      { ...stray, id: "l1", label: "Loop one" },
      { ...stray, id: "l2", label: "Loop two" },
    ];
    const mindMap = {
      ...sampleMindMap,
      nodes: [...sampleMindMap.nodes, stray, ...loop],
      edges: [
        ...sampleMindMap.edges,
        { id: "x1", from: "l1", to: "l2", kind: "child" as const },
        { id: "x2", from: "l2", to: "l1", kind: "child" as const },
      ],
    };
    expect(diagramToMarkdown(mindMap).split("\n").slice(-5)).toEqual([
      "  - \\*not\\* \\[a link\\](x)",
      "- Stray",
      "- Loop one",
      "  - Loop two",
      "",
    ]);
    const flowchart = {
      ...sampleFlowchart,
      nodes: [...sampleFlowchart.nodes, { ...sampleFlowchart.nodes[0]!, id: "island", label: "Island" }],
    };
    expect(diagramToMarkdown(flowchart)).toContain("5. Wait a minute\n   - Go to step 2.\n6. Island\n");
  });

  it("writes every label on one line, so a line break in a label cannot end the list", () => {
    const markdown = diagramToMarkdown({
      ...sampleMindMap,
      nodes: sampleMindMap.nodes.map((node) => (node.id === "bil" ? { ...node, label: "Two\nlines\u2028here" } : node)),
    });
    expect(markdown).toContain("  - Two lines here\n");
  });
});
