import type { TNoteContent } from "@mnemo/api-contract";

export type CardFaces = { front: string; back: string };

const CLOZE = /\{\{c\d+::(.*?)(?:::(.*?))?\}\}/g;
const LETTERS = ["A", "B", "C", "D"];

/** Every card type reduced to a question side and an answer side, for lists and previews. */
export function cardFaces(content: TNoteContent): CardFaces {
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
      return {
        front: content.text.replace(CLOZE, (_match, _answer: string, hint?: string) => (hint ? `[${hint}]` : "[…]")),
        back: content.text.replace(CLOZE, (_match, answer: string) => answer),
      };
    case "concept_fact_list":
      return { front: content.concept, back: content.facts.map((fact) => `• ${fact}`).join("\n") };
  }
}

function joinLines(...lines: string[]): string {
  return lines.filter((line) => line.trim() !== "").join("\n");
}
