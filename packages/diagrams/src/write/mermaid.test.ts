import { describe, expect, it } from "vitest";
import { centuryName } from "./diagram-outline.ts";
import { diagramToMermaid } from "./mermaid.ts";
import { mermaidLabel, mermaidTimelineText } from "./mermaid-text.ts";
import { sampleConceptMap, sampleFlowchart, sampleMindMap, sampleTimeline } from "./testing/sample-graphs.ts";

// What mermaid makes of these is checked by parsing, in mermaid.property.test.ts.
describe("diagramToMermaid", () => {
  it("writes a mind map with one indented line per node, every label quoted and escaped", () => {
    expect(diagramToMermaid(sampleMindMap)).toBe(
      [
        "mindmap",
        '  n1["Cell biology"]',
        '    n2["Organelles"]',
        '      n3["Nucleus"]',
        '      n4["Mitochondria (#quot;powerhouse#quot;) #38; ATP"]',
        '    n5["Membrane"]',
        '      n6["Phospholipid bilayer"]',
        '    n7["#42;not#42; [a link](x)"]',
        "",
      ].join("\n"),
    );
  });

  it("writes a flowchart's steps in the order they are done, shaped by kind, with yes/no branches", () => {
    expect(diagramToMermaid(sampleFlowchart)).toBe(
      [
        "flowchart TD",
        '  n1(["Put the kettle on"])',
        '  n2{"Is the water boiling?"}',
        '  n3["Pour the water"]',
        '  n4(["Drink the tea"])',
        '  n5["Wait a minute"]',
        "  n1 --> n2",
        '  n2 -->|"No"| n5',
        '  n2 -->|"Yes"| n3',
        "  n3 --> n4",
        "  n5 --> n2",
        "",
      ].join("\n"),
    );
  });

  it("writes a concept map as a flowchart with labelled relations, suggested ones dotted", () => {
    expect(diagramToMermaid(sampleConceptMap)).toBe(
      [
        "flowchart TD",
        '  n1["Glucose"]',
        '  n2["Photosynthesis"]',
        '  n3["Chlorophyll"]',
        '  n4["Light"]',
        '  n2 -->|"produces"| n1',
        '  n3 -.->|"absorbs"| n4',
        "  n2 --> n3",
        "",
      ].join("\n"),
    );
  });

  it("writes a timeline by date, in sections by century, colons in events as #58;", () => {
    expect(diagramToMermaid(sampleTimeline)).toBe(
      [
        "timeline",
        "  title Revolutions",
        "  section 1st century BC",
        "    49 BC: Caesar crosses the Rubicon",
        "  section 18th century",
        "    14 July 1789: Storming of the Bastille",
        "    1793–1794: Reign of Terror",
        "    1799: Napoleon#58; First Consul",
        "",
      ].join("\n"),
    );
  });

  it("puts events of the same date on one line and leaves out sections within one century", () => {
    const graph = {
      ...sampleTimeline,
      nodes: sampleTimeline.nodes
        .filter((node) => node.id !== "rubicon")
        .map((node) =>
          node.id === "consul" ? { ...node, date: { ...(node.date as NonNullable<typeof node.date>), text: "1793–1794" } } : node,
        ),
    };
    expect(diagramToMermaid(graph).split("\n").slice(2)).toEqual([
      "    14 July 1789: Storming of the Bastille",
      "    1793–1794: Reign of Terror: Napoleon#58; First Consul",
      "",
    ]);
  });

  it("escapes a date that starts with a timeline keyword, so it is not read as one", () => {
    const graph = {
      ...sampleTimeline,
      nodes: [
        {
          ...(sampleTimeline.nodes[0] as (typeof sampleTimeline.nodes)[number]),
          date: { year: 1793, era: "AD" as const, precision: "year" as const, text: "Title year 2" },
        },
      ],
    };
    expect(diagramToMermaid(graph)).toContain("\n    #84;itle year 2: Reign of Terror\n");
  });

  it("escapes the characters mermaid reads, and keeps brackets, keywords, emoji and right-to-left text", () => {
    expect(mermaidLabel('Deploy (staging) --> "end" %% #1: *a* _b_ `c` $$x$$ <b>&amp; C:\\new')).toBe(
      "Deploy (staging) --#62; #quot;end#quot; #37;#37; #35;1#58; #42;a#42; #95;b#95; #96;c#96; #36;#36;x#36;#36; #60;b#62;#38;amp; C#58;#92;new",
    );
    expect(mermaidLabel("😀 مرحبا [x] {y} | end")).toBe("😀 مرحبا [x] {y} | end");
    expect(mermaidLabel("two\nlines\t and  spaces")).toBe("two lines and spaces");
    expect(mermaidLabel("\u0000")).toBe("(empty)");
    expect(mermaidTimelineText("a: b # 50% <br> c\u00a0d")).toBe("a#58; b #35; 50#37; #60;br> c#160;d");
  });

  it("names centuries in words", () => {
    expect(centuryName({ year: 1901, era: "AD", precision: "year" })).toBe("20th century");
    expect(centuryName({ year: 2000, era: "AD", precision: "year" })).toBe("20th century");
    expect(centuryName({ year: 1150, era: "AD", precision: "year" })).toBe("12th century");
    expect(centuryName({ year: 250, era: "BC", precision: "year" })).toBe("3rd century BC");
    expect(centuryName({ year: 2150, era: "AD", precision: "year" })).toBe("22nd century");
  });
});
