import { questionView, type TPracticeQuestion } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { NO_ANSWER_TEXT, responseLines, rightAnswerLines } from "./answer-text.ts";
import { gradeResponse, rightPairs } from "./grade-response.ts";
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
  it("grades written answers through the contract's layers and says which one accepted it", () => {
    const typo = gradeResponse(written, { format: "written", text: "Rmoe" }, { strictAccents: false });
    expect(typo).toEqual({ isCorrect: true, layer: "typo", matched: "Rome" });
    expect(outcomeNote({ ...typo, isOverridden: false, question: written })).toBe("accepted, check the spelling: Rome");
    const alternative = gradeResponse(written, { format: "written", text: "Roma" }, { strictAccents: false });
    expect(outcomeNote({ ...alternative, isOverridden: false, question: written })).toContain("one of the answers the card gives");
    const exact = gradeResponse(written, { format: "written", text: " Rome " }, { strictAccents: false });
    expect(outcomeNote({ ...exact, isOverridden: false, question: written })).toBeNull();
    expect(gradeResponse(written, { format: "written", text: "Milan" }, { strictAccents: false }).isCorrect).toBe(false);
    expect(gradeResponse(written, null, { strictAccents: false })).toEqual({ isCorrect: false, layer: null, matched: null });
    expect(outcomeNote({ isCorrect: true, layer: null, matched: null, isOverridden: true, question: written })).toBe(
      "You marked this answer right.",
    );
    expect(outcomeNote({ isCorrect: true, layer: "meaning", matched: "Rome", isOverridden: false, question: written })).toContain(
      "means the same",
    );
  });

  it("grades matching and ordering only when every pair and place is right", () => {
    expect(gradeResponse(matching, { format: "matching", pairs: [1, 2, 0] }, { strictAccents: false }).isCorrect).toBe(true);
    expect(gradeResponse(matching, { format: "matching", pairs: [1, 0, 2] }, { strictAccents: false }).isCorrect).toBe(false);
    expect(rightPairs(matching as Extract<TPracticeQuestion, { format: "matching" }>, { format: "matching", pairs: [1, 0, 2] })).toBe(1);
    expect(gradeResponse(ordering, { format: "ordering", order: [2, 0, 1] }, { strictAccents: false }).isCorrect).toBe(true);
    expect(gradeResponse(ordering, { format: "ordering", order: [0, 1, 2] }, { strictAccents: false }).isCorrect).toBe(false);
    expect(gradeResponse(trueFalse, { format: "true_false", choice: false }, { strictAccents: false }).isCorrect).toBe(true);
    expect(gradeResponse(trueFalse, { format: "multiple_choice", choice: 0 }, { strictAccents: false }).isCorrect).toBe(false);
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
