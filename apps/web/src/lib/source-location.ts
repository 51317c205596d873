import type { TNote } from "@mnemo/api-contract";

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
