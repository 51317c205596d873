import { buildPracticeTest, type TPracticeCard, type TPracticeQuestion, type TPracticeResponse } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { brokenStorage, memoryStorage } from "@/lib/playground/memory-storage.testing.ts";
import { EMPTY_PLAYGROUND_STUDY } from "@/lib/playground/playground-study-storage.ts";
import { createSampleNotes } from "@/lib/playground/sample-cards.ts";
import { createLocalPracticeSession } from "./local-practice-session.ts";
import { playgroundPracticeCards } from "./playground-practice-cards.ts";
import { testPracticeSettings } from "./practice-settings.testing.ts";
import { loadPractice, MAX_KEPT_TESTS, PRACTICE_STORAGE_KEY } from "./practice-storage.ts";
import type { TPracticeItem } from "./practice-session.ts";

const NOW = new Date("2026-03-02T10:00:00.000Z");
const sampleCards = () => playgroundPracticeCards(createSampleNotes(), EMPTY_PLAYGROUND_STUDY, NOW);

const settings = testPracticeSettings;

function session(cards: () => readonly TPracticeCard[] = sampleCards) {
  let clock = NOW.getTime();
  let ids = 0;
  const local = createLocalPracticeSession({ cards, now: () => new Date(clock), newId: () => `test-${++ids}` });
  return { local, tick: (ms: number) => (clock += ms) };
}

/** The right answer to a question, as the learner would give it. */
function rightResponse(question: TPracticeQuestion): TPracticeResponse {
  switch (question.format) {
    case "written":
    case "fill_in":
      return { format: question.format, text: question.answer };
    case "multiple_choice":
      return { format: "multiple_choice", choice: question.correctIndex };
    case "true_false":
      return { format: "true_false", choice: question.isTrue };
    case "matching":
      return { format: "matching", pairs: question.answer };
    case "ordering":
      return { format: "ordering", order: question.answer };
  }
}

const fillIn = (items: TPracticeItem[], containing: string) =>
  items.find((item) => item.prompt.format === "fill_in" && item.prompt.prompt.includes(containing))!;

