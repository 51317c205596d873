import type { TPracticeKey, TPracticeQuestionView } from "./practice-contract.ts";
import type { TPracticeQuestion } from "./practice-types.ts";

/**
 * What a question shows before it is answered: everything but its answer. The server sends only this until the
 * learner may see the answer (docs/practice-tests.md, "The API and what is stored"); the playground, which builds its
 * tests in the browser, shows the same.
 */
export function questionView(question: TPracticeQuestion): TPracticeQuestionView {
  switch (question.format) {
    case "written":
    case "fill_in":
      return { format: question.format, prompt: question.prompt };
    case "multiple_choice":
      return { format: question.format, prompt: question.prompt, options: question.options };
    case "true_false":
      return { format: question.format, statement: question.statement };
    case "matching":
      return { format: question.format, prompt: question.prompt, left: question.left, right: question.right };
    case "ordering":
      return { format: question.format, prompt: question.prompt, items: question.items };
  }
}

/** A question's answer, for when the learner may see it. */
export function questionKey(question: TPracticeQuestion): TPracticeKey {
  switch (question.format) {
    case "written":
    case "fill_in":
      return { format: question.format, answer: question.answer, accepted: question.accepted };
    case "multiple_choice":
      return { format: question.format, correct_index: question.correctIndex };
    case "true_false":
      return { format: question.format, is_true: question.isTrue, correction: question.correction };
    case "matching":
    case "ordering":
      return { format: question.format, answer: question.answer };
  }
}
