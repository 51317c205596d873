import { diagramDateSortKey, type TDiagramDate, type TDiagramGraph, type TDiagramKind } from "@mnemo/api-contract";
import { GraphDraft } from "./graph-draft.ts";

/**
 * The overview of a source split into parts: one node per part, named by the
 * part's title, in the diagram's own kind. A mind map's or a concept map's
 * hang under the title; a timeline's are dated by the span of their part's
 * events and sorted like events (the overview of a timeline is a timeline);
 * a flowchart's follow a start node named by the title, one branch per part
 * (its processes are separate, so the overview claims no order between them).
 * `nodeIds[i]` is the node that stands for `parts[i]`.
 */
export function overviewOf(
  kind: TDiagramKind,
  title: string,
  parts: readonly TDiagramGraph[],
): { graph: TDiagramGraph; nodeIds: string[] } {
  const draft = new GraphDraft(kind, title);
  if (kind === "timeline") {
    const dated = parts.map((part, at) => ({ at, date: spanOf(part) }));
    const nodeIds: string[] = [];
    let previous: string | undefined;
    for (const { at, date } of dated.sort((a, b) => diagramDateSortKey(a.date) - diagramDateSortKey(b.date) || a.at - b.at)) {
      const id = draft.addNode({ label: parts[at]!.title, date });
      if (previous) draft.addEdge(previous, id, "next");
      nodeIds[at] = id;
      previous = id;
    }
    return { graph: draft.toGraph(), nodeIds };
  }
  const top = draft.addNode({ label: title, ...(kind === "flowchart" ? { shape: "start" as const } : {}) });
  const nodeIds = parts.map((part) => {
    const id = draft.addNode({ label: part.title, ...(kind === "flowchart" ? { shape: "step" as const } : {}) });
    draft.addEdge(top, id, kind === "flowchart" ? "next" : "child");
    return id;
  });
  return { graph: draft.toGraph(kind === "flowchart" ? undefined : top), nodeIds };
}

/** From a timeline part's first event to its last (its nodes are in date order). */
function spanOf(part: TDiagramGraph): TDiagramDate {
  const first = part.nodes.find((node) => node.date)!.date!;
  const last = part.nodes.findLast((node) => node.date)!.date!;
  const { text: _firstText, end: _firstEnd, ...start } = first;
  const { text: _lastText, ...lastDate } = last;
  const end = lastDate.end ?? {
    year: lastDate.year,
    era: lastDate.era,
    precision: lastDate.precision,
    ...(lastDate.month ? { month: lastDate.month } : {}),
    ...(lastDate.day ? { day: lastDate.day } : {}),
  };
  const text = first === last ? first.text : `${first.text} – ${last.text}`;
  return { ...start, ...(diagramDateSortKey(end) > diagramDateSortKey(start) ? { end } : {}), text: text.slice(0, 60) };
}
