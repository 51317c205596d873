import { diagramDateSortKey, type TDiagramGraph, type TOutlinePoint } from "@mnemo/api-contract";
import { findDiagramDate, type TFoundDate } from "./find-diagram-date.ts";
import { GraphDraft } from "./graph-draft.ts";
import { upperFirst } from "./label-text.ts";
import type { TOutlinePiece } from "./outline-parts.ts";

/** Fewer dated events than this make no timeline. */
export const TIMELINE_MIN_EVENTS = 2;

/**
 * A timeline of an outline's dated points: every point the analyser marked a
 * dated event, and every other point whose text holds a date of a kind the
 * analyser reads (find-diagram-date.ts), one event per point dated by its
 * first date. Events are sorted by diagramDateSortKey (BC before AD, a range
 * by its start); equal dates keep the source's order.
 *
 * The shape: the events alone, in order, each joined to the next by a "next"
 * edge, with no root. A root would be an undated node that is no event (the
 * diagram's title already says what it is about), drawn as a first item of
 * the timeline's list and asked about when the learner hides nodes.
 *
 * Undefined when fewer than `minEvents` points are dated.
 */
export function buildTimeline(piece: TOutlinePiece, minEvents = TIMELINE_MIN_EVENTS): TDiagramGraph | undefined {
  const events: { point: TOutlinePoint; found: TFoundDate; order: number }[] = [];
  for (const section of piece.sections) {
    for (const point of section.points) {
      const found = findDiagramDate(point.text, { isDated: point.kind === "date_event" });
      if (found) events.push({ point, found, order: events.length });
    }
  }
  if (events.length < minEvents) return undefined;
  events.sort((a, b) => diagramDateSortKey(a.found.date) - diagramDateSortKey(b.found.date) || a.order - b.order);
  const draft = new GraphDraft("timeline", piece.title);
  let previous: string | undefined;
  for (const { point, found } of events) {
    const id = draft.addNode({ label: eventLabel(point.text, found), detail: point.text, sources: point.spans, date: found.date });
    if (previous) draft.addEdge(previous, id, "next");
    previous = id;
  }
  return draft.toGraph();
}

/** The date and its preposition: "in 753 BC", "on 14 July 1789", "during the 1790s". */
const DATE_PREPOSITION = /(?:,\s*)?\b(?:in|on|during|at|around|circa|c\.)\s+$/i;

/**
 * The event without its date, which the timeline shows beside it: "Parisians
 * stormed the Bastille on 14 July 1789." reads "Parisians stormed the
 * Bastille". Only a date that reads as an aside goes: after "in", "on",
 * "during" (with the preposition), in brackets, or leading the sentence before
 * a comma or a colon. "By 1800", "after 1815", "from 1803 to 1815" or a date that is the
 * sentence's subject ("The 1790s were…") stay, since the sentence needs them.
 */
export function eventLabel(text: string, found: TFoundDate): string {
  const before = text.slice(0, found.start);
  const after = text.slice(found.end);
  let rest: string | undefined;
  const preposition = DATE_PREPOSITION.exec(before);
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) rest = `${before.replace(/\s*\(\s*$/, "")}${after.replace(/^\s*\)/, "")}`;
  else if (preposition) rest = `${before.slice(0, preposition.index)}${preposition.index === 0 ? after.replace(/^\s*,/, "") : after}`;
  // "1789: the Estates-General meets", "1971 Shrdlu dialogue system"; not "The 1790s were…", whose subject the date is.
  else if (before.trim() === "" && /^\s*[,:–—-]\s*\S|^\s+\p{Lu}/u.test(after)) rest = after.replace(/^\s*[,:–—-]?\s*/, "");
  const tidy = rest
    ?.replace(/\s+([,.;:!?])/g, "$1")
    .replace(/,([.;:!?])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return tidy && /\p{L}.*\p{L}/u.test(tidy) ? upperFirst(tidy) : text;
}
