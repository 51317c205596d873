import { clozeAnswerText, parseCloze } from "@mnemo/api-contract";

/** A run of a cloze card as studied: plain text, or one of this card's gaps. */
export type TStudyClozePart = { kind: "text"; text: string } | { kind: "gap"; answer: string; hint: string | null };

/** The cloze number a card of a cloze note hides: ord N-1 studies cN (docs/glossary.md, "ord"). */
export function clozeNumberOf(ord: number): number {
  return ord + 1;
}

/**
 * The text of one cloze card: the gaps numbered like this card (cloze number
 * `ord + 1`) are gaps, every other deletion reads as its answer, with any of
 * this card's gaps nested inside it still hidden. Neighbouring text merges.
 */
export function studyClozeParts(text: string, ord: number): TStudyClozePart[] {
  const number = clozeNumberOf(ord);
  const parts: TStudyClozePart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  const walk = (source: string) => {
    for (const segment of parseCloze(source).segments) {
      if (segment.kind === "text") pushText(segment.text);
      else if (segment.number === number) parts.push({ kind: "gap", answer: segment.answer, hint: segment.hint });
      else if (segment.inner.includes("{{")) walk(segment.inner);
      else pushText(clozeAnswerText(segment.inner));
    }
  };
  walk(text);
  return parts;
}

/** The card as a sentence for a screen reader: gaps read "blank" (with the hint), or their answers once revealed. */
export function studyClozeSpoken(parts: readonly TStudyClozePart[], { isRevealed }: { isRevealed: boolean }): string {
  return parts
    .map((part) => {
      if (part.kind === "text") return part.text;
      if (isRevealed) return part.answer;
      return part.hint ? `(blank, hint: ${part.hint})` : "(blank)";
    })
    .join("");
}
