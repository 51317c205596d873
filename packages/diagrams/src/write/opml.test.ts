import { Window } from "happy-dom";
import type { Element } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { diagramToOpml } from "./opml.ts";
import { sampleConceptMap, sampleFlowchart, sampleMindMap, sampleTimeline } from "./testing/sample-graphs.ts";

const window = new Window();
afterAll(() => window.happyDOM.close());

type TOutline = { text: string | null; note: string | null; children: TOutline[] };

/** The OPML parsed back with an XML parser: its head title and its outlines, nested. */
function readOpml(xml: string) {
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  const root = document.documentElement;
  expect(root.tagName).toBe("opml");
  expect(root.getAttribute("version")).toBe("2.0");
  const read = (element: Element): TOutline => ({
    text: element.getAttribute("text"),
    note: element.getAttribute("_note"),
    children: [...element.children].filter((child) => child.tagName === "outline").map(read),
  });
  const body = root.querySelector("body");
  return {
    title: root.querySelector("head > title")?.textContent,
    outlines: [...(body?.children ?? [])].map((child) => read(child)),
  };
}

const leaf = (text: string, note: string | null = null): TOutline => ({ text, note, children: [] });

describe("diagramToOpml", () => {
  it("writes a mind map's tree as nested outlines, details in _note", () => {
    const { title, outlines } = readOpml(diagramToOpml(sampleMindMap));
    expect(title).toBe("Cell biology");
    expect(outlines).toEqual([
      {
        text: "Cell biology",
        note: null,
        children: [
          {
            text: "Organelles",
            note: null,
            children: [leaf("Nucleus", "Holds the DNA.\nSurrounded by a double membrane."), leaf('Mitochondria ("powerhouse") & ATP')],
          },
          { text: "Membrane", note: null, children: [leaf("Phospholipid bilayer")] },
          leaf("*not* [a link](x)"),
        ],
      },
    ]);
  });

  it("writes a flowchart's numbered steps with their branches, a timeline's dated events, a concept map's relations", () => {
    expect(
      readOpml(diagramToOpml(sampleFlowchart)).outlines.map((outline) => [outline.text, outline.children.map((child) => child.text)]),
    ).toEqual([
      ["1. Put the kettle on", []],
      ["2. Is the water boiling?", ["If yes, go to step 3.", "If no, go to step 5."]],
      ["3. Pour the water", []],
      ["4. Drink the tea", []],
      ["5. Wait a minute", ["Go to step 2."]],
    ]);
    expect(readOpml(diagramToOpml(sampleTimeline)).outlines.map((outline) => outline.text)).toEqual([
      "49 BC: Caesar crosses the Rubicon",
      "14 July 1789: Storming of the Bastille",
      "1793–1794: Reign of Terror",
      "1799: Napoleon: First Consul",
    ]);
    const [photosynthesis] = readOpml(diagramToOpml(sampleConceptMap)).outlines;
    expect(photosynthesis).toEqual({
      text: "Photosynthesis",
      note: "How plants make sugar from light.",
      children: [leaf("Photosynthesis — produces → Glucose"), leaf("Photosynthesis → Chlorophyll")],
    });
  });

  it("escapes what XML reads and drops what XML cannot hold, so every label comes back as written", () => {
    const labels = ["Quotes \" and ' & <tags> </outline>", "Emoji 😀 and مرحبا and ]]>", "Bell\u0007 and NUL\u0000 gone"];
    const graph = {
      ...sampleMindMap,
      title: 'Title "with" <markup> & \u0001control',
      nodes: sampleMindMap.nodes.map((node, index) => (index >= 1 && index <= 3 ? { ...node, label: labels[index - 1] as string } : node)),
    };
    graph.nodes[6] = { ...(graph.nodes[6] as (typeof graph.nodes)[number]), detail: 'Line one & "two"\n\tTabbed <line>\u0002' };
    const xml = diagramToOpml(graph);
    const { title, outlines } = readOpml(xml);
    expect(title).toBe('Title "with" <markup> & control');
    const [root] = outlines;
    expect(root?.children[0]?.text).toBe(labels[0]);
    expect(root?.children[0]?.children.map((child) => child.text)).toEqual([labels[1], "Bell and NUL gone"]);
    expect(root?.children[2]?.note).toBe('Line one & "two"\n\tTabbed <line>');
  });
});
