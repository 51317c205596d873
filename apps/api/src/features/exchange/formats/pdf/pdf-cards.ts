import { cardFaces, noteCardOrds, parseCloze, type TNoteContent } from "@mnemo/api-contract";
import type { TExchangeNote, TExportDeck, TNoteSource } from "../../exchange-model.ts";
import { deckNotes } from "../export-notes.ts";
import { wellFormed } from "@mnemo/api-contract";
import { htmlToText } from "../../../../lib/html-to-text.ts";
import type { TRichText, TSpan } from "../../../../lib/pdf/text-layout.ts";

export const TRUE_OR_FALSE = "True or false?";

/** One printed card: its two sides as styled text, and where it came from. */
export type TPdfCard = {
  /** 1, 2, 3… within its deck, as the sheet numbers questions and answers. */
  number: number;
  front: TRichText;
  back: TRichText;
  /** "Source: biology.pdf, page 3", or null for a card written by hand. */
  source: string | null;
};

export type TPdfDeck = {
  title: string;
  /** The cards it prints, counted before drawing: the deck's heading and the cut-out sheets say how many. */
  cardCount: number;
  /** Its cards in order, numbered from 1; each call reads the deck's notes again (a layout may go through them twice). */
  cards(): AsyncIterable<TPdfCard>;
};

/**
 * What the PDF prints of each deck: one entry per reviewable card (a cloze
 * note with c1 and c2 gives two, as in study), the sides as `cardFaces` words
 * them. Cloze gaps read "[…]" (or "[hint]") on the question side and their
 * answers are bold on the answer side; a true/false card asks "True or false?"
 * under its statement; the right option of a multiple-choice card and the
 * verdict of a true/false card are bold. HTML notes are printed
 * as their text (see htmlToText).
 */
export async function pdfDecks(decks: readonly TExportDeck[]): Promise<TPdfDeck[]> {
  const printed: TPdfDeck[] = [];
  for (const deck of decks) {
    let cardCount = 0;
    for await (const note of deckNotes(deck)) cardCount += noteCardOrds(printedContent(note)).length;
    printed.push({ title: wellFormed(deck.path.join(" › ")) || "Deck", cardCount, cards: () => deckCards(deck) });
  }
  return printed;
}

async function* deckCards(deck: TExportDeck): AsyncGenerator<TPdfCard> {
  let number = 0;
  for await (const note of deckNotes(deck)) {
    const content = printedContent(note);
    const source = sourceLine(note.source);
    for (const ord of noteCardOrds(content)) {
      const { front, back } = cardSides(content, ord);
      yield { number: ++number, front: wellFormedSpans(front), back: wellFormedSpans(back), source: source && wellFormed(source) };
    }
  }
}

function printedContent(note: TExchangeNote): TNoteContent {
  return note.format === "html" ? contentAsText(note.content) : note.content;
}

/** Half an emoji (a lone surrogate) prints as U+FFFD rather than reaching the font's shaping. */
function wellFormedSpans(text: TRichText): TRichText {
  return text.map((span) => ({ ...span, text: wellFormed(span.text) }));
}

function cardSides(content: TNoteContent, ord: number): Pick<TPdfCard, "front" | "back"> {
  if (content.type === "clozedel") {
    // Gap numbers 0 and 1 both make ord 0 (noteCardOrds).
    const isHidden = (number: number) => Math.max(0, number - 1) === ord;
    return { front: clozeSpans(content.text, isHidden, false), back: clozeSpans(content.text, isHidden, true) };
  }
  const faces = cardFaces(content);
  // A statement alone reads as a fact on paper: the question is asked, as the app and Anki's card ask it.
  const front: TRichText =
    content.type === "truefalse" ? [{ text: `${faces.front}\n` }, { text: TRUE_OR_FALSE, style: "bold" }] : [{ text: faces.front }];
  if (content.type !== "mcq" && content.type !== "truefalse") return { front, back: [{ text: faces.back }] };
  // The first line of these backs is the answer (the right option, or True/False); the rest explains it.
  const [verdict = "", ...rest] = faces.back.split("\n");
  const back: TSpan[] = [{ text: verdict, style: "bold" }];
  if (rest.length > 0) back.push({ text: `\n${rest.join("\n")}` });
  return { front, back };
}

/** The cloze text with this card's gaps hidden ("[…]", "[hint]") or filled in bold; other cards' gaps read as their answers. */
function clozeSpans(text: string, isHidden: (number: number) => boolean, isRevealed: boolean): TSpan[] {
  return parseCloze(text).segments.flatMap((segment): TSpan[] => {
    if (segment.kind === "text") return [{ text: segment.text }];
    if (!isHidden(segment.number)) return clozeSpans(segment.inner, isHidden, isRevealed);
    if (isRevealed) return [{ text: segment.answer, style: "bold" }];
    return [{ text: segment.hint ? `[${segment.hint}]` : "[…]", style: "bold" }];
  });
}

/** An HTML note's fields as plain text; the type's other fields as they are. */
function contentAsText(content: TNoteContent): TNoteContent {
  const fields = Object.entries(content).map(([key, value]) => {
    if (key === "type") return [key, value];
    if (typeof value === "string") return [key, htmlToText(value)];
    if (Array.isArray(value)) return [key, value.map((item) => (typeof item === "string" ? htmlToText(item) : item))];
    return [key, value];
  });
  return Object.fromEntries(fields) as TNoteContent;
}

function sourceLine(source: TNoteSource | undefined): string | null {
  if (!source) return null;
  const where = source.page !== undefined ? `page ${source.page}` : source.slide !== undefined ? `slide ${source.slide}` : null;
  const parts = [source.fileName, where, source.heading].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? `Source: ${parts.join(", ")}` : null;
}
