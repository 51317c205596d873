import { fontRuns, type TFontName, type TPdfFonts, type TTextStyle } from "./pdf-fonts.ts";

/**
 * Line breaking for the PDF writer. pdfkit can wrap text, but only in one
 * font at a time, and the writer mixes fonts inside a line (Noto Sans with
 * Noto Sans Math, bold cloze answers), centres and shrinks text on cards and
 * needs every block's height before drawing it (rows never split badly). So
 * text is measured once per word at size 1 (widths grow linearly with the
 * size) and broken into lines here; `drawLines` then places every run itself.
 */

/** Styled text; "\n" breaks a line. */
export type TSpan = { text: string; style?: TTextStyle };
export type TRichText = readonly TSpan[];

/** Widths at font size 1: a line laid out for `width / size` fits `width` at `size`. */
export type TPiece = { text: string; font: TFontName; width: number };
export type TLine = { pieces: TPiece[]; width: number };

type TToken = { isSpace: boolean; pieces: TPiece[]; width: number };
/** Text cut into paragraphs of words and spaces, measured: ready to be broken at any width. */
export type TPreparedText = TToken[][];

/** Measures text in the document's fonts, remembering every word it has measured. */
export type TMeasure = {
  fonts: TPdfFonts;
  width(text: string, font: TFontName): number;
};

/** Words remembered at most: a deck's common words stay, and 50,000 cards of numbers and names do not fill the heap. */
const MEASURE_CACHE_WORDS = 100_000;

export function createMeasure(doc: PDFKit.PDFDocument, fonts: TPdfFonts): TMeasure {
  const cache = new Map<string, number>();
  return {
    fonts,
    width(text, font) {
      const key = `${font}\u0000${text}`;
      let width = cache.get(key);
      if (width === undefined) {
        width = doc.font(font).fontSize(1).widthOfString(text);
        if (cache.size >= MEASURE_CACHE_WORDS) cache.clear();
        cache.set(key, width);
      }
      return width;
    },
  };
}

const CHUNK = /\n|[ \t]+|[^ \t\n]+/g;
const ELLIPSIS = "…";

export function prepareText(measure: TMeasure, text: TRichText): TPreparedText {
  const paragraphs: TToken[][] = [[]];
  // A word may run across spans ("Paris's" with "Paris" in bold): it stays one token until a space.
  let isWordOpen = false;
  for (const span of text) {
    for (const chunk of span.text.replace(/\r/g, "").match(CHUNK) ?? []) {
      const paragraph = paragraphs.at(-1)!;
      if (chunk === "\n") {
        paragraphs.push([]);
        isWordOpen = false;
        continue;
      }
      const isSpace = chunk[0] === " " || chunk[0] === "\t";
      const pieces = fontRuns(measure.fonts, isSpace ? " " : chunk, span.style ?? "regular").map((run) => ({
        ...run,
        width: measure.width(run.text, run.font),
      }));
      const width = sum(pieces);
      const last = paragraph.at(-1);
      if (!isSpace && isWordOpen && last) {
        last.pieces.push(...pieces);
        last.width += width;
      } else paragraph.push({ isSpace, pieces, width });
      isWordOpen = !isSpace;
    }
    // A span ending in the middle of a word leaves it open for the next span.
  }
  return paragraphs;
}

/** Breaks prepared text into lines at most `maxWidth` wide (at size 1); a word longer than a line is cut between characters. */
export function breakLines(measure: TMeasure, prepared: TPreparedText, maxWidth: number): TLine[] {
  const lines: TLine[] = [];
  for (const paragraph of prepared) {
    let line: TLine = { pieces: [], width: 0 };
    let space: TToken | null = null;
    for (const token of paragraph) {
      if (token.isSpace) {
        if (line.pieces.length > 0) space = token;
        continue;
      }
      const spaceWidth = space?.width ?? 0;
      if (line.pieces.length > 0 && line.width + spaceWidth + token.width <= maxWidth) {
        if (space) line.pieces.push(...space.pieces);
        line.pieces.push(...token.pieces);
        line.width += spaceWidth + token.width;
      } else {
        if (line.pieces.length > 0) lines.push(line);
        const chunks =
          token.width > maxWidth ? cutWord(measure, token.pieces, maxWidth) : [{ pieces: [...token.pieces], width: token.width }];
        lines.push(...chunks.slice(0, -1));
        line = chunks.at(-1)!;
      }
      space = null;
    }
    lines.push(line);
  }
  return lines;
}

