import { cardFaces, ZNoteContentSchema, ZNoteSourceSchema, type TOutlineSpan } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";
import type { z } from "zod";
import { htmlToPlainText } from "../collection/note-html.ts";

export type TNoteSource = NonNullable<z.infer<typeof ZNoteSourceSchema>>;

/** A card's two sides as plain text (an imported card's HTML read as text: diagrams show text, never markup). */
export function plainFaces(content: Prisma.JsonValue, format: "text" | "html"): { front: string; back: string } {
  const parsed = ZNoteContentSchema.safeParse(content);
  if (!parsed.success) return { front: "", back: "" };
  const faces = cardFaces(parsed.data);
  return format === "html" ? { front: htmlToPlainText(faces.front), back: htmlToPlainText(faces.back) } : faces;
}

/** Where a generated card came from, as stored; null for a hand-written card. */
export function noteSource(value: Prisma.JsonValue): TNoteSource | null {
  const parsed = ZNoteSourceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The card's quote as a span of its source, when it has one whole. */
export function noteSpan(source: TNoteSource | null): TOutlineSpan | null {
  if (!source || source.sectionIndex === undefined || source.start === undefined || source.end === undefined || !source.quote) return null;
  return { sectionIndex: source.sectionIndex, start: source.start, end: source.end, quote: source.quote };
}
