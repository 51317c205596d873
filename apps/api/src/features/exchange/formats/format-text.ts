import { clozeAnswerText, NOTE_TYPES, wellFormed, type TNoteContent, type TNoteType } from "@mnemo/api-contract";
import type { TContentFormat, TExchangeNote } from "../exchange-model.ts";

/**
 * How every card type is written as three text cells (front, back, extra) and
 * read back, for the CSV export and the text import (docs/exchange.md, "CSV").
 * What must stay true: `fieldsToContent(note.type, noteFields(note))` gives
 * back the note's content for every valid note, so a CSV export imports as
 * the same cards.
 * - qna and manual: the two sides; extra empty.
 * - mcq: the question, then the options on lines "A. …" to "D. …"; the back
 *   is the right option ("B. Jupiter"); extra is the explanation.
 * - truefalse: the statement; "True" or "False"; extra is the correction.
 * - clozedel: the text with its {{c1::…}} markup; the back is the text with
 *   the gaps filled in (for reading; the import reads the front).
 * - concept_fact_list: the concept; the facts, one per line as "• fact".
 * A list item's further lines are indented to its marker's width, so an
 * option or a fact may hold line breaks and still reads back whole.
 */

export type TNoteFields = { front: string; back: string; extra: string };

/** Our CSV export's header; a file whose first row is exactly this is read as our own. */
export const MNEMO_CSV_COLUMNS = ["deck", "type", "front", "back", "extra", "source", "tags"] as const;

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
const OPTION_MARKERS = OPTION_LETTERS.map((letter) => `${letter}. `);
const FACT_MARKER = "• ";

/** Items as lines: each opens with its marker, its further lines indented by the marker's width. */
export function writeItems(items: readonly string[], markers: readonly string[]): string {
  return items
    .map((item, index) => {
      const marker = markers[index] ?? markers.at(-1)!;
      const indent = " ".repeat(marker.length);
      return item
        .split("\n")
        .map((line, at) => (at === 0 ? marker : indent) + line)
        .join("\n");
    })
    .join("\n");
}

/**
 * The question and the four options of a multiple-choice front, read from its
 * last lines upwards (so the question may itself hold lines like "A. …"); null
 * when the front does not end in four options A to D.
 */
export function readOptions(front: string): { question: string; options: string[] } | null {
  const lines = front.split("\n");
  const options: string[] = [];
  let further: string[] = [];
  let letter = OPTION_MARKERS.length - 1;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!;
    const marker = OPTION_MARKERS[letter]!;
    if (line.startsWith(marker) || line === marker.trimEnd()) {
      options.unshift([line.slice(marker.length), ...further].join("\n"));
      further = [];
      letter -= 1;
      if (letter < 0) return { question: lines.slice(0, index).join("\n"), options };
    } else if (line.startsWith(" ".repeat(marker.length)) || line.trim() === "") {
      // A spreadsheet may have dropped an empty line's indent.
      further.unshift(line.slice(marker.length));
    } else return null;
  }
  return null;
}

/** The facts of a list written by `writeItems` (or typed as "- fact" or "* fact" lines, or one per line). */
export function readFacts(back: string): string[] {
  const facts: string[][] = [];
  for (const line of back.split("\n")) {
    const marker = /^(?:•|-|\*) /.exec(line);
    const last = facts.at(-1);
    if (marker) facts.push([line.slice(marker[0].length)]);
    else if (last && (line.startsWith("  ") || line.trim() === "")) last.push(line.slice(2));
    else if (line.trim() !== "") facts.push([line]);
  }
  return facts.map((lines) => lines.join("\n").trim()).filter((fact) => fact !== "");
}

/** A note's three text cells. */
export function noteFields(content: TNoteContent): TNoteFields {
  switch (content.type) {
    case "qna":
      return { front: content.question, back: content.answer, extra: "" };
    case "manual":
      return { front: content.front, back: content.back, extra: "" };
    case "mcq": {
      const right = OPTION_LETTERS[content.correctIndex] ?? "A";
      const options = writeItems(content.options, OPTION_MARKERS);
      const answer = writeItems([content.options[content.correctIndex] ?? ""], [`${right}. `]);
      return { front: `${content.question}\n${options}`, back: answer, extra: content.explanation };
    }
    case "truefalse":
      return { front: content.statement, back: content.isTrue ? "True" : "False", extra: content.correction };
    case "clozedel":
      return { front: content.text, back: clozeAnswerText(content.text), extra: "" };
    case "concept_fact_list":
      return { front: content.concept, back: writeItems(content.facts, [FACT_MARKER]), extra: "" };
  }
}

/** Parts joined as paragraphs (a blank line between), empty ones left out. */
export function joinParagraphs(parts: readonly string[], format: TContentFormat): string {
  return parts.filter((part) => part.trim() !== "").join(format === "html" ? "<br><br>" : "\n\n");
}

/**
 * A card of `type` from its cells, or why it cannot be one. Cells another app
 * wrote are read leniently: extra after the back for a question, a back that
 * is only a letter or the option's text for a multiple-choice card, "True",
 * "False" or "T"/"F" then the correction for a true/false card.
 */
