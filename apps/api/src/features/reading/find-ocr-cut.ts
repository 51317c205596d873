/**
 * Where a prepared page can be cut in two so that two OCR engines read it at
 * once without changing what is read: between two text lines that both run
 * the full width of the text (never inside a two-column passage, whose halves
 * would interleave), or down a gutter that runs the full height of the text
 * (two columns: left is read first, as a reader would). Pixels are the
 * prepared greyscale, contrast-stretched page.
 */
export type TOcrCut = {
  axis: "row" | "column";
  /** The first row (or column) of the second part. */
  at: number;
  /** The paper's grey level, to pad the parts with. */
  background: 0 | 255;
};

/** Darker (or, for light text on dark, lighter) than this is ink. */
const INK_LEVEL = 128;
/** Fewer lines than this and one engine reads the page about as fast. */
const MIN_LINES = 6;
/** Each side of a cut holds at least this share of the ink. */
const MIN_SHARE = 0.25;
/** Shorter than this share of the usual line height, a run of inked rows is not a whole line. */
const THIN_LINE = 0.4;

export function findOcrCut(grey: Uint8Array, width: number, height: number): TOcrCut | undefined {
  if (width <= 0 || height <= 0 || grey.length < width * height) return undefined;
  let dark = 0;
  for (let i = 0; i < width * height; i++) if (grey[i]! < INK_LEVEL) dark++;
  const inkIsDark = dark * 2 <= width * height;
  const isInk = inkIsDark ? (value: number) => value < INK_LEVEL : (value: number) => value >= INK_LEVEL;

  const rowInk = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) if (isInk(grey[i]!)) count++;
    rowInk[y] = count;
  }
  // Scanner specks may dirty the paper between lines: a row with this little ink is blank.
  const speck = Math.max(1, Math.floor(width / 1000));
  const lines = findRuns(rowInk, (count) => count > speck);
  if (lines.length < MIN_LINES) return undefined;

  const lineHeights = lines.map(([start, end]) => end - start).sort((a, b) => a - b);
  // A column gutter is at least a line high; a word space, even in loose justified text, is well under.
  const lineHeight = lineHeights[Math.floor(lineHeights.length / 2)]!;
  const gutter = Math.max(4, lineHeight);
  const isInkAt = (x: number, y: number) => isInk(grey[y * width + x]!);

  const cut = findColumnCut() ?? findRowCut();
  return cut && { ...cut, background: inkIsDark ? 255 : 0 };

  function findColumnCut(): Omit<TOcrCut, "background"> | undefined {
    const top = lines[0]![0];
    const bottom = lines.at(-1)![1];
    const columnInk = new Uint32Array(width);
    for (let y = top; y < bottom; y++) for (let x = 0; x < width; x++) if (isInkAt(x, y)) columnInk[x]! += 1;
    const total = columnInk.reduce((sum, count) => sum + count, 0);
    const blanks = findRuns(columnInk, (count) => count === 0, { interior: true });
    let best: { at: number; balance: number } | undefined;
    let before = 0;
    let x = 0;
    for (const [start, end] of blanks) {
      for (; x < start; x++) before += columnInk[x]!;
      if (end - start < gutter) continue;
      const share = before / total;
      if (share < MIN_SHARE || share > 1 - MIN_SHARE) continue;
      const balance = Math.abs(share - 0.5);
      if (!best || balance < best.balance) best = { at: Math.floor((start + end) / 2), balance };
    }
    return best && { axis: "column", at: best.at };
  }

  function findRowCut(): Omit<TOcrCut, "background"> | undefined {
    const total = lines.reduce((sum, [start, end]) => sum + sumOf(rowInk, start, end), 0);
    const candidates: { at: number; balance: number; above: number }[] = [];
    let before = 0;
    for (let i = 0; i + 1 < lines.length; i++) {
      before += sumOf(rowInk, lines[i]![0], lines[i]![1]);
      const share = before / total;
      if (share < MIN_SHARE || share > 1 - MIN_SHARE) continue;
      // The cut goes through the cleanest row of the gap, nearest its middle.
      const [gapStart, gapEnd] = [lines[i]![1], lines[i + 1]![0]];
      let at = gapStart;
      const middle = (gapStart + gapEnd - 1) / 2;
      for (let y = gapStart; y < gapEnd; y++) {
        if (rowInk[y]! < rowInk[at]! || (rowInk[y] === rowInk[at] && Math.abs(y - middle) < Math.abs(at - middle))) at = y;
      }
      candidates.push({ at, balance: Math.abs(share - 0.5), above: i });
    }
    candidates.sort((a, b) => a.balance - b.balance);
    // A thin "line" is a piece of one (the dots over a run of i's): cutting next to it could split letters.
    const isFullWidth = (line: [number, number]) => line[1] - line[0] >= lineHeight * THIN_LINE && !hasGutter(line);
    const found = candidates.find(({ above }) => isFullWidth(lines[above]!) && isFullWidth(lines[above + 1]!));
    return found && { axis: "row", at: found.at };
  }

  /** Whether a line has a blank stretch at least a gutter wide between ink on both sides. */
  function hasGutter([start, end]: [number, number]): boolean {
    let lastInk = -1;
    for (let x = 0; x < width; x++) {
      let inked = false;
      for (let y = start; y < end && !inked; y++) inked = isInkAt(x, y);
      if (!inked) continue;
      if (lastInk >= 0 && x - lastInk - 1 >= gutter) return true;
      lastInk = x;
    }
    return false;
  }
}

/** Half-open [start, end) runs of indexes whose value passes the test; interior: only runs with a failing value on both sides. */
function findRuns(values: Uint32Array, test: (value: number) => boolean, { interior = false } = {}): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= values.length; i++) {
    const passes = i < values.length && test(values[i]!);
    if (passes && start < 0) start = i;
    if (!passes && start >= 0) {
      if (!interior || (start > 0 && i < values.length)) runs.push([start, i]);
      start = -1;
    }
  }
  return runs;
}

function sumOf(values: Uint32Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i]!;
  return sum;
}
