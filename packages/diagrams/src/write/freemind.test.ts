import { Window } from "happy-dom";
import type { Element } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { diagramToFreeMind } from "./freemind.ts";
import { sampleConceptMap, sampleFlowchart, sampleMindMap, sampleTimeline } from "./testing/sample-graphs.ts";

const window = new Window();
afterAll(() => window.happyDOM.close());

type TMapNode = {
  text: string | null;
  position: string | null;
  folded: boolean;
  note: string | null;
  arrowTo: string | null;
  children: TMapNode[];
};

/** The .mm parsed back with an XML parser: its one root node, nested, with notes and arrow links resolved to the node's text. */
function readMap(xml: string): TMapNode {
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  const map = document.documentElement;
  expect(map.tagName).toBe("map");
  expect(map.getAttribute("version")).toBe("1.0.1");
  const [top, ...others] = [...map.children];
  expect([top?.tagName, others.length]).toEqual(["node", 0]);
  const ids = [...map.querySelectorAll("node")].map((node) => node.getAttribute("ID"));
  expect(new Set(ids).size).toBe(ids.length);
  const textOf = (id: string | null) => map.querySelector(`node[ID="${id}"]`)?.getAttribute("TEXT") ?? null;
  const read = (element: Element): TMapNode => {
    const own = [...element.children];
    const note = own.find((child) => child.tagName === "richcontent" && child.getAttribute("TYPE") === "NOTE");
    const arrow = own.find((child) => child.tagName === "arrowlink");
    return {
      text: element.getAttribute("TEXT"),
      position: element.getAttribute("POSITION"),
      folded: element.getAttribute("FOLDED") === "true",
      note: note ? [...note.querySelectorAll("body > p")].map((paragraph) => paragraph.textContent).join("\n") : null,
      arrowTo: arrow ? textOf(arrow.getAttribute("DESTINATION")) : null,
      children: own.filter((child) => child.tagName === "node").map((child) => read(child)),
    };
  };
  return read(top as Element);
}

const node = (text: string, extra: Partial<TMapNode> = {}): TMapNode => ({
  text,
  position: null,
  folded: false,
  note: null,
  arrowTo: null,
  children: [],
  ...extra,
});

describe("diagramToFreeMind", () => {
  it("writes a mind map's tree under its root, sides alternating, collapsed nodes folded, details as notes", () => {
    expect(readMap(diagramToFreeMind(sampleMindMap))).toEqual(
      node("Cell biology", {
        children: [
          node("Organelles", {
            position: "right",
            children: [
              node("Nucleus", { note: "Holds the DNA.\nSurrounded by a double membrane." }),
              node('Mitochondria ("powerhouse") & ATP'),
            ],
          }),
          node("Membrane", { position: "left", folded: true, children: [node("Phospholipid bilayer")] }),
          node("*not* [a link](x)", { position: "right" }),
        ],
      }),
    );
  });

  it("writes a flowchart under its title, each branch an arrow to the step it names", () => {
    const map = readMap(diagramToFreeMind(sampleFlowchart));
    expect(map.text).toBe("Making tea");
    expect(map.children.map((child) => [child.text, child.position])).toEqual([
      ["1. Put the kettle on", "right"],
      ["2. Is the water boiling?", "left"],
      ["3. Pour the water", "right"],
      ["4. Drink the tea", "left"],
      ["5. Wait a minute", "right"],
    ]);
    expect(map.children[1]?.children).toEqual([
      node("If yes, go to step 3.", { arrowTo: "3. Pour the water" }),
      node("If no, go to step 5.", { arrowTo: "5. Wait a minute" }),
    ]);
    expect(map.children[4]?.children).toEqual([node("Go to step 2.", { arrowTo: "2. Is the water boiling?" })]);
  });

  it("writes a timeline's events by date and a concept map's relations as arrows", () => {
    const timeline = readMap(diagramToFreeMind(sampleTimeline));
    expect(timeline.children.map((child) => child.text)).toEqual([
      "49 BC: Caesar crosses the Rubicon",
      "14 July 1789: Storming of the Bastille",
      "1793–1794: Reign of Terror",
      "1799: Napoleon: First Consul",
    ]);
    expect(timeline.children[3]?.note).toBe("After the coup of 18 Brumaire.");
    const concepts = readMap(diagramToFreeMind(sampleConceptMap));
    expect(concepts.children[2]).toEqual(
      node("Chlorophyll", { position: "right", children: [node("Chlorophyll — absorbs → Light (suggested)", { arrowTo: "Light" })] }),
    );
  });

  it("escapes what XML reads and drops what XML cannot hold, in labels and notes", () => {
    const label = 'Quotes " \' & <node TEXT="x"> 😀 مرحبا\u0000';
    const graph = {
      ...sampleMindMap,
      nodes: sampleMindMap.nodes.map((entry) => (entry.id === "nuc" ? { ...entry, label, detail: "a < b & c\u0003\nsecond line" } : entry)),
    };
    const nucleus = readMap(diagramToFreeMind(graph)).children[0]?.children[0];
    expect(nucleus?.text).toBe('Quotes " \' & <node TEXT="x"> 😀 مرحبا');
    expect(nucleus?.note).toBe("a < b & c\nsecond line");
  });
});
