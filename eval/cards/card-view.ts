import { createHash } from "node:crypto";
import type { TCardDraft } from "../../apps/api/src/features/generation/types.ts";

/**
 * A generated card as a reviewer reads it: front, back, what its answer is,
 * and a stable id (from its content), so a grade stays with its card across
 * runs as long as the generator makes the same card.
 */
export type TCardContent = TCardDraft["content"];

export function cardId(content: TCardContent): string {
  return createHash("sha1").update(JSON.stringify(content)).digest("hex").slice(0, 10);
}

const CLOZE = /\{\{c(\d+)::(.*?)(?:::([^}]*))?\}\}/g;

/** The deletions of a cloze, in order: what the learner must recall. */
export function clozeAnswers(text: string): string[] {
  return [...text.matchAll(CLOZE)].map((match) => match[2] ?? "");
}

/** Front and back as plain text, the way the study screen shows them. */
export function faces(content: TCardContent): { front: string; back: string } {
  switch (content.type) {
    case "qna":
      return { front: content.question, back: content.answer };
    case "mcq":
      return {
        front: `${content.question}\n${content.options.map((option, i) => `  ${String.fromCharCode(65 + i)}. ${option}`).join("\n")}`,
        back: `${String.fromCharCode(65 + content.correctIndex)}. ${content.options[content.correctIndex] ?? ""}${content.explanation ? ` (${content.explanation})` : ""}`,
      };
    case "truefalse":
      return {
        front: `True or false? ${content.statement}`,
        back: content.isTrue ? "True" : `False. ${content.correction}`,
      };
    case "clozedel":
      return {
        front: content.text.replace(CLOZE, (_match, n: string, _answer: string, hint?: string) => `[c${n}${hint ? `: ${hint}` : ""} …]`),
        back: content.text.replace(CLOZE, "«$2»"),
      };
    case "concept_fact_list":
      return { front: content.concept, back: content.facts.map((fact) => `• ${fact}`).join("\n") };
  }
}

/** One line for a grade sheet: the card in brief. */
export function oneLine(content: TCardContent): string {
  const { front, back } = faces(content);
  return `${front.replace(/\s+/g, " ")} → ${back.replace(/\s+/g, " ")}`.slice(0, 300);
}

/** What the card asks the learner to know, which its source quote must contain. */
export function answersOf(content: TCardContent): string[] {
  switch (content.type) {
    case "qna":
      return [content.answer];
    case "mcq":
      return [content.options[content.correctIndex] ?? ""];
    case "truefalse":
      return [content.isTrue ? content.statement : content.correction];
    case "clozedel":
      return clozeAnswers(content.text);
    case "concept_fact_list":
      return content.facts;
  }
}
