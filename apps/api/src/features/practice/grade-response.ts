import { gradeWritten, type TGradeLayer, type TPracticeQuestion, type TPracticeResponse } from "@mnemo/api-contract";
import { AppError } from "../../lib/app-error.ts";

/** A response's grade, as stored on its answer row. */
export type ResponseGrade = {
  correct: boolean;
  layer: TGradeLayer | null;
  matched: string | null;
  /** The question's cards this response missed (matching: only its wrong pairs' cards). */
  missedCardIds: string[];
};

/**
 * Grades a response on the server (docs/practice-tests.md): written and fill-in answers through gradeWritten's
 * layers, the other formats by index. A response that does not fit its question (another format, an option that
 * is not there, a matching or an order of the wrong length) is refused with 400, never graded as wrong.
 */
export function gradeResponse(
  question: TPracticeQuestion,
  response: TPracticeResponse,
  options: { strictAccents: boolean },
): ResponseGrade {
  const cardIds = question.cards.map((card) => card.cardId);
  const whole = (correct: boolean, layer: TGradeLayer | null = null, matched: string | null = null): ResponseGrade => ({
    correct,
    layer: correct ? layer : null,
    matched: correct ? matched : null,
    missedCardIds: correct ? [] : cardIds,
  });
  if (question.format !== response.format) {
    throw responseMismatch(
      `This question is ${question.format.replace("_", " ")}; the answer sent was ${response.format.replace("_", " ")}.`,
    );
  }
  switch (question.format) {
    case "written":
    case "fill_in": {
      const { text } = response as Extract<TPracticeResponse, { text: string }>;
      const grade = gradeWritten(text, question.accepted, options);
      return grade.correct ? whole(true, grade.layer, grade.matched) : whole(false);
    }
    case "multiple_choice": {
      const { choice } = response as Extract<TPracticeResponse, { format: "multiple_choice" }>;
      if (choice >= question.options.length) throw responseMismatch(`Choose one of the ${question.options.length} options.`);
      return whole(choice === question.correctIndex);
    }
    case "true_false":
      return whole((response as Extract<TPracticeResponse, { format: "true_false" }>).choice === question.isTrue);
    case "matching": {
      const { pairs } = response as Extract<TPracticeResponse, { format: "matching" }>;
      if (pairs.length !== question.left.length || pairs.some((pair) => pair >= question.right.length)) {
        throw responseMismatch(`Match each of the ${question.left.length} items with one of the ${question.right.length} answers.`);
      }
      const missed = question.cards.filter((_, index) => pairs[index] !== question.answer[index]).map((card) => card.cardId);
      return { correct: missed.length === 0, layer: null, matched: null, missedCardIds: missed };
    }
    case "ordering": {
      const { order } = response as Extract<TPracticeResponse, { format: "ordering" }>;
      if (!isPermutation(order, question.items.length)) {
        throw responseMismatch(`Put all ${question.items.length} items in order, each once.`);
      }
      return whole(order.every((item, index) => item === question.answer[index]));
    }
  }
}

function isPermutation(order: readonly number[], length: number): boolean {
  return order.length === length && new Set(order).size === length && order.every((item) => item < length);
}

function responseMismatch(message: string): AppError {
  return new AppError("BAD_REQUEST", { message, details: { reason: "response_mismatch" } });
}
