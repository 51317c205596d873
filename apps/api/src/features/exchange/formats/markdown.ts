import { clozePromptText, parseCloze, type TNoteContent } from "@mnemo/api-contract";
import { ZipDeflate } from "fflate";
import type { TContentFormat, TExchangeNote, TExportDeck, TExportInput, TNoteSource } from "../exchange-model.ts";
import { deckNoteCount, deckNotes } from "./export-notes.ts";
import { utf8Chunks, zipChunks, type TFileChunks } from "./file-chunks.ts";
import { OPTION_LETTERS, replaceMedia, safeFileName } from "./format-text.ts";
import { htmlToText } from "../../../lib/html-to-text.ts";

/**
 * The Markdown export (docs/exchange.md, "Markdown"): a document per deck
 * that reads the same on GitHub and in Obsidian. Each card is a "**Q:**"
 * paragraph and an "**A:**" paragraph between thematic breaks (a heading per
 * card would fill the outline with numbers, and a long question makes a poor
 * heading). Both renderers agree on everything used here:
 * - a cloze's question shows its gaps as "[…]" (or "[hint]"), its answer the
 *   whole text with each answer in `<mark>` (a highlight in both; Obsidian's
 *   `==…==` shows its equals signs on GitHub);
 * - line breaks inside a card are CommonMark hard breaks (a backslash at the
 *   end of the line), as GitHub joins plain line breaks into one line;
 * - sources are footnotes `[^n]`: file, page or slide, heading and quote;
 * - every character of card text that either renderer reads as markup is
 *   escaped (emphasis, links, headings, lists, tables, HTML, math `$`,
 *   Obsidian's highlights, comments, tags and block ids, GitHub's emoji
 *   codes), so card text never turns into formatting;
 * - imported HTML is read as text (formatting dropped, line breaks kept),
 *   pictures as `![](NAME)` and sounds as links to NAME.
 */

export type TMarkdownDocument = { fileName: string; text: string };

type Piece = { kind: "text"; text: string } | { kind: "raw"; text: string };

const text = (value: string): Piece => ({ kind: "text", text: value });
const raw = (value: string): Piece => ({ kind: "raw", text: value });

