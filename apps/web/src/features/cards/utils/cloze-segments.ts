import { parseCloze } from "@mnemo/api-contract";

/** A cloze card's text split into plain runs and deletions ({{c1::answer}} or {{c1::answer::hint}}). */
export type TClozeSegment = { kind: "text"; text: string } | { kind: "deletion"; answer: string; hint: string | null };

export function clozeSegments(text: string): TClozeSegment[] {
  return parseCloze(text).segments.map((segment) =>
    segment.kind === "text" ? segment : { kind: "deletion", answer: segment.answer, hint: segment.hint },
  );
}
