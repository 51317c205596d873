import { gradeWritten } from "./grade-written.ts";
import type { TGradeLayer, TPracticeQuestion, TPracticeResponse } from "./practice-types.ts";

/** A response's grade, as the server stores it on its answer row and the browser's playground keeps it. */
export type TResponseGrade = {
  correct: boolean;
  /** Written and fill-in answers: the layer that accepted it; null when none did, and for the other formats. */
  layer: TGradeLayer | null;
  /** The accepted answer that layer matched (for "typo", the one to check the spelling against). */
  matched: string | null;
  /** The question's cards this response missed (matching: only its wrong pairs' cards). */
  missedCardIds: string[];
};

/**
 * Why a response does not fit its question (another format, an option that is not there, a matching or an order of
 * the wrong length), in the learner's words; null when it fits. The server refuses such a response with 400 rather
 * than grade it; gradeResponse grades it wrong.
 */
export function responseMismatch(question: TPracticeQuestion, response: TPracticeResponse): string | null {
  if (question.format !== response.format) {
    return `This question is ${question.format.replace("_", " ")}; the answer sent was ${response.format.replace("_", " ")}.`;
  }
  switch (question.format) {
    case "multiple_choice": {
      const { choice } = response as Extract<TPracticeResponse, { format: "multiple_choice" }>;
      return choice >= question.options.length ? `Choose one of the ${question.options.length} options.` : null;
    }
    case "matching": {
      const { pairs } = response as Extract<TPracticeResponse, { format: "matching" }>;
      const fits = pairs.length === question.left.length && pairs.every((pair) => pair < question.right.length);
      return fits ? null : `Match each of the ${question.left.length} items with one of the ${question.right.length} answers.`;
    }
    case "ordering": {
      const { order } = response as Extract<TPracticeResponse, { format: "ordering" }>;
      return isPermutation(order, question.items.length) ? null : `Put all ${question.items.length} items in order, each once.`;
    }
    case "written":
    case "fill_in":
    case "true_false":
      return null;
  }
}

/**
 * Grades a response against its question (docs/practice-tests.md), on the server and in the browser's playground
 * alike: written and fill-in answers through gradeWritten's layers, the other formats by their key. Matching and
 * ordering are right only when every pair or place is; a matching misses only its wrong pairs' cards. A blank
 * response, or one that does not fit the question (responseMismatch), is wrong.
 */
export function gradeResponse(
  question: TPracticeQuestion,
  response: TPracticeResponse | null,
  options: { strictAccents: boolean },
): TResponseGrade {
  const cardIds = question.cards.map((card) => card.cardId);
  const whole = (correct: boolean, layer: TGradeLayer | null = null, matched: string | null = null): TResponseGrade => ({
    correct,
    layer: correct ? layer : null,
    matched: correct ? matched : null,
    missedCardIds: correct ? [] : cardIds,
  });
  if (!response || responseMismatch(question, response) !== null) return whole(false);
  switch (question.format) {
    case "written":
    case "fill_in": {
      const grade = gradeWritten((response as Extract<TPracticeResponse, { text: string }>).text, question.accepted, options);
      return grade.correct ? whole(true, grade.layer, grade.matched) : whole(false);
    }
    case "multiple_choice":
      return whole((response as Extract<TPracticeResponse, { format: "multiple_choice" }>).choice === question.correctIndex);
    case "true_false":
      return whole((response as Extract<TPracticeResponse, { format: "true_false" }>).choice === question.isTrue);
    case "matching": {
      const { pairs } = response as Extract<TPracticeResponse, { format: "matching" }>;
      const missed = question.cards.filter((_, index) => pairs[index] !== question.answer[index]).map((card) => card.cardId);
      return { correct: missed.length === 0, layer: null, matched: null, missedCardIds: missed };
    }
    case "ordering": {
      const { order } = response as Extract<TPracticeResponse, { format: "ordering" }>;
      return whole(order.every((item, index) => item === question.answer[index]));
    }
  }
}

/** How many of a matching question's pairs are right (0 for a blank answer or one of another format). */
export function rightPairs(question: Extract<TPracticeQuestion, { format: "matching" }>, response: TPracticeResponse | null): number {
  if (response?.format !== "matching") return 0;
  return question.answer.filter((right, left) => response.pairs[left] === right).length;
}

function isPermutation(order: readonly number[], length: number): boolean {
  return order.length === length && new Set(order).size === length && order.every((item) => item < length);
}
