import type { TGeneratedCards } from "../../apps/api/src/features/generation/generate-cards.ts";
import type { TExtractedDocument } from "../../apps/api/src/features/generation/types.ts";
import { cardId, faces } from "./card-view.ts";
import { passesSourceCheck } from "./source-check.ts";

/**
 * One document's review sheet (Markdown): what went in, what the generator
 * said, and every card as the learner sees it, with the passage it quotes,
 * where that passage is, and the checks it passed. The cards the quality
 * gates dropped are listed at the end with their reason.
 */
const GATES = [
  "schema and length",
  "one fact",
  "answer not in the question",
  "self-contained",
  "a fact (not an instruction, aside or exercise)",
  "no extraction debris",
];

export function reviewSheet(input: {
  name: string;
  document: TExtractedDocument;
  result: TGeneratedCards;
  generator: string;
  types: string[];
  duplicates: Set<number>;
  ms: number;
}): string {
  const { name, document, result, generator, duplicates } = input;
  const byType = new Map<string, number>();
  for (const card of result.cards) byType.set(card.content.type, (byType.get(card.content.type) ?? 0) + 1);
  const sourceOk = result.cards.filter(passesSourceCheck).length;
  const droppedBy = new Map<string, number>();
  for (const { reason } of result.dropped) droppedBy.set(reason, (droppedBy.get(reason) ?? 0) + 1);
  const lines = [
    `# ${name}`,
    "",
    `- Generator: ${generator}; card types asked for: ${input.types.join(", ")}; ${Math.round(input.ms)} ms.`,
    `- Input: ${document.kind}, ${document.pageCount} pages, ${document.sections.length} sections, ${document.words.toLocaleString("en-GB")} words${document.sections.some((section) => section.ocr) ? ` (${document.sections.filter((section) => section.ocr).length} sections read by OCR)` : ""}.`,
    `- Cards: ${result.cards.length} (${[...byType].map(([type, count]) => `${type} ${count}`).join(", ") || "none"}); proposed ${result.proposed}, dropped by the quality gates ${result.dropped.length}${droppedBy.size ? ` (${[...droppedBy].map(([reason, count]) => `${reason} ${count}`).join(", ")})` : ""}.`,
    `- Coverage: ${result.coverage.pagesUsed} of ${result.coverage.pagesWithText} pages (or sections) with text gave cards.`,
    `- Notice to the learner: ${result.notice ?? "none"}`,
    `- Source check: ${sourceOk} of ${result.cards.length} quotes contain their card's answer; near-duplicates: ${duplicates.size}.`,
    "",
  ];
  result.cards.forEach((card, index) => {
    const { front, back } = faces(card.content);
    const where = [
      `section ${card.source.sectionIndex}`,
      card.source.page !== undefined ? `page ${card.source.page}` : undefined,
      card.source.slide !== undefined ? `slide ${card.source.slide}` : undefined,
      card.source.heading ? `heading "${card.source.heading}"` : undefined,
    ].filter(Boolean);
    const typeGates =
      card.content.type === "mcq" ? ["plausible distractors"] : card.content.type === "truefalse" ? ["valid true/false"] : [];
    lines.push(
      `## ${index + 1}. ${card.content.type} · \`${cardId(card.content)}\``,
      "",
      "**Front**",
      "",
      quoteBlock(front),
      "",
      "**Back**",
      "",
      quoteBlock(back),
      "",
      `**Source** (${where.join(", ")}): “${card.source.quote.replace(/\s+/g, " ")}”`,
      "",
      ...(card.outline
        ? [
            `**From the outline**: section "${card.outline.section.title}", strength ${card.outline.strength.toFixed(2)}, ${card.outline.ticked ? "**ticked** for adding by default" : "not ticked"}.`,
            "",
          ]
        : []),
      `**Checks passed**: ${[...GATES, ...typeGates, duplicates.has(index) ? undefined : "not a near-duplicate"].filter(Boolean).join(" · ")}; source quote contains the answer: ${passesSourceCheck(card) ? "yes" : "**no**"}.`,
      "",
    );
  });
  if (result.dropped.length > 0) {
    lines.push("## Dropped by the quality gates", "");
    for (const { reason, card } of result.dropped) {
      const { front, back } = faces(card.content);
      lines.push(`- **${reason}**: ${front.replace(/\s+/g, " ")} → ${back.replace(/\s+/g, " ")}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

function quoteBlock(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}