/** A word wider than a line, cut into lines character by character. */
function cutWord(measure: TMeasure, pieces: readonly TPiece[], maxWidth: number): TLine[] {
  const lines: TLine[] = [{ pieces: [], width: 0 }];
  for (const piece of pieces) {
    for (const char of piece.text) {
      const width = measure.width(char, piece.font);
      let line = lines.at(-1)!;
      if (line.pieces.length > 0 && line.width + width > maxWidth) {
        line = { pieces: [], width: 0 };
        lines.push(line);
      }
      const last = line.pieces.at(-1);
      if (last && last.font === piece.font) last.text += char;
      else line.pieces.push({ text: char, font: piece.font, width: 0 });
      line.pieces.at(-1)!.width += width;
      line.width += width;
    }
  }
  return lines;
}

/** The first `maxLines` lines; when some are left out, the last one kept ends in "…" (shortened to make room). */
export function clipLines(measure: TMeasure, lines: readonly TLine[], maxLines: number, maxWidth: number): TLine[] {
  if (lines.length <= maxLines) return [...lines];
  if (maxLines <= 0) return [];
  const kept = lines.slice(0, maxLines);
  const last = kept.at(-1)!;
  const ellipsis: TPiece = { text: ELLIPSIS, font: "sans", width: measure.width(ELLIPSIS, "sans") };
  const pieces = last.pieces.map((piece) => ({ ...piece }));
  let width = sum(pieces);
  while (pieces.length > 0 && (width + ellipsis.width > maxWidth || /\s$/.test(pieces.at(-1)!.text))) {
    const piece = pieces.at(-1)!;
    const chars = [...piece.text];
    chars.pop();
    if (chars.length === 0) {
      pieces.pop();
    } else {
      piece.text = chars.join("");
      piece.width = measure.width(piece.text, piece.font);
    }
    width = sum(pieces);
  }
  kept[kept.length - 1] = { pieces: [...pieces, ellipsis], width: width + ellipsis.width };
  return kept;
}

/** Line height as a multiple of the font size, and the baseline's distance below a line's top. */
export const LINE_HEIGHT = 1.32;
const BASELINE = 0.98;

export type TDrawOptions = {
  x: number;
  /** Top of the first line. */
  y: number;
  width: number;
  size: number;
  color?: string;
  align?: "left" | "center";
  lineHeight?: number;
};

/** Draws laid-out lines; each run in its own font, on one shared baseline. Returns the height drawn. */
export function drawLines(doc: PDFKit.PDFDocument, lines: readonly TLine[], options: TDrawOptions): number {
  const { x, y, width, size, color = "#1a1a1a", align = "left" } = options;
  const lineHeight = options.lineHeight ?? size * LINE_HEIGHT;
  doc.fillColor(color);
  lines.forEach((line, index) => {
    let left = align === "center" ? x + (width - line.width * size) / 2 : x;
    const baseline = y + index * lineHeight + size * BASELINE;
    for (const piece of mergePieces(line.pieces)) {
      doc.font(piece.font).fontSize(size).text(piece.text, left, baseline, { lineBreak: false, baseline: "alphabetic" });
      left += piece.width * size;
    }
  });
  return lines.length * lineHeight;
}

/** Neighbouring runs in one font drawn as one string: fewer text objects, and words that copy with their spaces. */
function mergePieces(pieces: readonly TPiece[]): TPiece[] {
  const merged: TPiece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.font === piece.font) {
      last.text += piece.text;
      last.width += piece.width;
    } else merged.push({ ...piece });
  }
  return merged;
}

function sum(pieces: readonly { width: number }[]): number {
  return pieces.reduce((total, piece) => total + piece.width, 0);
}
