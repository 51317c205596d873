import { DEFAULT_SCHEDULER_SETTINGS, type TNoteContent, type TPracticeTest, type TStartPracticeInput } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { exportAccount } from "../account/export-account.ts";
import { createNote } from "../notes/create-note.ts";
import { extendPracticeTest } from "./extend-practice-test.ts";
import { PRACTICE_DEADLINE_GRACE_MS } from "./practice-dto.ts";
import { PRACTICE_TEST_SUBMITTED, PRACTICE_TIME_UP } from "./practice-errors.ts";
import { savePracticeAnswer } from "./save-practice-answer.ts";
import { startPracticeTest } from "./start-practice-test.ts";
import { submitPracticeTest } from "./submit-practice-test.ts";

const ctx = useTestApp();

const CAPITALS: [string, string][] = [
  ["France", "Paris"],
  ["Spain", "Madrid"],
  ["Italy", "Rome"],
  ["Germany", "Berlin"],
  ["Portugal", "Lisbon"],
  ["Austria", "Vienna"],
  ["Poland", "Warsaw"],
  ["Greece", "Athens"],
  ["Norway", "Oslo"],
  ["Sweden", "Stockholm"],
  ["Finland", "Helsinki"],
  ["Ireland", "Dublin"],
];
const capital = ([country, city]: [string, string]): TNoteContent => ({
  type: "qna",
  question: `What is the capital of ${country}?`,
  answer: city,
});
const ANSWERS = new Map(CAPITALS.map(([country, city]) => [`What is the capital of ${country}?`, city]));

async function learnerWithDeck(title = "Capitals") {
  const user = await createTestUser(ctx.app);
  const groupId = await createDeck(ctx.app, user, title);
  for (const pair of CAPITALS) await createNote({ userId: user.id, groupId, content: capital(pair) }, ctx.db);
  return { user, groupId, trpc: callerFor(ctx, user) };
}

const writtenTest = (groupId: string, overrides: Partial<TStartPracticeInput> = {}): TStartPracticeInput => ({
  groupIds: [groupId],
  count: 10,
  formats: ["written"],
  ...overrides,
});

