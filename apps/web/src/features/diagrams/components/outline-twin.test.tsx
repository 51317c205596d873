import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DiagramCanvas } from "./diagram-canvas.tsx";
import { OutlineTwin } from "./outline-twin.tsx";
import { enzymeConceptMap, graphOf } from "./outline-twin-test-graphs.ts";

/*
 * What a screen reader and the e2e find in the outline and the drawing, read
 * from their markup (the web tests run without a DOM): roles, names, levels,
 * one tab stop, and hidden labels absent from the page.
 */

const mindMap = graphOf({
  kind: "mind_map",
  root: "r",
  nodes: [
    { id: "r", label: "Cells" },
    { id: "a", label: "Membrane" },
    { id: "a1", label: "Lipid <bilayer> & co" },
    { id: "b", label: "Nucleus", collapsed: true },
    { id: "b1", label: "DNA" },
  ],
  edges: [
    { id: "e1", from: "r", to: "a", kind: "child" },
    { id: "e2", from: "a", to: "a1", kind: "child" },
    { id: "e3", from: "r", to: "b", kind: "child" },
    { id: "e4", from: "b", to: "b1", kind: "child" },
  ],
});

function render(element: React.ReactElement): HTMLElementLike {
  return parse(renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>));
}

type HTMLElementLike = { html: string; count: (pattern: RegExp) => number; has: (text: string) => boolean };
function parse(html: string): HTMLElementLike {
  return { html, count: (pattern) => (html.match(new RegExp(pattern, "g")) ?? []).length, has: (text) => html.includes(text) };
}

describe("the outline twin's markup", () => {
  it("is a tree of treeitems with level, set size, position and expanded state, one of them in the tab order", () => {
    const page = render(<OutlineTwin graph={mindMap} onChange={() => {}} selectedId="a" onSelect={() => {}} />);
    expect(page.count(/role="tree"/)).toBe(1);
    expect(page.count(/role="treeitem"/)).toBe(4); // DNA is inside the collapsed "Nucleus"
    expect(page.has('aria-label="Outline"')).toBe(true);
    expect(page.html).toMatch(
      /data-outline-id="a" aria-level="2" aria-setsize="2" aria-posinset="1" aria-expanded="true" aria-selected="true"/,
    );
    expect(page.html).toMatch(/data-outline-id="b" aria-level="2" aria-setsize="2" aria-posinset="2" aria-expanded="false"/);
    expect(page.count(/tabindex="0"/)).toBe(1);
    expect(page.html).toMatch(/data-outline-id="a"[^>]*tabindex="0"/);
    expect(page.has("Lipid &lt;bilayer&gt; &amp; co")).toBe(true);
    for (const name of ["Add a sibling", "Add a child", "Rename", "Move up", "Move down", "Indent", "Outdent", "Delete", "Undo", "Redo"]) {
      expect(page.has(`aria-label="${name}"`), name).toBe(true);
    }
    expect(page.has('aria-live="polite"')).toBe(true);
  });

  it("reading only: no editing buttons, hidden labels read as such and are nowhere in the page", () => {
    const page = render(<OutlineTwin graph={mindMap} onChange={() => {}} readOnly masked={new Set(["a"])} />);
    expect(page.has('aria-label="Add a child"')).toBe(false);
    expect(page.has("Membrane")).toBe(false);
    expect(page.has("Hidden label")).toBe(true);
  });

  it("a flowchart is an ordered list of steps with its branch links", () => {
    const flow = graphOf({
      kind: "flowchart",
      nodes: [
        { id: "d", label: "Is it raining?", shape: "decision" },
        { id: "u", label: "Take an umbrella" },
        { id: "e", label: "Go out", shape: "end" },
      ],
      edges: [
        { id: "e1", from: "d", to: "u", kind: "yes" },
        { id: "e2", from: "d", to: "e", kind: "no" },
        { id: "e3", from: "u", to: "e", kind: "next" },
      ],
    });
    const page = render(<OutlineTwin graph={flow} onChange={() => {}} />);
    expect(page.html).toMatch(/<ol role="list" aria-label="Steps"/);
    expect(page.has(">If yes, go to step 2</button>")).toBe(true);
    expect(page.has(">If no, go to step 3</button>")).toBe(true);
    expect(page.has("Step 1")).toBe(true);
  });

  it("a timeline is an ordered list of dated events, with a form to add one", () => {
    const timeline = graphOf({
      kind: "timeline",
      nodes: [
        {
          id: "b",
          label: "Storming of the Bastille",
          date: { year: 1789, month: 7, day: 14, era: "AD", precision: "day", text: "14 July 1789" },
        },
        { id: "a", label: "Caesar dies", date: { year: 44, era: "BC", precision: "year", text: "44 BC" } },
      ],
      edges: [{ id: "e1", from: "a", to: "b", kind: "next" }],
    });
    const page = render(<OutlineTwin graph={timeline} onChange={() => {}} />);
    expect(page.html).toMatch(/<ol aria-label="Events"/);
    expect(page.html.indexOf("44 BC")).toBeLessThan(page.html.indexOf("14 July 1789"));
    expect(page.html).toMatch(/<time dateTime="1789-07-14"/i);
    expect(page.has(">Add event<")).toBe(true);
  });

  it("a concept map's suggested relation has Confirm and Remove buttons named by the relation", () => {
    const concepts = enzymeConceptMap();
    const page = render(<OutlineTwin graph={concepts} onChange={() => {}} />);
    expect(page.has('aria-label="Confirm the relation: Enzyme speeds up Reaction"')).toBe(true);
    expect(page.has('aria-label="Remove the relation: Enzyme speeds up Reaction"')).toBe(true);
  });
});

describe("the drawing's markup", () => {
  it("is an SVG image with a title and a description pointing to the outline, labels as text, no foreignObject", () => {
    const page = render(<DiagramCanvas graph={mindMap} selectedId="a" />);
    expect(page.html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title"[^>]*aria-describedby="[^"]+-desc"/);
    expect(page.html).toMatch(/<title id="[^"]+-title">Cells<\/title>/);
    expect(page.html).toMatch(/<desc[^>]*>Mind map with 4 nodes shown. The same content is in the outline beside the drawing.<\/desc>/);
    expect(page.has("<tspan")).toBe(true);
    expect(page.has("foreignObject")).toBe(false);
    expect(page.has(">+1</text>")).toBe(true);
    for (const name of ["Zoom in", "Zoom out", "Fit to view", "Expand to level", "Diagram drawing"])
      expect(page.has(`aria-label="${name}"`), name).toBe(true);
    expect(page.has(">Focus on this branch<")).toBe(true);
  });

  it("draws a masked node as an empty box with “?”, its label nowhere in the page; a revealed one shows it", () => {
    const hidden = render(<DiagramCanvas graph={mindMap} masked={new Set(["a"])} />);
    expect(hidden.has("Membrane")).toBe(false);
    expect(hidden.count(/>\?<\/text>/)).toBe(1);
    const revealed = render(<DiagramCanvas graph={mindMap} masked={new Set(["a"])} revealed={new Set(["a"])} />);
    expect(revealed.has(">Membrane</tspan>")).toBe(true);
  });

  it("shows the legend for suggested relations only when one is drawn", () => {
    const concepts = enzymeConceptMap();
    expect(render(<DiagramCanvas graph={concepts} />).has("Suggested relation: confirm or remove it")).toBe(true);
    expect(render(<DiagramCanvas graph={mindMap} />).has("Suggested relation")).toBe(false);
  });
});
