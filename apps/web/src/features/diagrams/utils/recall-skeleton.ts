import { seededRandom, type TDiagramGraph } from "@mnemo/api-contract";
import { diagramHierarchy } from "@mnemo/diagrams";

/**
 * The skeleton map (docs/diagrams.md, "Studying a diagram"): the map's structure with some boxes emptied and
 * their labels in a word bank, shuffled; the learner puts each word in a box and checks. A word is right in a
 * box whose label reads the same (two nodes with one label take either word).
 */
export type TSkeletonWord = { key: string; label: string };
export type TSkeleton = {
  /** The emptied boxes, in reading order. */
  boxes: { nodeId: string; label: string }[];
  bank: TSkeletonWord[];
  /** Box (node id) to the word (key) put in it. */
  placed: Readonly<Record<string, string>>;
};
export type TSkeletonMark = "right" | "wrong" | "empty";

export function startSkeleton(graph: TDiagramGraph, nodeIds: readonly string[], seed: number): TSkeleton {
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  const boxes = nodeIds.flatMap((nodeId) => {
    const label = labels.get(nodeId);
    return label === undefined ? [] : [{ nodeId, label }];
  });
  const bank = seededRandom(seed).shuffle(boxes.map((box, index) => ({ key: `w${index}`, label: box.label })));
  return { boxes, bank, placed: {} };
}

/** Puts a word in a box: a word already in another box moves, and the box's former word goes back to the bank. */
export function placeWord(skeleton: TSkeleton, nodeId: string, key: string): TSkeleton {
  if (!skeleton.boxes.some((box) => box.nodeId === nodeId) || !skeleton.bank.some((word) => word.key === key)) return skeleton;
  const placed = Object.fromEntries(Object.entries(skeleton.placed).filter(([box, word]) => box !== nodeId && word !== key));
  return { ...skeleton, placed: { ...placed, [nodeId]: key } };
}

export function clearBox(skeleton: TSkeleton, nodeId: string): TSkeleton {
  const { [nodeId]: _removed, ...placed } = skeleton.placed;
  return { ...skeleton, placed };
}

/** The bank's words not in a box yet, in the bank's order. */
export function unplacedWords(skeleton: TSkeleton): TSkeletonWord[] {
  const used = new Set(Object.values(skeleton.placed));
  return skeleton.bank.filter((word) => !used.has(word.key));
}

export function wordIn(skeleton: TSkeleton, nodeId: string): TSkeletonWord | undefined {
  const key = skeleton.placed[nodeId];
  return key === undefined ? undefined : skeleton.bank.find((word) => word.key === key);
}

/** Each box right, wrong or left empty, and how many are right. */
export function checkSkeleton(skeleton: TSkeleton): { marks: Map<string, TSkeletonMark>; right: number } {
  const marks = new Map<string, TSkeletonMark>();
  for (const box of skeleton.boxes) {
    const word = wordIn(skeleton, box.nodeId);
    marks.set(box.nodeId, !word ? "empty" : word.label === box.label ? "right" : "wrong");
  }
  return { marks, right: [...marks.values()].filter((mark) => mark === "right").length };
}

/** The map as the learner filled it: placed words as those boxes' labels, the empty boxes still hidden. */
export function skeletonView(graph: TDiagramGraph, skeleton: TSkeleton): { graph: TDiagramGraph; masked: Set<string> } {
  const words = new Map(
    skeleton.boxes.flatMap((box) => (wordIn(skeleton, box.nodeId) ? [[box.nodeId, wordIn(skeleton, box.nodeId)!.label]] : [])),
  );
  return {
    graph: { ...graph, nodes: graph.nodes.map((node) => (words.has(node.id) ? { ...node, label: words.get(node.id)! } : node)) },
    masked: new Set(skeleton.boxes.filter((box) => !words.has(box.nodeId)).map((box) => box.nodeId)),
  };
}

/**
 * A box's name for the keyboard's list and screen readers: its number and where it is (under its parent, after
 * the step before, its date); a parent that is itself an empty box is named by its number, never its label.
 */
export function skeletonBoxName(graph: TDiagramGraph, skeleton: TSkeleton, index: number): string {
  const box = skeleton.boxes[index];
  const name = `Box ${index + 1}`;
  if (!box) return name;
  const node = graph.nodes.find((candidate) => candidate.id === box.nodeId);
  if (graph.kind === "timeline") return node?.date ? `${name}, ${node.date.text}` : name;
  const parent = diagramHierarchy(graph).parent.get(box.nodeId);
  if (parent === undefined) return name;
  const where = graph.kind === "flowchart" ? "after" : "under";
  const parentBox = skeleton.boxes.findIndex((candidate) => candidate.nodeId === parent);
  const parentName = parentBox >= 0 ? `box ${parentBox + 1}` : `“${graph.nodes.find((candidate) => candidate.id === parent)?.label ?? ""}”`;
  return `${name}, ${where} ${parentName}`;
}
