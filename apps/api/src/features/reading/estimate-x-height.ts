/** Shapes shorter than this are specks (or text too small to read), not letters. */
const MIN_LETTER_HEIGHT = 4;
/** Fewer letter-like shapes than this and the image is not running text: no estimate. */
const MIN_VOTES = 20;

/**
 * The typical x-height (the height of "x", "a", "o") of the text in a
 * greyscale image, in pixels, or undefined when too few letter-like shapes
 * are found to tell.
 *
 * Ink is the minority side of an Otsu threshold (dark text on light paper, or
 * the reverse). Connected shapes of letter-like proportions (not wider than
 * twice their height, not thin rules) vote with their height, and the most
 * common height (within 10%) wins: in running text most letters have neither
 * ascender nor descender. Blurred or bold text reads a little high.
 */
export function estimateXHeight(grey: Uint8Array, width: number, height: number): number | undefined {
  if (width <= 0 || height <= 0 || grey.length < width * height) return undefined;
  const threshold = otsuThreshold(grey, width * height);
  let dark = 0;
  for (let i = 0; i < width * height; i++) if (grey[i]! <= threshold) dark++;
  const inkIsDark = dark * 2 <= width * height;
  const shapes = findShapes(grey, width, height, threshold, inkIsDark);

  const heights: number[] = [];
  for (let i = 0; i < shapes.count; i++) {
    const h = shapes.bottom[i]! - shapes.top[i]! + 1;
    const w = shapes.right[i]! - shapes.left[i]! + 1;
    if (h >= MIN_LETTER_HEIGHT && h * 2 < height && w <= 2 * h && w * 10 >= h) heights.push(h);
  }
  if (heights.length < MIN_VOTES) return undefined;

  let tallest = 0;
  for (const h of heights) tallest = Math.max(tallest, h);
  const counts = new Uint32Array(tallest + 2);
  for (const h of heights) counts[h]! += 1;
  const windowOf = (h: number) => Math.max(1, Math.round(h * 0.1));
  let best = 0;
  let mode = 0;
  for (let h = MIN_LETTER_HEIGHT; h <= tallest; h++) {
    let votes = 0;
    for (let k = Math.max(0, h - windowOf(h)); k <= Math.min(tallest, h + windowOf(h)); k++) votes += counts[k]!;
    if (votes > best) {
      best = votes;
      mode = h;
    }
  }
  if (best < MIN_VOTES) return undefined;
  let sum = 0;
  let votes = 0;
  for (let k = Math.max(0, mode - windowOf(mode)); k <= Math.min(tallest, mode + windowOf(mode)); k++) {
    sum += k * counts[k]!;
    votes += counts[k]!;
  }
  return sum / votes;
}

/** How many pixels have each grey level. */
export function greyHistogram(grey: Uint8Array, length = grey.length): Float64Array {
  const histogram = new Float64Array(256);
  for (let i = 0; i < length; i++) histogram[grey[i]!]! += 1;
  return histogram;
}

/** The grey level that best splits the histogram into two classes (Otsu's method). */
export function otsuThreshold(grey: Uint8Array, length = grey.length): number {
  const histogram = greyHistogram(grey, length);
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let bestSpread = -1;
  let threshold = 127;
  for (let level = 0; level < 255; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = length - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const spread = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (spread > bestSpread) {
      bestSpread = spread;
      threshold = level;
    }
  }
  return threshold;
}

/** Bounding boxes of ink shapes, one entry per shape (parallel arrays). */
type TShapes = { count: number; top: Int32Array; bottom: Int32Array; left: Int32Array; right: Int32Array };

/** The 8-connected ink shapes, joined run by run with union-find. */
function findShapes(grey: Uint8Array, width: number, height: number, threshold: number, inkIsDark: boolean): TShapes {
  let capacity = 1024;
  let parent = new Int32Array(capacity);
  let top = new Int32Array(capacity);
  let bottom = new Int32Array(capacity);
  let left = new Int32Array(capacity);
  let right = new Int32Array(capacity);
  let labels = 0;
  const grow = (array: Int32Array) => {
    const bigger = new Int32Array(capacity);
    bigger.set(array);
    return bigger;
  };
  const root = (label: number): number => {
    let at = label;
    while (parent[at] !== at) {
      parent[at] = parent[parent[at]!]!;
      at = parent[at]!;
    }
    return at;
  };
  // Runs of the previous and the current row, as [start, end, label] triples.
  let previous = new Int32Array(3 * (Math.ceil(width / 2) + 1));
  let current = new Int32Array(previous.length);
  let previousLength = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let currentLength = 0;
    let scan = 0;
    let x = 0;
    while (x < width) {
      if (inkIsDark) while (x < width && grey[row + x]! > threshold) x++;
      else while (x < width && grey[row + x]! <= threshold) x++;
      if (x >= width) break;
      const start = x;
      if (inkIsDark) while (x < width && grey[row + x]! <= threshold) x++;
      else while (x < width && grey[row + x]! > threshold) x++;
      const end = x - 1;
      // Runs above that touch this one, diagonals included, join its shape.
      while (scan < previousLength && previous[scan + 1]! < start - 1) scan += 3;
      let label = -1;
      for (let at = scan; at < previousLength && previous[at]! <= end + 1; at += 3) {
        const other = root(previous[at + 2]!);
        if (label === -1) label = other;
        else if (other !== label) {
          parent[other] = label;
          top[label] = Math.min(top[label]!, top[other]!);
          bottom[label] = Math.max(bottom[label]!, bottom[other]!);
          left[label] = Math.min(left[label]!, left[other]!);
          right[label] = Math.max(right[label]!, right[other]!);
        }
      }
      if (label === -1) {
        if (labels === capacity) {
          capacity *= 2;
          [parent, top, bottom, left, right] = [grow(parent), grow(top), grow(bottom), grow(left), grow(right)];
        }
        label = labels++;
        parent[label] = label;
        top[label] = y;
        left[label] = start;
        right[label] = end;
      } else {
        left[label] = Math.min(left[label]!, start);
        right[label] = Math.max(right[label]!, end);
      }
      bottom[label] = y;
      current[currentLength++] = start;
      current[currentLength++] = end;
      current[currentLength++] = label;
    }
    [previous, current] = [current, previous];
    previousLength = currentLength;
  }
  // Keep the roots only: every merged shape's box is its root's.
  let count = 0;
  for (let label = 0; label < labels; label++) {
    if (parent[label] !== label) continue;
    top[count] = top[label]!;
    bottom[count] = bottom[label]!;
    left[count] = left[label]!;
    right[count] = right[label]!;
    count++;
  }
  return { count, top, bottom, left, right };
}
