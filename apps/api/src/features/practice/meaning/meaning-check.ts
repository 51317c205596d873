import type { TPracticeQuestion, TPracticeResponse } from "@mnemo/api-contract";

/** What the model is asked about: the question as the learner saw it, the card's answer, and what the learner wrote. */
export type TMeaningQuestion = { prompt: string; cardAnswer: string; given: string };

/** The model's verdict; `reason` is one short sentence, shown to the learner when the answer is accepted. */
export type TMeaningVerdict = { same: boolean; reason: string };

/**
 * The optional meaning layer of written answers (docs/practice-tests.md, "The meaning check"): present only when a
 * model is configured. `judge` never throws: a failure, a timeout, a refusal or an answer that is not the verdict's
 * JSON gives null, and the answer stays wrong.
 */
export type MeaningCheck = {
  judge(question: TMeaningQuestion): Promise<TMeaningVerdict | null>;
};

/** Answers this short are left to the other layers: a word or a name is right or wrong as written. */
export const MEANING_CHECK_MIN_WORDS = 5;

/** Words as a reader counts them: runs of characters between spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A written or fill-in response long enough for the meaning check (more than four words). */
export function isLongWrittenResponse(response: TPracticeResponse): response is Extract<TPracticeResponse, { text: string }> {
  return (response.format === "written" || response.format === "fill_in") && countWords(response.text) >= MEANING_CHECK_MIN_WORDS;
}

/**
 * What to ask the model about a response to a written or fill-in question, of more than four words; null for any
 * other (the caller asks only once the other layers said wrong).
 */
export function meaningQuestion(question: TPracticeQuestion, response: TPracticeResponse): TMeaningQuestion | null {
  if ((question.format !== "written" && question.format !== "fill_in") || response.format !== question.format) return null;
  if (!isLongWrittenResponse(response)) return null;
  return { prompt: question.prompt, cardAnswer: question.answer, given: response.text.trim() };
}
