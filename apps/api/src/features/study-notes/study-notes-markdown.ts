import { decodeHtmlEntities, parseCitationHref, type TStudyNotesBlock } from "@mnemo/api-contract";
import type { TSection } from "../reading/document.ts";
import { escapeMarkdown, shorten } from "./markdown-text.ts";

export type TStudyNotesDocument = { title: string; blocks: readonly Pick<TStudyNotesBlock, "kind" | "title" | "markdown">[] };

/** A citation link as blocks hold it: `[p. 12](#cite-3-120-180)`, with the space before it. */
const CITATION_LINK = / ?\[([^\]\n]*)\]\((#cite-\d+-\d+-\d+)\)/g;
const DETAILS = /<details>\s*<summary>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/gi;
const QUOTE_LENGTH = 200;

/**
 * The whole notes as one Markdown document (docs/study-notes.md, "Exports"):
 * the title, then each block under its title, as the learner sees them (their
 * edits included). Citation links become numbered footnotes, listed at the
 * end as "p. 12: “the quote”" (one number per span, however often it is
 * cited); a folded self-check question becomes a "Q:" line and an "A:" line,
 * since a printed or pasted page cannot unfold anything.
 */
export function studyNotesMarkdown(notes: TStudyNotesDocument, sections: readonly TSection[]): string {
  const footnotes = new Map<string, { number: number; label: string }>();
  const cite = (label: string, href: string) => {
    let note = footnotes.get(href);
    if (!note) {
      note = { number: footnotes.size + 1, label };
      footnotes.set(href, note);
    }
    return `[^${note.number}]`;
  };
  const parts = [`# ${escapeMarkdown(notes.title)}`];
  for (const block of notes.blocks) {
    const body = unfoldQuestions(block.markdown).replace(CITATION_LINK, (_, label: string, href: string) => cite(label, href));
    if (block.kind !== "overview") parts.push(`## ${escapeMarkdown(block.title)}`);
    if (body.trim()) parts.push(body.trim());
  }
  if (footnotes.size > 0) {
    parts.push([...footnotes].map(([href, { number, label }]) => `[^${number}]: ${footnoteText(label, href, sections)}`).join("\n"));
  }
  return `${parts.join("\n\n")}\n`;
}

/** "p. 12: “quote”", the quote read from the source; just the label when the span is not in it (an edited citation). */
function footnoteText(label: string, href: string, sections: readonly TSection[]): string {
  const span = parseCitationHref(href);
  const section = span ? sections.find((candidate) => candidate.index === span.sectionIndex) : undefined;
  const quote = span && section && span.end <= section.text.length ? section.text.slice(span.start, span.end).trim() : "";
  const where = escapeMarkdown(label.trim()) || "Source";
  return quote ? `${where}: “${escapeMarkdown(shorten(quote, QUOTE_LENGTH))}”` : where;
}

/** `<details><summary>Q</summary>A</details>` as "**Q:** Q" and "**A:** A" paragraphs. */
function unfoldQuestions(markdown: string): string {
  return markdown.replace(DETAILS, (_, summary: string, answer: string) => {
    const question = decodeHtmlEntities(summary.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, ""))
      .split("\n")
      .map((line) => escapeMarkdown(line.trim()))
      .filter(Boolean)
      .join("\\\n");
    return `**Q:** ${question}\n\n**A:** ${answer.trim()}`;
  });
}
