import { createHash } from "node:crypto";
import type { TOutline, TOutlineSpan } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../../apps/api/src/features/reading/document.ts";

/** A point's or an example's grade survives a re-run while its text and quotes stay the same. */
export function pointKey(text: string, spans: TOutlineSpan[]): string {
  const quotes = spans.map((span) => `${span.sectionIndex}:${span.quote}`).join("|");
  return createHash("sha1").update(`${text}\n${quotes}`).digest("hex").slice(0, 10);
}

/** "p. 3", "slide 4 (notes)", "§ 2": where a span is, as a reader finds it. */
export function where(document: TExtractedDocument, spans: TOutlineSpan[]): string {
  const places = spans.map((span) => {
    const section = document.sections[span.sectionIndex];
    if (!section) return `§ ${span.sectionIndex}`;
    if (section.slide !== undefined) return `slide ${section.slide}${section.part === "notes" ? " (notes)" : ""}`;
    if (section.page !== undefined) return `p. ${section.page}`;
    return `§ ${span.sectionIndex}`;
  });
  return [...new Set(places)].join(", ");
}

export type TSheetItem = { key: string; id: string; kind: string; text: string; where: string; quote: string };

/** Every point, then each of its examples (kind "example", id "<point>.e<n>"), in outline order. */
export function sheetItems(document: TExtractedDocument, outline: TOutline): TSheetItem[] {
  const items: TSheetItem[] = [];
  const quoteOf = (spans: TOutlineSpan[]) => spans.map((span) => span.quote.replace(/\s+/g, " ")).join(" … ");
  for (const section of outline.sections) {
    for (const point of section.points) {
      items.push({
        key: pointKey(point.text, point.spans),
        id: point.id,
        kind: point.kind,
        text: point.text,
        where: where(document, point.spans),
        quote: quoteOf(point.spans),
      });
      point.examples.forEach((example, at) => {
        items.push({
          key: pointKey(example.text, example.spans),
          id: `${point.id}.e${at + 1}`,
          kind: "example",
          text: example.text,
          where: where(document, example.spans),
          quote: quoteOf(example.spans),
        });
      });
    }
  }
  return items;
}
