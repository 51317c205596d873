import type { TSourceSection } from "@mnemo/api-contract";

/** Where a section sits, as a heading: "Page 3", "Slide 4"; null for text without pages. */
export function sectionPlace(section: Pick<TSourceSection, "page" | "slide">): string | null {
  if (section.slide !== undefined) return `Slide ${section.slide}`;
  if (section.page !== undefined) return `Page ${section.page}`;
  return null;
}

/** The sections of one page or slide, in reading order (text without pages is one group without a place). */
export type SectionGroup = { place: string | null; sections: TSourceSection[] };

/** Consecutive sections on the same page or slide go under one "Page n" heading. */
export function groupSectionsByPlace(sections: readonly TSourceSection[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  for (const section of sections) {
    const place = sectionPlace(section);
    const last = groups.at(-1);
    if (last && last.place === place) last.sections.push(section);
    else groups.push({ place, sections: [section] });
  }
  return groups;
}