/** Characters CommonMark, GFM or Obsidian read as inline markup. */
const INLINE_MARKUP = /[\\`*_[\]<>#|~$]/g;

function escapeInline(value: string): string {
  return (
    value
      .replace(INLINE_MARKUP, "\\$&")
      // An entity would be decoded ("&amp;" shows "&").
      .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&")
      // Obsidian's highlight (==x==) and comment (%%x%%).
      .replace(/={2,}|%{2,}/g, (run) => run.replace(/./g, "\\$&"))
      // GitHub's emoji codes (:smile:).
      .replace(/:(?=[a-z0-9_+-]+:)/gi, "\\:")
      // Obsidian's block id at a line's end (" ^abc").
      .replace(/(\s)\^(?=[a-z0-9-]+\s*$)/gi, "$1\\^")
  );
}

/** What would open a block at the start of a line: indentation (code), list markers, setext underlines. */
function escapeLineStart(line: string): string {
  const indent = /^[ \t]+/.exec(line);
  if (indent) return indent[0].replace(/ /g, "&nbsp;").replace(/\t/g, "&nbsp;".repeat(4)) + line.slice(indent[0].length);
  return line.replace(/^(\d{1,9})([.)])/, "$1\\$2").replace(/^[-+=]/, "\\$&");
}

/**
 * Pieces as Markdown lines: text escaped, line breaks as hard breaks, a blank
 * line (or several) as one paragraph break, "" between paragraphs.
 */
function renderLines(pieces: Piece[]): string[] {
  const lines: string[] = [];
  let line = "";
  let hasText = false;
  for (const piece of pieces) {
    if (piece.kind === "raw") {
      line += piece.text;
      continue;
    }
    piece.text.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) {
        lines.push(line);
        line = "";
        hasText = false;
      }
      if (part === "") return;
      const escaped = escapeInline(part);
      line += hasText || line !== "" ? escaped : escapeLineStart(escaped);
      hasText = true;
    });
  }
  lines.push(line);
  const out: string[] = [];
  for (const current of lines.map((value) => value.trimEnd())) {
    if (current.trim() === "") {
      if (out.length > 0 && out.at(-1) !== "") out.push("");
      continue;
    }
    const previous = out.at(-1);
    if (previous !== undefined && previous !== "") out[out.length - 1] = `${previous}\\`;
    out.push(current);
  }
  if (out.at(-1) === "") out.pop();
  return out;
}

/** A media file name as a link target (relative, so a folder of the files beside the document resolves it). */
function mediaTarget(name: string): string {
  return encodeURIComponent(name).replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

// Private-use characters, which sanitised HTML does not hold, stand for each picture and sound while the HTML is read as text.
const MEDIA_MARK = /\ue001(\d+)\ue002/;

/** A side as text, with a mark where each of its pictures and sounds goes (HTML) or as it is (text). */
type TMarkedText = { text: string; media: Piece[] };

function markedText(value: string, format: TContentFormat): TMarkedText {
  if (format === "text") return { text: value, media: [] };
  const media: Piece[] = [];
  const marked = replaceMedia(value, ({ kind, name }) => {
    media.push(raw(kind === "picture" ? `![](${mediaTarget(name)})` : `[${escapeInline(`sound: ${name}`)}](${mediaTarget(name)})`));
    return ` \ue001${media.length - 1}\ue002 `;
  });
  return { text: htmlToText(marked), media };
}

function piecesOf(value: string, media: Piece[]): Piece[] {
  if (media.length === 0) return [text(value)];
  return value.split(MEDIA_MARK).map((part, index) => (index % 2 === 0 ? text(part) : (media[Number(part)] ?? text(part))));
}

function sidePieces(value: string, format: TContentFormat): Piece[] {
  const marked = markedText(value, format);
  return piecesOf(marked.text, marked.media);
}

/** The cloze text read as text first (HTML included), so the words around a gap keep their spaces. */
function clozePieces(value: string, format: TContentFormat, reveal: boolean): Piece[] {
  const marked = markedText(value, format);
  return parseCloze(marked.text).segments.flatMap((segment) => {
    if (segment.kind === "text") return piecesOf(segment.text, marked.media);
    if (!reveal) return [text(clozePromptText(segment.raw))];
    return [raw("<mark>"), ...piecesOf(segment.answer, marked.media), raw("</mark>")];
  });
}

/** `prefix` before the first line. */
function prefixed(prefix: string, lines: string[]): string[] {
  const [first = "", ...rest] = lines;
  return [`${prefix}${first}`.trimEnd(), ...rest];
}

/** "**Label:** " before the first line of a side. */
function labelled(label: string, lines: string[]): string[] {
  return prefixed(`**${label}:** `, lines);
}

/** A list item per item; an item's paragraphs become hard breaks, so they stay inside the item. */
function listItems(items: string[], format: TContentFormat, marker: (index: number) => string): string[] {
  return items.flatMap((item, index) => {
    const lines: string[] = [];
    for (const line of renderLines(sidePieces(item, format))) {
      // renderLines never starts or ends with a paragraph break, nor has two in a row.
      if (line === "") lines[lines.length - 1] += "\\";
      else lines.push(line);
    }
    return lines.map((line, at) => (at === 0 ? `- ${marker(index)}` : "  ") + line);
  });
}

/** A card's Markdown blocks (each a list of lines), question first. */
function cardBlocks(content: TNoteContent, format: TContentFormat): string[][] {
  const side = (value: string) => renderLines(sidePieces(value, format));
  switch (content.type) {
    case "qna":
      return [labelled("Q", side(content.question)), labelled("A", side(content.answer))];
    case "manual":
      return [labelled("Q", side(content.front)), labelled("A", side(content.back))];
    case "clozedel":
      return [
        labelled("Q", renderLines(clozePieces(content.text, format, false))),
        labelled("A", renderLines(clozePieces(content.text, format, true))),
      ];
    case "truefalse": {
      const blocks = [prefixed("**Q:** *True or false?* ", side(content.statement)), [`**A:** ${content.isTrue ? "True" : "False"}.`]];
      return content.correction.trim() ? [...blocks, side(content.correction)] : blocks;
    }
    case "mcq": {
      const letter = (index: number) => `${OPTION_LETTERS[index]}. `;
      const right = content.options[content.correctIndex] ?? "";
      const answer = prefixed(`**A:** ${letter(content.correctIndex)}`, side(right));
      const blocks = [labelled("Q", side(content.question)), listItems(content.options, format, letter), answer];
      return content.explanation.trim() ? [...blocks, side(content.explanation)] : blocks;
    }
    case "concept_fact_list":
      return [labelled("Q", side(content.concept)), ["**A:**"], listItems(content.facts, format, () => "")];
  }
}

/** A source as one line of a footnote: "cells.pdf, page 12, “Organelles”: “The mitochondrion…”". */
export function sourceLine(source: NonNullable<TNoteSource>): string {
  const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
  const parts = [
    source.fileName ? oneLine(source.fileName) : null,
    source.page !== undefined ? `page ${source.page}` : null,
    source.slide !== undefined ? `slide ${source.slide}` : null,
    source.heading ? `“${oneLine(source.heading)}”` : null,
  ].filter((part): part is string => part !== null && part !== "");
  const quote = source.quote ? `“${oneLine(source.quote)}”` : "";
  const where = parts.join(", ");
  return where && quote ? `${where}: ${quote}` : where || quote;
}

/** A deck's document, a card at a time: the title and count, each card between thematic breaks, then the footnotes. */
async function* deckDocumentLines(deck: TExportDeck, now: Date): AsyncGenerator<string> {
  const title = deck.path.join(" › ") || "Deck";
  const count = deckNoteCount(deck);
  yield `# ${escapeLineStart(escapeInline(title))}\n\n`;
  yield count === 0
    ? "*No cards.*\n"
    : `*${count} ${count === 1 ? "card" : "cards"} from Mnemo, exported ${now.toISOString().slice(0, 10)}.*\n`;
  // A line each, kept until the end of the deck's document (a deck of 50,000 sourced cards: a few MB).
  const footnotes: string[] = [];
  for await (const note of deckNotes(deck)) {
    const blocks = cardBlocks(note.content, note.format).filter((block) => block.length > 0);
    const footnote = noteFootnote(note);
    if (footnote) {
      footnotes.push(`[^${footnotes.length + 1}]: ${escapeLineStart(escapeInline(footnote))}`);
      const last = blocks.at(-1)!;
      last[last.length - 1] += `[^${footnotes.length}]`;
    }
    if (note.tags.length > 0) blocks.push([`*Tags: ${escapeInline(note.tags.join(", "))}*`]);
    const lines = ["", "---"];
    for (const block of blocks) lines.push("", ...block);
    yield `${lines.join("\n")}\n`;
  }
  if (footnotes.length > 0) yield `\n${footnotes.join("\n")}\n`;
}

