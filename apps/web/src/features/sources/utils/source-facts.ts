import type { TSourceKind, TSourceSummary } from "@mnemo/api-contract";
import { formatCount } from "@/lib/format-count.ts";

/** What each kind of source is called on screen. */
export const SOURCE_KIND_LABELS: Record<TSourceKind, string> = {
  text: "Pasted text",
  pdf: "PDF",
  docx: "Word",
  pptx: "PowerPoint",
  image: "Image",
};

/** How long it is, in the unit its kind counts: "12 pages", "40 slides", "2 images", or words for text and Word files. */
export function sourceLength(source: Pick<TSourceSummary, "kind" | "pages" | "words">): string {
  switch (source.kind) {
    case "pdf":
      return formatCount(source.pages, "page");
    case "pptx":
      return formatCount(source.pages, "slide");
    case "image":
      return formatCount(source.pages, "image");
    case "text":
    case "docx":
      return formatCount(source.words, "word");
  }
}

/** What was made from it: "12 cards in 1 deck", or that nothing is left (its cards were deleted, or none were made). */
export function madeFromSource(made: TSourceSummary["made"]): string {
  if (made.cards === 0) return "No cards from it yet";
  return `${formatCount(made.cards, "card")} in ${formatCount(made.decks, "deck")}`;
}

/** The day it was added, as the library lists it: "29 Nov 2026". */
export function formatSourceDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}
