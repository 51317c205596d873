/** A cloze card's text split into plain runs and deletions ({{c1::answer}} or {{c1::answer::hint}}). */
export type TClozeSegment = { kind: "text"; text: string } | { kind: "deletion"; answer: string; hint: string | null };

const CLOZE = /\{\{c\d+::(.*?)(?:::(.*?))?\}\}/g;

export function clozeSegments(text: string): TClozeSegment[] {
  const segments: TClozeSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CLOZE)) {
    if (match.index > last) segments.push({ kind: "text", text: text.slice(last, match.index) });
    segments.push({ kind: "deletion", answer: match[1] ?? "", hint: match[2]?.trim() ? match[2].trim() : null });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}
