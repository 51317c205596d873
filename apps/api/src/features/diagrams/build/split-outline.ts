import { DIAGRAM_SPLIT_NODES, type TOutlinePoint, type TOutlineSection, type TOutlineTerm } from "@mnemo/api-contract";
import { labelOf } from "./label-text.ts";
import { isUntitled, mergeRepeats, placeTerms, type TOutlinePiece, type TTermPlace } from "./outline-parts.ts";

/** A section of one flat run of points splits into pieces of about this many nodes. */
const CHUNK_NODES = Math.floor(DIAGRAM_SPLIT_NODES * 0.75);

/**
 * A piece too big for one diagram in smaller pieces: one per top-level
 * section (the sections of the lowest level, each with the sections under
 * it); a piece that is one section with sections under it gives its own
 * points as one piece and each section under it as another; a section with no
 * sections under it gives its points in consecutive runs ("Glossary (2 of
 * 3)"). Every point and term goes to exactly one piece: a term to the piece
 * whose section defines it, a term no section holds to the first piece.
 * `nodes` is how many nodes the whole piece drew (it sizes the runs).
 */
export function splitOutline(piece: TOutlinePiece, nodes: number): TOutlinePiece[] {
  const sections = mergeRepeats(piece.sections);
  const places = placeTerms(sections, piece.terms);
  const placed = new Set(places.map((place) => place.term));
  const termsOf = (group: readonly TOutlineSection[]) => places.filter((place) => group.includes(place.section)).map((place) => place.term);
  const titleOf = (section: TOutlineSection) => (isUntitled(section, piece.title) ? piece.title : section.title);

  let pieces: TOutlinePiece[];
  const groups = topLevelGroups(sections);
  if (groups.length > 1) {
    pieces = groups.map((group) => ({ title: titleOf(group[0]!), sections: group, terms: termsOf(group) }));
  } else if (sections.length > 1) {
    const [head, ...rest] = sections;
    pieces = [
      { title: titleOf(head!), sections: [head!], terms: termsOf([head!]) },
      ...topLevelGroups(rest).map((group) => ({ title: titleOf(group[0]!), sections: group, terms: termsOf(group) })),
    ];
  } else if (sections.length === 1) {
    pieces = runsOf(sections[0]!, titleOf(sections[0]!), nodes, places);
  } else pieces = [];
  pieces = pieces.filter((part) => part.terms.length > 0 || part.sections.some((section) => section.points.length > 0));
  const loose: TOutlineTerm[] = piece.terms.filter((term) => !placed.has(term));
  if (loose.length > 0 && pieces[0]) pieces[0] = { ...pieces[0], terms: [...pieces[0].terms, ...loose] };
  return pieces;
}

/** Sections grouped under each section of the lowest level; sections before the first such one are a group of their own. */
function topLevelGroups(sections: readonly TOutlineSection[]): TOutlineSection[][] {
  const top = Math.min(...sections.map((section) => section.level));
  const groups: TOutlineSection[][] = [];
  for (const section of sections) {
    if (section.level === top || groups.length === 0) groups.push([section]);
    else groups.at(-1)!.push(section);
  }
  return groups;
}

/**
 * A flat section in consecutive runs of its points and terms in the source's
 * order (a term after the point it follows, a term a point defines with that
 * point), so a glossary of terms alone splits as well as a list of points.
 */
function runsOf(section: TOutlineSection, title: string, nodes: number, places: readonly TTermPlace[]): TOutlinePiece[] {
  const here = places.filter((place) => place.section === section);
  type TItem = { points: TOutlinePoint[]; terms: TOutlineTerm[] };
  const loose = (after: number): TItem[] =>
    here.filter((place) => !place.defines && place.after === after).map((place) => ({ points: [], terms: [place.term] }));
  const items: TItem[] = [...loose(-1)];
  section.points.forEach((point, at) => {
    items.push({ points: [point], terms: here.filter((place) => place.defines === point).map((place) => place.term) });
    items.push(...loose(at));
  });
  const size = Math.max(1, Math.ceil(items.length / Math.max(2, Math.ceil(nodes / CHUNK_NODES))));
  const runs: TItem[][] = [];
  for (let first = 0; first < items.length; first += size) runs.push(items.slice(first, first + size));
  return runs.map((run, at) => ({
    title: labelOf(`${title} (${at + 1} of ${runs.length})`),
    sections: [{ ...section, points: run.flatMap((item) => item.points) }],
    terms: run.flatMap((item) => item.terms),
  }));
}
