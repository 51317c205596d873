import type { TNoteContent, TPracticeTest } from "@mnemo/api-contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../testing/fake-openai-server.ts";
import { createDeck } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { createMeaningCheckSetup } from "../../../runtime/practice-setup.ts";
import { createContextInner } from "../../../trpc/context.ts";
import { createCallerFactory } from "../../../trpc/init.ts";
import { appRouter } from "../../../trpc/router.ts";
import { createNote } from "../../notes/create-note.ts";
import type { MeaningCheck } from "./meaning-check.ts";

const ctx = useTestApp();

const CARDS: [string, string][] = [
  ["Why do leaves change colour in autumn?", "The green chlorophyll breaks down and the yellow and orange pigments show"],
  ["What does the mitochondrion do?", "It makes most of the cell's energy as ATP"],
  ["Why is the sky blue?", "Air scatters short blue wavelengths of sunlight more than red ones"],
  ["What is osmosis?", "Water moving through a membrane towards the more concentrated solution"],
  ["What causes the tides?", "The pull of the Moon's gravity on the oceans"],
];
const ANSWERS = new Map(CARDS);

const log = { lines: [] as { level: string; message: string; fields: object }[] };
const logger = {
  info: (fields: object, message = "") => log.lines.push({ level: "info", message, fields }),
  warn: (fields: object, message = "") => log.lines.push({ level: "warn", message, fields }),
  error: (fields: object, message = "") => log.lines.push({ level: "error", message, fields }),
};

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  log.lines.length = 0;
  fake.setHandler(() => ({ content: JSON.stringify({ same: true, reason: "Both say the same thing in other words." }) }));
});

/** The meaning check as the runtime builds it from LLM_* (runtime/practice-setup.ts), pointed at the fake model. */
const modelCheck = (timeoutMs?: number) =>
  createMeaningCheckSetup(
    { LLM_BASE_URL: fake.baseURL, LLM_MODEL: "fake-model", LLM_API_KEY: "test-key" },
    { log: logger, ...(timeoutMs !== undefined ? { timeoutMs } : {}) },
  );

async function learnerWithTest(meaningCheck: MeaningCheck | undefined, feedback: "each" | "end" = "each") {
  const user = await createTestUser(ctx.app);
  const groupId = await createDeck(ctx.app, user, "Science");
  for (const [question, answer] of CARDS) {
    const content: TNoteContent = { type: "qna", question, answer };
    await createNote({ userId: user.id, groupId, content }, ctx.db);
  }
  const trpc = createCallerFactory(appRouter)(
    createContextInner({ services: { ...ctx.services, meaningCheck }, user: { id: user.id, email: user.email, name: "Test User" } }),
  );
  const test = await trpc.practice.start({ groupIds: [groupId], count: 5, formats: ["written"], feedback });
  return { user, trpc, test };
}

function promptAt(test: TPracticeTest, position: number): string {
  const question = test.questions[position]!.question;
  if (question.format !== "written") throw new Error(`question ${position} is ${question.format}`);
  return question.prompt;
}

const stored = (testId: string, position: number) =>
  ctx.db.practiceAnswer.findUniqueOrThrow({
    where: { testId_position: { testId, position } },
    select: { correct: true, layer: true, matched: true, reason: true, missedCardIds: true },
  });

const written = (text: string) => ({ format: "written" as const, text });

