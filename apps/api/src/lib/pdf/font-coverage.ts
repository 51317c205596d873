/**
 * Which characters a TrueType font has a glyph for, read from its `cmap`
 * table (a Windows Unicode subtable: format 12 for the full range, else
 * format 4 for the Basic Multilingual Plane). pdfkit draws a missing
 * character as an empty box without saying so, and still writes the
 * character into the text layer, so the PDF writer picks a font per run of
 * characters from these answers instead.
 */
export type TFontCoverage = { has(codePoint: number): boolean };

type TRange = { start: number; end: number };

export function fontCoverage(ttf: Uint8Array): TFontCoverage {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const cmap = tableOffset(view, "cmap");
  const subtables = view.getUint16(cmap + 2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let index = 0; index < subtables; index++) {
    const record = cmap + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap + view.getUint32(record + 4);
    const format = view.getUint16(offset);
    // Platform 3 (Windows) encoding 10 is full Unicode, encoding 1 the BMP; platform 0 is Unicode too.
    if (platform !== 3 && platform !== 0) continue;
    if (format === 12 && (platform === 0 || encoding === 10)) format12 ??= offset;
    if (format === 4) format4 ??= offset;
  }
  const ranges = format12 !== null ? format12Ranges(view, format12) : format4 !== null ? format4Ranges(view, format4) : [];
  return { has: (codePoint) => inRanges(ranges, codePoint) };
}

function tableOffset(view: DataView, tag: string): number {
  const tables = view.getUint16(4);
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(record + i)));
    if (name === tag) return view.getUint32(record + 8);
  }
  throw new Error(`The font has no ${tag} table.`);
}

/** Format 12: sequential groups (start, end, first glyph), each mapping to real glyphs. */
function format12Ranges(view: DataView, offset: number): TRange[] {
  const groups = view.getUint32(offset + 12);
  const ranges: TRange[] = [];
  for (let index = 0; index < groups; index++) {
    const group = offset + 16 + index * 12;
    ranges.push({ start: view.getUint32(group), end: view.getUint32(group + 4) });
  }
  return ranges;
}

/**
 * Format 4: segments of BMP characters. A segment may map some of its
 * characters to glyph 0 (through its glyph array), so those are left out.
 */
function format4Ranges(view: DataView, offset: number): TRange[] {
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const ranges: TRange[] = [];
  for (let segment = 0; segment < segments; segment++) {
    const start = view.getUint16(starts + segment * 2);
    const end = view.getUint16(ends + segment * 2);
    const delta = view.getUint16(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    if (start === 0xffff) continue;
    if (rangeOffset === 0) {
      ranges.push({ start, end });
      continue;
    }
    for (let code = start; code <= end; code++) {
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
      if (glyph !== 0 && ((glyph + delta) & 0xffff) !== 0) ranges.push({ start: code, end: code });
    }
  }
  return ranges.sort((a, b) => a.start - b.start);
}

function inRanges(ranges: readonly TRange[], codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (codePoint < range.start) high = middle - 1;
    else if (codePoint > range.end) low = middle + 1;
    else return true;
  }
  return false;
}
