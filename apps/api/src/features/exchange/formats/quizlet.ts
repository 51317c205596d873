import { cardFaces, clozeNumbers, parseCloze, type TQuizletText } from "@mnemo/api-contract";
import type { TExchangeNote, TExportInput } from "../exchange-model.ts";
import { exportNotes } from "./export-notes.ts";
import { wellFormed } from "@mnemo/api-contract";
import { htmlToText } from "../../../lib/html-to-text.ts";

/**
 * Text for Quizlet's import box with its default settings (docs/exchange.md,
 * "Quizlet"): a card per line, the term, a tab, the definition. Inside a card
 * a line break (or several) becomes " / " and a tab a space, so no card
 * splits. Sides are the card's faces (cardFaces); a cloze note gives a card
 * per cloze number, its gaps shown as "___" (with the hint in brackets) and
 * the hidden answers as the definition; HTML is read as its text, a picture as
 * "[picture]". Quizlet carries neither decks, tags, sources nor card types.
 */

export const QUIZLET_LINE_BREAK = " / ";
const GAP = "___";

/** One side as one line Quizlet will not split. */
export function quizletSide(text: string): string {
  return wellFormed(text)
    .replace(/\t/g, " ")
    .replace(/[^\S\n\r\v\f\u2028\u2029]*[\n\r\v\f\u2028\u2029]\s*/g, QUIZLET_LINE_BREAK)
    .trim();
}

function clozePrompt(text: string, number: number): string {
  return parseCloze(text)
    .segments.map((segment) => {
      if (segment.kind === "text") return segment.text;
      if (segment.number !== number) return clozePrompt(segment.inner, number);
      return segment.hint ? `${GAP} (${segment.hint})` : GAP;
    })
    .join("");
}

function clozeHidden(text: string, number: number): string[] {
  return parseCloze(text)
    .deletions.filter((deletion) => deletion.number === number)
    .sort((a, b) => a.start - b.start)
    .map((deletion) => deletion.answer);
}

/** The term and definition of each Quizlet card a note makes. */
function noteCards(note: TExchangeNote): [string, string][] {
  const asText = note.format === "html" ? htmlToText : (text: string) => text;
  if (note.content.type === "clozedel") {
    const text = note.content.text;
    return clozeNumbers(text).map((number) => [asText(clozePrompt(text, number)), clozeHidden(text, number).map(asText).join("; ")]);
  }
  const faces = cardFaces(note.content);
  return [[asText(faces.front), asText(faces.back)]];
}

export async function writeQuizlet(input: TExportInput): Promise<TQuizletText> {
  const lines: string[] = [];
  let skipped = 0;
  for await (const { note } of exportNotes(input.decks)) {
    const cards = noteCards(note)
      .map(([term, definition]) => [quizletSide(term), quizletSide(definition)])
      .filter(([term, definition]) => term !== "" && definition !== "");
    if (cards.length === 0) skipped += 1;
    for (const [term, definition] of cards) lines.push(`${term}\t${definition}`);
  }
  return { text: lines.join("\n"), cards: lines.length, skipped };
}
