import { CHECK_SPELLING_TEXT } from "@mnemo/api-contract";
import type { TQuestionOutcome } from "./practice-session.ts";

/** How a graded answer is headed: right, or not. */
export function outcomeTitle(outcome: TQuestionOutcome): string {
  return outcome.isCorrect ? "Correct" : "Not quite";
}

/**
 * Which grading layer accepted a written answer, in the learner's words (docs/practice-tests.md): nothing to add for an
 * exact answer; the typo layer's "accepted, check the spelling: <answer>" (the contract's CHECK_SPELLING_TEXT); the
 * meaning check's "Accepted by meaning: <the model's reason>".
 */
export function outcomeNote(outcome: TQuestionOutcome): string | null {
  if (outcome.isOverridden || outcome.layer === "override") return "You marked this answer right.";
  if (!outcome.isCorrect) return null;
  const matched = outcome.matched ?? "";
  switch (outcome.layer) {
    case null:
    case "exact":
      return null;
    case "normalised":
      return `Accepted: the same answer written another way (${matched}).`;
    case "alternative":
      return `Accepted: one of the answers the card gives (${matched}).`;
    case "typo":
      return `${CHECK_SPELLING_TEXT} ${matched}`;
    case "meaning":
      return outcome.reason ? `Accepted by meaning: ${outcome.reason}` : "Accepted: it means the same as the card's answer.";
  }
}

/** What the live region reads out when an answer is graded. */
export function outcomeAnnouncement(outcome: TQuestionOutcome, rightAnswer: string): string {
  const note = outcomeNote(outcome);
  if (outcome.isCorrect) return note ? `Correct: ${note}` : "Correct.";
  return `Not quite. The answer: ${rightAnswer}`;
}
