import type { TPracticeQuestion } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { gradeResponse } from "./grade-response.ts";

const card = (n: number) => ({ cardId: `card-${n}`, noteId: `note-${n}` });
const loose = { strictAccents: false };

const written: TPracticeQuestion = {
  format: "written",
  cards: [card(1)],
  prompt: "Capital of France?",
  answer: "Paris",
  accepted: ["Paris"],
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

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error("expected an AppError");
}

describe("gradeResponse", () => {
  it("grades a typed answer through the written grader's layers and tells which accepted it", () => {
    expect(gradeResponse(written, { format: "written", text: "Paris" }, loose)).toEqual({
      correct: true,
      layer: "exact",
      matched: "Paris",
      missedCardIds: [],
    });
    expect(gradeResponse(written, { format: "written", text: "paris" }, loose)).toMatchObject({ correct: true, layer: "normalised" });
    expect(gradeResponse(written, { format: "written", text: "London" }, loose)).toEqual({
      correct: false,
      layer: null,
      matched: null,
      missedCardIds: ["card-1"],
    });
  });

  it("grades choices by index, and refuses an option that is not there", () => {
    expect(gradeResponse(choice, { format: "multiple_choice", choice: 1 }, loose).correct).toBe(true);
    expect(gradeResponse(choice, { format: "multiple_choice", choice: 0 }, loose)).toMatchObject({
      correct: false,
      missedCardIds: ["card-2"],
    });
    const error = refusal(() => gradeResponse(choice, { format: "multiple_choice", choice: 3 }, loose));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe("Choose one of the 3 options.");
  });

  it("misses only the cards of a matching's wrong pairs", () => {
    expect(gradeResponse(matching, { format: "matching", pairs: [2, 0, 1] }, loose)).toMatchObject({ correct: true, missedCardIds: [] });
    expect(gradeResponse(matching, { format: "matching", pairs: [2, 1, 0] }, loose)).toMatchObject({
      correct: false,
      missedCardIds: ["card-4", "card-5"],
    });
    expect(refusal(() => gradeResponse(matching, { format: "matching", pairs: [0, 1] }, loose)).code).toBe("BAD_REQUEST");
  });

  it("takes an order only as a permutation of the items", () => {
    expect(gradeResponse(ordering, { format: "ordering", order: [1, 0, 2] }, loose).correct).toBe(true);
    expect(gradeResponse(ordering, { format: "ordering", order: [0, 1, 2] }, loose).correct).toBe(false);
    expect(refusal(() => gradeResponse(ordering, { format: "ordering", order: [1, 1, 2] }, loose)).message).toBe(
      "Put all 3 items in order, each once.",
    );
  });

  it("refuses an answer of another format than its question", () => {
    const error = refusal(() => gradeResponse(written, { format: "true_false", choice: true }, loose));
    expect(error.message).toBe("This question is written; the answer sent was true false.");
  });
});
