import type { TOutline } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../../apps/api/src/features/reading/document.ts";
import { where } from "./outline-view.ts";

/**
 * One document's review sheet (Markdown): its sections with every point
 * (id, kind, where, the point and the quote it stands on), the examples
 * attached to each point, the key terms and what was left out.
 */
export function outlineSheet(input: {
  name: string;
  document: TExtractedDocument;
  outline: TOutline;
  ms: { extract: number; analysis: number; outline: number };
}): string {
  const { name, document, outline } = input;
  const points = outline.sections.reduce((sum, section) => sum + section.points.length, 0);
  const examples = outline.sections.reduce((sum, section) => sum + section.points.reduce((n, point) => n + point.examples.length, 0), 0);
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
  const lines = [
    `# ${name}`,
    "",
    `- Analyser: ${outline.analyser}; extraction ${Math.round(input.ms.extract)} ms, analysis ${Math.round(input.ms.analysis)} ms, outline ${Math.round(input.ms.outline)} ms.`,
    `- Input: ${document.kind}, ${document.pageCount} pages, ${document.sections.length} sections, ${document.words.toLocaleString("en-GB")} words.`,
    `- Outline: ${outline.sections.length} sections, ${points} points, ${examples} examples, ${outline.terms.length} terms.`,
    `- Left out: ${Object.entries(outline.left_out)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(", ")}.`,
    "",
  ];
  for (const section of outline.sections) {
    lines.push(
      `${"#".repeat(Math.min(section.level + 1, 6))} ${section.title || "(untitled)"} (${where(
        document,
        section.sectionIndexes.map((sectionIndex) => ({ sectionIndex, start: 0, end: 0, quote: "" })),
      )})`,
      "",
    );
    for (const point of section.points) {
      lines.push(`- **${point.id}** [${point.kind}] (${where(document, point.spans)}) ${oneLine(point.text)}`);
      const quote = point.spans.map((span) => oneLine(span.quote)).join(" … ");
      if (quote !== oneLine(point.text)) lines.push(`  > ${quote}`);
      point.examples.forEach((example, at) =>
        lines.push(`  - *example ${point.id}.e${at + 1}* (${where(document, example.spans)}) ${oneLine(example.text)}`),
      );
    }
    lines.push("");
  }
  if (outline.terms.length > 0) {
    lines.push("## Terms", "");
    for (const term of outline.terms)
      lines.push(`- **${oneLine(term.term)}**: ${oneLine(term.definition)} (${where(document, term.spans)})`);
    lines.push("");
  }
  return lines.join("\n");
}
