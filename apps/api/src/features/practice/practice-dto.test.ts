import type { TPracticeQuestion } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { PRACTICE_DEADLINE_GRACE_MS, isTimeUp, toPracticeQuestionDto, type PracticeAnswerRow } from "./practice-dto.ts";

const question: TPracticeQuestion = {
  format: "multiple_choice",
  cards: [{ cardId: "c1", noteId: "n1" }],
  prompt: "2 + 2?",
  options: ["3", "4", "5", "6"],
  correctIndex: 1,
};
const answer: PracticeAnswerRow = {
  position: 0,
  cardIds: ["c1"],
  response: { format: "multiple_choice", choice: 0 },
  correct: false,
  layer: null,
  matched: null,
  reason: null,
  overridden: false,
  missedCardIds: ["c1"],
  answeredAt: new Date("2026-11-29T10:00:00Z"),
};

describe("toPracticeQuestionDto", () => {
  it("never sends the answer of an unanswered question", () => {
    const dto = toPracticeQuestionDto(question, 0, null, { submitted: false, feedback: "each" });
    expect(dto.key).toBeNull();
    expect(JSON.stringify(dto)).not.toMatch(/correct/i);
    expect(dto.question).toEqual({ format: "multiple_choice", prompt: "2 + 2?", options: ["3", "4", "5", "6"] });
  });

  it("with feedback at the end, keeps the key and the grade of an answered question until submit", () => {
    const before = toPracticeQuestionDto(question, 0, answer, { submitted: false, feedback: "end" });
    expect(before.key).toBeNull();
    expect(before.given).toMatchObject({ response: { choice: 0 }, correct: null });
    const after = toPracticeQuestionDto(question, 0, answer, { submitted: true, feedback: "end" });
    expect(after.key).toEqual({ format: "multiple_choice", correct_index: 1 });
    expect(after.given?.correct).toBe(false);
  });

  it("with feedback after each question, shows the key once it is answered", () => {
    const dto = toPracticeQuestionDto(question, 0, answer, { submitted: false, feedback: "each" });
    expect(dto.key).toEqual({ format: "multiple_choice", correct_index: 1 });
    expect(dto.given?.correct).toBe(false);
  });
});

describe("isTimeUp", () => {
  const deadline = new Date("2026-11-29T10:00:00Z");
  it("allows the grace after the deadline, and no limit never runs out", () => {
    expect(isTimeUp(deadline, new Date(deadline.getTime() + PRACTICE_DEADLINE_GRACE_MS))).toBe(false);
    expect(isTimeUp(deadline, new Date(deadline.getTime() + PRACTICE_DEADLINE_GRACE_MS + 1))).toBe(true);
    expect(isTimeUp(null, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});
