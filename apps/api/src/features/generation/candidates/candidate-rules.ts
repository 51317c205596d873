import type { TOutline } from "@mnemo/api-contract";
import { createHash } from "node:crypto";
import type { TCardDraft } from "../types.ts";

/** Candidates at least this strong are ticked for adding by default. */
export const TICKED_STRENGTH = 0.5;

/** The texts a card asks and answers with, whatever its type. */
function cardTexts(content: TCardDraft["content"]): string[] {
  switch (content.type) {
    case "mcq":
      return [content.question, content.options[content.correctIndex] ?? ""];
    case "truefalse":
      return [content.statement, String(content.isTrue)];
    case "clozedel":
      return [content.text];
    case "concept_fact_list":
      return [content.concept, ...content.facts];
    case "qna":
      return [content.question, content.answer];
  }
}

/**
 * What a candidate is remembered by once dropped: its type and its generated text, lower-cased with
 * punctuation and spacing left out, hashed. The same card made again from the same source has the same key.
 */
export function candidateContentKey(content: TCardDraft["content"]): string {
  const text = cardTexts(content)
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim(),
    )
    .join("|");
  return createHash("sha256").update(`${content.type}:${text}`).digest("hex").slice(0, 32);
}

/**
 * How strong a card is judged, 0..1: the generator's own score when it gives one (a card made from the
 * outline's points), else from its shape:
 * a card asked for with "make cards anyway" (the generator judged it too weak), a long quote (a card
 * that leans on much of its text) or a long answer counts against it.
 */
export function candidateStrength(draft: TCardDraft, options: { relaxed: boolean }): number {
  const judged = draft.outline?.strength;
  if (typeof judged === "number" && Number.isFinite(judged)) return clamp(judged);
  let strength = 0.75;
  if (options.relaxed) strength -= 0.35;
  const quote = draft.source.end - draft.source.start;
  if (quote > 400) strength -= 0.2;
  else if (quote > 250) strength -= 0.1;
  const answer = cardTexts(draft.content).at(-1) ?? "";
  if (answer.length > 160) strength -= 0.15;
  return clamp(strength);
}

function clamp(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

/** The outline section a card belongs to: its title and place in the outline (review groups candidates by it). */
export type TCandidateSectionRef = { title: string; index: number };

/**
 * The outline section of a card: the one its maker gave it (a text learned by heart: its title), the one it was made from, else the section with a key point whose span holds the quote, else the
 * most specific section covering the quote's source section, else (no outline, or not covered) one named
 * after the quote's heading, page or slide, ordered after the outline's sections.
 */
export function candidateSection(
  outline: TOutline | null,
  draft: Pick<TCardDraft, "source" | "outline" | "section">,
): TCandidateSectionRef {
  const { source } = draft;
  if (draft.section) return { title: sectionTitle(draft.section.title, source), index: draft.section.index };
  const sections = outline?.sections ?? [];
  // A card made from the outline's points says which section it came from.
  const made = draft.outline?.section;
  if (made && made.index >= 0 && made.index < sections.length) return { title: sectionTitle(made.title, source), index: made.index };
  const byPoint = sections.findIndex((section) =>
    section.points.some((point) =>
      point.spans.some((span) => span.sectionIndex === source.sectionIndex && span.start < source.end && source.start < span.end),
    ),
  );
  if (byPoint >= 0) return { title: sectionTitle(sections[byPoint]!.title, source), index: byPoint };
  let best = -1;
  sections.forEach((section, index) => {
    if (section.sectionIndexes.includes(source.sectionIndex) && (best < 0 || section.level > sections[best]!.level)) best = index;
  });
  if (best >= 0) return { title: sectionTitle(sections[best]!.title, source), index: best };
  return { title: sectionTitle("", source), index: sections.length + source.sectionIndex };
}

function sectionTitle(title: string, source: TCardDraft["source"]): string {
  if (title.trim()) return title.trim();
  if (source.heading?.trim()) return source.heading.trim();
  if (source.slide !== undefined) return `Slide ${source.slide}`;
  if (source.page !== undefined) return `Page ${source.page}`;
  return source.sectionIndex === 0 ? "Your text" : `Part ${source.sectionIndex + 1}`;
}
