import { describe, expect, it } from "vitest";
import { gradeResponse, responseMismatch, rightPairs } from "./grade-response.ts";
import type { TPracticeQuestion } from "./practice-types.ts";

const card = (n: number) => ({ cardId: `card-${n}`, noteId: `note-${n}` });
const loose = { strictAccents: false };

const written: TPracticeQuestion = {
  format: "written",
  cards: [card(1)],
  prompt: "Capital of Italy?",
  answer: "Rome",
  accepted: ["Rome", "Roma"],
};
const choice: TPracticeQuestion = {
  format: "multiple_choice",
  cards: [card(2)],
  prompt: "2 + 2?",
  options: ["3", "4", "5"],
  correctIndex: 1,
};
const matching: TPracticeQuestion = {
  format: "matching",
  cards: [card(3), card(4), card(5)],
  prompt: "Match",
  left: ["a", "b", "c"],
  right: ["x", "y", "z"],
  answer: [2, 0, 1],
};
const ordering: TPracticeQuestion = { format: "ordering", cards: [card(6)], prompt: "Order", items: ["b", "a", "c"], answer: [1, 0, 2] };
const trueFalse: TPracticeQuestion = {
  format: "true_false",
  cards: [card(7)],
  statement: "Paris is in Spain.",
  isTrue: false,
  correction: "Paris is in France.",
};

describe("gradeResponse", () => {
  it("grades a typed answer through the written grader's layers and tells which accepted it", () => {
    expect(gradeResponse(written, { format: "written", text: " Rome " }, loose)).toEqual({
      correct: true,
      layer: "exact",
      matched: "Rome",
      missedCardIds: [],
    });
    expect(gradeResponse(written, { format: "written", text: "rome" }, loose)).toMatchObject({ correct: true, layer: "normalised" });
    expect(gradeResponse(written, { format: "written", text: "Roma" }, loose)).toMatchObject({ correct: true, layer: "alternative" });
    expect(gradeResponse(written, { format: "written", text: "Rmoe" }, loose)).toMatchObject({
      correct: true,
      layer: "typo",
      matched: "Rome",
    });
    expect(gradeResponse(written, { format: "written", text: "Milan" }, loose)).toEqual({
      correct: false,
      layer: null,
      matched: null,
      missedCardIds: ["card-1"],
    });
  });

  it("grades a blank answer wrong", () => {
    expect(gradeResponse(written, null, loose)).toEqual({ correct: false, layer: null, matched: null, missedCardIds: ["card-1"] });
    expect(gradeResponse(written, { format: "written", text: "  " }, loose).correct).toBe(false);
  });

  it("grades choices by index, and an option that is not there as wrong", () => {
    expect(gradeResponse(choice, { format: "multiple_choice", choice: 1 }, loose).correct).toBe(true);
    expect(gradeResponse(choice, { format: "multiple_choice", choice: 0 }, loose)).toMatchObject({
      correct: false,
      missedCardIds: ["card-2"],
    });
    expect(gradeResponse(choice, { format: "multiple_choice", choice: 3 }, loose).correct).toBe(false);
    expect(gradeResponse(trueFalse, { format: "true_false", choice: false }, loose).correct).toBe(true);
    expect(gradeResponse(trueFalse, { format: "true_false", choice: true }, loose).correct).toBe(false);
  });

  it("misses only the cards of a matching's wrong pairs, and counts its right pairs", () => {
    expect(gradeResponse(matching, { format: "matching", pairs: [2, 0, 1] }, loose)).toMatchObject({ correct: true, missedCardIds: [] });
    expect(gradeResponse(matching, { format: "matching", pairs: [2, 1, 0] }, loose)).toMatchObject({
      correct: false,
      missedCardIds: ["card-4", "card-5"],
    });
    expect(rightPairs(matching as Extract<TPracticeQuestion, { format: "matching" }>, { format: "matching", pairs: [2, 1, 0] })).toBe(1);
    expect(rightPairs(matching as Extract<TPracticeQuestion, { format: "matching" }>, null)).toBe(0);
  });

  it("takes an order as right only when every place is", () => {
    expect(gradeResponse(ordering, { format: "ordering", order: [1, 0, 2] }, loose).correct).toBe(true);
    expect(gradeResponse(ordering, { format: "ordering", order: [0, 1, 2] }, loose).correct).toBe(false);
    expect(gradeResponse(ordering, { format: "ordering", order: [1, 1, 2] }, loose).correct).toBe(false);
  });

  it("grades an answer of another format than its question as wrong", () => {
    expect(gradeResponse(trueFalse, { format: "multiple_choice", choice: 0 }, loose).correct).toBe(false);
    expect(gradeResponse(written, { format: "true_false", choice: true }, loose).missedCardIds).toEqual(["card-1"]);
  });
});

describe("responseMismatch", () => {
  it("says why a response does not fit its question, in the learner's words", () => {
    expect(responseMismatch(choice, { format: "multiple_choice", choice: 3 })).toBe("Choose one of the 3 options.");
    expect(responseMismatch(matching, { format: "matching", pairs: [0, 1] })).toBe("Match each of the 3 items with one of the 3 answers.");
    expect(responseMismatch(matching, { format: "matching", pairs: [0, 1, 3] })).toBe(
      "Match each of the 3 items with one of the 3 answers.",
    );
    expect(responseMismatch(ordering, { format: "ordering", order: [1, 1, 2] })).toBe("Put all 3 items in order, each once.");
    expect(responseMismatch(written, { format: "true_false", choice: true })).toBe(
      "This question is written; the answer sent was true false.",
    );
  });

  it("lets every response that fits through", () => {
    expect(responseMismatch(choice, { format: "multiple_choice", choice: 2 })).toBeNull();
    expect(responseMismatch(matching, { format: "matching", pairs: [0, 0, 2] })).toBeNull();
    expect(responseMismatch(ordering, { format: "ordering", order: [2, 0, 1] })).toBeNull();
    expect(responseMismatch(written, { format: "written", text: "" })).toBeNull();
    expect(responseMismatch(trueFalse, { format: "true_false", choice: true })).toBeNull();
  });
});
