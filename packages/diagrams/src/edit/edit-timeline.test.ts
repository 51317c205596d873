import type { TDiagramDate } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { addSibling, addTimelineEvent, deleteNode, moveNode, parseDiagramDate, setNodeDate } from "./edit-graph.ts";
import { edgeText, isValidGraph, testGraph } from "./edit-test-graphs.ts";

function date(text: string): TDiagramDate {
  const parsed = parseDiagramDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
}

function timeline() {
  return testGraph(
    "timeline",
    [
      { id: "t", label: "The French Revolution" },
      { id: "a", label: "Estates-General meets", date: date("May 1789") },
      { id: "b", label: "Storming of the Bastille", date: date("14 July 1789") },
      { id: "c", label: "Louis XVI executed", date: date("1793") },
    ],
    [
      ["a", "b", "next"],
      ["b", "c", "next"],
    ],
    "t",
  );
}

const events = (graph: ReturnType<typeof timeline>) => graph.nodes.filter((node) => node.id !== "t").map((node) => node.id);

describe("timeline editing", () => {
  it("Enter adds an event of the same date just after it, joined into the chain", () => {
    const { graph, selectedId } = addSibling(timeline(), "b", "Great Fear");
    expect(events(graph)).toEqual(["a", "b", selectedId, "c"]);
    expect(edgeText(graph)).toEqual(["a>b:next", `b>${selectedId}:next`, `${selectedId}>c:next`]);
    expect(graph.nodes.find((node) => node.id === selectedId)?.date?.text).toBe("14 July 1789");
    expect(isValidGraph(graph)).toBe(true);
  });

  it("a new event with its date takes its place in date order; BC comes before AD", () => {
    const { graph, selectedId } = addTimelineEvent(timeline(), date("44 BC"), "Caesar dies");
    expect(events(graph)).toEqual([selectedId, "a", "b", "c"]);
    expect(edgeText(graph)[0]).toBe(`${selectedId}>a:next`);
  });

  it("changing a date moves the event to its new place and mends the chain", () => {
    const graph = setNodeDate(timeline(), "a", date("1795"));
    expect(events(graph)).toEqual(["b", "c", "a"]);
    expect(edgeText(graph)).toEqual(["b>c:next", "c>a:next"]);
    expect(isValidGraph(graph)).toBe(true);
  });

  it("deleting an event mends the chain; the title cannot be deleted", () => {
    const { graph, selectedId } = deleteNode(timeline(), "b");
    expect(edgeText(graph)).toEqual(["a>c:next"]);
    expect(selectedId).toBe("a");
    expect(deleteNode(timeline(), "t").refused).toBe("The root cannot be deleted.");
  });

  it("moves only between events of the same date", () => {
    expect(moveNode(timeline(), "b", "up").refused).toMatch(/date order: change the date/);
    const twin = addSibling(timeline(), "b", "Same day");
    const moved = moveNode(twin.graph, twin.selectedId, "up");
    expect(events(moved.graph)).toEqual(["a", twin.selectedId, "b", "c"]);
  });

  it("hangs a new event from the title when the title hangs its events", () => {
    const hung = testGraph(
      "timeline",
      [
        { id: "t", label: "T" },
        { id: "a", label: "A", date: date("1900") },
      ],
      [["t", "a"]],
      "t",
    );
    const { graph, selectedId } = addSibling(hung, "a");
    expect(edgeText(graph)).toContain(`t>${selectedId}:child`);
  });
});
