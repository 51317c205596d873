import {
  clozeAnswerText,
  MAX_CONCEPT_TEXT,
  MAX_FACT_TEXT,
  MAX_FACTS,
  MAX_OPTION_TEXT,
  MAX_TEXT as MAX_CARD_TEXT,
  type TNoteContent,
  type TNoteType,
} from "@mnemo/api-contract";
import { clozeProblem } from "./cloze-edit.ts";

/**
 * What the card form holds while someone writes a card of any type, and the
 * check before it is sent, with the server's own messages (ZNoteContentSchema
 * in packages/api-contract/src/notes.ts). The checks are written out rather
 * than the schema imported, so the form ships no zod; the limits are the
 * contract's own (cards/card-limits.ts, without zod); card-draft.test.ts checks
 * both refuse the same drafts.
 */
export { MAX_CARD_TEXT, MAX_CONCEPT_TEXT, MAX_FACT_TEXT, MAX_FACTS, MAX_OPTION_TEXT };
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

export type TCardDraft =
  | { type: "mcq"; question: string; options: [string, string, string, string]; correctIndex: number | null; explanation: string }
  | { type: "truefalse"; statement: string; isTrue: boolean; correction: string }
  | { type: "clozedel"; text: string }
  | { type: "concept_fact_list"; concept: string; facts: string[] }
  | { type: "qna"; question: string; answer: string }
  | { type: "manual"; front: string; back: string };

/** Errors keyed by field: `question`, `options.2`, `facts.0`, `facts` (the list as a whole), … */
export type TCardErrors = Record<string, string>;

export function emptyDraft(type: TNoteType): TCardDraft {
  switch (type) {
    case "mcq":
      return { type, question: "", options: ["", "", "", ""], correctIndex: null, explanation: "" };
    case "truefalse":
      return { type, statement: "", isTrue: true, correction: "" };
    case "clozedel":
      return { type, text: "" };
    case "concept_fact_list":
      return { type, concept: "", facts: [""] };
    case "qna":
      return { type, question: "", answer: "" };
    case "manual":
      return { type, front: "", back: "" };
  }
}

export function draftFromContent(content: TNoteContent): TCardDraft {
  switch (content.type) {
    case "mcq": {
      const [a = "", b = "", c = "", d = ""] = content.options;
      return { ...content, options: [a, b, c, d] };
    }
    case "concept_fact_list":
      return { ...content, facts: content.facts.length > 0 ? [...content.facts] : [""] };
    default:
      return { ...content };
  }
}

/** The draft's main prompt and answer, so switching type keeps what was already typed. */
function promptAndAnswer(draft: TCardDraft): { prompt: string; answer: string } {
  switch (draft.type) {
    case "mcq":
      return { prompt: draft.question, answer: draft.explanation };
    case "truefalse":
      return { prompt: draft.statement, answer: draft.correction };
    case "clozedel":
      // The sentence as it reads once answered: the gap syntax means nothing to other types.
      return { prompt: clozeAnswerText(draft.text), answer: "" };
    case "concept_fact_list":
      return { prompt: draft.concept, answer: draft.facts.filter((fact) => fact.trim() !== "").join("\n") };
    case "qna":
      return { prompt: draft.question, answer: draft.answer };
    case "manual":
      return { prompt: draft.front, answer: draft.back };
  }
}

export function switchDraftType(draft: TCardDraft, type: TNoteType): TCardDraft {
  if (draft.type === type) return draft;
  const { prompt, answer } = promptAndAnswer(draft);
  const next = emptyDraft(type);
  switch (next.type) {
    case "mcq":
      return { ...next, question: prompt, explanation: answer };
    case "truefalse":
      return { ...next, statement: prompt, correction: answer };
    case "clozedel":
      return { ...next, text: prompt };
    case "concept_fact_list":
      return { ...next, concept: prompt.split("\n")[0] ?? "", facts: answer ? answer.split("\n") : [""] };
    case "qna":
      return { ...next, question: prompt, answer };
    case "manual":
      return { ...next, front: prompt, back: answer };
  }
}