describe("the local practice session (the sample deck's test in the browser)", () => {
  it("builds the seed's test from the sample deck, and shows no answer before one is given", async () => {
    const { local } = session();
    const test = await local.start({ settings: settings() });
    expect(test.items).toHaveLength(5);
    expect(test.items.map((item) => item.prompt.format)).toEqual([
      "fill_in",
      "fill_in",
      "multiple_choice",
      "multiple_choice",
      "multiple_choice",
    ]);
    expect(JSON.stringify(test.items)).not.toContain("correctIndex");
    expect(JSON.stringify(fillIn(test.items, "Sleep helps"))).not.toContain("consolidate");
    expect(test.items.every((item) => item.outcome === null && item.response === null)).toBe(true);
    // The same seed, the same questions.
    const again = await local.start({ settings: settings() });
    expect(again.items.map((item) => item.prompt)).toEqual(test.items.map((item) => item.prompt));
    expect(again.id).not.toBe(test.id);
  });

  it("grades a written answer in layers as it is given: a typo is accepted and says so, a wrong answer can be overridden", async () => {
    const { local } = session();
    const test = await local.start({ settings: settings() });
    const sleep = fillIn(test.items, "Sleep helps");
    const typo = await local.answer({ testId: test.id, index: sleep.index, response: { format: "fill_in", text: "consolodate" } });
    expect(typo.outcome).toMatchObject({
      isCorrect: true,
      layer: "typo",
      matched: "consolidate",
      isOverridden: false,
    });

    const spaced = fillIn(test.items, "brings a card back");
    const wrong = await local.answer({ testId: test.id, index: spaced.index, response: { format: "fill_in", text: "cramming" } });
    expect(wrong.outcome).toMatchObject({ isCorrect: false, layer: null });
    const overridden = await local.override({ testId: test.id, index: spaced.index, addAlternative: false });
    expect(overridden.outcome).toMatchObject({ isCorrect: true, isOverridden: true });
    expect((await local.test({ testId: test.id })).items[spaced.index]?.outcome?.isCorrect).toBe(true);
    // Graded with feedback after each, an answer is final.
    await expect(
      local.answer({ testId: test.id, index: sleep.index, response: { format: "fill_in", text: "consolidate" } }),
    ).rejects.toThrow("answered already");
  });

  it("refuses 'I was right' on a multiple-choice answer and an answer of the wrong format", async () => {
    const { local } = session();
    const test = await local.start({ settings: settings() });
    const choice = test.items.find((item) => item.prompt.format === "multiple_choice")!;
    await local.answer({ testId: test.id, index: choice.index, response: { format: "multiple_choice", choice: 0 } });
    await expect(local.override({ testId: test.id, index: choice.index, addAlternative: false })).rejects.toThrow(
      "Only a graded written answer",
    );
    const other = test.items.find((item) => item.prompt.format === "multiple_choice" && item.index !== choice.index)!;
    await expect(local.answer({ testId: test.id, index: other.index, response: { format: "true_false", choice: true } })).rejects.toThrow(
      "does not fit",
    );
    await expect(local.answer({ testId: test.id, index: 99, response: { format: "multiple_choice", choice: 0 } })).rejects.toThrow(
      "not in the test",
    );
  });

  it("with feedback at the end keeps answers ungraded and changeable, and grades them all on submission", async () => {
    const { local, tick } = session();
    const test = await local.start({ settings: settings({ feedback: "end" }) });
    const sleep = fillIn(test.items, "Sleep helps");
    const saved = await local.answer({ testId: test.id, index: sleep.index, response: { format: "fill_in", text: "forget" } });
    expect(saved.outcome).toBeNull();
    await local.answer({ testId: test.id, index: sleep.index, response: { format: "fill_in", text: "consolidate" } });
    tick(95_000);
    const results = await local.submit({ testId: test.id });
    expect(results.total).toBe(5);
    expect(results.correct).toBe(1);
    expect(results.elapsedMs).toBe(95_000);
    expect(results.items[sleep.index]?.outcome).toMatchObject({ isCorrect: true, layer: "exact", matched: "consolidate" });
    // Unanswered questions are missed, with their answer shown.
    const unanswered = results.items.find((item) => item.index !== sleep.index)!;
    expect(unanswered.outcome.isCorrect).toBe(false);
    expect(unanswered.outcome.question.cards).toEqual(unanswered.cards);
    expect(results.missedCardIds).toHaveLength(4);
    expect(results.missedCardIds).not.toContain(sleep.cards[0]!.cardId);
  });

  it("submits once: a second submission answers the same results, and the answers can no longer change", async () => {
    const { local, tick } = session();
    const test = await local.start({ settings: settings() });
    const first = await local.submit({ testId: test.id });
    tick(60_000);
    expect(await local.submit({ testId: test.id })).toEqual(first);
    await expect(local.answer({ testId: test.id, index: 0, response: { format: "fill_in", text: "x" } })).rejects.toThrow("finished");
    await expect(local.test({ testId: "nope" })).rejects.toThrow("not found");
  });

  it("retakes exactly what was missed, and 'missed last time' is the last test's misses", async () => {
    const { local } = session();
    const chosen = settings({ feedback: "end" });
    const test = await local.start({ settings: chosen });
    // The same cards and seed build the same questions: their keys, to answer the first three right.
    const keys = buildPracticeTest(sampleCards(), chosen);
    for (const index of [0, 1, 2]) await local.answer({ testId: test.id, index, response: rightResponse(keys[index]!) });
    const results = await local.submit({ testId: test.id });
    expect(results.correct).toBe(3);
    const missed = test.items.slice(3).flatMap((item) => item.cards.map((card) => card.cardId));
    expect(results.missedCardIds.sort()).toEqual(missed.sort());

    await expect(local.retake({ testId: "nope" })).rejects.toThrow("not found");
    const retake = await local.retake({ testId: test.id });
    expect(retake.items.flatMap((item) => item.cards.map((card) => card.cardId)).sort()).toEqual(missed.sort());
    const missedLastTime = await local.start({ settings: settings({ seed: 5, count: 100, cards: "missed" }) });
    expect(missedLastTime.items.flatMap((item) => item.cards.map((card) => card.cardId)).sort()).toEqual(missed.sort());

    // A test answered all right leaves nothing missed.
    const perfect = await local.start({ settings: chosen });
    for (const [index, key] of keys.entries()) await local.answer({ testId: perfect.id, index, response: rightResponse(key) });
    expect(await local.submit({ testId: perfect.id })).toMatchObject({ correct: 5, missedCardIds: [] });
    await expect(local.retake({ testId: perfect.id })).rejects.toThrow("No card was missed");
    await expect(local.start({ settings: settings({ cards: "missed" }) })).rejects.toThrow("No card was missed");
  });

  it("keeps a time limit's deadline and extends it from now once it has passed", async () => {
    const { local, tick } = session();
    const test = await local.start({ settings: settings({ minutes: 10 }) });
    expect(test.deadline).toBe("2026-03-02T10:10:00.000Z");
    expect(await local.extend({ testId: test.id, minutes: 5 })).toEqual({ deadline: "2026-03-02T10:15:00.000Z" });
    tick(20 * 60_000);
    expect(await local.extend({ testId: test.id, minutes: 5 })).toEqual({ deadline: "2026-03-02T10:25:00.000Z" });
    expect((await local.test({ testId: test.id })).deadline).toBe("2026-03-02T10:25:00.000Z");
    const untimed = await local.start({ settings: settings() });
    expect(untimed.deadline).toBeNull();
    await expect(local.extend({ testId: untimed.id, minutes: 5 })).rejects.toThrow("no time limit");
  });

  it("says why a test has no questions", async () => {
    const { local } = session(() => []);
    await expect(local.start({ settings: settings() })).rejects.toThrow("add some cards first");
  });

  it("keeps its tests in storage after every change, so a reload resumes a test with its answers and its misses", async () => {
    const { data, storage } = memoryStorage();
    const first = createLocalPracticeSession({ cards: sampleCards, now: () => NOW, newId: () => "t1", storage });
    const test = await first.start({ settings: settings({ feedback: "end" }) });
    const sleep = fillIn(test.items, "Sleep helps");
    await first.answer({ testId: test.id, index: sleep.index, response: { format: "fill_in", text: "consolodate" } });
    expect(JSON.parse(data.get(PRACTICE_STORAGE_KEY)!)).toMatchObject({ version: 1, missedLastTime: [] });

    const reloaded = createLocalPracticeSession({ cards: sampleCards, now: () => NOW, newId: () => "t2", storage });
    const resumed = await reloaded.test({ testId: "t1" });
    expect(resumed.items[sleep.index]?.response).toEqual({ format: "fill_in", text: "consolodate" });
    const results = await reloaded.submit({ testId: "t1" });
    expect(results.items[sleep.index]?.outcome).toMatchObject({ isCorrect: true, layer: "typo" });
    // The misses carry over too: "missed last time" after another reload.
    const again = createLocalPracticeSession({ cards: sampleCards, now: () => NOW, newId: () => "t3", storage });
    const missed = await again.start({ settings: settings({ cards: "missed", count: 100 }) });
    expect(missed.items.flatMap((item) => item.cards.map((card) => card.cardId)).sort()).toEqual([...results.missedCardIds].sort());
  });

  it("keeps only the newest tests, and starts afresh from storage it cannot read or write", async () => {
    const { data, storage } = memoryStorage();
    let ids = 0;
    const local = createLocalPracticeSession({ cards: sampleCards, now: () => NOW, newId: () => `t${++ids}`, storage });
    for (let i = 0; i < MAX_KEPT_TESTS + 2; i += 1) await local.start({ settings: settings() });
    const kept = JSON.parse(data.get(PRACTICE_STORAGE_KEY)!) as { tests: { test: { id: string } }[] };
    expect(kept.tests.map((entry) => entry.test.id)).toEqual(["t3", "t4", "t5", "t6", "t7"]);

    expect(loadPractice(memoryStorage({ [PRACTICE_STORAGE_KEY]: "{not json" }).storage)).toEqual({ tests: [], missedLastTime: [] });
    expect(
      loadPractice(memoryStorage({ [PRACTICE_STORAGE_KEY]: JSON.stringify({ version: 2, tests: [], missedLastTime: [] }) }).storage).tests,
    ).toEqual([]);
    const stale = JSON.stringify({ version: 1, tests: [{ test: { id: "x", items: [{}] }, questions: [] }], missedLastTime: ["c", 3] });
    expect(loadPractice(memoryStorage({ [PRACTICE_STORAGE_KEY]: stale }).storage)).toEqual({ tests: [], missedLastTime: ["c"] });
    expect(loadPractice(brokenStorage)).toEqual({ tests: [], missedLastTime: [] });
    const unstored = createLocalPracticeSession({ cards: sampleCards, storage: brokenStorage });
    const test = await unstored.start({ settings: settings() });
    expect((await unstored.test({ testId: test.id })).items).toHaveLength(5);
  });
});