/** The right answer to a written question, from the fixture (the browser never gets it before answering). */
function rightAnswer(test: TPracticeTest, position: number): string {
  const question = test.questions[position]!.question;
  if (question.format !== "written") throw new Error(`question ${position} is ${question.format}`);
  return ANSWERS.get(question.prompt)!;
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

async function reviewLogs(user: TestUser) {
  return ctx.db.reviewLog.findMany({ where: { userId: user.id }, select: { cardId: true, rating: true } });
}

describe("practice tests: starting, answering and resuming", () => {
  it("sends the questions without their answers, saves each answer as it is given, and resumes after a reload", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId));
    expect(test.total).toBe(10);
    expect(test.questions).toHaveLength(10);
    expect(test.questions.every((question) => question.key === null && question.given === null)).toBe(true);
    // Nothing of the answers leaves the server: no accepted list, no city in the questions.
    expect(JSON.stringify(test.questions)).not.toMatch(/accepted|Paris|Madrid|Stockholm|Helsinki/);

    await trpc.practice.answer({ testId: test.id, position: 0, response: { format: "written", text: rightAnswer(test, 0) } });
    const saved = await trpc.practice.answer({ testId: test.id, position: 1, response: { format: "written", text: "Atlantis" } });
    // Feedback at the end: the grade is not told yet.
    expect(saved.given).toMatchObject({ response: { text: "Atlantis" }, correct: null, layer: null });
    expect(saved.key).toBeNull();
    // The same answer sent twice (a retry) changes nothing; a changed answer replaces it.
    await trpc.practice.answer({ testId: test.id, position: 1, response: { format: "written", text: "Atlantis" } });
    await trpc.practice.answer({ testId: test.id, position: 1, response: { format: "written", text: "El Dorado" } });

    // After a reload the page finds the open test, then reads it whole.
    expect((await trpc.practice.unfinished()).attempts.map((attempt) => attempt.id)).toEqual([test.id]);
    const resumed = await trpc.practice.get({ testId: test.id });
    expect(resumed.answered).toBe(2);
    expect(resumed.questions.map((question) => question.given?.response ?? null).slice(0, 3)).toEqual([
      { format: "written", text: rightAnswer(test, 0) },
      { format: "written", text: "El Dorado" },
      null,
    ]);
    expect(resumed.questions.map((question) => question.question)).toEqual(test.questions.map((question) => question.question));
    expect(await ctx.db.practiceAnswer.count({ where: { testId: test.id } })).toBe(2);

    const results = await trpc.practice.submit({ testId: test.id });
    expect(results.score).toBe(1);
    expect(results.questions[0]).toMatchObject({ given: { correct: true, layer: "exact" }, key: { answer: rightAnswer(test, 0) } });
    expect(results.questions[1]).toMatchObject({ given: { correct: false, layer: null }, key: { answer: rightAnswer(test, 1) } });
    // A question left blank is recorded as missed, with its card, for item analysis.
    expect(results.questions[2]!.given).toMatchObject({ response: null, correct: false });
    const blank = await ctx.db.practiceAnswer.findUniqueOrThrow({ where: { testId_position: { testId: test.id, position: 2 } } });
    expect(blank.missedCardIds).toEqual([test.questions[2]!.cards[0]!.card_id]);
    expect(await trpc.practice.results({ testId: test.id })).toEqual(results);
    expect((await trpc.practice.unfinished()).attempts).toEqual([]);
  });

  it("grades a typo as right with its layer and tells the spelling, and the same seed gives the same test", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    const first = await trpc.practice.start(writtenTest(groupId, { feedback: "each", seed: 1234 }));
    const position = first.questions.findIndex((_, index) => rightAnswer(first, index).length > 4);
    const right = rightAnswer(first, position);
    const typo = right.slice(0, -2) + right.at(-1)! + right.at(-2)!;
    const answered = await trpc.practice.answer({ testId: first.id, position, response: { format: "written", text: typo } });
    expect(answered.given).toMatchObject({ correct: true, layer: "typo", matched: right });
    expect(answered.key).toMatchObject({ format: "written", answer: right });

    const again = await trpc.practice.start(writtenTest(groupId, { feedback: "each", seed: 1234 }));
    expect(again.questions.map((question) => question.question)).toEqual(first.questions.map((question) => question.question));
    expect(again.settings.seed).toBe(1234);
  });

  it("asks an imported note's HTML fields as plain text", async () => {
    const { user, groupId, trpc } = await learnerWithDeck();
    const notes = await ctx.db.note.findMany({ where: { userId: user.id }, select: { id: true } });
    await ctx.db.note.updateMany({
      where: { id: { in: notes.map((note) => note.id) } },
      data: { format: "html", content: { type: "qna", question: "<b>Capital</b> of&nbsp;Peru?", answer: "<i>Lima</i>" } },
    });
    const test = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    expect(test.questions[0]!.question).toEqual({ format: "written", prompt: "Capital of Peru?" });
    const answered = await trpc.practice.answer({ testId: test.id, position: 0, response: { format: "written", text: "Lima" } });
    expect(answered.given?.response).toEqual({ format: "written", text: "Lima" });
    const results = await trpc.practice.submit({ testId: test.id });
    expect(results.questions[0]).toMatchObject({ given: { correct: true, layer: "exact" }, key: { answer: "Lima" } });
  });

  it("refuses bad settings with clear messages", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    expect(await rejection(trpc.practice.start(writtenTest(groupId, { count: 4 })))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("A test has at least 5 questions.") as string,
    });
    expect(await rejection(trpc.practice.start(writtenTest(groupId, { count: 101 })))).toMatchObject({
      message: expect.stringContaining("A test has at most 100 questions.") as string,
    });
    expect(await rejection(trpc.practice.start(writtenTest(groupId, { formats: [] })))).toMatchObject({
      message: expect.stringContaining("Choose at least one kind of question.") as string,
    });
    // Nothing missed yet: a test of missed cards has no question to ask.
    expect(await rejection(trpc.practice.start(writtenTest(groupId, { cards: "missed" })))).toMatchObject({
      code: "BAD_REQUEST",
      message: "No card in these decks was missed the last time a test asked about it. Choose all cards or the weakest instead.",
    });
    const test = await trpc.practice.start(writtenTest(groupId));
    expect(
      await rejection(trpc.practice.answer({ testId: test.id, position: 0, response: { format: "multiple_choice", choice: 0 } })),
    ).toMatchObject({ code: "BAD_REQUEST", message: "This question is written; the answer sent was multiple choice." });
    expect(
      await rejection(trpc.practice.answer({ testId: test.id, position: 50, response: { format: "written", text: "x" } })),
    ).toMatchObject({ code: "BAD_REQUEST", message: "This test has no question at that position." });
  });
});

