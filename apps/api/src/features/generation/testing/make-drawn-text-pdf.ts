/**
 * A one-page PDF that shows fixtures/text.png's four lines drawn as vector
 * shapes (no picture on the page), for the tests of pages that must be
 * rendered to be read. The shapes are traced from the committed PNG, so no
 * font file is needed:
 * - "glyphs": each letter (a run of inked columns) is a glyph of a Type3
 *   font whose ToUnicode map turns every glyph into a symbol, what a font
 *   without a usable ToUnicode map does to real papers: the text layer reads
 *   `%&'! $#"(` while the page looks right. With `toUnicode: "controls"`
 *   every glyph maps to a control character instead, and the text layer is
 *   empty once normalised (another way such fonts fail);
 * - "paths": the letters are filled paths, and the page has no text at all
 *   (text converted to outlines).
 */
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { loadTextPng } from "./make-fixtures.ts";

// What a broken font's first glyphs come out as (see assess-text-layer.ts).
const SOUP = ["%", "&", "'", "!", "$", "#", '"', "(", ")", "*", "+"];
// PDF points per pixel of text.png: its 900 px span 495 pt of an A4 page, as makePdf places a picture.
const POINTS_PER_PIXEL = 0.55;
const FONT_SIZE = 24;
const LEFT = 50;
const TOP = 80;
// Letters of one word are less than this apart in text.png (44 px DejaVu Sans); words more.
const WORD_GAP = 10;
const FIRST_CODE = 33;
// U+0002: what pdf.js gives for every glyph of some real papers' fonts.
const CONTROL = 0x02;

/** Ink as rectangles, and the glyphs and lines made of them, in text.png pixels. */
type TRect = { x: number; y: number; width: number; height: number };
type TGlyph = { left: number; right: number; rects: TRect[] };
type TLine = { top: number; bottom: number; words: TGlyph[][] };