function required(label: string, value: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `${label} is required.`;
  if (trimmed.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

function optional(label: string, value: string, max: number): string | undefined {
  return value.trim().length > max ? `${label} must be at most ${max} characters.` : undefined;
}

/** Facts left blank are dropped rather than refused: an empty row is just room to type. */
function filledFacts(facts: readonly string[]): string[] {
  return facts.map((fact) => fact.trim()).filter((fact) => fact !== "");
}

export function validateCardDraft(draft: TCardDraft): TCardErrors {
  const errors: TCardErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  switch (draft.type) {
    case "mcq":
      set("question", required("Question", draft.question, MAX_CARD_TEXT));
      draft.options.forEach((option, index) =>
        set(`options.${index}`, required(`Option ${OPTION_LETTERS[index]}`, option, MAX_OPTION_TEXT)),
      );
      if (draft.correctIndex === null) set("correctIndex", "Choose the correct option.");
      set("explanation", optional("Explanation", draft.explanation, MAX_CARD_TEXT));
      break;
    case "truefalse":
      set("statement", required("Statement", draft.statement, MAX_CARD_TEXT));
      set("correction", optional("Correction", draft.correction, MAX_CARD_TEXT));
      break;
    case "clozedel":
      set("text", required("Text", draft.text, MAX_CARD_TEXT) ?? clozeProblem(draft.text) ?? undefined);
      break;
    case "concept_fact_list": {
      set("concept", required("Concept", draft.concept, MAX_CONCEPT_TEXT));
      draft.facts.forEach((fact, index) => set(`facts.${index}`, optional(`Fact ${index + 1}`, fact, MAX_FACT_TEXT)));
      const count = filledFacts(draft.facts).length;
      if (count === 0) set("facts", "Add at least one fact.");
      else if (count > MAX_FACTS) set("facts", `At most ${MAX_FACTS} facts.`);
      break;
    }
    case "qna":
      set("question", required("Question", draft.question, MAX_CARD_TEXT));
      set("answer", required("Answer", draft.answer, MAX_CARD_TEXT));
      break;
    case "manual":
      set("front", required("Front", draft.front, MAX_CARD_TEXT));
      set("back", required("Back", draft.back, MAX_CARD_TEXT));
      break;
  }
  return errors;
}

export function hasCardErrors(errors: TCardErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The content to send, trimmed as the server would; call only once `validateCardDraft` found nothing. */
export function contentFromDraft(draft: TCardDraft): TNoteContent {
  switch (draft.type) {
    case "mcq":
      return {
        type: "mcq",
        question: draft.question.trim(),
        options: draft.options.map((option) => option.trim()),
        correctIndex: draft.correctIndex ?? 0,
        explanation: draft.explanation.trim(),
      };
    case "truefalse":
      return { type: "truefalse", statement: draft.statement.trim(), isTrue: draft.isTrue, correction: draft.correction.trim() };
    case "clozedel":
      return { type: "clozedel", text: draft.text.trim() };
    case "concept_fact_list":
      return { type: "concept_fact_list", concept: draft.concept.trim(), facts: filledFacts(draft.facts) };
    case "qna":
      return { type: "qna", question: draft.question.trim(), answer: draft.answer.trim() };
    case "manual":
      return { type: "manual", front: draft.front.trim(), back: draft.back.trim() };
  }
}

/** Field names in the order they appear in the form, so focus goes to the first one with an error. */
export function draftFieldOrder(draft: TCardDraft): string[] {
  switch (draft.type) {
    case "mcq":
      return ["question", "options.0", "options.1", "options.2", "options.3", "correctIndex", "explanation"];
    case "truefalse":
      return ["statement", "correction"];
    case "clozedel":
      return ["text"];
    case "concept_fact_list":
      return ["concept", ...draft.facts.map((_fact, index) => `facts.${index}`), "facts"];
    case "qna":
      return ["question", "answer"];
    case "manual":
      return ["front", "back"];
  }
}