describe("practice tests: submitting", () => {
  it("gives one result to concurrent submits, and refuses answers after it", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId));
    for (const position of [0, 1, 2]) {
      await trpc.practice.answer({ testId: test.id, position, response: { format: "written", text: rightAnswer(test, position) } });
    }
    const results = await Promise.all(Array.from({ length: 12 }, () => trpc.practice.submit({ testId: test.id })));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(results[0]).toMatchObject({ score: 3, total: 10 });
    expect(results[0]!.submitted_at).not.toBeNull();
    // One answer row per question, the blanks written once.
    expect(await ctx.db.practiceAnswer.count({ where: { testId: test.id } })).toBe(10);

    const late = await rejection(trpc.practice.answer({ testId: test.id, position: 3, response: { format: "written", text: "Oslo" } }));
    expect(late).toMatchObject({ code: "CONFLICT", message: PRACTICE_TEST_SUBMITTED });
    expect(await trpc.practice.submit({ testId: test.id })).toEqual(results[0]);
  });

  it("answers Again in study for every missed card only when the test asks for it, once", async () => {
    const { user, groupId, trpc } = await learnerWithDeck();
    const plain = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    await trpc.practice.answer({ testId: plain.id, position: 0, response: { format: "written", text: "wrong" } });
    await trpc.practice.submit({ testId: plain.id });
    expect(await reviewLogs(user)).toEqual([]);
    expect(await ctx.db.card.count({ where: { userId: user.id, state: { not: "new" } } })).toBe(0);

    const counted = await trpc.practice.start(writtenTest(groupId, { count: 5, missesAsAgain: true }));
    await trpc.practice.answer({ testId: counted.id, position: 0, response: { format: "written", text: rightAnswer(counted, 0) } });
    await trpc.practice.answer({ testId: counted.id, position: 1, response: { format: "written", text: "wrong" } });
    await trpc.practice.submit({ testId: counted.id });
    const missed = counted.questions.slice(1).map((question) => question.cards[0]!.card_id);
    const logs = await reviewLogs(user);
    expect(logs.map((log) => log.cardId).sort()).toEqual([...missed].sort());
    expect(logs.every((log) => log.rating === 1)).toBe(true);
    const rightCard = counted.questions[0]!.cards[0]!.card_id;
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: rightCard }, select: { state: true } })).toEqual({ state: "new" });
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: missed[0]! }, select: { state: true } })).toEqual({ state: "learning" });

    await trpc.practice.submit({ testId: counted.id });
    expect(await reviewLogs(user)).toHaveLength(missed.length);
  });

  it("asks a test of missed cards about what the last test missed, and retakes a test's misses", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId, { count: 12 }));
    for (const position of test.questions.keys()) {
      const text = position < 9 ? rightAnswer(test, position) : "no idea";
      await trpc.practice.answer({ testId: test.id, position, response: { format: "written", text } });
    }
    const results = await trpc.practice.submit({ testId: test.id });
    expect(results.score).toBe(9);
    const missed = test.questions.slice(9).map((question) => question.cards[0]!.card_id);

    const retake = await trpc.practice.retake({ testId: test.id });
    expect(retake.retake_of).toBe(test.id);
    expect(retake.settings).toMatchObject({ cards: "missed", count: 12, formats: ["written"] });
    expect(retake.settings.seed).not.toBe(test.settings.seed);
    expect(retake.questions.map((question) => question.cards[0]!.card_id).sort()).toEqual([...missed].sort());

    const missedOnly = await trpc.practice.start(writtenTest(groupId, { cards: "missed" }));
    expect(missedOnly.questions.map((question) => question.cards[0]!.card_id).sort()).toEqual([...missed].sort());

    // A test with nothing missed has nothing to retake.
    const perfect = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    for (const position of perfect.questions.keys()) {
      await trpc.practice.answer({ testId: perfect.id, position, response: { format: "written", text: rightAnswer(perfect, position) } });
    }
    await trpc.practice.submit({ testId: perfect.id });
    expect(await rejection(trpc.practice.retake({ testId: perfect.id }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Nothing was missed in this test: there is nothing to retake.",
    });
    expect(await rejection(trpc.practice.retake({ testId: missedOnly.id }))).toMatchObject({ code: "CONFLICT" });
  });
});