export async function makeDrawnTextPdf({
  as,
  toUnicode = "symbols",
}: {
  as: "glyphs" | "paths";
  toUnicode?: "symbols" | "controls";
}): Promise<Uint8Array> {
  const lines = await traceLines();
  const doc = new PDFDocument({ autoFirstPage: false, size: "A4", pdfVersion: "1.7" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.addPage();
  const pageHeight = doc.page.height;
  // pdfkit flips each page to y-down; the content below undoes that (`cm`), so
  // PDF's y runs up from the page's foot while text.png's runs down from its top.
  const unflip = `1 0 0 -1 0 ${pageHeight} cm`;
  const toPage = (x: number, y: number) => [LEFT + x * POINTS_PER_PIXEL, pageHeight - TOP - y * POINTS_PER_PIXEL] as const;

  if (as === "paths") {
    const rects = lines.flatMap((line) => line.words.flat().flatMap((glyph) => glyph.rects));
    const ops = rects.map((rect) => {
      const [x, y] = toPage(rect.x, rect.y + rect.height);
      return `${num(x)} ${num(y)} ${num(rect.width * POINTS_PER_PIXEL)} ${num(rect.height * POINTS_PER_PIXEL)} re`;
    });
    doc.addContent(`q ${unflip} 0 g ${ops.join(" ")} f Q`);
  } else {
    const glyphs = lines.flatMap((line) => line.words.flat().map((glyph) => ({ glyph, line })));
    // One glyph unit is one pixel; its origin is the glyph's left edge on the line's bottom row.
    const unit = POINTS_PER_PIXEL / FONT_SIZE;
    const charProcs: Record<string, ReturnType<typeof doc.ref>> = {};
    const names: string[] = [];
    const widths: number[] = [];
    glyphs.forEach(({ glyph, line }, index) => {
      const name = `g${index + 1}`;
      const width = glyph.right - glyph.left + 1;
      const rects = glyph.rects.map(
        (rect) => `${rect.x - glyph.left} ${line.bottom - rect.y - rect.height + 1} ${rect.width} ${rect.height} re`,
      );
      const proc = doc.ref({});
      proc.end(`${width} 0 d0 ${rects.join(" ")} f`);
      charProcs[name] = proc;
      names.push(name);
      widths.push(width);
    });
    const lastCode = FIRST_CODE + glyphs.length - 1;
    const unicodeOf = (index: number) => (toUnicode === "symbols" ? SOUP[index % SOUP.length]!.charCodeAt(0) : CONTROL);
    const mappings = glyphs.map((_, index) => `<${hex(FIRST_CODE + index)}> <${hex(unicodeOf(index), 4)}>`);
    const cmap = doc.ref({});
    cmap.end(
      "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Soup def /CMapType 2 def " +
        `1 begincodespacerange <00> <FF> endcodespacerange ${mappings.length} beginbfchar ${mappings.join(" ")} endbfchar ` +
        "endcmap CMapName currentdict /CMap defineresource pop end end",
    );
    const font = doc.ref({
      Type: "Font",
      Subtype: "Type3",
      FontBBox: [0, 0, 900, 100],
      FontMatrix: [unit, 0, 0, unit, 0, 0],
      CharProcs: charProcs,
      Encoding: { Type: "Encoding", Differences: [FIRST_CODE, ...names] },
      FirstChar: FIRST_CODE,
      LastChar: lastCode,
      Widths: widths,
      Resources: {},
      ToUnicode: cmap,
    });
    font.end(undefined); // no chunk: a dictionary, not a stream
    doc.page.fonts.Soup = font;
    // Each word is placed where it is in text.png; inside a word each glyph advances to the next one's left edge.
    let code = FIRST_CODE;
    const shows: string[] = [];
    for (const line of lines) {
      for (const word of line.words) {
        const [x, y] = toPage(word[0]!.left, line.bottom + 1);
        const parts: string[] = [];
        word.forEach((glyph, at) => {
          parts.push(`<${hex(code++)}>`);
          const next = word[at + 1];
          // TJ numbers are thousandths of the font size, subtracted from the advance.
          if (next) parts.push(num(-((next.left - glyph.right - 1) * unit * 1000)));
        });
        shows.push(`1 0 0 1 ${num(x)} ${num(y)} Tm [${parts.join(" ")}] TJ`);
      }
    }
    doc.addContent(`q ${unflip} BT 0 g /Soup ${FONT_SIZE} Tf ${shows.join(" ")} ET Q`);
  }
  doc.end();
  return done;
}

/** The ink of text.png as lines, words and glyphs (runs of columns with ink). */
async function traceLines(): Promise<TLine[]> {
  const { data, info } = await sharp(loadTextPng()).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const isInk = (x: number, y: number) => data[y * width + x]! < 128;
  const rowHasInk = (y: number) => Array.from({ length: width }, (_, x) => x).some((x) => isInk(x, y));
  const lines: TLine[] = [];
  for (let y = 0; y < height; y++) {
    if (!rowHasInk(y)) continue;
    const top = y;
    while (y < height && rowHasInk(y)) y++;
    lines.push({ top, bottom: y - 1, words: [] });
  }
  for (const line of lines) {
    const columnHasInk = (x: number) => Array.from({ length: line.bottom - line.top + 1 }, (_, i) => line.top + i).some((y) => isInk(x, y));
    let lastRight = -Infinity;
    for (let x = 0; x < width; x++) {
      if (!columnHasInk(x)) continue;
      const left = x;
      while (x < width && columnHasInk(x)) x++;
      const glyph: TGlyph = { left, right: x - 1, rects: traceRects(isInk, left, x - 1, line.top, line.bottom) };
      if (left - lastRight > WORD_GAP || line.words.length === 0) line.words.push([glyph]);
      else line.words.at(-1)!.push(glyph);
      lastRight = x - 1;
    }
  }
  return lines;
}

/** Rows of ink runs as rectangles; a run repeated on the rows below grows taller instead of repeating. */
function traceRects(isInk: (x: number, y: number) => boolean, left: number, right: number, top: number, bottom: number): TRect[] {
  const done: TRect[] = [];
  let open = new Map<string, TRect>();
  for (let y = top; y <= bottom; y++) {
    const next = new Map<string, TRect>();
    for (let x = left; x <= right; x++) {
      if (!isInk(x, y)) continue;
      const start = x;
      while (x <= right && isInk(x, y)) x++;
      const key = `${start}:${x - start}`;
      const rect = open.get(key);
      if (rect) {
        rect.height += 1;
        open.delete(key);
        next.set(key, rect);
      } else {
        next.set(key, { x: start, y, width: x - start, height: 1 });
      }
    }
    done.push(...open.values());
    open = next;
  }
  return [...done, ...open.values()];
}

const num = (value: number) => Number(value.toFixed(3)).toString();
const hex = (value: number, digits = 2) => value.toString(16).toUpperCase().padStart(digits, "0");