export function fieldsToContent(type: TNoteType, fields: TNoteFields, format: TContentFormat): TNoteContent | string {
  const { front, back, extra } = fields;
  switch (type) {
    case "qna":
      return { type, question: front, answer: joinParagraphs([back, extra], format) };
    case "manual":
      return { type, front, back: joinParagraphs([back, extra], format) };
    case "clozedel":
      // Our own back is the filled-in text; anything else there is kept after the text, as Anki's Back Extra.
      return { type, text: joinParagraphs([front, back.trim() === clozeAnswerText(front).trim() ? "" : back, extra], format) };
    case "concept_fact_list": {
      const facts = [...readFacts(back), ...(extra.trim() ? [extra] : [])];
      return { type, concept: front, facts };
    }
    case "truefalse": {
      const answer = /^\s*(true|false|t|f)\b[.:]?\s*/i.exec(back);
      if (!answer) return `A true/false card's back must say True or False; this one says “${clip(back)}”.`;
      const rest = back.slice(answer[0].length);
      return {
        type,
        statement: front,
        isTrue: answer[1]!.toLowerCase().startsWith("t"),
        correction: joinParagraphs([rest, extra], format),
      };
    }
    case "mcq": {
      const parsed = readOptions(front);
      if (!parsed) {
        return "A multiple-choice card's front must hold the question, then its four options on lines starting “A. ”, “B. ”, “C. ” and “D. ”.";
      }
      const correctIndex = rightOption(back, parsed.options);
      if (correctIndex === null)
        return `A multiple-choice card's back must name the right option (A, B, C or D); this one says “${clip(back)}”.`;
      return { type, question: parsed.question, options: parsed.options, correctIndex, explanation: extra };
    }
  }
}

function rightOption(back: string, options: string[]): number | null {
  const letter = /^\s*([A-D])(?:[.):]|\s|$)/i.exec(back);
  if (letter) return OPTION_LETTERS.indexOf(letter[1]!.toUpperCase() as (typeof OPTION_LETTERS)[number]);
  const index = options.findIndex((option) => option.trim() === back.trim());
  return index === -1 ? null : index;
}

function clip(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/** The type cell's words for each card type: what the app calls them, so a spreadsheet reads them. */
export const TYPE_CELL_NAMES: Record<TNoteType, string> = {
  qna: "Question and answer",
  manual: "Front and back",
  mcq: "Multiple choice",
  truefalse: "True or false",
  clozedel: "Cloze",
  concept_fact_list: "Concept and facts",
};

/** The type cell: the card type's name, and " (HTML)" for a note whose fields are HTML. */
export function typeCell(note: Pick<TExchangeNote, "type" | "format">): string {
  const name = TYPE_CELL_NAMES[note.type];
  return note.format === "html" ? `${name} (HTML)` : name;
}

/** Names other apps give note types, for a type column that is not ours. */
const TYPE_ALIASES: [RegExp, TNoteType][] = [
  [/cloze/i, "clozedel"],
  [/^basic\b/i, "qna"],
  [/^(multiple[ -]choice|mc)$/i, "mcq"],
  [/^(true[ /-]?(or[ -])?false|tf)$/i, "truefalse"],
];

/**
 * What a type cell says: our names (with " (HTML)"), the type ids earlier
 * exports wrote ("qna", "concept_fact_list (html)"), or a few common names;
 * null type for anything else.
 */
export function readTypeCell(cell: string): { type: TNoteType | null; html: boolean } {
  const match = /^\s*(.*?)\s*(\(html\))?\s*$/i.exec(cell)!;
  const name = match[1]!.toLowerCase();
  const html = match[2] !== undefined;
  const own =
    NOTE_TYPES.find((type) => type === name) ??
    NOTE_TYPES.find((type) => TYPE_CELL_NAMES[type].toLowerCase() === name.replace(/\s+/g, " "));
  if (own) return { type: own, html };
  return { type: TYPE_ALIASES.find(([pattern]) => pattern.test(name))?.[1] ?? null, html };
}

/** A deck path as one cell, Anki's way ("Biology::Cells"). */
export function deckCell(path: readonly string[]): string {
  return path.join("::");
}

export function readDeckCell(cell: string): string[] {
  return cell
    .split("::")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A cell a spreadsheet would run as a formula, prefixed with "'" so it shows
 * as text (=, +, -, @, tab and carriage return, as OWASP's CSV injection
 * advice lists). A cell that already starts with quotes before such a
 * character gets one more, so `readFormulaCell` can always take one off.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function escapeFormulaCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function readFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const MEDIA_TAG = /<img\b[^>]*?\ssrc="([^"]*)"[^>]*>|<audio\b[^>]*?\ssrc="([^"]*)"[^>]*>(?:\s*<\/audio\s*>)?/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Each picture (`<img src>`) and sound (`<audio src>`) of sanitised HTML
 * replaced by what `replace` makes of it (its file name decoded).
 */
export function replaceMedia(html: string, replace: (media: { kind: "picture" | "sound"; name: string; tag: string }) => string): string {
  return html.replace(MEDIA_TAG, (tag, image: string | undefined, sound: string | undefined) =>
    replace({ kind: image !== undefined ? "picture" : "sound", name: decodeAttribute(image ?? sound ?? ""), tag }),
  );
}

const FILE_NAME_LENGTH = 80;

/** A name safe on every file system for a document about `title`; at most 80 UTF-16 units before the extension, never half a character. */
export function safeFileName(title: string, extension: string): string {
  const clean = wellFormed(title)
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  let cut = clean.slice(0, FILE_NAME_LENGTH);
  // Cut between an emoji's two halves, its first half would be left alone: it goes too.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const safe = cut.replace(/[. ]+$/, "");
  return `${safe || "Mnemo deck"}.${extension}`;
}
