import { ZNoteSourceSchema, type TNoteContent, type TNoteFormat, type TStudyCard } from "@mnemo/api-contract";
import { noteHtmlToText } from "@/lib/note-html.ts";
import { hasShowableSource, type TNoteSource } from "@/lib/source-location.ts";
import { studyClozeParts, studyClozeSpoken } from "./study-cloze.ts";

const isText = (value: unknown): value is string => typeof value === "string";
const isTextList = (value: unknown, length?: number): value is string[] =>
  Array.isArray(value) && value.every(isText) && (length === undefined || value.length === length);

/**
 * A study card's content in its type's shape, or null when it does not have
 * that shape (the API sends content as a plain record). Checked by hand, not
 * by the contract's input schemas, so a stored card that a later rule would
 * refuse can still be studied.
 */
export function studyContent(card: Pick<TStudyCard, "type" | "content">): TNoteContent | null {
  const c = card.content;
  if (c.type !== card.type) return null;
  switch (card.type) {
    case "qna":
      return isText(c.question) && isText(c.answer) ? (c as TNoteContent) : null;
    case "manual":
      return isText(c.front) && isText(c.back) ? (c as TNoteContent) : null;
    case "clozedel":
      return isText(c.text) ? (c as TNoteContent) : null;
    case "concept_fact_list":
      return isText(c.concept) && isTextList(c.facts) ? (c as TNoteContent) : null;
    case "mcq":
      return isText(c.question) && isTextList(c.options, 4) && typeof c.correctIndex === "number"
        ? ({ explanation: "", ...c } as TNoteContent)
        : null;
    case "truefalse":
      return isText(c.statement) && typeof c.isTrue === "boolean" ? ({ correction: "", ...c } as TNoteContent) : null;
  }
}

/** The card's source when there is something to show (a quote or a file name). */
export function studySource(card: Pick<TStudyCard, "source">): TNoteSource | null {
  const parsed = ZNoteSourceSchema.safeParse(card.source);
  return parsed.success && hasShowableSource(parsed.data) ? parsed.data : null;
}

const LETTERS = ["A", "B", "C", "D"];

/** What the live region reads when a card is shown (question) or revealed (answer); an imported note's HTML as its words. */
export function spokenCard(content: TNoteContent, ord: number, side: "question" | "answer", format?: TNoteFormat): string {
  const text = spokenText(content, ord, side);
  return format === "html" ? noteHtmlToText(text) : text;
}

function spokenText(content: TNoteContent, ord: number, side: "question" | "answer"): string {
  const isAnswer = side === "answer";
  switch (content.type) {
    case "qna":
      return isAnswer ? content.answer : content.question;
    case "manual":
      return isAnswer ? content.back : content.front;
    case "clozedel":
      return studyClozeSpoken(studyClozeParts(content.text, ord), { isRevealed: isAnswer });
    case "concept_fact_list":
      return isAnswer ? content.facts.join(". ") : `${content.concept}. What do you know about it?`;
    case "mcq":
      return isAnswer
        ? `${LETTERS[content.correctIndex]}. ${content.options[content.correctIndex] ?? ""}. ${content.explanation}`.trim()
        : `${content.question} ${content.options.map((option, index) => `${LETTERS[index]}: ${option}.`).join(" ")}`;
    case "truefalse":
      return isAnswer ? `${content.isTrue ? "True" : "False"}. ${content.correction}`.trim() : `True or false? ${content.statement}`;
  }
}

/** Whether a pick on a multiple-choice or true/false card was right (True is pick 0, False pick 1). */
export function isCorrectPick(content: TNoteContent, pick: number): boolean | null {
  if (content.type === "mcq") return pick === content.correctIndex;
  if (content.type === "truefalse") return (pick === 0) === content.isTrue;
  return null;
}
