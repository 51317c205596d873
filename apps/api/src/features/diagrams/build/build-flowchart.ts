import type { TDiagramEdgeKind, TDiagramGraph, TOutlineSection } from "@mnemo/api-contract";
import { readStep, type TStep } from "./find-steps.ts";
import { GraphDraft } from "./graph-draft.ts";
import { isUntitled, mergeRepeats, type TOutlinePiece } from "./outline-parts.ts";
import type { TSourceTexts } from "./source-texts.ts";

/** A section needs this many steps to be a process. */
const MIN_STEPS = 2;
/** The last node of every process: a flowchart's own word, not the source's. */
export const FLOW_END_LABEL = "End";

/**
 * A flowchart of the processes an outline describes. A process is a section's
 * run of steps (find-steps.ts), from its first step to its last; a point
 * between two steps that is no step itself (it says more about the step
 * before) joins that step's detail and sources. An "If …, then …; otherwise
 * …" step is a decision with a yes branch and a no branch, both joining the
 * next step again (a missing "otherwise" goes straight on to it).
 *
 * When the source has several processes (one per section), each is drawn as
 * its own chain: a start node named by its section's title, its steps, an end
 * node. Picking the longest would drop the others, and chaining them into one
 * would claim an order between processes that the source does not state.
 *
 * Undefined when no section has MIN_STEPS steps.
 */
export function buildFlowchart(piece: TOutlinePiece, texts: TSourceTexts): TDiagramGraph | undefined {
  const draft = new GraphDraft("flowchart", piece.title);
  for (const section of mergeRepeats(piece.sections)) {
    const steps = processOf(section, texts);
    if (steps) drawProcess(draft, isUntitled(section, piece.title) ? piece.title : section.title, steps);
  }
  return draft.nodes.length > 0 ? draft.toGraph() : undefined;
}

type TProcessStep = TStep & { more: TStep["point"][] };

function processOf(section: TOutlineSection, texts: TSourceTexts): TProcessStep[] | undefined {
  const steps: TProcessStep[] = [];
  let pending: TStep["point"][] = [];
  for (const point of section.points) {
    const step = readStep(point, texts);
    if (step) {
      steps.at(-1)?.more.push(...pending);
      pending = [];
      steps.push({ ...step, more: [] });
    } else if (steps.length > 0) pending.push(point);
  }
  const plain = steps.filter((step) => !step.decision).length;
  return steps.length >= MIN_STEPS && plain > 0 ? steps : undefined;
}

function drawProcess(draft: GraphDraft, title: string, steps: TProcessStep[]): void {
  // Edges still to draw to whichever node comes next.
  let open: { from: string; kind: TDiagramEdgeKind }[] = [{ from: draft.addNode({ label: title, shape: "start" }), kind: "next" }];
  const join = (to: string) => {
    for (const { from, kind } of open) draft.addEdge(from, to, kind);
  };
  for (const step of steps) {
    const detail = [step.point.text, ...step.more.map((point) => point.text)].join("\n");
    const sources = [...step.point.spans, ...step.more.flatMap((point) => point.spans)];
    const { decision } = step;
    if (!decision) {
      const id = draft.addNode({ label: step.text, detail, sources, shape: "step" });
      join(id);
      open = [{ from: id, kind: "next" }];
      continue;
    }
    const id = draft.addNode({ label: decision.condition, detail, sources, shape: "decision" });
    join(id);
    const yes = draft.addNode({ label: decision.yes.text, detail: decision.yes.text, sources: decision.yes.sources, shape: "step" });
    draft.addEdge(id, yes, "yes");
    open = [{ from: yes, kind: "next" }];
    if (decision.no) {
      const no = draft.addNode({ label: decision.no.text, detail: decision.no.text, sources: decision.no.sources, shape: "step" });
      draft.addEdge(id, no, "no");
      open.push({ from: no, kind: "next" });
    } else open.push({ from: id, kind: "no" });
  }
  join(draft.addNode({ label: FLOW_END_LABEL, shape: "end" }));
}
