import { citationHref, type TOutlineSpan } from "@mnemo/api-contract";
import type { TSection } from "../reading/document.ts";

/**
 * Where a span is, as the learner finds it in the source: "slide 4" on a
 * slide, "p. 12" on a page (a PDF, an image), else "§ 3", the section's
 * place in a text (1-based). What the source viewer shows beside each section.
 */
export function citationLabel(span: Pick<TOutlineSpan, "sectionIndex">, sections: readonly TSection[]): string {
  const section = sections.find((candidate) => candidate.index === span.sectionIndex);
  if (section?.slide !== undefined) return `slide ${section.slide}`;
  if (section?.page !== undefined) return `p. ${section.page}`;
  return `§ ${span.sectionIndex + 1}`;
}

/** The chip as a Markdown link the app opens in the source viewer, " [p. 12](#cite-3-120-180)"; nothing without a span. */
export function citationChip(span: TOutlineSpan | undefined, sections: readonly TSection[]): string {
  if (!span) return "";
  return ` [${citationLabel(span, sections)}](${citationHref(span)})`;
}
