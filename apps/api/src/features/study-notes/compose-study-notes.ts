import type { TOutline, TOutlinePoint, TOutlinePointKind, TOutlineSection, TOutlineTerm, TStudyNotesLength } from "@mnemo/api-contract";
import type { TInputKind, TSection } from "../reading/document.ts";
import { citationChip } from "./citation-chip.ts";
import { escapeHtmlText, escapeMarkdown, markdownLines, shorten } from "./markdown-text.ts";
import type { TSelfCheckCard } from "./self-check-cards.ts";
import { GLOSSARY_KEY, OVERVIEW_KEY, partKeys, SELF_CHECK_KEY, TIMELINE_KEY, type TComposedBlock } from "./study-notes-blocks.ts";

export type TComposeInput = {
  title: string;
  kind: TInputKind;
  /** Pages or slides as the source counts them (0 for text). */
  pages: number;
  words: number;
  /** The source's sections: where each citation chip points (page, slide or place). */
  sections: readonly TSection[];
  outline: TOutline;
  /** The source's cards as plain text, oldest first: the self-check questions. */
  cards: readonly TSelfCheckCard[];
  length: TStudyNotesLength;
};

/** A timeline is drawn from this many dated points on. */
export const TIMELINE_MIN_EVENTS = 3;

/** What each length keeps (docs/study-notes.md, "Lengths"). */
const LENGTHS = {
  brief: { points: 12, pointsPerPart: 2, examples: "none", terms: 10, cards: 5, termsInParts: false },
  // Every point of a lecture or a chapter; a long document's notes are condensed to what matters most rather than
  // growing as long as the document (a 23-page review's 179 points).
  standard: { points: 80, pointsPerPart: 12, examples: "folded", terms: Infinity, cards: 10, termsInParts: false },
  detailed: { points: Infinity, pointsPerPart: Infinity, examples: "all", terms: Infinity, cards: 20, termsInParts: true },
} as const satisfies Record<TStudyNotesLength, object>;

/**
 * Which points a brief part keeps first: what a point defines or states as a
 * rule outweighs a single fact, a step or a date; ties go to the earlier point.
 */
const KIND_WEIGHT: Record<TOutlinePointKind, number> = {
  definition: 3,
  formula: 3,
  cause_effect: 2,
  classification: 2,
  comparison: 2,
  claim_evidence: 2,
  fact: 1,
  process_step: 1,
  date_event: 1,
};

const EXAMPLE_FOLDED = 90;

/**
 * A source's outline as study notes (docs/study-notes.md): an overview, one
 * part per outline section with its key points, a glossary, a timeline when
 * three or more points are dated, and self-check questions from the source's
 * cards. Every bullet ends in its citation chip, a link to the point's first
 * span. Pure: the same input always gives the same blocks with the same keys.
 */
export function composeStudyNotes(input: TComposeInput): TComposedBlock[] {
  const length = LENGTHS[input.length];
  const { outline, sections } = input;
  const kept = keptPoints(outline.sections, length);
  const keys = partKeys(outline.sections.map((section) => section.title));
  const inline = length.termsInParts ? placeTerms(outline, kept) : null;
  const parts = outline.sections.map((section, position): TComposedBlock => {
    const bullets = kept[position]!.flatMap((point) => pointLines(point, sections, length.examples, inline?.bold.get(point)));
    for (const term of inline?.listed[position] ?? []) bullets.push(termLine(term, sections));
    return {
      key: keys[position]!,
      kind: "part",
      title: section.title || `Part ${position + 1}`,
      markdown: bullets.length > 0 ? bullets.join("\n") : "_Nothing to learn was found in this part._",
    };
  });
  const dated = outline.sections.flatMap((section) => section.points.filter((point) => point.kind === "date_event"));
  const cards = input.cards.slice(0, length.cards);
  return [
    { key: OVERVIEW_KEY, kind: "overview", title: "Overview", markdown: overview(input, dated.length, kept.flat().length) },
    ...parts,
    ...(outline.terms.length > 0
      ? [
          {
            key: GLOSSARY_KEY,
            kind: "glossary" as const,
            title: "Glossary",
            markdown: outline.terms
              .slice(0, length.terms)
              .map((term) => termLine(term, sections))
              .join("\n"),
          },
        ]
      : []),
    ...(dated.length >= TIMELINE_MIN_EVENTS
      ? [
          {
            key: TIMELINE_KEY,
            kind: "timeline" as const,
            title: "Timeline",
            markdown: dated.map((point) => `- ${escapeMarkdown(point.text)}${citationChip(point.spans[0], sections)}`).join("\n"),
          },
        ]
      : []),
    ...(cards.length > 0
      ? [{ key: SELF_CHECK_KEY, kind: "self_check" as const, title: "Check yourself", markdown: cards.map(selfCheck).join("\n\n") }]
      : []),
  ];
}

/** A key term in bold with its definition and where the source defines it. */
function termLine(term: TOutlineTerm, sections: readonly TSection[]): string {
  return `- **${escapeMarkdown(term.term)}**: ${escapeMarkdown(term.definition)}${citationChip(term.spans[0], sections)}`;
}

/**
 * A point's bullet; a standard note folds its first example in, a detailed one
 * lists every example under it. `bold`: the stretch of the text that names a
 * key term, shown in bold.
 */
