import type { TOutlinePoint, TOutlineSection, TOutlineTerm } from "@mnemo/api-contract";

/**
 * What a builder draws from: a title and some of an outline's sections with
 * the terms defined in them (the whole outline, or one part of a big one).
 */
export type TOutlinePiece = { title: string; sections: readonly TOutlineSection[]; terms: readonly TOutlineTerm[] };

/** A section as a mind map nests it: under the nearest section before it of a lower level. */
export type TSectionTree = { section: TOutlineSection; children: TSectionTree[] };

/**
 * The sections (merged by mergeRepeats) as a tree; sections with nothing in
 * them and no sections under them are dropped.
 */
export function sectionTree(sections: readonly TOutlineSection[]): TSectionTree[] {
  const roots: TSectionTree[] = [];
  const open: TSectionTree[] = [];
  for (const section of sections) {
    while (open.length > 0 && open.at(-1)!.section.level >= section.level) open.pop();
    const node: TSectionTree = { section, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return prune(roots);
}

/**
 * A section named like the whole diagram, or with no title, adds no level of
 * its own: its points hang where the section would be.
 */
export function isUntitled(section: TOutlineSection, title: string): boolean {
  const name = normalTitle(section.title);
  return name === "" || name === normalTitle(title);
}

function normalTitle(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Neighbours with the same title and level are one section: the analyser
 * starts a new one when a long section's text runs on into the next chunk or
 * slide.
 */
export function mergeRepeats(sections: readonly TOutlineSection[]): TOutlineSection[] {
  const merged: TOutlineSection[] = [];
  for (const section of sections) {
    const last = merged.at(-1);
    if (last && last.level === section.level && normalTitle(last.title) === normalTitle(section.title)) {
      merged[merged.length - 1] = {
        ...last,
        sectionIndexes: [...new Set([...last.sectionIndexes, ...section.sectionIndexes])],
        points: [...last.points, ...section.points],
      };
    } else merged.push(section);
  }
  return merged;
}

function prune(trees: TSectionTree[]): TSectionTree[] {
  return trees
    .map((tree) => ({ section: tree.section, children: prune(tree.children) }))
    .filter((tree) => tree.section.points.length > 0 || tree.children.length > 0);
}

/**
 * Where the source defines each term: the point whose span covers the term's
 * first span (`defines`), else the point quoted nearest before it in the same
 * source section (`after`, -1 when it comes before the section's first
 * point). Terms of no section of `sections` are left out.
 */
export type TTermPlace = { term: TOutlineTerm; section: TOutlineSection; defines?: TOutlinePoint; after: number };

export function placeTerms(sections: readonly TOutlineSection[], terms: readonly TOutlineTerm[]): TTermPlace[] {
  const bySource = new Map<number, { section: TOutlineSection; point: TOutlinePoint; at: number; start: number; end: number }[]>();
  for (const section of sections) {
    section.points.forEach((point, at) => {
      for (const span of point.spans) {
        const list = bySource.get(span.sectionIndex) ?? [];
        list.push({ section, point, at, start: span.start, end: span.end });
        bySource.set(span.sectionIndex, list);
      }
    });
  }
  const places: TTermPlace[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const key = term.term.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const span = term.spans[0]!;
    const candidates = bySource.get(span.sectionIndex) ?? [];
    const covering = candidates.find((candidate) => candidate.start < span.end && span.start < candidate.end);
    if (covering) {
      places.push({ term, section: covering.section, defines: covering.point, after: covering.at });
      continue;
    }
    let before: (typeof candidates)[number] | undefined;
    for (const candidate of candidates)
      if (candidate.start <= span.start && (!before || candidate.start > before.start)) before = candidate;
    const section = before?.section ?? sections.find((part) => part.sectionIndexes.includes(span.sectionIndex));
    if (section) places.push({ term, section, after: before?.at ?? -1 });
  }
  return places;
}
