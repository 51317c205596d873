/**
 * Text over the plan's character limit, made to fit: the first part of it cut
 * at a sentence (or word) end, or the whole of it split into parts that each
 * fit, at paragraph, then sentence, then word boundaries. Lengths are counted
 * as the server counts them (`text.trim().length`, UTF-16 units), so every
 * part the browser sends is one the server accepts. Each part is a verbatim
 * slice of the text: nothing is rewritten, nothing is left out.
 */

/** A piece of the text, `[start, end)`, with no whitespace at either end. */
type TSpan = { start: number; end: number };

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

const spanLength = (span: TSpan) => span.end - span.start;

/** The non-blank stretches of `text` within `within`, split where `separator` matches. */
function spansBetween(text: string, within: TSpan, separator: RegExp): TSpan[] {
  const spans: TSpan[] = [];
  const slice = text.slice(within.start, within.end);
  let from = 0;
  for (const match of slice.matchAll(separator)) {
    pushTrimmed(text, spans, within.start + from, within.start + match.index);
    from = match.index + match[0].length;
  }
  pushTrimmed(text, spans, within.start + from, within.end);
  return spans;
}

function pushTrimmed(text: string, spans: TSpan[], start: number, end: number) {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  if (end > start) spans.push({ start, end });
}

function paragraphs(text: string, within: TSpan): TSpan[] {
  return spansBetween(text, within, /\n[^\S\n]*\n\s*/g);
}

function sentences(text: string, within: TSpan): TSpan[] {
  const spans: TSpan[] = [];
  for (const segment of sentenceSegmenter.segment(text.slice(within.start, within.end))) {
    const start = within.start + segment.index;
    pushTrimmed(text, spans, start, start + segment.segment.length);
  }
  return spans;
}

function words(text: string, within: TSpan): TSpan[] {
  return spansBetween(text, within, /\s+/g);
}

/** A word longer than the limit (a URL, a run of symbols): cut into pieces, never inside a surrogate pair. */
function pieces(text: string, within: TSpan, limit: number): TSpan[] {
  const spans: TSpan[] = [];
  let start = within.start;
  while (start < within.end) {
    let end = Math.min(start + limit, within.end);
    const last = text.charCodeAt(end - 1);
    if (end < within.end && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end -= 1;
    spans.push({ start, end });
    start = end;
  }
  return spans;
}

/** The text as pieces no longer than `limit`, each as large as the coarsest boundary allows. */
function units(text: string, limit: number): TSpan[] {
  const levels = [paragraphs, sentences, words];
  const split = (span: TSpan, level: number): TSpan[] => {
    if (spanLength(span) <= limit) return [span];
    const finer = levels[level];
    if (!finer) return pieces(text, span, limit);
    const parts = finer(text, span);
    // A boundary that does not divide this span (one long sentence, say) hands it to the next level.
    return (parts.length > 1 ? parts : [span]).flatMap((part) => split(part, level + 1));
  };
  return paragraphs(text, { start: 0, end: text.length }).flatMap((paragraph) => split(paragraph, 1));
}

/** Consecutive units packed into parts of at most `budget` characters (from the first unit's start to the last's end). */
function pack(spans: TSpan[], budget: number): TSpan[] {
  const parts: TSpan[] = [];
  for (const span of spans) {
    const current = parts.at(-1);
    if (current && span.end - current.start <= budget) current.end = span.end;
    else parts.push({ ...span });
  }
  return parts;
}

/**
 * The whole text as parts of at most `limit` characters each (trimmed), in
 * order, as few as possible and of even size: 2,500 characters under a
 * 2,000 limit become two parts of about 1,250, not 2,000 and 500.
 */
export function splitIntoParts(text: string, limit: number): string[] {
  if (limit < 1) throw new RangeError("limit must be at least 1");
  const trimmed = text.trim();
  if (trimmed.length === 0) return [];
  if (trimmed.length <= limit) return [trimmed];
  const spans = units(text, limit);
  const fewest = pack(spans, limit).length;
  const total = spans.at(-1)!.end - spans[0]!.start;
  // The smallest budget that still needs no more parts than the limit itself: parts as even as the boundaries allow.
  let parts = pack(spans, limit);
  for (let budget = Math.ceil(total / fewest); budget < limit; budget += Math.max(1, Math.ceil(limit / 50))) {
    const even = pack(spans, budget);
    if (even.length === fewest) {
      parts = even;
      break;
    }
  }
  return parts.map((part) => text.slice(part.start, part.end));
}

/** How many parts `splitIntoParts` would make. */
export function countParts(text: string, limit: number): number {
  return splitIntoParts(text, limit).length;
}

/**
 * The start of the text, at most `limit` characters (trimmed), ending where a
 * sentence ends; if that would keep less than half, where a word ends; a text
 * with no such place is cut at the limit.
 */
export function cutToLimit(text: string, limit: number): string {
  if (limit < 1) throw new RangeError("limit must be at least 1");
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const within = (spans: TSpan[]) => spans.filter((span) => span.end <= limit).at(-1)?.end ?? 0;
  const whole: TSpan = { start: 0, end: trimmed.length };
  const sentenceEnd = within(paragraphs(trimmed, whole).flatMap((paragraph) => sentences(trimmed, paragraph)));
  if (sentenceEnd >= limit / 2) return trimmed.slice(0, sentenceEnd);
  const wordEnd = within(words(trimmed, whole));
  if (wordEnd > 0) return trimmed.slice(0, wordEnd);
  return trimmed.slice(0, pieces(trimmed, whole, limit)[0]!.end);
}
