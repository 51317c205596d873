import type { TPracticeQuestionDto, TPracticeTest as TPracticeTestDto } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import { outcomeNote } from "../utils/outcome-note.ts";
import { testPracticeSettings } from "../utils/practice-settings.testing.ts";
import {
  createServerPracticeSession,
  questionWithKey,
  toPracticeItem,
  toPracticeTest,
  type TPracticeClient,
} from "./server-practice-session.ts";

const SETTINGS = testPracticeSettings({ groupIds: ["g1"], formats: ["written", "multiple_choice"] });

const cards = [{ card_id: "c1", note_id: "n1" }];
const written = (overrides: Partial<TPracticeQuestionDto> = {}): TPracticeQuestionDto => ({
  position: 0,
  cards,
  question: { format: "written", prompt: "Capital of Italy?" },
  given: null,
  key: null,
  ...overrides,
});
const choice = (overrides: Partial<TPracticeQuestionDto> = {}): TPracticeQuestionDto => ({
  position: 1,
  cards: [{ card_id: "c2", note_id: "n2" }],
  question: { format: "multiple_choice", prompt: "Capital of Spain?", options: ["Rome", "Madrid", "Paris"] },
  given: null,
  key: null,
  ...overrides,
});

function testDto(questions: TPracticeQuestionDto[], overrides: Partial<TPracticeTestDto> = {}): TPracticeTestDto {
  return {
    id: "t1",
    group_ids: ["g1"],
    total: questions.length,
    started_at: "2026-03-02T10:00:00.000Z",
    deadline_at: null,
    submitted_at: null,
    score: null,
    duration_ms: null,
    retake_of: null,
    settings: SETTINGS,
    time_up: false,
    answered: 0,
    questions,
    ...overrides,
  };
}

