import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { createThreadPool } from "../../../threads/thread-pool.ts";
import { extractText } from "../../reading/extract-text.ts";
import type { TGeneratedCardType } from "../types.ts";
import { createOfflineGenerator } from "./create-offline-generator.ts";
import { LONG_STUDY_TEXT } from "../testing/long-study-text.ts";
import { createOfflineGeneratorInThread } from "./offline-generator-in-thread.ts";

const TYPES: TGeneratedCardType[] = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"];
const threads = createThreadPool({
  size: 1,
  memoryMb: 512,
  workerData: { databaseUrl: "postgresql://unused", files: { root: "/tmp/unused", mediaLimitBytes: 0 } },
});
afterAll(() => threads.close({ graceMs: 0 }));

/** Runs `work` and reports the longest time this thread's event loop could not take a turn meanwhile. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let stallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const value = await work();
  clearInterval(timer);
  // A loop held up to the end never ran the timer: the gap since its last turn counts too.
  return { value, stallMs: Math.max(stallMs, performance.now() - last) };
}

describe("the offline generator in a file thread", () => {
  it("makes the same cards as in this thread, with progress, without holding up this thread's loop", async () => {
    const document = extractText({ text: LONG_STUDY_TEXT });
    const inline = createOfflineGenerator();
    await inline.generate(document, { types: ["qna"] }); // the NLP model loaded, so the run below is all reading
    const here = await longestStall(() => inline.generate(document, { types: TYPES }));
    await createOfflineGeneratorInThread(threads).generate(document, { types: ["qna"] }); // the thread started and loaded
    const progress: number[] = [];
    const there = await longestStall(() =>
      createOfflineGeneratorInThread(threads).generate(document, { types: TYPES, onProgress: ({ done }) => progress.push(done) }),
    );
    expect(there.value.cards.length).toBeGreaterThan(10);
    expect(there.value).toEqual(here.value);
    expect(progress.length).toBeGreaterThan(0);
    // In this thread the reading holds the loop for all of its second or two; in the file thread the loop
    // only waits for its share of the cores (compared in the same run: the machines are shared).
    expect(there.stallMs).toBeLessThan(here.stallMs / 2);
  }, 60_000);

  it("answers a language it cannot read with the same error as in this thread", async () => {
    const document = extractText({
      text: "Der Hund läuft schnell über die Straße, und die Katze schläft auf dem warmen Dach des Hauses. ".repeat(20),
    });
    await expect(createOfflineGeneratorInThread(threads).generate(document, { types: TYPES })).rejects.toMatchObject({
      code: "LANGUAGE_NOT_SUPPORTED",
    });
  }, 60_000);
});
