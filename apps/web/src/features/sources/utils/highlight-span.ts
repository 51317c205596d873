/** A span of a source's text to highlight: its section's index and character offsets in that section's text. */
export type SourceSpan = { section: number; start: number; end: number };

/** A run of text, marked when it lies inside the highlighted span. */
export type TextPiece = { text: string; isMarked: boolean };

/**
 * The span a viewer URL asks for (`?section=2&start=10&end=40`), or null when
 * any part is missing or is not a whole number, or the span is empty: a
 * broken link shows the source without a highlight rather than an error.
 */
export function parseSourceSpan(params: URLSearchParams): SourceSpan | null {
  const section = wholeNumber(params.get("section"));
  const start = wholeNumber(params.get("start"));
  const end = wholeNumber(params.get("end"));
  if (section === null || start === null || end === null || end <= start) return null;
  return { section, start, end };
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * Cuts `text`, which starts at `offset` in its section's text, around the part
 * of the span [start, end) that falls in it. Offsets past the text are clamped,
 * so a span that no longer fits (the text was cut shorter) marks what remains;
 * pieces are never empty, and joined they give `text` back.
 */
export function splitAroundSpan(text: string, offset: number, span: { start: number; end: number } | null): TextPiece[] {
  if (text === "") return [];
  const from = span ? clamp(span.start - offset, 0, text.length) : 0;
  const to = span ? clamp(span.end - offset, 0, text.length) : 0;
  if (to <= from) return [{ text, isMarked: false }];
  const pieces: TextPiece[] = [
    { text: text.slice(0, from), isMarked: false },
    { text: text.slice(from, to), isMarked: true },
    { text: text.slice(to), isMarked: false },
  ];
  return pieces.filter((piece) => piece.text !== "");
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
