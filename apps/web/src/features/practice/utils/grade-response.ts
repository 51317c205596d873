import { gradeWritten, type TGradeLayer, type TPracticeQuestion, type TPracticeResponse } from "@mnemo/api-contract";

/** Whether an answer is right, and for a written one the layer that accepted it and what it matched. */
export type TResponseGrade = { isCorrect: boolean; layer: TGradeLayer | null; matched: string | null };

/**
 * Grades one answer against its question: written and fill-in answers through the contract's layered grader
 * (gradeWritten, the server's too), the other formats by their key. Matching and ordering are right only when every
 * pair or place is. An answer of another format than its question's is wrong.
 */
export function gradeResponse(
  question: TPracticeQuestion,
  response: TPracticeResponse | null,
  options: { strictAccents: boolean },
): TResponseGrade {
  const whole = (isCorrect: boolean): TResponseGrade => ({ isCorrect, layer: null, matched: null });
  if (!response || response.format !== question.format) return whole(false);
  switch (question.format) {
    case "written":
    case "fill_in": {
      const grade = gradeWritten((response as Extract<TPracticeResponse, { text: string }>).text, question.accepted, options);
      return grade.correct ? { isCorrect: true, layer: grade.layer, matched: grade.matched } : whole(false);
    }
    case "multiple_choice":
      return whole(response.format === "multiple_choice" && response.choice === question.correctIndex);
    case "true_false":
      return whole(response.format === "true_false" && response.choice === question.isTrue);
    case "matching":
      return whole(response.format === "matching" && sameList(response.pairs, question.answer));
    case "ordering":
      return whole(response.format === "ordering" && sameList(response.order, question.answer));
  }
}

/** How many of a matching question's pairs are right (0 for an answer of another format). */
export function rightPairs(question: Extract<TPracticeQuestion, { format: "matching" }>, response: TPracticeResponse | null): number {
  if (response?.format !== "matching") return 0;
  return question.answer.filter((right, left) => response.pairs[left] === right).length;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);
