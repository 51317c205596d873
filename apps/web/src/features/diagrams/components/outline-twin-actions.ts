import type { TDiagramGraph } from "@mnemo/api-contract";
import { addChild, addSibling, branchIds, deleteNode, diagramTree, moveNode, type TGraphEdit, type TMoveDirection } from "@mnemo/diagrams";

/*
 * An edit asked for in the outline (a key or a button), carried out on the
 * graph, with the sentence the outline announces: screen reader users hear
 * what changed, or why nothing did.
 */

export type TOutlineEdit =
  { type: "add-sibling" } | { type: "add-child" } | { type: "delete" } | { type: "move"; direction: TMoveDirection };

export type TOutlineEditResult = TGraphEdit & {
  message: string;
  /** A node was added: its label opens for typing at once. */
  isNew: boolean;
};

function quoted(graph: TDiagramGraph, id: string): string {
  return `“${graph.nodes.find((node) => node.id === id)?.label ?? id}”`;
}

const WORDS: Record<TDiagramGraph["kind"], string> = { mind_map: "node", concept_map: "term", flowchart: "step", timeline: "event" };

export function runOutlineEdit(graph: TDiagramGraph, id: string, edit: TOutlineEdit): TOutlineEditResult {
  const word = WORDS[graph.kind];
  const name = quoted(graph, id);
  if (edit.type === "add-child" || edit.type === "add-sibling") {
    const result = edit.type === "add-child" ? addChild(graph, id) : addSibling(graph, id);
    if (result.refused) return { ...result, message: result.refused, isNew: false };
    const parent = diagramTree(result.graph).parent.get(result.selectedId);
    const where = edit.type === "add-child" || parent === id ? `under ${name}` : `after ${name}`;
    return { ...result, message: `New ${word} added ${where}. Type its name, then press Enter.`, isNew: true };
  }
  if (edit.type === "delete") {
    const under = graph.kind === "mind_map" || graph.kind === "concept_map" ? branchIds(diagramTree(graph), id).length - 1 : 0;
    const result = deleteNode(graph, id);
    if (result.refused) return { ...result, message: result.refused, isNew: false };
    const more = under === 0 ? "" : under === 1 ? " and the node under it" : ` and the ${under} nodes under it`;
    return { ...result, message: `Deleted ${name}${more}. Ctrl+Z brings it back.`, isNew: false };
  }
  const result = moveNode(graph, id, edit.direction);
  if (result.refused) return { ...result, message: result.refused, isNew: false };
  const parent = diagramTree(result.graph).parent.get(id);
  const message =
    edit.direction === "indent" || edit.direction === "outdent"
      ? `Moved ${name} ${parent === undefined ? "to the top" : `under ${quoted(result.graph, parent)}`}.`
      : `Moved ${name} ${edit.direction}.`;
  return { ...result, message, isNew: false };
}
