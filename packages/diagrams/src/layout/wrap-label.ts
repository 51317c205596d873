/**
 * Label wrapping by our own width estimate: never the DOM, so the browser, the
 * API's SVG export and the tests cut every label into the same lines. The
 * estimate is Arial/Helvetica's advance widths (the narrowest common system
 * sans-serif) widened by WIDTH_SLACK so wider system fonts (Segoe UI, Roboto,
 * DejaVu Sans) still fit in the box.
 */

export const LABEL_FONT_SIZE = 14;
/** A line's height as a multiple of the font size. */
export const LABEL_LINE_HEIGHT = 1.3;
/** The widest a node's text runs before it wraps, at LABEL_FONT_SIZE. */
export const LABEL_MAX_WIDTH = 180;
export const LABEL_MAX_LINES = 4;
export const LABEL_PADDING_X = 12;
export const LABEL_PADDING_Y = 8;
const MIN_BOX_WIDTH = 48;
const WIDTH_SLACK = 1.08;
const ELLIPSIS = "…";

// Advance widths in thousandths of an em for printable ASCII (32..126), Arial's metrics.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const DEFAULT_WIDTH = 600;
const WIDE_WIDTH = 1000;
const EMOJI_WIDTH = 1250;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;
const ZERO_WIDTH = /^(?:\p{M}|[\u200b-\u200f\u2060])$/u;

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The characters as a reader sees them (an emoji with its modifiers, a letter with its accents: one each). */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

// Arial's widths for the punctuation labels often hold beyond ASCII.
const OTHER_WIDTHS = new Map([
  ["…", 1000],
  ["–", 556],
  ["—", 1000],
  ["‘", 222],
  ["’", 222],
  ["“", 333],
  ["”", 333],
  ["•", 350],
  ["°", 400],
  ["€", 556],
  ["£", 556],
  ["×", 584],
]);
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const SPACE_WIDTH = ASCII_WIDTHS[0] ?? 278;

function graphemeWidth(grapheme: string): number {
  const known = OTHER_WIDTHS.get(grapheme);
  if (known !== undefined) return known;
  if (EMOJI.test(grapheme)) return EMOJI_WIDTH;
  const base = grapheme.normalize("NFD");
  const code = base.codePointAt(0) ?? 32;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? DEFAULT_WIDTH;
  if (WIDE.test(base)) return WIDE_WIDTH;
  if (ZERO_WIDTH.test(base)) return 0;
  return DEFAULT_WIDTH;
}

/** Width in thousandths of an em, summed as integers so a line's width is exactly the sum of its words'. */
function thousandthsOf(text: string): number {
  let sum = 0;
  if (PRINTABLE_ASCII.test(text)) {
    for (let index = 0; index < text.length; index += 1) sum += ASCII_WIDTHS[text.charCodeAt(index) - 32] ?? DEFAULT_WIDTH;
    return sum;
  }
  for (const grapheme of graphemes(text)) sum += graphemeWidth(grapheme);
  return sum;
}

function toPixels(thousandths: number, fontSize: number): number {
  return (thousandths / 1000) * fontSize * WIDTH_SLACK;
}

/** The estimated width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize = LABEL_FONT_SIZE): number {
  return toPixels(thousandthsOf(text), fontSize);
}

/**
 * `text` cut into lines of at most `maxWidth` pixels: between words (no
 * hyphens added), a word too long for a line broken between characters (so
 * text without spaces, like Chinese, wraps too), at most LABEL_MAX_LINES lines,
 * the last ending in "…" when text is left over. Right-to-left text keeps its
 * logical order; the renderer's bidi shows it.
 */
export function wrapLabel(text: string, maxWidth: number, fontSize = LABEL_FONT_SIZE): string[] {
  const fits = (thousandths: number) => toPixels(thousandths, fontSize) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  let width = 0;
  const add = (part: string, partWidth: number) => {
    line += part;
    width += partWidth;
  };
  const breakLine = () => {
    if (line !== "") lines.push(line);
    line = "";
    width = 0;
  };
  for (const word of text.trim().split(/\s+/u)) {
    if (word === "" || lines.length > LABEL_MAX_LINES) continue;
    const wordWidth = thousandthsOf(word);
    if (line !== "" && fits(width + SPACE_WIDTH + wordWidth)) {
      add(` ${word}`, SPACE_WIDTH + wordWidth);
      continue;
    }
    breakLine();
    if (fits(wordWidth)) {
      add(word, wordWidth);
      continue;
    }
    for (const grapheme of graphemes(word)) {
      const graphemeWide = graphemeWidth(grapheme);
      if (line !== "" && !fits(width + graphemeWide)) breakLine();
      add(grapheme, graphemeWide);
    }
  }
  breakLine();
  if (lines.length <= LABEL_MAX_LINES) return lines;
  // The last line keeps what fits of itself and the next, then "…".
  const ellipsisWidth = graphemeWidth(ELLIPSIS);
  const tail = graphemes(`${lines[LABEL_MAX_LINES - 1] ?? ""} ${lines[LABEL_MAX_LINES] ?? ""}`);
  let kept = "";
  let keptWidth = 0;
  for (const grapheme of tail) {
    const graphemeWide = graphemeWidth(grapheme);
    if (kept !== "" && !fits(keptWidth + graphemeWide + ellipsisWidth)) break;
    kept += grapheme;
    keptWidth += graphemeWide;
  }
  return [...lines.slice(0, LABEL_MAX_LINES - 1), `${kept.trimEnd()}${ELLIPSIS}`];
}

export type TLabelBox = { lines: string[]; width: number; height: number };

/** Boxes already measured: a map redrawn on every edit measures the same labels again. */
const boxCache = new Map<string, TLabelBox>();
const BOX_CACHE_SIZE = 5_000;

/** A node's box for `text`: its wrapped lines with padding around them, at LABEL_FONT_SIZE. */
export function labelBox(text: string, maxWidth = LABEL_MAX_WIDTH): TLabelBox {
  const key = `${maxWidth}\u0000${text}`;
  const cached = boxCache.get(key);
  if (cached) return { ...cached, lines: [...cached.lines] };
  const box = measureBox(text, maxWidth);
  if (boxCache.size >= BOX_CACHE_SIZE) boxCache.clear();
  boxCache.set(key, box);
  return { ...box, lines: [...box.lines] };
}

function measureBox(text: string, maxWidth: number): TLabelBox {
  const lines = wrapLabel(text, maxWidth);
  const widest = Math.max(0, ...lines.map((line) => textWidth(line)));
  return {
    lines,
    width: Math.ceil(Math.max(MIN_BOX_WIDTH, widest + 2 * LABEL_PADDING_X)),
    height: Math.ceil(Math.max(1, lines.length) * LABEL_FONT_SIZE * LABEL_LINE_HEIGHT + 2 * LABEL_PADDING_Y),
  };
}
