import type { TCardDraft, TExtractedDocument } from "../types.ts";
import { memoriseLines, type TMemoriseLine } from "./memorise-lines.ts";

/**
 * "Learn by heart": one cloze card per line, in order, each cued by the title
 * and the line or two before it and hiding the next (overlapping clozes, as
 * Anki's Cloze Overlapper makes them). The first card cues with the title and
 * "First line". A stanza break before the hidden line shows as a blank line.
 * Every card keeps its line's span in the document as its source.
 */
export const CUE_LINES = 2;
/** At most this many lines become cards in one generation; the learner is told where the cards stop. */
export const MAX_MEMORISE_LINES = 200;
/** The review section of a text learned by heart without a title. */
export const UNTITLED_MEMORISE_SECTION = "Your text";
export const NO_LINES_NOTICE = "No lines to learn by heart were found in this text.";

export type TMemoriseCards = { cards: TCardDraft[]; notice?: string };

export function buildMemoriseCards(document: TExtractedDocument, { limit = MAX_MEMORISE_LINES } = {}): TMemoriseCards {
  const { title, lines } = memoriseLines(document);
  if (lines.length === 0) return { cards: [], notice: NO_LINES_NOTICE };
  const kept = lines.slice(0, limit);
  // One section for the whole text on the review screen, named after it (not after the outline's first section).
  const section = { title: title ?? UNTITLED_MEMORISE_SECTION, index: 0 };
  const cards = kept.map((line, index) => ({
    content: { type: "clozedel" as const, text: memoriseCardText(title, kept, index) },
    source: {
      sectionIndex: line.section.index,
      ...(line.section.page !== undefined ? { page: line.section.page } : {}),
      ...(line.section.slide !== undefined ? { slide: line.section.slide } : {}),
      ...(line.section.heading ? { heading: line.section.heading } : {}),
      start: line.start,
      end: line.end,
      quote: line.section.text.slice(line.start, line.end),
    },
    section,
  }));
  if (lines.length <= limit) return { cards };
  const next = lines[limit]!.text;
  return {
    cards,
    notice:
      `This text has ${lines.length} lines to learn; cards were made for the first ${limit}. ` +
      `To learn the rest, make cards again from line ${limit + 1} ("${firstWords(next)}").`,
  };
}

/** The card of line `index`: the title and its place, the cue lines before it (a blank line at a stanza break), the line hidden. */
export function memoriseCardText(
  title: string | undefined,
  lines: readonly Pick<TMemoriseLine, "text" | "opensStanza">[],
  index: number,
): string {
  const line = lines[index]!;
  const header = title ? `${title} · line ${index + 1}` : `Line ${index + 1}`;
  const cue = lines.slice(Math.max(0, index - CUE_LINES), index);
  const parts: string[] = [header];
  if (cue.length === 0) parts.push("First line:");
  cue.forEach((before, at) => {
    if (at > 0 && before.opensStanza) parts.push("");
    parts.push(shown(before.text));
  });
  if (cue.length > 0 && line.opensStanza) parts.push("");
  parts.push(`{{c1::${hidden(line.text)}}}`);
  return parts.join("\n");
}

/** Text outside the gap: "{{" and "}}" broken up so they never read as a gap. */
function shown(text: string): string {
  return text.replaceAll("{{", "{ {").replaceAll("}}", "} }");
}

/** The hidden line: no brace and no "::" (which would end the gap or start a hint). */
function hidden(text: string): string {
  return text.replace(/[{}]/g, (brace) => (brace === "{" ? "(" : ")")).replaceAll("::", ": :");
}

function firstWords(text: string): string {
  const words = text.split(" ");
  return words.length > 6 ? `${words.slice(0, 6).join(" ")} …` : text;
}