function noteFootnote(note: TExchangeNote): string | null {
  if (!note.source) return null;
  return sourceLine(note.source) || null;
}

/** A deck's document's file name: its path, as the download's own name is made. */
function documentName(deck: TExportDeck): string {
  return safeFileName(deck.path.join(" - "), "md");
}

/**
 * The Markdown export, written as it comes: one deck's document as UTF-8, or (none or several
 * decks) a zip of one document per deck, each deflated as its cards are written.
 */
export function markdownChunks(input: TExportInput): { extension: "md" | "zip"; chunks: TFileChunks } {
  const [only] = input.decks;
  if (input.decks.length === 1 && only) return { extension: "md", chunks: utf8Chunks(deckDocumentLines(only, input.now)) };
  return {
    extension: "zip",
    chunks: zipChunks(async function* (zip) {
      const names = new Set<string>();
      for (const deck of input.decks) {
        const entry = new ZipDeflate(uniqueName(names, documentName(deck)), { level: 6 });
        zip.add(entry);
        for await (const chunk of utf8Chunks(deckDocumentLines(deck, input.now))) {
          entry.push(chunk, false);
          yield;
        }
        entry.push(new Uint8Array(0), true);
        yield;
      }
    }),
  };
}

/** `name`, or "name (2).md" and so on when a deck of the same name came first. */
function uniqueName(names: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf(".");
  for (let n = 2; names.has(candidate); n++) candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  names.add(candidate);
  return candidate;
}

/** Each deck's document in memory (tests). */
export async function writeMarkdown(input: TExportInput): Promise<TMarkdownDocument[]> {
  const documents: TMarkdownDocument[] = [];
  for (const deck of input.decks) {
    const parts: string[] = [];
    for await (const part of deckDocumentLines(deck, input.now)) parts.push(part);
    documents.push({ fileName: documentName(deck), text: parts.join("") });
  }
  return documents;
}
