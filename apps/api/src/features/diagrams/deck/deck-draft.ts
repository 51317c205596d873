import type { TDiagramKind, TOutlineSpan } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { TNodeDraft } from "../build/graph-draft.ts";
import { labelOf, termLabel } from "../build/label-text.ts";
import { cardTerm } from "./card-terms.ts";
import { OriginDraft } from "./origin-draft.ts";

/** A deck's card as a diagram reads it: its two faces as plain text, and the span of its source it was made from. */
export type TDeckNoteForDiagram = {
  id: string;
  front: string;
  back: string;
  /** The passage the card was made from; null for a hand-written card. */
  source: TOutlineSpan[] | null;
  /** Where that passage sits (the note's stored source), naming its group in a mind map; without it a group is "Section 3". */
  section?: { sourceId?: string | undefined; heading?: string | undefined; page?: number | undefined; slide?: number | undefined };
};

/** The generator of a diagram drawn from a deck. */
export const DECK_DIAGRAM_GENERATOR = "deck";

export function nothingToDraw(message: string): AppError {
  return new AppError("DIAGRAM_NOTHING_TO_DRAW", { message });
}

/** A draft of a deck's diagram: every node is the deck's (origin "deck"), a card's node records its note. */
export function deckDraft(kind: TDiagramKind, title: string): OriginDraft {
  return new OriginDraft(kind, title, DECK_DIAGRAM_GENERATOR, "deck");
}

/** A card as a node: its term or its answer as the label; the question, and the answer when the label is not all of it, as detail. */
export function cardNode(note: TDeckNoteForDiagram): TNodeDraft {
  const back = note.back.trim();
  const term = cardTerm(note.front, back);
  const label = term ? termLabel(term.term) : labelOf(back || note.front);
  const whole = labelOf(back, Number.MAX_SAFE_INTEGER);
  return {
    label,
    detail: [note.front.trim(), whole !== "" && whole !== label ? back : ""].filter(Boolean).join(" — "),
    sources: note.source ?? [],
  };
}