function pointLines(
  point: TOutlinePoint,
  sections: readonly TSection[],
  examples: "none" | "folded" | "all",
  bold?: { start: number; end: number },
): string[] {
  const chip = citationChip(point.spans[0], sections);
  const text = bold
    ? `${escapeMarkdown(point.text.slice(0, bold.start))}**${escapeMarkdown(point.text.slice(bold.start, bold.end))}**${escapeMarkdown(point.text.slice(bold.end))}`
    : escapeMarkdown(point.text);
  const first = point.examples[0];
  if (examples === "folded" && first)
    return [`- ${text} (e.g. ${escapeMarkdown(shorten(exampleText(first.text), EXAMPLE_FOLDED))})${chip}`];
  const lines = [`- ${text}${chip}`];
  if (examples === "all") {
    for (const example of point.examples)
      lines.push(`  - _Example:_ ${escapeMarkdown(exampleText(example.text))}${citationChip(example.spans[0], sections)}`);
  }
  return lines;
}

/** An example without the words that announced it in the source ("For example, muscle cells…" reads "Muscle cells…" after "Example:"). */
function exampleText(text: string): string {
  const bare = text.replace(/^(for (example|instance)|e\.\s?g\.|such as|as an example)[,:]?\s+/i, "");
  return bare ? bare[0]!.toUpperCase() + bare.slice(1) : text;
}

/**
 * Where detailed notes show each key term: in bold in the first kept point
 * that names it (its definition is usually that point), else as a bullet of
 * its own with its definition in the part its quote is in (the part with a
 * point quoted nearest before it in the same source section), else in the
 * first part.
 */
function placeTerms(outline: TOutline, kept: readonly TOutlinePoint[][]) {
  const bold = new Map<TOutlinePoint, { start: number; end: number }>();
  const listed = kept.map(() => [] as TOutlineTerm[]);
  for (const term of outline.terms) {
    const named = kept.flat().find((point) => !bold.has(point) && termAt(point.text, term.term) !== null);
    if (named) {
      bold.set(named, termAt(named.text, term.term)!);
      continue;
    }
    const span = term.spans[0]!;
    let part = 0;
    let nearest = -1;
    outline.sections.forEach((section, position) => {
      for (const point of section.points) {
        const start = point.spans[0]!.start;
        if (point.spans[0]!.sectionIndex === span.sectionIndex && start <= span.start && start > nearest) {
          nearest = start;
          part = position;
        }
      }
    });
    if (nearest < 0)
      part = Math.max(
        0,
        outline.sections.findIndex((section) => section.sectionIndexes.includes(span.sectionIndex)),
      );
    listed[part]?.push(term);
  }
  return { bold, listed };
}

/** Where `text` names `term` as whole words, in any case; null when it does not. */
function termAt(text: string, term: string): { start: number; end: number } | null {
  const escaped = term.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!escaped) return null;
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * The points each part keeps. Standard and detailed keep them all; brief
 * keeps each part's most important point, then a second one per part while
 * the notes stay about a page long, each part's in the source's order.
 */
function keptPoints(parts: readonly TOutlineSection[], length: (typeof LENGTHS)[TStudyNotesLength]): TOutlinePoint[][] {
  if (length.points === Infinity) return parts.map((part) => [...part.points]);
  const ranked = parts.map((part) =>
    part.points
      .map((point, order) => ({ point, order }))
      .sort((a, b) => KIND_WEIGHT[b.point.kind] - KIND_WEIGHT[a.point.kind] || a.order - b.order),
  );
  const chosen = ranked.map(() => [] as { point: TOutlinePoint; order: number }[]);
  let budget = length.points;
  for (let round = 0; round < length.pointsPerPart; round++) {
    ranked.forEach((candidates, part) => {
      const next = candidates[round];
      // Every part gets its first point even past the budget: a part with nothing would say nothing.
      if (next && (round === 0 || budget > 0)) {
        chosen[part]!.push(next);
        budget -= 1;
      }
    });
  }
  return chosen.map((points) => points.sort((a, b) => a.order - b.order).map(({ point }) => point));
}

const KIND_NAMES: Record<TInputKind, string> = {
  text: "text",
  pdf: "PDF",
  docx: "Word document",
  pptx: "slide deck",
  image: "scan",
};

/** What the source is and covers, from the outline alone (no model): its size, its parts, what it teaches. */
function overview(input: TComposeInput, dated: number, shown: number): string {
  const { outline, kind, pages, words } = input;
  const size =
    kind === "pptx" && pages > 0
      ? `A ${pages}-slide deck`
      : kind !== "text" && pages > 0
        ? `A ${pages}-page ${KIND_NAMES[kind]}`
        : `A ${KIND_NAMES[kind]} of ${words.toLocaleString("en-GB")} words`;
  const titles = outline.sections.map((section, position) => section.title || `Part ${position + 1}`);
  const points = outline.sections.reduce((total, section) => total + section.points.length, 0);
  if (points === 0) return `${size}. No key points were found in it.`;
  const parts =
    titles.length === 1 ? `on ${escapeMarkdown(titles[0]!)}` : `in ${titles.length} parts: ${listOf(titles.map(escapeMarkdown))}`;
  const teaches = [
    plural(points, "key point"),
    ...(outline.terms.length > 0 ? [plural(outline.terms.length, "key term")] : []),
    ...(dated >= TIMELINE_MIN_EVENTS ? [plural(dated, "dated event")] : []),
  ];
  // Brief and condensed notes say what they leave out, and where it is.
  const condensed = shown < points ? ` These notes keep the ${shown} that matter most; the detailed notes have them all.` : "";
  return `${size} ${parts}.\n\nIt teaches ${listOf(teaches)}.${condensed}`;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** A card as a question whose answer is folded away until the learner opens it. */
function selfCheck(card: TSelfCheckCard): string {
  const question = card.question
    .split("\n")
    .map((line) => escapeHtmlText(line.trim()))
    .filter(Boolean)
    .join("<br>");
  return `<details><summary>${question}</summary>\n\n${markdownLines(card.answer)}\n\n</details>`;
}