describe("practice tests: I was right", () => {
  it("counts an overridden answer right, records it, and adds the answer to the card only when asked", async () => {
    const { user, groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId, { count: 5, feedback: "each" }));
    const wrong = await trpc.practice.answer({ testId: test.id, position: 0, response: { format: "written", text: "Lutetia" } });
    expect(wrong.given).toMatchObject({ correct: false });
    // Its answer was shown: it cannot be answered again.
    expect(
      await rejection(trpc.practice.answer({ testId: test.id, position: 0, response: { format: "written", text: rightAnswer(test, 0) } })),
    ).toMatchObject({ code: "CONFLICT" });

    const overridden = await trpc.practice.override({ testId: test.id, position: 0 });
    expect(overridden.given).toMatchObject({ correct: true, layer: "override", overridden: true });
    const noteId = test.questions[0]!.cards[0]!.note_id;
    const note = () => ctx.db.note.findUniqueOrThrow({ where: { id: noteId }, select: { content: true } });
    expect((await note()).content).toMatchObject({ answer: rightAnswer(test, 0) });

    await trpc.practice.answer({ testId: test.id, position: 1, response: { format: "written", text: "Gondor" } });
    await trpc.practice.override({ testId: test.id, position: 1, addAlternative: true });
    const altered = await ctx.db.note.findUniqueOrThrow({ where: { id: test.questions[1]!.cards[0]!.note_id }, select: { content: true } });
    expect(altered.content).toMatchObject({ answer: `${rightAnswer(test, 1)} / Gondor` });
    // Asking twice adds nothing more.
    await trpc.practice.override({ testId: test.id, position: 1, addAlternative: true });
    expect(
      (await ctx.db.note.findUniqueOrThrow({ where: { id: test.questions[1]!.cards[0]!.note_id }, select: { content: true } })).content,
    ).toEqual(altered.content);

    const results = await trpc.practice.submit({ testId: test.id });
    expect(results.score).toBe(2);
    expect(await reviewLogs(user)).toEqual([]);

    // Feedback at the end: no override before the answers are shown; after submit it raises the score.
    const later = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    await trpc.practice.answer({ testId: later.id, position: 0, response: { format: "written", text: "Lutetia" } });
    expect(await rejection(trpc.practice.override({ testId: later.id, position: 0 }))).toMatchObject({ code: "CONFLICT" });
    expect((await trpc.practice.submit({ testId: later.id })).score).toBe(0);
    await trpc.practice.override({ testId: later.id, position: 0 });
    expect((await trpc.practice.results({ testId: later.id })).score).toBe(1);
    expect(await rejection(trpc.practice.override({ testId: later.id, position: 1 }))).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("practice tests: time limits", () => {
  it("takes answers until the deadline and its grace, then only after an extension; the duration stops at the deadline", async () => {
    const { user, groupId } = await learnerWithDeck();
    const t0 = new Date("2026-11-29T10:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const test = await startPracticeTest(
      {
        userId: user.id,
        choice: {
          groupIds: [groupId],
          count: 10,
          formats: ["written"],
          answerWith: "back",
          cards: "all",
          minutes: 1,
          feedback: "end",
          strictAccents: false,
          missesAsAgain: false,
        },
        scheduler: DEFAULT_SCHEDULER_SETTINGS,
        now: t0,
      },
      ctx.db,
    );
    expect(test.deadline_at).toBe("2026-11-29T10:01:00.000Z");
    const answer = (position: number, now: Date) =>
      savePracticeAnswer({ userId: user.id, testId: test.id, position, response: { format: "written", text: "x" }, now }, ctx.db);

    await answer(0, at(60_000 + PRACTICE_DEADLINE_GRACE_MS));
    await expect(answer(1, at(60_000 + PRACTICE_DEADLINE_GRACE_MS + 1))).rejects.toMatchObject({
      code: "CONFLICT",
      message: PRACTICE_TIME_UP,
      details: { reason: "time_up" },
    });
    const extended = await extendPracticeTest({ userId: user.id, testId: test.id, minutes: 5, now: at(120_000) }, ctx.db);
    expect(extended.deadline_at).toBe("2026-11-29T10:07:00.000Z");
    await answer(1, at(130_000));

    const { test: submitted } = await submitPracticeTest({ userId: user.id, testId: test.id, now: at(60 * 60_000) }, ctx.db);
    expect(submitted.duration_ms).toBe(7 * 60_000);
    await expect(extendPracticeTest({ userId: user.id, testId: test.id, minutes: 5, now: at(60 * 60_000) }, ctx.db)).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("practice tests: another learner's decks and tests", () => {
  it("answer 404, like missing ones", async () => {
    const owner = await learnerWithDeck();
    const test = await owner.trpc.practice.start(writtenTest(owner.groupId, { count: 5 }));
    const stranger = await learnerWithDeck("Mine");
    const notFound = { code: "NOT_FOUND" };
    expect(await rejection(stranger.trpc.practice.start(writtenTest(owner.groupId)))).toMatchObject({
      ...notFound,
      message: "Group not found",
    });
    expect(
      await rejection(stranger.trpc.practice.start(writtenTest(stranger.groupId, { groupIds: [stranger.groupId, owner.groupId] }))),
    ).toMatchObject(notFound);
    const testId = test.id;
    const refusals = await Promise.all([
      rejection(stranger.trpc.practice.get({ testId })),
      rejection(stranger.trpc.practice.answer({ testId, position: 0, response: { format: "written", text: "x" } })),
      rejection(stranger.trpc.practice.submit({ testId })),
      rejection(stranger.trpc.practice.results({ testId })),
      rejection(stranger.trpc.practice.extend({ testId, minutes: 5 })),
      rejection(stranger.trpc.practice.retake({ testId })),
      rejection(stranger.trpc.practice.override({ testId, position: 0 })),
      rejection(stranger.trpc.practice.cards({ testId })),
    ]);
    for (const refusal of refusals) expect(refusal).toMatchObject({ ...notFound, message: "Practice test not found" });
    expect(await rejection(stranger.trpc.practice.history({ groupId: owner.groupId }))).toMatchObject(notFound);
    // The owner's test is untouched.
    expect((await owner.trpc.practice.get({ testId })).submitted_at).toBeNull();
  });
});

describe("practice tests: a deck's history", () => {
  it("lists submitted attempts newest first, with score and date, and keeps them when the deck is deleted", async () => {
    const { user, groupId, trpc } = await learnerWithDeck();
    const other = await createDeck(ctx.app, user, "Other");
    await createNote({ userId: user.id, groupId: other, content: capital(["Chile", "Santiago"]) }, ctx.db);
    const scores: number[] = [];
    for (const right of [1, 3]) {
      const test = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
      for (let position = 0; position < right; position++) {
        await trpc.practice.answer({ testId: test.id, position, response: { format: "written", text: rightAnswer(test, position) } });
      }
      scores.push((await trpc.practice.submit({ testId: test.id })).score!);
    }
    await trpc.practice.start(writtenTest(groupId, { count: 5 })); // not submitted: not in the history
    const history = await trpc.practice.history({ groupId });
    expect(history.attempts.map((attempt) => [attempt.score, attempt.total])).toEqual([
      [3, 5],
      [1, 5],
    ]);
    expect(history.has_more).toBe(false);
    expect((await trpc.practice.history({ groupId: other })).attempts).toEqual([]);

    const testId = history.attempts[0]!.id;
    await ctx.db.group.delete({ where: { id: groupId } });
    const kept = await trpc.practice.results({ testId });
    expect(kept.score).toBe(3);
    expect(kept.questions[0]!.question.format).toBe("written");
    expect(scores).toEqual([1, 3]);
  });
});

describe("practice tests: the cards a test asked about", () => {
  it("gives each card's deck and source for the results' links, and leaves out a card deleted since", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    const [first, second] = test.questions.map((question) => question.cards[0]!.note_id);
    const source = { fileName: "atlas.pdf", page: 4, quote: "Paris is the capital." };
    await ctx.db.note.update({ where: { id: first }, data: { source } });
    await ctx.db.note.delete({ where: { id: second } });
    const { cards } = await trpc.practice.cards({ testId: test.id });
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.group_id === groupId)).toBe(true);
    expect(cards.find((card) => card.note_id === first)?.source).toEqual(source);
    expect(cards.some((card) => card.note_id === second)).toBe(false);
  });
});

describe("practice tests: the account", () => {
  it("exports the learner's tests with every answer, and deleting the account deletes them", async () => {
    const { user, groupId, trpc } = await learnerWithDeck();
    const test = await trpc.practice.start(writtenTest(groupId, { count: 5 }));
    await trpc.practice.answer({ testId: test.id, position: 0, response: { format: "written", text: rightAnswer(test, 0) } });
    await trpc.practice.submit({ testId: test.id });
    const other = await learnerWithDeck();
    await other.trpc.practice.start(writtenTest(other.groupId, { count: 5 }));

    const exported = await exportAccount({ userId: user.id }, ctx.db);
    expect(exported.practiceTests).toHaveLength(1);
    expect(exported.practiceTests[0]).toMatchObject({ id: test.id, deckIds: [groupId], score: 1, total: 5 });
    expect(exported.practiceTests[0]!.answers).toHaveLength(5);

    await ctx.db.user.delete({ where: { id: user.id } });
    expect(await ctx.db.practiceTest.count({ where: { id: test.id } })).toBe(0);
    expect(await ctx.db.practiceAnswer.count({ where: { testId: test.id } })).toBe(0);
    expect(await ctx.db.practiceTest.count({ where: { userId: other.user.id } })).toBe(1);
  });
});

describe("practice tests: per-card item statistics", () => {
  it("counts each card's misses and picked distractors over the learner's tests, and flags cards missed again and again", async () => {
    const { groupId, trpc } = await learnerWithDeck();
    for (let round = 0; round < 3; round++) {
      const test = await trpc.practice.start(writtenTest(groupId, { count: 12 }));
      for (const position of test.questions.keys()) {
        const text = position === 0 && round === 0 ? rightAnswer(test, 0) : "no idea";
        await trpc.practice.answer({ testId: test.id, position, response: { format: "written", text } });
      }
      await trpc.practice.submit({ testId: test.id });
    }
    const choice = await trpc.practice.start(writtenTest(groupId, { count: 5, formats: ["multiple_choice"], feedback: "each" }));
    const picked = await trpc.practice.answer({ testId: choice.id, position: 0, response: { format: "multiple_choice", choice: 0 } });
    await trpc.practice.submit({ testId: choice.id });

    const { cards } = await trpc.practice.itemStats({ groupId });
    expect(cards).toHaveLength(12);
    const flagged = cards.filter((card) => card.flags.some((flag) => flag.reason === "missed_often"));
    expect(flagged.length).toBeGreaterThanOrEqual(11);
    const never = cards.find((card) => card.asked === 3 && card.missed === 3)!;
    expect(never.flags).toContainEqual({ reason: "missed_often", text: "Missed 3 of 3 times in tests" });

    const chosenCard = cards.find((card) => card.card_id === choice.questions[0]!.cards[0]!.card_id)!;
    const options = choice.questions[0]!.question.format === "multiple_choice" ? choice.questions[0]!.question.options : [];
    const key = picked.key?.format === "multiple_choice" ? picked.key.correct_index : -1;
    expect(chosenCard.distractors.map((distractor) => distractor.option).sort()).toEqual(
      options.filter((_, index) => index !== key).sort(),
    );
    if (key !== 0) expect(chosenCard.distractors[0]).toMatchObject({ option: options[0], picked: 1 });

    const stranger = await learnerWithDeck("Mine");
    expect(await rejection(stranger.trpc.practice.itemStats({ groupId }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await stranger.trpc.practice.itemStats({ groupId: stranger.groupId })).cards).toEqual([]);
  });
});
