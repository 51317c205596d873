import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../testing/fake-openai-server.ts";
import { createLlmGenerator, type TLlmGeneratorOptions } from "./create-llm-generator.ts";
import { captureLogs, makeDocument, quoteFirstSentences, sectionsIn } from "../testing/llm-test-support.ts";

const API_KEY = "sk-test-failures";
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer({ apiKey: API_KEY });
});
afterEach(() => server.close());

function generator(overrides: Partial<TLlmGeneratorOptions> = {}) {
  const logs = captureLogs();
  const llm = createLlmGenerator({
    baseURL: server.baseURL,
    apiKey: API_KEY,
    model: "fake-model",
    logger: logs.logger,
    retryBaseDelayMs: 1,
    ...overrides,
  });
  return { llm, logs };
}

/** Two chunks at chunkChars 60: "Alpha ..." and "Beta ...". */
const TWO_PARTS = makeDocument(["Alpha is the first letter. It comes before beta.", "Beta is the second letter. It comes after alpha."]);
const twoChunks = { chunkChars: 60, maxParallel: 1 };
const isAlpha = (request: Parameters<typeof quoteFirstSentences>[0]) => sectionsIn(request)[0]?.startsWith("Alpha") === true;

async function expectGenerationFailed(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: "GENERATION_FAILED",
    userMessage: expect.stringMatching(/try again in a few minutes\.$/) as unknown,
  });
  return error as AppError;
}