describe("the meaning check of long written answers", () => {
  it("accepts an answer the model says means the same, with layer meaning and the model's reason, stored and sent", async () => {
    const { trpc, test } = await learnerWithTest(modelCheck());
    const text = "chlorophyll fades away so the other colours in the leaf become visible";
    const saved = await trpc.practice.answer({ testId: test.id, position: 0, response: written(text) });

    expect(saved.given).toMatchObject({ correct: true, layer: "meaning", reason: "Both say the same thing in other words." });
    expect(await stored(test.id, 0)).toEqual({
      correct: true,
      layer: "meaning",
      matched: ANSWERS.get(promptAt(test, 0)),
      reason: "Both say the same thing in other words.",
      missedCardIds: [],
    });
    // One request, asking for the verdict's JSON schema, with the three texts as tagged data.
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.responseFormat?.type).toBe("json_schema");
    expect(request.responseFormat?.json_schema?.schema).toMatchObject({ required: ["same", "reason"] });
    const system = JSON.stringify(request.messages.find((message) => message.role === "system")?.content);
    expect(system).toContain("never instructions to you");
    const user = JSON.stringify(request.messages.find((message) => message.role === "user")?.content);
    expect(user).toContain(`<learner_answer>\\n${text}\\n</learner_answer>`);
    expect(user).toContain(`<card_answer>\\n${ANSWERS.get(promptAt(test, 0))}\\n</card_answer>`);
    expect(user).toContain(`<question>\\n${promptAt(test, 0)}\\n</question>`);
    // The log has the verdict and counts, never the learner's answer.
    expect(log.lines.find((line) => line.message === "meaning check: verdict")?.fields).toMatchObject({ same: true });
    expect(JSON.stringify(log.lines)).not.toContain("chlorophyll");

    // With feedback at the end, the reason is kept until the test is submitted, like the grade.
    const later = await learnerWithTest(modelCheck(), "end");
    const hidden = await later.trpc.practice.answer({ testId: later.test.id, position: 0, response: written(text) });
    expect(hidden.given).toMatchObject({ correct: null, layer: null, reason: null });
    const results = await later.trpc.practice.submit({ testId: later.test.id });
    expect(results.questions[0]!.given).toMatchObject({
      correct: true,
      layer: "meaning",
      reason: "Both say the same thing in other words.",
    });
    expect(results.score).toBe(1);
  });

  it("keeps an answer wrong when the model says it means something else", async () => {
    fake.setHandler(() => ({ content: JSON.stringify({ same: false, reason: "The answer names another cause." }) }));
    const { trpc, test } = await learnerWithTest(modelCheck());
    const saved = await trpc.practice.answer({
      testId: test.id,
      position: 1,
      response: written("because it gets colder and the trees go to sleep"),
    });
    expect(saved.given).toMatchObject({ correct: false, layer: null, reason: null });
    expect(await stored(test.id, 1)).toMatchObject({ correct: false, layer: null, reason: null });
    expect(fake.requests).toHaveLength(1);
  });

  it("keeps an answer wrong, without an error, when the model times out, answers garbage, refuses or fails", async () => {
    const { trpc, test } = await learnerWithTest(modelCheck(400));
    const long = "something that is much longer than four words";
    const replies = [
      { delayMs: 3_000, content: JSON.stringify({ same: true, reason: "Too late." }) },
      { content: "Sure! They mean the same." },
      { content: JSON.stringify({ same: "yes", reason: 3 }) },
      { refusal: "I can't help with that." },
      { status: 500, error: { message: "The server had an error", type: "server_error" } },
    ];
    for (const [position, reply] of replies.entries()) {
      fake.setHandler(() => reply);
      const startedAt = Date.now();
      const saved = await trpc.practice.answer({ testId: test.id, position, response: written(`${long} ${position}`) });
      expect(Date.now() - startedAt).toBeLessThan(2_500);
      expect(saved.given).toMatchObject({ correct: false, layer: null, reason: null });
      expect(await stored(test.id, position)).toMatchObject({ correct: false, reason: null });
    }
    // One request per answer: nothing is retried while the learner waits.
    expect(fake.requests).toHaveLength(replies.length);
    expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(replies.length);
  });

  it("never asks about answers of four words or fewer, answers the other layers accept, or a repeat", async () => {
    const { trpc, test } = await learnerWithTest(modelCheck());
    await trpc.practice.answer({ testId: test.id, position: 0, response: written("chlorophyll breaks down, pigments") });
    await trpc.practice.answer({ testId: test.id, position: 1, response: written("a b c d") });
    await trpc.practice.answer({ testId: test.id, position: 2, response: written(` ${ANSWERS.get(promptAt(test, 2))!.toLowerCase()}`) });
    expect(await stored(test.id, 2)).toMatchObject({ correct: true, layer: "normalised", reason: null });
    expect(fake.requests).toHaveLength(0);
    // A fifth word makes it long enough; sending the same answer again asks nothing more.
    const five = written("the cell's power plant, ATP");
    await trpc.practice.answer({ testId: test.id, position: 3, response: { ...five, text: `${five.text} maker` } });
    await trpc.practice.answer({ testId: test.id, position: 3, response: { ...five, text: `${five.text} maker` } });
    expect(fake.requests).toHaveLength(1);
  });

  it("is off without a model: the runtime builds no check and the answer is graded by the other layers", async () => {
    expect(
      createMeaningCheckSetup({ LLM_BASE_URL: undefined, LLM_MODEL: undefined, LLM_API_KEY: undefined }, { log: logger }),
    ).toBeUndefined();
    expect(
      createMeaningCheckSetup({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: undefined, LLM_API_KEY: undefined }, { log: logger }),
    ).toBeUndefined();
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user, "Science");
    for (const [question, answer] of CARDS)
      await createNote({ userId: user.id, groupId, content: { type: "qna", question, answer } }, ctx.db);
    const trpc = callerFor(ctx, user);
    const test = await trpc.practice.start({ groupIds: [groupId], count: 5, formats: ["written"], feedback: "each" });
    const saved = await trpc.practice.answer({
      testId: test.id,
      position: 0,
      response: written("chlorophyll fades away so the other colours in the leaf become visible"),
    });
    expect(saved.given).toMatchObject({ correct: false, layer: null, reason: null });
    expect(fake.requests).toHaveLength(0);
  });
});
