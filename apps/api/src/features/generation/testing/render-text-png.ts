import sharp from "sharp";

/**
 * Black text on white, rasterised by sharp (librsvg) from an SVG. Needs a
 * system font (fc-list shows DejaVu Sans here); without one the glyphs are
 * boxes, so tests use the committed fixtures/text.png and only benchmarks and
 * make-text-png.ts call this.
 */
export async function renderTextPng({ lines, width, fontSize }: { lines: string[]; width: number; fontSize: number }): Promise<Uint8Array> {
  const lineHeight = Math.round(fontSize * 1.6);
  const height = lineHeight * (lines.length + 1);
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const texts = lines.map(
    (line, i) =>
      `<text x="${fontSize}" y="${lineHeight * (i + 1)}" font-family="DejaVu Sans" font-size="${fontSize}" fill="black">${escape(line)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${texts.join("")}</svg>`;
  // A 16-grey palette keeps the committed fixture under 10 KB.
  const png = await sharp(Buffer.from(svg)).greyscale().png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
  return new Uint8Array(png);
}