describe("createLlmGenerator when things go wrong", () => {
  it("asks once more after malformed JSON, and fails only that chunk when it is malformed again", async () => {
    let alphaAttempts = 0;
    server.setHandler((request) => {
      if (!isAlpha(request)) return quoteFirstSentences(request);
      alphaAttempts += 1;
      return {
        content: '{"cards": [{"type": "qna", "quote": "Alpha',
        finishReason: "length",
        usage: { promptTokens: 10, completionTokens: 5 },
      };
    });
    const { llm, logs } = generator(twoChunks);
    const result = await llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(alphaAttempts).toBe(2);
    expect(result.failedChunks).toBe(1);
    expect(result.cards.map((card) => card.source.quote)).toEqual(["Beta is the second letter."]);
    // Tokens spent on the broken answers count too.
    expect(result.tokens?.input).toBeGreaterThan(20);
    expect(logs.lines.filter((line) => line.message?.includes("malformed"))).toHaveLength(2);

    server.setHandler((request) =>
      server.requests.filter(isAlpha).length === 3 ? { content: "{not json" } : quoteFirstSentences(request),
    );
    const recovered = await llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(recovered.cards).toHaveLength(2);
    expect(recovered.failedChunks).toBe(0);
  });

  it("fails the generation when every chunk stays malformed", async () => {
    server.setHandler(() => ({ content: "```json\n{ cards: [ oops\n```" }));
    const error = await expectGenerationFailed(generator(twoChunks).llm.generate(TWO_PARTS, { types: ["qna"] }));
    expect(error.details).toMatchObject({ chunks: 2, failedChunks: 2 });
    expect(error.details?.inputTokens).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(4);
  });

  it("treats a refusal as no cards for that chunk, counts it and does not charge its words", async () => {
    server.setHandler((request) => (isAlpha(request) ? { refusal: "I'm sorry, I can't help with that." } : quoteFirstSentences(request)));
    const { llm, logs } = generator(twoChunks);
    const refused = await llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(refused.cards.map((card) => card.source.sectionIndex)).toEqual([1]);
    expect(refused.failedChunks).toBe(0);
    // The refused chunk's 9 words are the learner's to keep; the other chunk's card was used.
    expect(refused.model).toMatchObject({ proposed: 1, failures: { refused: 1 }, lostWords: 9 });
    expect(server.requests).toHaveLength(2);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: "warn", message: expect.stringContaining("refused") as unknown }));
  });

  it("says the model did not make cards, naming it, when it refused, answered nothing or not in cards' shape", async () => {
    const cases = [
      [{ refusal: "I'm sorry, I can't help with that." }, "it declined the request"],
      [{ content: "I can't create flashcards from this material." }, "it declined the request"],
      [{ content: "" }, "it sent back an empty answer"],
      [{ content: '{"summary": "Alpha and beta are letters.", "topics": 2}' }, "its answer was not in the form of cards"],
    ] as const;
    for (const [reply, why] of cases) {
      server.setHandler(() => reply);
      const error = await expectGenerationFailed(generator(twoChunks).llm.generate(TWO_PARTS, { types: ["qna"] }));
      expect(error.userMessage).toBe(
        `The AI model (fake-model) did not make cards from this document: ${why}. Nothing was taken from your monthly quota; please try again in a few minutes.`,
      );
    }
  });

  it("asks once more after a 200 with no choices, then counts the chunk as failed", async () => {
    server.setHandler((request) => (server.requests.length === 1 ? { noChoices: true } : quoteFirstSentences(request)));
    const recovered = await generator().llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(recovered.cards).toHaveLength(2);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.setHandler((request) => (isAlpha(request) ? { noChoices: true } : quoteFirstSentences(request)));
    const result = await generator(twoChunks).llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(server.requests.filter(isAlpha)).toHaveLength(2);
    expect(result).toMatchObject({ failedChunks: 1, model: { failures: { no_choices: 1 }, lostWords: 9 } });

    server.setHandler(() => ({ noChoices: true }));
    const error = await expectGenerationFailed(generator(twoChunks).llm.generate(TWO_PARTS, { types: ["qna"] }));
    expect(error.userMessage).toContain("The AI model (fake-model) did not make cards from this document: its server sent back no answer.");
  });

  it("retries a request that times out once, with a longer limit, and then gives the chunk up", async () => {
    server.setHandler((request) => ({ ...quoteFirstSentences(request), delayMs: server.requests.length === 1 ? 3_000 : 0 }));
    const started = Date.now();
    const result = await generator({ timeoutMs: 400 }).llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(result.cards).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);

    // An answer that takes 800 ms: too slow for 500, in time for the retry's 1,000.
    const ONE_PART = makeDocument(["Alpha is a letter."]);
    server.requests.length = 0;
    server.setHandler((request) => ({ ...quoteFirstSentences(request), delayMs: 800 }));
    expect((await generator({ timeoutMs: 500 }).llm.generate(ONE_PART, { types: ["qna"] })).cards).toHaveLength(1);
    expect(server.requests).toHaveLength(2);

    // A model that never answers in time is asked twice, not maxRetries + 1 times.
    server.requests.length = 0;
    server.setHandler((request) => ({ ...quoteFirstSentences(request), delayMs: 5_000 }));
    const error = await expectGenerationFailed(generator({ timeoutMs: 200, maxRetries: 3 }).llm.generate(ONE_PART, { types: ["qna"] }));
    expect(server.requests).toHaveLength(2);
    expect(error.userMessage).toContain("did not make cards from this document: it did not answer in time.");
  });

  it("retries a 429 after the server's Retry-After, capped", async () => {
    server.setHandler((request) =>
      server.requests.length === 1
        ? { status: 429, error: { message: "Rate limit reached", code: "rate_limit_exceeded" }, headers: { "retry-after-ms": "300" } }
        : quoteFirstSentences(request),
    );
    let started = Date.now();
    expect((await generator().llm.generate(TWO_PARTS, { types: ["qna"] })).cards).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    // A server asking for 30 s is held to the cap.
    server.requests.length = 0;
    server.setHandler((request) =>
      server.requests.length === 1
        ? { status: 429, error: { message: "Rate limit reached" }, retryAfter: 30 }
        : quoteFirstSentences(request),
    );
    started = Date.now();
    expect((await generator({ retryMaxDelayMs: 50 }).llm.generate(TWO_PARTS, { types: ["qna"] })).cards).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up with GENERATION_FAILED after maxRetries server errors", async () => {
    server.setHandler(() => ({
      status: 500,
      error: { message: "The server had an error while processing your request.", type: "server_error" },
    }));
    await expectGenerationFailed(generator({ maxRetries: 2 }).llm.generate(TWO_PARTS, { types: ["qna"] }));
    expect(server.requests).toHaveLength(3);
  });

  it("retries network errors", async () => {
    server.setHandler(quoteFirstSentences);
    const closedPort = await freePort();
    let calls = 0;
    const { llm } = generator({
      maxRetries: 2,
      // The first two attempts hit a port nobody listens on: connection refused.
      fetch: (input, init) => {
        calls += 1;
        return calls < 3 ? fetch(`http://127.0.0.1:${closedPort}/v1/chat/completions`, init) : fetch(input, init);
      },
    });
    expect((await llm.generate(TWO_PARTS, { types: ["qna"] })).cards).toHaveLength(2);
    expect(calls).toBe(3);
  });

  it("does not retry a 400 that is not about the output format; other chunks still count", async () => {
    server.setHandler((request) =>
      isAlpha(request)
        ? { status: 400, error: { message: "This model's maximum context length is 4096 tokens.", code: "context_length_exceeded" } }
        : quoteFirstSentences(request),
    );
    const result = await generator(twoChunks).llm.generate(TWO_PARTS, { types: ["qna"] });
    expect(server.requests.filter(isAlpha)).toHaveLength(1);
    expect(result).toMatchObject({ failedChunks: 1, cards: [{ source: { sectionIndex: 1 } }] });

    server.requests.length = 0;
    await expectGenerationFailed(generator().llm.generate(makeDocument(["Alpha only."]), { types: ["qna"] }));
    expect(server.requests).toHaveLength(1);
  });

  it("stops at once when the server refuses the key, without retrying or sending the remaining chunks", async () => {
    const { llm } = generator({ apiKey: "sk-wrong-key", chunkChars: 5 });
    const error = await expectGenerationFailed(llm.generate(makeDocument(["A a.", "B b.", "C c.", "D d.", "E e."]), { types: ["qna"] }));
    expect(error.details).toEqual({ status: 401 });
    expect(server.requests.length).toBeLessThanOrEqual(2);
  });

  it("aborts running requests, pending chunks and backoff waits when the signal fires", async () => {
    const controller = new AbortController();
    server.setHandler((request) => {
      // Abort once both parallel requests are in flight.
      if (server.requests.length === 2) setTimeout(() => controller.abort(), 20);
      return { ...quoteFirstSentences(request), delayMs: 5_000 };
    });
    const started = Date.now();
    const document = makeDocument(["A a.", "B b.", "C c.", "D d."]);
    await expect(
      generator({ chunkChars: 5, maxParallel: 2 }).llm.generate(document, { types: ["qna"], signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(2);

    server.setHandler(() => ({ status: 503, error: { message: "Overloaded" } }));
    const waiting = new AbortController();
    setTimeout(() => waiting.abort(), 100);
    const slowBackoff = generator({ retryBaseDelayMs: 10_000 }).llm.generate(document, { types: ["qna"], signal: waiting.signal });
    await expect(slowBackoff).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
