import { DIAGRAM_KINDS, diagramDateSortKey, type TDiagramGraph, type TDiagramKind } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addChild,
  addSibling,
  addTimelineEvent,
  confirmRelation,
  deleteNode,
  moveNode,
  removeEdge,
  renameNode,
  setNodeDate,
  setNodeDetail,
  timelineEvents,
  toggleCollapsed,
  type TGraphEdit,
} from "./edit-graph.ts";
import { createEditHistory, recordEdit, redoEdit, undoEdit } from "./history.ts";
import { isValidGraph, testGraph, type TEdgeSpec } from "./edit-test-graphs.ts";

/*
 * Random sequences of edits, on random graphs of every kind, never leave an
 * invalid graph: each result passes ZDiagramGraphSchema, nodes made by hand
 * say so, a timeline stays in date order with its chain, and undoing every
 * step brings back the graph the sequence started from.
 */

const OPS = [
  "child",
  "sibling",
  "up",
  "down",
  "indent",
  "outdent",
  "delete",
  "rename",
  "collapse",
  "detail",
  "date",
  "event",
  "relation",
] as const;
type TOp = { op: (typeof OPS)[number]; pick: number; text: string; year: number };

const opArbitrary: fc.Arbitrary<TOp> = fc.record({
  op: fc.constantFrom(...OPS),
  pick: fc.nat(1000),
  text: fc.string({ maxLength: 100 }),
  year: fc.integer({ min: 1, max: 2100 }),
});

function startGraph(kind: TDiagramKind, size: number, parents: number[]): TDiagramGraph {
  const ids = Array.from({ length: size }, (_, index) => `k${index}`);
  // Timeline events start in date order, chained by `next` edges.
  const year = (index: number) => ({ year: 1000 + index * 7, era: "AD" as const, precision: "year" as const, text: "a year" });
  const nodes = ids.map((id, index) => ({
    id,
    label: `Node ${index}`,
    ...(kind === "timeline" && index > 0 ? { date: year(index) } : {}),
  }));
  if (kind === "flowchart") {
    const edges = ids.slice(1).map((id, index) => [ids[index] as string, id, "next"] as [string, string, "next"]);
    return testGraph(kind, nodes, edges);
  }
  if (kind === "timeline") {
    const chain = ids.slice(2).map((id, index) => [ids[index + 1] as string, id, "next"] as [string, string, "next"]);
    return testGraph(kind, nodes, chain, "k0");
  }
  // Node i hangs from one of the nodes before it: a tree from k0.
  const edges = ids.slice(1).map((id, index) => [ids[(parents[index] ?? 0) % (index + 1)] as string, id] as TEdgeSpec);
  if (kind === "concept_map") edges.push(...ids.slice(2).map((id): TEdgeSpec => [id, "k1", "relation"]));
  const graph = testGraph(kind, nodes, edges, "k0");
  return { ...graph, edges: graph.edges.map((edge) => (edge.kind === "relation" ? { ...edge, suggested: true } : edge)) };
}

function apply(graph: TDiagramGraph, { op, pick, text, year }: TOp): TGraphEdit | TDiagramGraph {
  const id = graph.nodes[pick % graph.nodes.length]?.id as string;
  const edgeId = graph.edges[pick % Math.max(1, graph.edges.length)]?.id ?? "none";
  const date = { year, era: "AD" as const, precision: "year" as const, text: String(year) };
  switch (op) {
    case "child":
      return addChild(graph, id, text);
    case "sibling":
      return addSibling(graph, id, text);
    case "up":
    case "down":
    case "indent":
    case "outdent":
      return moveNode(graph, id, op);
    case "delete":
      return deleteNode(graph, id);
    case "rename":
      return renameNode(graph, id, text);
    case "collapse":
      return toggleCollapsed(graph, id);
    case "detail":
      return setNodeDetail(graph, id, text);
    case "date":
      return graph.kind === "timeline" && id !== graph.root ? setNodeDate(graph, id, date) : graph;
    case "event":
      return graph.kind === "timeline" ? addTimelineEvent(graph, date, text) : graph;
    case "relation":
      return pick % 2 === 0 ? confirmRelation(graph, edgeId) : removeEdge(graph, edgeId);
  }
}

function timelineInOrder(graph: TDiagramGraph): boolean {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const events = timelineEvents(graph);
  const keys = events.map((id) => diagramDateSortKey(byId.get(id)!.date!));
  const sorted = keys.every((key, index) => index === 0 || (keys[index - 1] as number) <= key);
  const chain = graph.edges.filter((edge) => edge.kind === "next").map((edge) => `${edge.from}>${edge.to}`);
  const expected = events.slice(1).map((id, index) => `${events[index]}>${id}`);
  return sorted && JSON.stringify(chain.sort()) === JSON.stringify(expected.sort());
}

describe("editing keeps every graph valid", () => {
  it("random edits on random graphs of every kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIAGRAM_KINDS),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(20), { minLength: 12, maxLength: 12 }),
        fc.array(opArbitrary, { minLength: 1, maxLength: 40 }),
        (kind, size, parents, ops) => {
          const start = startGraph(kind, size, parents);
          let graph = start;
          let history = createEditHistory(graph);
          for (const op of ops) {
            const before = new Set(graph.nodes.map((node) => node.id));
            const result = apply(graph, op);
            const next = "graph" in result ? result.graph : result;
            if (!isValidGraph(next)) throw new Error(`${op.op} made an invalid graph of a ${kind}`);
            for (const node of next.nodes) if (!before.has(node.id)) expect(node.origin).toBe("hand");
            if ("graph" in result) {
              expect(next.nodes.some((node) => node.id === result.selectedId)).toBe(true);
              if (result.refused) expect(next).toBe(graph);
            }
            if (kind === "timeline") expect(timelineInOrder(next)).toBe(true);
            if (next !== graph) history = recordEdit(history, next);
            graph = next;
          }
          const steps = history.past.length;
          for (let step = 0; step < steps; step += 1) history = undoEdit(history);
          expect(history.present).toBe(start);
          for (let step = 0; step < steps; step += 1) history = redoEdit(history);
          expect(history.present).toBe(graph);
        },
      ),
      { numRuns: 400 },
    );
  });
});
