import { type TLineJoiner, type TWordList, lineJoiner } from "./line-joiner.ts";
import { numberedHeading } from "./numbered-heading.ts";

/**
 * Turns pdfjs text items (runs of glyphs with positions) back into lines and
 * paragraphs. PDFs store no words or paragraphs, only placed glyph runs, so
 * both are inferred from geometry: a gap wider than a thin space between runs
 * is a space, a drop much larger than the line height is a new paragraph.
 */
export type TPdfTextItem = { str: string; transform: number[]; width: number; height: number; hasEOL: boolean };

/**
 * A paragraph, the largest font size of its lines (headings are told from
 * body text by it) and the baseline of its first line (PDF y grows upwards).
 */
export type TPdfBlock = { text: string; size: number; y: number };

type TLine = { text: string; y: number; size: number; endX: number };

export function layoutPageText(items: TPdfTextItem[], words?: TWordList): string {
  return layoutPageBlocks(items, words)
    .map((block) => block.text)
    .join("\n\n");
}

/**
 * The page's paragraphs in reading order, each with its font size. `words`
 * (line-joiner.ts) tells a word hyphenated at a line end from a compound.
 */
export function layoutPageBlocks(items: TPdfTextItem[], words?: TWordList): TPdfBlock[] {
  const lines = toLines(items);
  return toParagraphs(lines, lineJoiner({ lines: lines.map((line) => line.text), ...(words ? { words } : {}) }));
}

function toLines(items: TPdfTextItem[]): TLine[] {
  const lines: TLine[] = [];
  let current: TLine | undefined;
  let brokeAfter = false;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 10;
    if (item.str.trim() === "") {
      // A space run (or an empty end-of-line marker): keep it as a space so the
      // next run on this line is not glued on; a trailing one is trimmed below.
      if (current && item.str !== "") current.text += " ";
      brokeAfter ||= item.hasEOL;
      continue;
    }
    const tolerance = 0.5 * Math.max(size, current?.size ?? 0);
    const isSameLine = current && Math.abs(current.y - y) < tolerance && !(brokeAfter && x < current.endX);
    if (current && isSameLine) {
      const gap = x - current.endX;
      if (gap > 0.15 * size && !current.text.endsWith(" ") && !item.str.startsWith(" ")) current.text += " ";
      current.text += item.str;
      current.endX = x + item.width;
      current.size = Math.max(current.size, size);
    } else {
      if (current) lines.push(current);
      current = { text: item.str, y, size, endX: x + item.width };
    }
    brokeAfter = item.hasEOL;
  }
  if (current) lines.push(current);
  return lines.map((line) => ({ ...line, text: line.text.trim() })).filter((line) => line.text !== "");
}

function toParagraphs(lines: TLine[], joinLines: TLineJoiner): TPdfBlock[] {
  const paragraphs: TPdfBlock[] = [];
  let current: TPdfBlock | undefined;
  let previous: TLine | undefined;
  for (const line of lines) {
    if (!previous || !current || startsParagraph(previous, line)) {
      if (current) paragraphs.push(current);
      current = { text: line.text, size: line.size, y: line.y };
    } else {
      current.text = joinLines(current.text, line.text);
      current.size = Math.max(current.size, line.size);
    }
    previous = line;
  }
  if (current?.text) paragraphs.push(current);
  return paragraphs;
}

function startsParagraph(previous: TLine, line: TLine): boolean {
  const size = Math.max(previous.size, line.size);
  const drop = previous.y - line.y;
  // Moving up means a new column or a block placed out of order; a bigger or
  // smaller font means a heading next to body text.
  if (drop > 1.6 * size || drop < -0.5 * size || Math.abs(previous.size - line.size) > 0.2 * size) return true;
  // A numbered heading set in the body's size ("2.3 Markets") is a line of its own, and so is the line after it.
  return isOwnHeading(line.text) || isOwnHeading(previous.text);
}

function isOwnHeading(text: string): boolean {
  const numbered = numberedHeading(text);
  return numbered !== undefined && !numbered.hasListDot;
}
