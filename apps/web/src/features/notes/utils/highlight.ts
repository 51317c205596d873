export type TextSegment = { text: string; isMatch: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits `text` around every case-insensitive occurrence of `query`, so the
 * matches can be marked. An empty query gives the whole text, unmarked.
 */
export function highlightSegments(text: string, query: string): TextSegment[] {
  const needle = query.trim();
  if (!needle || !text) return text ? [{ text, isMatch: false }] : [];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(escapeRegExp(needle), "giu"))) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), isMatch: false });
    segments.push({ text: match[0], isMatch: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isMatch: false });
  return segments;
}
