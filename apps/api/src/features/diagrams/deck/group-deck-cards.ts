import { upperFirst } from "../build/label-text.ts";
import type { TDeckNoteForDiagram } from "./deck-draft.ts";
import { leadingTerm } from "./card-terms.ts";

export type TCardGroup = { label: string; notes: TDeckNoteForDiagram[] };

export const OTHER_CARDS_LABEL = "Other cards";

/**
 * A deck's cards in groups, for a mind map's branches. Cards made from a
 * source go by the section their quote is in (its heading when the deck knows
 * it, else "Page 4", "Slide 2" or "Section 3"), in the source's order. Cards
 * without a source go by the term their questions open with, when at least
 * two share it ("Mitochondria: structure", "What do mitochondria release?"),
 * in deck order; the rest are "Other cards", last. Within a group, cards keep
 * the deck's order.
 */
export function groupDeckCards(notes: TDeckNoteForDiagram[]): TCardGroup[] {
  const sections = new Map<string, TCardGroup & { order: [number, number] }>();
  const sourceOrder = new Map<string, number>();
  const loose: TDeckNoteForDiagram[] = [];
  for (const note of notes) {
    const span = note.source?.[0];
    if (!span) {
      loose.push(note);
      continue;
    }
    const where = note.section ?? {};
    const source = where.sourceId ?? "";
    if (!sourceOrder.has(source)) sourceOrder.set(source, sourceOrder.size);
    const heading = where.heading?.trim();
    const key = `${source}\u0000${heading ? `h:${heading.toLowerCase()}` : `s:${span.sectionIndex}`}`;
    const group = sections.get(key);
    if (group) {
      group.notes.push(note);
      group.order[1] = Math.min(group.order[1], span.sectionIndex);
      continue;
    }
    const label =
      heading ||
      (where.page !== undefined
        ? `Page ${where.page}`
        : where.slide !== undefined
          ? `Slide ${where.slide}`
          : `Section ${span.sectionIndex + 1}`);
    sections.set(key, { label, notes: [note], order: [sourceOrder.get(source)!, span.sectionIndex] });
  }
  const bySource = [...sections.values()].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  return [...bySource.map(({ label, notes: grouped }) => ({ label, notes: grouped })), ...groupByLeadingTerm(loose)];
}

function groupByLeadingTerm(notes: TDeckNoteForDiagram[]): TCardGroup[] {
  const byTerm = new Map<string, TCardGroup>();
  const keys = notes.map((note) => leadingTerm(note.front) ?? leadingTerm(note.back));
  notes.forEach((note, at) => {
    const term = keys[at];
    if (!term) return;
    const group = byTerm.get(term.key);
    if (group) group.notes.push(note);
    else byTerm.set(term.key, { label: upperFirst(term.text), notes: [note] });
  });
  const shared = [...byTerm.values()].filter((group) => group.notes.length >= 2);
  const grouped = new Set(shared.flatMap((group) => group.notes));
  const rest = notes.filter((note) => !grouped.has(note));
  return rest.length > 0 ? [...shared, { label: OTHER_CARDS_LABEL, notes: rest }] : shared;
}
