import type { TNote } from "@mnemo/api-contract";
import { paths } from "./paths.ts";

export type TNoteSource = NonNullable<TNote["source"]>;

/** A generated card's source worth showing: something to quote or a file to name. */
export function hasShowableSource(source: TNote["source"]): source is TNoteSource {
  return source !== null && Boolean(source.quote?.trim() || source.fileName);
}

/** Where in the file the quote sits: "Page 3", "Slide 2", a heading, or a mix ("Slide 2 · Results"). */
export function sourceLocation(source: TNoteSource): string | null {
  const parts: string[] = [];
  if (source.page !== undefined) parts.push(`Page ${source.page}`);
  if (source.slide !== undefined) parts.push(`Slide ${source.slide}`);
  if (source.heading?.trim()) parts.push(source.heading.trim());
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The file's name, or what the card came from when nothing was uploaded. */
export function sourceOrigin(source: TNoteSource): string {
  return source.fileName?.trim() || "Pasted text";
}

/**
 * The source viewer at the card's quote, for a card made from a kept source
 * (docs/sources.md); without offsets, the source's start. Null for cards made
 * before sources were kept, which have no `sourceId`.
 */
export function sourceViewerHref(source: TNoteSource): string | null {
  if (!source.sourceId) return null;
  const { sectionIndex, start, end } = source;
  const hasSpan = sectionIndex !== undefined && start !== undefined && end !== undefined && end > start;
  return paths.source.getHref(source.sourceId, hasSpan ? { section: sectionIndex, start, end } : undefined);
}
