import { diagramDateSortKey } from "@mnemo/api-contract";
import { eventLabel, TIMELINE_MIN_EVENTS } from "../build/build-timeline.ts";
import { findDiagramDate, type TFoundDate } from "../build/find-diagram-date.ts";
import { labelOf } from "../build/label-text.ts";
import { cardNode, nothingToDraw, type TDeckNoteForDiagram } from "./deck-draft.ts";
import type { OriginDraft } from "./origin-draft.ts";

/** A question that asks for a date: its answer's bare number is a year ("When did the Berlin Wall fall?" / "1989"). */
const ASKS_WHEN =
  /^\s*(?:when|(?:in|on)\s+(?:what|which)\s+(?:year|date|day|century|decade)|(?:what|which)\s+(?:year|date|day|century|decade))\b/i;
/** An answer that is the date and at most this many words more ("In 1789", "14 July 1789") is only the date. */
const DATE_ONLY_EXTRA_WORDS = 2;

/**
 * The deck's dated cards in date order (BC before AD, equal dates in deck
 * order), each joined to the next, with no root: the shape of the offline
 * timeline (build-timeline.ts). A card is dated by its answer's first date
 * (read as the analyser reads dates: find-diagram-date.ts), else its
 * question's. The event is the answer without its date; when the answer is
 * only the date, the question says the event ("When did the Bastille fall?").
 */
export function deckTimeline(draft: OriginDraft, cards: TDeckNoteForDiagram[]): void {
  const events: { note: TDeckNoteForDiagram; found: TFoundDate; label: string; order: number }[] = [];
  for (const note of cards) {
    const inBack = findDiagramDate(note.back, { isDated: ASKS_WHEN.test(note.front) });
    const inFront = inBack ? undefined : findDiagramDate(note.front, { isDated: false });
    const found = inBack ?? inFront;
    if (!found) continue;
    let label: string;
    if (inBack) label = isOnlyDate(note.back, inBack) ? labelOf(note.front) : eventLabel(note.back, inBack);
    else label = note.back.trim() === "" ? eventLabel(note.front, found) : labelOf(note.back);
    events.push({ note, found, label: label || labelOf(note.front), order: events.length });
  }
  if (events.length < TIMELINE_MIN_EVENTS) {
    throw nothingToDraw(
      `A timeline needs at least ${TIMELINE_MIN_EVENTS} cards with a date, and this deck has ${events.length === 0 ? "none" : "one"} (a date such as "1789", "44 BC", "14 July 1789" or "the 1790s" on either side of a card).`,
    );
  }
  events.sort((a, b) => diagramDateSortKey(a.found.date) - diagramDateSortKey(b.found.date) || a.order - b.order);
  let previous: string | undefined;
  for (const { note, found, label } of events) {
    const id = draft.add({ ...cardNode(note), label, date: found.date }, { noteIds: [note.id] });
    if (previous) draft.addEdge(previous, id, "next");
    previous = id;
  }
}

function isOnlyDate(text: string, found: TFoundDate): boolean {
  const rest = `${text.slice(0, found.start)} ${text.slice(found.end)}`.match(/\p{L}+/gu) ?? [];
  return rest.length <= DATE_ONLY_EXTRA_WORDS;
}