describe("the server's practice session", () => {
  it("shows an unanswered question without an outcome, and a graded one with its key and layer", () => {
    expect(toPracticeItem(written())).toEqual({
      index: 0,
      cards: [{ cardId: "c1", noteId: "n1" }],
      prompt: { format: "written", prompt: "Capital of Italy?" },
      response: null,
      outcome: null,
    });
    const typo = toPracticeItem(
      written({
        given: {
          response: { format: "written", text: "Rmoe" },
          correct: true,
          layer: "typo",
          matched: "Rome",
          reason: null,
          overridden: false,
          answered_at: "2026-03-02T10:01:00.000Z",
        },
        key: { format: "written", answer: "Rome", accepted: ["Rome", "Roma"] },
      }),
    );
    expect(typo.response).toEqual({ format: "written", text: "Rmoe" });
    expect(typo.outcome).toMatchObject({ isCorrect: true, layer: "typo", matched: "Rome", isOverridden: false });
    expect(typo.outcome?.question).toEqual({
      format: "written",
      cards: [{ cardId: "c1", noteId: "n1" }],
      prompt: "Capital of Italy?",
      answer: "Rome",
      accepted: ["Rome", "Roma"],
    });
    expect(outcomeNote(typo.outcome!)).toBe("accepted, check the spelling: Rome");
  });

  it("shows an answer accepted by meaning with the model's reason", () => {
    const reason = "Both say the city is the capital of Italy.";
    const meaning = toPracticeItem(
      written({
        given: {
          response: { format: "written", text: "the Italian capital city, Rome" },
          correct: true,
          layer: "meaning",
          matched: "Rome",
          reason,
          overridden: false,
          answered_at: "2026-03-02T10:01:00.000Z",
        },
        key: { format: "written", answer: "Rome", accepted: ["Rome"] },
      }),
    );
    expect(meaning.outcome).toMatchObject({ isCorrect: true, layer: "meaning", reason });
    expect(outcomeNote(meaning.outcome!)).toBe(`Accepted by meaning: ${reason}`);
  });

  it("keeps an answer saved under feedback 'end' ungraded, and counts a blank question missed once its key is sent", () => {
    const saved = toPracticeItem(
      choice({
        given: {
          response: { format: "multiple_choice", choice: 1 },
          correct: null,
          layer: null,
          matched: null,
          reason: null,
          overridden: false,
          answered_at: "x",
        },
      }),
    );
    expect(saved.outcome).toBeNull();
    expect(saved.response).toEqual({ format: "multiple_choice", choice: 1 });
    const blank = toPracticeItem(choice({ key: { format: "multiple_choice", correct_index: 1 } }));
    expect(blank.outcome).toMatchObject({
      isCorrect: false,
      question: { format: "multiple_choice", correctIndex: 1, options: ["Rome", "Madrid", "Paris"] },
    });
  });

  it("puts every format back together from its view and key, and refuses a key of another format", () => {
    const pair = [{ cardId: "a", noteId: "a" }];
    expect(
      questionWithKey({ format: "true_false", statement: "S" }, { format: "true_false", is_true: false, correction: "C" }, pair),
    ).toEqual({
      format: "true_false",
      cards: pair,
      statement: "S",
      isTrue: false,
      correction: "C",
    });
    expect(
      questionWithKey(
        { format: "matching", prompt: "M", left: ["a", "b"], right: ["1", "2"] },
        { format: "matching", answer: [1, 0] },
        pair,
      ),
    ).toMatchObject({ format: "matching", answer: [1, 0], left: ["a", "b"] });
    expect(
      questionWithKey({ format: "ordering", prompt: "O", items: ["x", "y"] }, { format: "ordering", answer: [1, 0] }, pair),
    ).toMatchObject({
      format: "ordering",
      answer: [1, 0],
    });
    expect(questionWithKey({ format: "fill_in", prompt: "F _" }, { format: "fill_in", answer: "A", accepted: ["A"] }, pair)).toMatchObject({
      format: "fill_in",
      answer: "A",
    });
    expect(() =>
      questionWithKey({ format: "ordering", prompt: "O", items: [] }, { format: "multiple_choice", correct_index: 0 }, pair),
    ).toThrow();
  });

  it("calls the router by position and maps its answers: start, answer, I was right, extend, submit with the server's time, retake", async () => {
    const key = { format: "written" as const, answer: "Rome", accepted: ["Rome"] };
    const wrong = {
      response: { format: "written" as const, text: "Milan" },
      correct: false,
      layer: null,
      matched: null,
      reason: null,
      overridden: false,
      answered_at: "x",
    };
    const client: TPracticeClient = {
      start: vi.fn(async () => testDto([written(), choice()])),
      get: vi.fn(async () => testDto([written(), choice()])),
      answer: vi.fn(async () => written({ given: wrong, key })),
      override: vi.fn(async () => written({ given: { ...wrong, correct: true, layer: "override", overridden: true }, key })),
      extend: vi.fn(async () => ({ deadline_at: "2026-03-02T10:20:00.000Z" })),
      submit: vi.fn(async () =>
        testDto(
          [
            written({ given: { ...wrong, correct: true, layer: "override", overridden: true }, key }),
            choice({ key: { format: "multiple_choice", correct_index: 1 } }),
          ],
          { submitted_at: "2026-03-02T10:05:00.000Z", duration_ms: 250_000, score: 1 },
        ),
      ),
      retake: vi.fn(async () => testDto([choice({ position: 0 })], { id: "t2", retake_of: "t1" })),
    };
    const session = createServerPracticeSession(client);
    const test = await session.start({ settings: SETTINGS });
    expect(client.start).toHaveBeenCalledWith(SETTINGS);
    expect(test).toMatchObject({ id: "t1", startedAt: "2026-03-02T10:00:00.000Z", deadline: null, submittedAt: null });
    expect(test.items).toHaveLength(2);

    const answered = await session.answer({ testId: "t1", index: 0, response: { format: "written", text: "Milan" } });
    expect(client.answer).toHaveBeenCalledWith({ testId: "t1", position: 0, response: { format: "written", text: "Milan" } });
    expect(answered.outcome?.isCorrect).toBe(false);
    const overridden = await session.override({ testId: "t1", index: 0, addAlternative: true });
    expect(client.override).toHaveBeenCalledWith({ testId: "t1", position: 0, addAlternative: true });
    expect(outcomeNote(overridden.outcome!)).toBe("You marked this answer right.");
    expect(await session.extend({ testId: "t1", minutes: 5 })).toEqual({ deadline: "2026-03-02T10:20:00.000Z" });

    const results = await session.submit({ testId: "t1" });
    expect(results).toMatchObject({ testId: "t1", correct: 1, total: 2, elapsedMs: 250_000, missedCardIds: ["c2"] });
    expect((await session.retake({ testId: "t1" })).id).toBe("t2");
    expect(client.retake).toHaveBeenCalledWith({ testId: "t1" });
  });

  it("maps a test's head: its deadline and submission", () => {
    expect(toPracticeTest(testDto([], { deadline_at: "d", submitted_at: "s" }))).toMatchObject({
      deadline: "d",
      submittedAt: "s",
      settings: SETTINGS,
    });
  });
});
