import { OUTLINE_LEFT_OUT, type TOutline, type TOutlineLeftOut, type TOutlineSection, type TOutlineTerm } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../../../reading/document.ts";
import { range, type TChunkOutline } from "./locate-chunk-outline.ts";

/**
 * One outline from the chunks' outlines, in document order. A section cut by
 * a chunk boundary comes back twice (the next chunk begins mid-section and
 * repeats its title): when a chunk's first part has the title of the part
 * before it, the two are joined. Ids are numbered once, over the whole
 * outline ("s2.p3"); a term defined in several chunks keeps its first
 * definition; left-out counts add up.
 */
export function mergeChunkOutlines(analyser: string, document: TExtractedDocument, chunks: TChunkOutline[]): TOutline {
  const parts: TChunkOutline["sections"] = [];
  for (const chunk of chunks) {
    chunk.sections.forEach((section, at) => {
      const last = parts.at(-1);
      if (at === 0 && last && section.title !== "" && sameTitle(last.title, section.title)) {
        last.points.push(...section.points);
        last.sectionIndexes = range([...last.sectionIndexes, ...section.sectionIndexes]);
      } else {
        parts.push({ ...section, points: [...section.points] });
      }
    });
  }
  const sections: TOutlineSection[] = parts.map((part, index) => ({
    title: part.title || placeOf(document, part.sectionIndexes[0] ?? 0),
    level: part.level,
    sectionIndexes: part.sectionIndexes,
    points: part.points.map((point, at) => ({ id: `s${index + 1}.p${at + 1}`, ...point })),
  }));
  const seen = new Set<string>();
  const terms: TOutlineTerm[] = chunks
    .flatMap((chunk) => chunk.terms)
    .filter((term) => {
      const key = term.term.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const leftOut = Object.fromEntries(
    OUTLINE_LEFT_OUT.map((reason) => [reason, chunks.reduce((sum, chunk) => sum + chunk.leftOut[reason], 0)]),
  ) as TOutlineLeftOut;
  return { analyser, sections, terms, left_out: leftOut };
}

function sameTitle(a: string, b: string): boolean {
  const squash = (title: string) => title.replace(/\s+/g, " ").trim().toLowerCase();
  return squash(a) === squash(b);
}

/** An untitled part is named by where it starts: "Slide 4", "Page 3", as the offline outline names them. */
function placeOf(document: TExtractedDocument, sectionIndex: number): string {
  const section = document.sections[sectionIndex];
  if (section?.slide !== undefined) return `Slide ${section.slide}`;
  if (section?.page !== undefined) return `Page ${section.page}`;
  return "Introduction";
}
