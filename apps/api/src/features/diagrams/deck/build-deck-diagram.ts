import type { TDiagramKind } from "@mnemo/api-contract";
import type { TBuiltDiagram } from "../build/built-diagram.ts";
import { FLOW_END_LABEL } from "../build/build-flowchart.ts";
import { deckConceptMap } from "./deck-concept-map.ts";
import { cardNode, deckDraft, nothingToDraw, type TDeckNoteForDiagram } from "./deck-draft.ts";
import type { OriginDraft } from "./origin-draft.ts";
import { deckTimeline } from "./deck-timeline.ts";
import { finishBuiltDiagram } from "./finish-built-diagram.ts";
import { groupDeckCards } from "./group-deck-cards.ts";

export type { TDeckNoteForDiagram } from "./deck-draft.ts";

/**
 * A diagram of a deck's cards (in deck order), each node made from one card
 * (origin "deck", the card's note id and source spans). Mind map: the cards
 * grouped by the section of the source they quote (cards without one by the
 * term their questions open with, the rest under "Other cards"). Timeline:
 * the cards whose faces hold a date, in date order. Flowchart: the cards as
 * a chain, in deck order. Concept map: the term-and-definition cards, with
 * the relations their definitions suggest. A node's label is the card's term
 * or answer; its detail is the question (and the whole answer when the label
 * is not all of it). Above DIAGRAM_SPLIT_NODES nodes the diagram is split
 * into parts under an overview. Throws 422 DIAGRAM_NOTHING_TO_DRAW, saying
 * why, when the deck gives nothing of the kind.
 */
export function buildDeckDiagram({
  kind,
  title,
  notes,
}: {
  kind: TDiagramKind;
  title: string;
  notes: TDeckNoteForDiagram[];
}): TBuiltDiagram {
  const cards = notes.filter((note) => note.front.trim() !== "" || note.back.trim() !== "");
  if (cards.length === 0) throw nothingToDraw("This deck has no cards with text to draw a diagram from.");
  const draft = deckDraft(kind, title);
  if (kind === "mind_map") drawMindMap(draft, cards);
  else if (kind === "flowchart") drawFlowchart(draft, cards);
  else if (kind === "timeline") deckTimeline(draft, cards);
  else deckConceptMap(draft, cards);
  return finishBuiltDiagram(draft.toTaggedGraph());
}

/** The title at the root, a node per group of cards, the cards under their group; one group alone is left out. */
function drawMindMap(draft: OriginDraft, cards: TDeckNoteForDiagram[]): void {
  const root = draft.add({ label: draft.title });
  draft.setRoot(root);
  const groups = groupDeckCards(cards);
  for (const group of groups) {
    let parent = root;
    if (groups.length > 1) {
      parent = draft.add({ label: group.label });
      draft.addEdge(root, parent, "child");
    }
    for (const note of group.notes) draft.addEdge(parent, draft.add(cardNode(note), { noteIds: [note.id] }), "child");
  }
}

/** The cards as one process in deck order: a start named by the title, a step per card, an end. */
function drawFlowchart(draft: OriginDraft, cards: TDeckNoteForDiagram[]): void {
  let previous = draft.add({ label: draft.title, shape: "start" });
  for (const note of cards) {
    const id = draft.add({ ...cardNode(note), shape: "step" }, { noteIds: [note.id] });
    draft.addEdge(previous, id, "next");
    previous = id;
  }
  draft.addEdge(previous, draft.add({ label: FLOW_END_LABEL, shape: "end" }), "next");
}
