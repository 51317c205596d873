import { questionView, type TGradeLayer, type TPracticeQuestion } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { NO_ANSWER_TEXT, responseLines, rightAnswerLines } from "./answer-text.ts";
import { outcomeNote } from "./outcome-note.ts";
import { emptyResponse, isCompleteResponse } from "./response-draft.ts";
import { durationWords, formatDuration } from "./format-duration.ts";

const cards = [{ cardId: "c1", noteId: "n1" }] as [{ cardId: string; noteId: string }];
const written: TPracticeQuestion = { format: "written", cards, prompt: "Capital of Italy?", answer: "Rome", accepted: ["Rome", "Roma"] };
const matching: TPracticeQuestion = {
  format: "matching",
  cards,
  prompt: "Match",
  left: ["France", "Italy", "Spain"],
  right: ["Madrid", "Paris", "Rome"],
  answer: [1, 2, 0],
};
const ordering: TPracticeQuestion = { format: "ordering", cards, prompt: "Order", items: ["b", "c", "a"], answer: [2, 0, 1] };
const trueFalse: TPracticeQuestion = {
  format: "true_false",
  cards,
  statement: "Paris is in Spain.",
  isTrue: false,
  correction: "Paris is in France.",
};

describe("grading and showing a practice answer", () => {
  it("says which layer accepted a written answer", () => {
    const outcome = (layer: TGradeLayer | null, matched: string | null = null) => ({
      isCorrect: true,
      layer,
      matched,
      isOverridden: false,
      question: written,
    });
    expect(outcomeNote(outcome("typo", "Rome"))).toBe("accepted, check the spelling: Rome");
    expect(outcomeNote(outcome("alternative", "Roma"))).toContain("one of the answers the card gives");
    expect(outcomeNote(outcome("exact", "Rome"))).toBeNull();
    expect(outcomeNote({ ...outcome(null), isOverridden: true })).toBe("You marked this answer right.");
    expect(outcomeNote(outcome("meaning", "Rome"))).toContain("means the same");
    expect(outcomeNote({ ...outcome("typo", "Rome"), isCorrect: false })).toBeNull();
  });

  it("shows the learner's answer and the right one in words", () => {
    expect(responseLines(questionView(matching), { format: "matching", pairs: [1, -1, 0] })).toEqual([
      "France → Paris",
      "Italy → (none)",
      "Spain → Madrid",
    ]);
    expect(rightAnswerLines(ordering)).toEqual(["1. a", "2. b", "3. c"]);
    expect(rightAnswerLines(trueFalse)).toEqual(["False", "Paris is in France."]);
    expect(responseLines(questionView(written), null)).toEqual([NO_ANSWER_TEXT]);
    expect(responseLines(questionView(written), { format: "written", text: "  " })).toEqual([NO_ANSWER_TEXT]);
  });

  it("hides the answer until graded, and knows when an answer can be submitted", () => {
    expect(JSON.stringify(questionView(ordering))).not.toContain("answer");
    expect(questionView(trueFalse)).toEqual({ format: "true_false", statement: "Paris is in Spain." });
    expect(isCompleteResponse(emptyResponse(questionView(written)))).toBe(false);
    expect(isCompleteResponse(emptyResponse(questionView(matching)))).toBe(false);
    expect(isCompleteResponse({ format: "matching", pairs: [0, 1, 2] })).toBe(true);
    expect(isCompleteResponse(emptyResponse(questionView(ordering)))).toBe(true);
    expect(isCompleteResponse(emptyResponse(questionView(trueFalse)))).toBe(false);
  });

  it("formats a time limit's clock and a test's time", () => {
    expect(formatDuration(65_000)).toBe("1:05");
    expect(formatDuration(64_001)).toBe("1:05");
    expect(formatDuration(3_725_000)).toBe("1:02:05");
    expect(formatDuration(-5)).toBe("0:00");
    expect(durationWords(45_000)).toBe("45 s");
    expect(durationWords(125_000)).toBe("2 min 5 s");
    expect(durationWords(120_000)).toBe("2 min");
  });
});
