import { describe, expect, it } from "vitest";
import { diagramOrigin, diagramStatusText, formatDiagramDate, nodeCountText } from "./diagram-list-facts.ts";

describe("diagram list facts", () => {
  it("counts nodes in words, one and many", () => {
    expect(nodeCountText(1)).toBe("1 node");
    expect(nodeCountText(0)).toBe("0 nodes");
    expect(nodeCountText(1234)).toBe("1,234 nodes");
  });

  it("dates a diagram, and says nothing for a date it cannot read", () => {
    expect(formatDiagramDate("2026-12-03T10:00:00.000Z")).toBe("3 Dec 2026");
    expect(formatDiagramDate("not a date")).toBe("");
  });

  it("names the source first, then the deck (its title looked up), then nothing", () => {
    const decks = new Map([["g1", "Biology"]]);
    const title = (id: string) => decks.get(id);
    expect(diagramOrigin({ source_id: "s1", source_title: "Cells", group_id: null }, title)).toEqual({
      kind: "source",
      id: "s1",
      title: "Cells",
    });
    expect(diagramOrigin({ source_id: null, source_title: null, group_id: "g1" }, title)).toEqual({
      kind: "deck",
      id: "g1",
      title: "Biology",
    });
    expect(diagramOrigin({ source_id: null, source_title: null, group_id: "gone" }, title)?.title).toBe("a deck");
    expect(diagramOrigin({ source_id: null, source_title: null, group_id: null }, title)).toBeNull();
  });

  it("says when a diagram is still being made or failed, and nothing once it is there", () => {
    expect(diagramStatusText({ status: "running", percent: 41.6 })).toBe("Being made, 42%");
    expect(diagramStatusText({ status: "queued", percent: 0 })).toBe("Waiting to be made");
    expect(diagramStatusText({ status: "failed", percent: 30 })).toBe("Could not be made");
    expect(diagramStatusText({ status: "succeeded", percent: 100 })).toBeNull();
  });
});
