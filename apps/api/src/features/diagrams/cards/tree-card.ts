import {
  MAX_FACTS,
  ZNoteContentSchema,
  clozePromptText,
  parseCloze,
  type TDiagramGraph,
  type TDiagramNode,
  type TNoteContent,
  type TNoteType,
} from "@mnemo/api-contract";
import type { TDiagramTree } from "@mnemo/diagrams";

/** A card's content as the generator makes it (never a hand-written "manual" card). */
export type TMadeContent = Exclude<TNoteContent, { type: "manual" }>;
type TContent = TMadeContent;

/** Items of a list card around the hidden one: enough to place it, not a whole long branch to read. */
const LIST_AROUND = 3;

/**
 * The card a node makes from the map alone, when no outline point gives one (docs/diagrams.md, "Cards from a
 * branch"): what the map itself teaches about the node, asked so it reads on its own.
 * - a timeline event: its date gapped ("French Revolution: Storming of the Bastille: [1789]");
 * - a flowchart step: what comes after the step before it (or the first step), the branch's condition named;
 * - a concept map's relation: "Photosynthesis produces …?";
 * - a node with children: its parts as a list to recall ("Cell biology › Organelles": nucleus, mitochondria, …);
 * - a leaf with a detail: "Organelles: Mitochondria?" answered by the detail;
 * - a leaf among siblings: the siblings' list with it gapped.
 * Only card types in `allowed` (the learner's plan's) are made: a gap or a list the plan does not have is asked
 * as a question instead (asQuestion), after every card of an allowed type was tried.
 * Null when the node says nothing a card can ask (a lone root), or no card of it passes the card schema (a label
 * too long for a question, say) or the plan.
 */
export function treeCard(
  graph: TDiagramGraph,
  tree: TDiagramTree,
  nodeId: string,
  allowed: ReadonlySet<TNoteType> | null = null,
): TContent | null {
  const node = tree.byId.get(nodeId);
  if (!node) return null;
  const all = candidates(graph, tree, node);
  const isAllowed = (content: TContent) => !allowed || allowed.has(content.type);
  const tried = [...all.filter(isAllowed), ...all.filter((content) => !isAllowed(content)).map(asQuestion)];
  for (const content of tried) {
    if (!content || !isAllowed(content)) continue;
    const parsed = ZNoteContentSchema.safeParse(content);
    if (parsed.success && parsed.data.type !== "manual") return parsed.data;
  }
  return null;
}

/** A gap or a list card asked as a question and answer (for a plan without that type); null for other types. */
function asQuestion(content: TContent): TContent | null {
  if (content.type === "concept_fact_list") {
    return { type: "qna", question: `${content.concept}: what does the map put under it?`, answer: content.facts.join("; ") };
  }
  if (content.type !== "clozedel") return null;
  // The first gap is asked ("[…]"); any other gap reads as its answer.
  const answers = parseCloze(content.text)
    .deletions.filter((deletion) => deletion.number === 1)
    .map((deletion) => deletion.answer);
  if (answers.length === 0) return null;
  return { type: "qna", question: `Fill the gap: ${clozePromptText(content.text, { number: 1 })}`, answer: answers.join("; ") };
}

function candidates(graph: TDiagramGraph, tree: TDiagramTree, node: TDiagramNode): TContent[] {
  const label = (id: string) => tree.byId.get(id)?.label ?? "";
  const title = graph.title;
  if (graph.kind === "timeline") {
    if (!node.date) return [];
    const text = node.label.includes(node.date.text)
      ? `${title}: ${cloze(node.label, node.date.text)}`
      : `${title}: ${escapeCloze(node.label)}: {{c1::${escapeCloze(node.date.text)}}}`;
    return [{ type: "clozedel", text }];
  }
  if (graph.kind === "flowchart") {
    const into = graph.edges.find((edge) => edge.to === node.id && edge.kind !== "relation" && edge.kind !== "child");
    if (!into) {
      const hasNext = graph.edges.some((edge) => edge.from === node.id);
      return hasNext ? [{ type: "qna", question: `${title}: what is the first step?`, answer: node.label }] : [];
    }
    const before = label(into.from);
    const branch = into.kind === "yes" || into.kind === "no" ? (into.label ?? (into.kind === "yes" ? "Yes" : "No")) : null;
    const question = branch
      ? `${title}: at “${before}”, if ${branch.toLowerCase()}, what comes next?`
      : `${title}: what comes after “${before}”?`;
    return [{ type: "qna", question, answer: node.label }];
  }
  const out: TContent[] = [];
  const relation = graph.edges.find((edge) => edge.kind === "relation" && edge.to === node.id && edge.label && !edge.suggested);
  if (relation) out.push({ type: "qna", question: `${label(relation.from)} ${relation.label} …?`, answer: node.label });
  const parentId = tree.parent.get(node.id);
  const parent = parentId === undefined ? undefined : label(parentId);
  const children = (tree.children.get(node.id) ?? []).map(label);
  if (children.length >= 2) {
    const concept = parent ? `${parent} › ${node.label}` : node.label;
    out.push({ type: "concept_fact_list", concept, facts: children.slice(0, MAX_FACTS) });
  }
  if (parent === undefined || parentId === undefined) return out;
  if (node.detail?.trim()) out.push({ type: "qna", question: `${parent}: ${node.label}?`, answer: node.detail.trim() });
  const siblings = tree.children.get(parentId) ?? [];
  if (siblings.length >= 2) {
    const at = siblings.indexOf(node.id);
    const from = Math.max(0, Math.min(at - LIST_AROUND, siblings.length - 2 * LIST_AROUND - 1));
    const shown = siblings.slice(from, from + 2 * LIST_AROUND + 1);
    const items = shown.map((id) => (id === node.id ? `{{c1::${escapeCloze(label(id))}}}` : escapeCloze(label(id))));
    out.push({ type: "clozedel", text: `${escapeCloze(parent)}: ${items.join("; ")}.` });
  } else if (children.length < 2) {
    out.push({ type: "qna", question: `${parent}: what does the map put under it?`, answer: node.label });
  }
  return out;
}

/** The first place `part` is in `text`, gapped. */
function cloze(text: string, part: string): string {
  const at = text.indexOf(part);
  return `${escapeCloze(text.slice(0, at))}{{c1::${escapeCloze(part)}}}${escapeCloze(text.slice(at + part.length))}`;
}

/** A label's own braces and "::" must not read as cloze markup. */
function escapeCloze(text: string): string {
  return text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }").replace(/::/g, ": :");
}
