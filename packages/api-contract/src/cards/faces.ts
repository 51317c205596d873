import type { TNoteContent } from "../notes.ts";
import { clozeAnswerText, clozePromptText, parseCloze } from "./cloze.ts";

/**
 * The two sides of every card type, as plain text and as safe HTML (every
 * character a person wrote is escaped; only our own tags remain), and the
 * text a search or a duplicate check reads. Used by the browser's lists and
 * previews and by the server's exports alike.
 */
export type TCardFaces = { front: string; back: string };

const LETTERS = ["A", "B", "C", "D"];

/** Every card type reduced to a question side and an answer side. `cloze`: which cloze number's card (default all gaps). */
export function cardFaces(content: TNoteContent, { cloze }: { cloze?: number } = {}): TCardFaces {
  switch (content.type) {
    case "manual":
      return { front: content.front, back: content.back };
    case "qna":
      return { front: content.question, back: content.answer };
    case "mcq": {
      const options = content.options.map((option, index) => `${LETTERS[index]}. ${option}`).join("\n");
      const answer = `${LETTERS[content.correctIndex]}. ${content.options[content.correctIndex] ?? ""}`;
      return { front: `${content.question}\n${options}`, back: joinLines(answer, content.explanation) };
    }
    case "truefalse":
      return { front: content.statement, back: joinLines(content.isTrue ? "True" : "False", content.correction) };
    case "clozedel":
      return { front: clozePromptText(content.text, cloze === undefined ? {} : { number: cloze }), back: clozeAnswerText(content.text) };
    case "concept_fact_list":
      return { front: content.concept, back: content.facts.map((fact) => `• ${fact}`).join("\n") };
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const html = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

/**
 * The same sides as HTML safe to insert into a page: the person's text is
 * escaped; cloze gaps become `<span class="cloze">` (hidden: "[…]" or the
 * hint; shown: the answer), line breaks `<br>`.
 */
export function cardFacesHtml(content: TNoteContent, { cloze }: { cloze?: number } = {}): TCardFaces {
  if (content.type !== "clozedel") {
    const faces = cardFaces(content);
    return { front: html(faces.front), back: html(faces.back) };
  }
  const render = (reveal: boolean) =>
    parseCloze(content.text)
      .segments.map((segment) => {
        if (segment.kind === "text") return html(segment.text);
        const hidden = cloze === undefined || segment.number === cloze;
        if (!hidden) return html(clozeAnswerText(segment.inner));
        return `<span class="cloze">${html(reveal ? segment.answer : segment.hint ? `[${segment.hint}]` : "[…]")}</span>`;
      })
      .join("");
  return { front: render(false), back: render(true) };
}

/**
 * The text a search looks in: every field a person reads, one per line (so a
 * match never spans two fields), cloze markup dropped but answers and hints
 * kept ("{{c1::Paris::city}}" reads "Paris city"). The notes search computes
 * the same in SQL (features/notes/search-notes.ts); a test holds them equal.
 */
export function searchableText(content: TNoteContent): string {
  const c = content as Partial<Record<string, unknown>>;
  const field = (value: unknown) => (typeof value === "string" ? value : null);
  const list = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.join("\n") : null);
  const cloze = field(c.text);
  return [
    field(c.question),
    field(c.answer),
    field(c.explanation),
    field(c.front),
    field(c.back),
    field(c.statement),
    field(c.correction),
    field(c.concept),
    cloze === null
      ? null
      : cloze
          .replace(/\{\{c[0-9]+::/g, "")
          .replaceAll("}}", "")
          .replaceAll("::", " "),
    list(c.options),
    list(c.facts),
  ]
    .filter((value): value is string => value !== null)
    .join("\n");
}

function joinLines(...lines: string[]): string {
  return lines.filter((line) => line.trim() !== "").join("\n");
}
