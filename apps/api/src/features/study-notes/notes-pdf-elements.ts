import { decodeHtmlEntities } from "@mnemo/api-contract";
import type { TRichText, TSpan } from "../../lib/pdf/text-layout.ts";

/** What the study notes' PDF draws, read from their Markdown export. */
export type TNotesPdfElement =
  | { kind: "title"; text: TRichText }
  | { kind: "heading"; text: TRichText }
  | { kind: "paragraph"; text: TRichText }
  | { kind: "bullet"; depth: number; marker: string; text: TRichText }
  | { kind: "footnote"; number: string; text: TRichText };

const HEADING = /^(#{1,6})\s+(.*)$/;
const FOOTNOTE = /^\[\^(\d+)\]:\s*(.*)$/;
const BULLET = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
/** A line ending in a backslash or two spaces breaks the line there (CommonMark's hard break). */
const HARD_BREAK = /(\\|\s{2,})$/;

/**
 * The Markdown export (studyNotesMarkdown) read line by line into headings,
 * paragraphs, bullets and footnotes: the subset study notes are written in,
 * and what a learner's edit most likely adds. Anything else reads as text, so
 * nothing they wrote is lost from the page.
 */
export function notesPdfElements(markdown: string): TNotesPdfElement[] {
  const elements: TNotesPdfElement[] = [];
  // The paragraph or bullet a following line continues; null after a blank line or a heading.
  let open: { text: string; element: Extract<TNotesPdfElement, { kind: "paragraph" | "bullet" | "footnote" }> } | null = null;
  const close = () => {
    if (open) open.element.text = inlineText(open.text);
    open = null;
  };
  for (const line of markdown.replace(/\r/g, "").split("\n")) {
    if (!line.trim() || RULE.test(line)) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const footnote = FOOTNOTE.exec(line);
    const bullet = BULLET.exec(line);
    if (heading) {
      close();
      elements.push({ kind: heading[1]!.length === 1 ? "title" : "heading", text: inlineText(heading[2]!) });
    } else if (footnote) {
      close();
      open = { text: footnote[2]!, element: { kind: "footnote", number: footnote[1]!, text: [] } };
      elements.push(open.element);
    } else if (bullet) {
      close();
      const marker = /\d/.test(bullet[2]!) ? bullet[2]! : "•";
      open = { text: bullet[3]!, element: { kind: "bullet", depth: Math.floor(bullet[1]!.length / 2), marker, text: [] } };
      elements.push(open.element);
    } else if (open) {
      const previous: { text: string } = open;
      previous.text = HARD_BREAK.test(previous.text)
        ? `${previous.text.replace(HARD_BREAK, "")}\n${line.trim()}`
        : `${previous.text} ${line.trim()}`;
    } else {
      open = { text: line.trim(), element: { kind: "paragraph", text: [] } };
      elements.push(open.element);
    }
  }
  close();
  return elements;
}

/**
 * A line's inline Markdown as styled text: **bold** stays bold, a link shows
 * its text, a footnote reference shows as "[1]", escapes, other emphasis
 * marks, code ticks and HTML tags go, entities are decoded.
 */
export function inlineText(markdown: string): TRichText {
  const spans: TSpan[] = [];
  let isBold = false;
  let text = "";
  // Text read so far in this style, and the part of it whose entities are decoded.
  let done = "";
  const flushText = () => {
    done += decodeHtmlEntities(text);
    text = "";
  };
  const flush = () => {
    flushText();
    if (done) spans.push({ text: done, ...(isBold ? { style: "bold" as const } : {}) });
    done = "";
  };
  // Escaped characters are set aside first, so an escaped "<", "*" or "[" is never read as markup.
  const escaped: string[] = [];
  const source = markdown
    .replace(/\\\n/g, "\n")
    .replace(/\\([^\sA-Za-z0-9])/g, (_, char: string) => `\ue000${escaped.push(char) - 1}\ue001`)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>\n]*>/g, "")
    .replace(/\[\^(\d+)\]/g, " [$1]")
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, "$1");
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (char === "\ue000") {
      const end = source.indexOf("\ue001", at);
      flushText();
      text += escaped[Number(source.slice(at + 1, end))] ?? "";
      // Kept apart from entity decoding: an escaped "&" is a plain ampersand.
      flushText();
      at = end;
    } else if (char === "*" && source[at + 1] === "*") {
      flush();
      isBold = !isBold;
      at++;
    } else if (char !== "`" && char !== "*" && !(char === "_" && isEmphasisEdge(source, at))) {
      text += char;
    }
  }
  flush();
  return spans;
}

/** An underscore at a word's edge marks emphasis; one inside a word (snake_case) is text. */
function isEmphasisEdge(source: string, at: number): boolean {
  const isWord = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  return !(isWord(source[at - 1]) && isWord(source[at + 1]));
}
