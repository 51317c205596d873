import type { TPracticeQuestion, TPracticeResponse } from "@mnemo/api-contract";
import type { TPracticePrompt } from "./practice-session.ts";

export const NO_ANSWER_TEXT = "No answer";

/** The learner's answer in words, one line per pair or place for matching and ordering. */
export function responseLines(prompt: TPracticePrompt, response: TPracticeResponse | null): string[] {
  if (!response) return [NO_ANSWER_TEXT];
  switch (prompt.format) {
    case "written":
    case "fill_in":
      return [response.format === "written" || response.format === "fill_in" ? response.text.trim() || NO_ANSWER_TEXT : NO_ANSWER_TEXT];
    case "multiple_choice":
      return [response.format === "multiple_choice" ? (prompt.options[response.choice] ?? NO_ANSWER_TEXT) : NO_ANSWER_TEXT];
    case "true_false":
      return [response.format === "true_false" ? (response.choice ? "True" : "False") : NO_ANSWER_TEXT];
    case "matching":
      if (response.format !== "matching") return [NO_ANSWER_TEXT];
      return prompt.left.map((left, i) => `${left} → ${prompt.right[response.pairs[i] ?? -1] ?? "(none)"}`);
    case "ordering":
      if (response.format !== "ordering") return [NO_ANSWER_TEXT];
      return response.order.map((index, place) => `${place + 1}. ${prompt.items[index] ?? ""}`);
  }
}

/** The right answer in words, the same way. */
export function rightAnswerLines(question: TPracticeQuestion): string[] {
  switch (question.format) {
    case "written":
    case "fill_in":
      return [question.answer];
    case "multiple_choice":
      return [question.options[question.correctIndex] ?? ""];
    case "true_false":
      return [question.isTrue ? "True" : "False", ...(!question.isTrue && question.correction ? [question.correction] : [])];
    case "matching":
      return question.left.map((left, i) => `${left} → ${question.right[question.answer[i] ?? -1] ?? ""}`);
    case "ordering":
      return question.answer.map((index, place) => `${place + 1}. ${question.items[index] ?? ""}`);
  }
}
