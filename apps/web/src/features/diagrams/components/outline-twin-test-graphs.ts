import { ZDiagramGraphSchema, type TDiagramGraph, type TDiagramGraphInput } from "@mnemo/api-contract";

/* Graphs the outline and drawing tests read (test support only). */

export function graphOf(input: Omit<TDiagramGraphInput, "schema_version" | "generator" | "title">): TDiagramGraph {
  return ZDiagramGraphSchema.parse({ schema_version: 1, generator: "hand", title: "Cells", ...input });
}

const child = (id: string, from: string, to: string) => ({ id, from, to, kind: "child" as const });

/** Cells: Membrane (Lipids, Proteins), Nucleus, and `more` further children of the root. */
export function cellsMindMap(more: { id: string; label: string }[] = []): TDiagramGraph {
  return graphOf({
    kind: "mind_map",
    root: "r",
    nodes: [
      { id: "r", label: "Cells" },
      { id: "a", label: "Membrane" },
      { id: "a1", label: "Lipids" },
      { id: "a2", label: "Proteins" },
      { id: "b", label: "Nucleus" },
      ...more,
    ],
    edges: [
      child("e1", "r", "a"),
      child("e2", "a", "a1"),
      child("e3", "a", "a2"),
      child("e4", "r", "b"),
      ...more.map((node, index) => child(`m${index}`, "r", node.id)),
    ],
  });
}

/** Enzyme —speeds up→ Reaction, a suggested relation. */
export function enzymeConceptMap(): TDiagramGraph {
  return graphOf({
    kind: "concept_map",
    root: "t",
    nodes: [
      { id: "t", label: "Enzyme" },
      { id: "u", label: "Reaction" },
    ],
    edges: [{ id: "e1", from: "t", to: "u", kind: "relation", label: "speeds up", suggested: true }],
  });
}
