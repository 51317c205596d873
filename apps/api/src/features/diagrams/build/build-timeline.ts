import { diagramDateSortKey, type TDiagramGraph, type TOutlinePoint } from "@mnemo/api-contract";
import { findEventDate } from "./event-date.ts";
import type { TFoundDate } from "./find-diagram-date.ts";
import { GraphDraft } from "./graph-draft.ts";
import { pointLabel, upperFirst } from "./label-text.ts";
import type { TOutlinePiece } from "./outline-parts.ts";
import { isFurniture, isReferencesTitle } from "./page-furniture.ts";
import { pointParts } from "./point-parts.ts";

/** Fewer dated events than this make no timeline. */
export const TIMELINE_MIN_EVENTS = 2;

/**
 * A timeline of an outline's dated points: every point whose own words date
 * an event (event-date.ts: the analyser's kinds of date, centuries and
 * decades, but no citation, lifespan, data range, comparison year or date of
 * another clause's event), one event per point dated by that date. A point's
 * own words are its text without the section title or the question the
 * analyser put in front: a slide titled "Notable moments (1940–1970)" dates
 * none of its lines, and "…the revolutions of 1848?" dates none of its
 * answers. A references section and page furniture give no events. Events
 * are sorted by diagramDateSortKey (BC before AD, a range by its start);
 * equal dates keep the source's order.
 *
 * The shape: the events alone, in order, each joined to the next by a "next"
 * edge, with no root. A root would be an undated node that is no event (the
 * diagram's title already says what it is about), drawn as a first item of
 * the timeline's list and asked about when the learner hides nodes.
 *
 * Undefined when fewer than `minEvents` points are dated.
 */
export function buildTimeline(piece: TOutlinePiece, minEvents = TIMELINE_MIN_EVENTS): TDiagramGraph | undefined {
  const events: { point: TOutlinePoint; text: string; found: TFoundDate; order: number }[] = [];
  for (const section of piece.sections) {
    if (isReferencesTitle(section.title)) continue;
    for (const point of section.points) {
      const parts = pointParts(point.text, [section.title, piece.title]);
      const text = parts.lead !== undefined ? `${parts.lead}: ${parts.body}` : parts.body;
      if (isFurniture(text)) continue;
      const found = findEventDate(text, { isDated: point.kind === "date_event" });
      if (found) events.push({ point, text, found, order: events.length });
    }
  }
  if (events.length < minEvents) return undefined;
  events.sort((a, b) => diagramDateSortKey(a.found.date) - diagramDateSortKey(b.found.date) || a.order - b.order);
  const draft = new GraphDraft("timeline", piece.title);
  let previous: string | undefined;
  for (const { point, text, found } of events) {
    const id = draft.addNode({ label: pointLabel(eventLabel(text, found)), detail: text, sources: point.spans, date: found.date });
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
