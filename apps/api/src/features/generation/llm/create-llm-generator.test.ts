import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rejectJsonSchemaReply, startFakeOpenAiServer, type FakeOpenAiServer } from "../../../testing/fake-openai-server.ts";
import { NOTICES } from "../../analysis/profile-document.ts";
import type { TGenerateOptions, TGenerationProgress } from "../types.ts";
import { createLlmGenerator, type TLlmGeneratorOptions } from "./create-llm-generator.ts";
import { captureLogs, cardsReply, makeDocument, quoteFirstSentences, sectionsIn } from "../testing/llm-test-support.ts";

const API_KEY = "sk-test-4f9c2b7e1d";
const ALL_TYPES: TGenerateOptions["types"] = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"];

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

const BIOLOGY = makeDocument([
  { page: 1, heading: "Cells", text: "The mitochondrion produces ATP for the cell.\n\nRibosomes build proteins from amino acids." },
  { page: 2, text: "The Krebs  cycle\nruns in the mitochondrial matrix. It was described by Hans Krebs in 1937." },
]);

describe("createLlmGenerator", () => {
  it("turns every card type into drafts whose sources are exact spans of the sections", async () => {
    server.setHandler(() =>
      cardsReply([
        {
          type: "mcq",
          quote: "The mitochondrion produces ATP for the cell.",
          question: "Which organelle produces ATP?",
          options: ["Ribosome", "Mitochondrion", "Nucleus", "Golgi apparatus"],
          correctIndex: 1,
          explanation: "The text says so.",
        },
        {
          type: "truefalse",
          quote: "the krebs cycle runs in the mitochondrial matrix.",
          statement: "The Krebs cycle runs in the cytoplasm.",
          isTrue: false,
          correction: "It runs in the mitochondrial matrix.",
        },
        {
          type: "clozedel",
          quote: "Ribosomes build proteins from amino acids.",
          text: "{{c1::Ribosomes}} build proteins from amino acids.",
        },
        {
          type: "concept_fact_list",
          quote: "“It was described by Hans Krebs in 1937.”",
          concept: "Krebs cycle",
          facts: ["Described by Hans Krebs", "Described in 1937"],
        },
        { type: "qna", quote: "Ribosomes build proteins", question: "What do ribosomes build?", answer: "Proteins" },
        // Dropped: a quote that is not in the text, and a multiple-choice card with 3 options.
        { type: "qna", quote: "Chloroplasts perform photosynthesis.", question: "What do chloroplasts do?", answer: "Photosynthesis" },
        {
          type: "mcq",
          quote: "Ribosomes build proteins",
          question: "What do ribosomes build?",
          options: ["Proteins", "Lipids", "Sugars"],
          correctIndex: 0,
          explanation: "",
        },
      ]),
    );
    const { llm, logs } = generator();
    const result = await llm.generate(BIOLOGY, { types: ALL_TYPES });

    expect(llm.name).toBe("llm");
    expect(result.cards.map((card) => card.content.type)).toEqual(["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"]);
    for (const { source } of result.cards)
      expect(BIOLOGY.sections[source.sectionIndex]?.text.slice(source.start, source.end)).toBe(source.quote);
    expect(result.cards[0]).toEqual({
      content: {
        type: "mcq",
        question: "Which organelle produces ATP?",
        options: ["Ribosome", "Mitochondrion", "Nucleus", "Golgi apparatus"],
        correctIndex: 1,
        explanation: "The text says so.",
      },
      source: { sectionIndex: 0, page: 1, heading: "Cells", start: 0, end: 44, quote: "The mitochondrion produces ATP for the cell." },
    });
    // Whitespace and case differ from the text; the source quotes the text itself.
    expect(result.cards[1]?.source).toMatchObject({
      sectionIndex: 1,
      page: 2,
      start: 0,
      quote: "The Krebs  cycle\nruns in the mitochondrial matrix.",
    });
    expect(result.cards[3]?.source.quote).toBe("It was described by Hans Krebs in 1937.");
    expect(result.failedChunks).toBe(0);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ fields: expect.objectContaining({ proposed: 7, cards: 5, unlocated: 1, invalid: 1 }) as unknown }),
    );
    expect(result.model).toMatchObject({
      name: "fake-model",
      proposed: 7,
      lost: { unlocated: 1, wrong_type: 0, invalid: 1 },
      failures: {},
    });

    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.responseFormat?.type).toBe("json_schema");
    expect(request?.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("Tests one idea") as unknown });
    expect(result.notice).toBeUndefined();
  });

  it("keeps a card whose quote left out a citation or a stray token, with the document's own span as its source", async () => {
    const cited = makeDocument([
      "Perceived usefulness predicts intention to use (Davis, 1989; Venkatesh et al., 2003). Ease of use [12] | matters less over time.",
    ]);
    server.setHandler(() =>
      cardsReply([
        {
          type: "qna",
          quote: "Perceived usefulness predicts intention to use.",
          question: "What predicts intention to use?",
          answer: "Perceived usefulness",
        },
        { type: "qna", quote: "Ease of use matters less over time.", question: "What matters less over time?", answer: "Ease of use" },
        // A paraphrase is not found.
        { type: "qna", quote: "Usefulness is what predicts use.", question: "What predicts use?", answer: "Usefulness" },
      ]),
    );
    const result = await generator().llm.generate(cited, { types: ["qna"] });
    expect(result.cards.map((card) => card.source.quote)).toEqual([
      "Perceived usefulness predicts intention to use (Davis, 1989; Venkatesh et al., 2003).",
      "Ease of use [12] | matters less over time.",
    ]);
    for (const { source } of result.cards) expect(cited.sections[0]!.text.slice(source.start, source.end)).toBe(source.quote);
    expect(result.model).toMatchObject({ proposed: 3, lost: { unlocated: 1 } });
  });

  it("offers and keeps only the requested card types", async () => {
    server.setHandler(() =>
      cardsReply([
        { type: "qna", quote: "Ribosomes build proteins", question: "What do ribosomes build?", answer: "Proteins" },
        { type: "truefalse", quote: "Ribosomes build proteins", statement: "Ribosomes build proteins.", isTrue: true, correction: "" },
        { type: "clozedel", quote: "Ribosomes build proteins", text: "{{c1::Ribosomes}} build proteins." },
      ]),
    );
    const { llm } = generator();
    const result = await llm.generate(BIOLOGY, { types: ["qna", "clozedel"] });
    expect(result.cards.map((card) => card.content.type)).toEqual(["qna", "clozedel"]);
    const schema = server.requests[0]?.responseFormat?.json_schema?.schema as {
      properties: { cards: { items: { anyOf: { properties: { type: { const: string } } }[] } } };
      required: string[];
    };
    expect(schema.properties.cards.items.anyOf.map((variant) => variant.properties.type.const)).toEqual(["qna", "clozedel"]);
    // The model judges the text before it writes cards; strict mode wants every field required.
    expect(Object.keys(schema.properties)).toEqual(["textKind", "cards"]);
    expect(schema.required).toEqual(["textKind", "cards"]);
    expect(server.requests[0]?.messages[0]?.content).not.toContain("truefalse");
  });

  it("chunks along sections and returns cards in document order with at most maxParallel requests at once", async () => {
    const sections = Array.from(
      { length: 8 },
      (_, index) => `Fact number ${index} is here.${" Filler words to make the section longer.".repeat(10)}`,
    );
    const document = makeDocument(sections);
    // The first chunk answers last, so completion order differs from document order.
    server.setHandler((request) => ({
      ...quoteFirstSentences(request),
      delayMs: sectionsIn(request)[0]?.startsWith("Fact number 0") ? 250 : 20,
    }));
    const progress: TGenerationProgress[] = [];
    const { llm } = generator({ chunkChars: 1000, maxParallel: 2 });
    const result = await llm.generate(document, { types: ["qna"], onProgress: (step) => progress.push(step) });

    expect(server.requests).toHaveLength(4);
    for (const request of server.requests) expect(sectionsIn(request).every((text) => sections.includes(text))).toBe(true);
    expect(server.requests.map((request) => sectionsIn(request).length)).toEqual([2, 2, 2, 2]);
    expect(server.maxConcurrent).toBe(2);
    expect(result.cards.map((card) => card.source.sectionIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(result.cards.map((card) => card.source.quote)).toEqual(sections.map((_, index) => `Fact number ${index} is here.`));
    expect(progress).toEqual([1, 2, 3, 4].map((done) => ({ done, total: 4 })));
  });

  it("splits a section too big for one request on paragraph boundaries, keeping offsets into the section", async () => {
    const paragraphs = ["Alpha one. Alpha two.", "Beta one. Beta two.", "Gamma one. Gamma two."].map(
      (start) => `${start}${" More text.".repeat(30)}`,
    );
    const document = makeDocument([paragraphs.join("\n\n")]);
    server.setHandler(quoteFirstSentences);
    const { llm } = generator({ chunkChars: 500, maxParallel: 3 });
    const result = await llm.generate(document, { types: ["qna"] });
    expect(server.requests).toHaveLength(3);
    const text = document.sections[0]!.text;
    expect(result.cards.map((card) => [card.source.start, card.source.quote])).toEqual([
      [0, "Alpha one."],
      [text.indexOf("Beta one."), "Beta one."],
      [text.indexOf("Gamma one."), "Gamma one."],
    ]);
  });

  it("falls back to JSON mode when the server rejects json_schema, and remembers it", async () => {
    server.setHandler((request) => (request.responseFormat?.type === "json_schema" ? rejectJsonSchemaReply : quoteFirstSentences(request)));
    const { llm, logs } = generator({ chunkChars: 100, maxParallel: 1 });
    const first = await llm.generate(BIOLOGY, { types: ["qna"] });
    const second = await llm.generate(BIOLOGY, { types: ["qna"] });

    expect(first.cards).toHaveLength(2);
    expect(second.cards).toEqual(first.cards);
    expect(first.failedChunks).toBe(0);
    expect(server.requests.map((request) => request.responseFormat?.type)).toEqual([
      "json_schema",
      "json_object",
      "json_object",
      "json_object",
      "json_object",
    ]);
    // In JSON mode the schema travels in the instructions instead.
    expect(server.requests[1]?.messages[0]?.content).toContain('"cards"');
    expect(logs.lines.filter((line) => line.message?.includes("falling back"))).toHaveLength(1);

    // Another generator (another server, perhaps) tries structured output again.
    await generator().llm.generate(BIOLOGY, { types: ["qna"] });
    expect(server.requests.at(-2)?.responseFormat?.type).toBe("json_schema");
  });

  it("drops response_format altogether for a server that takes neither json_schema nor json_object", async () => {
    server.setHandler((request) =>
      request.responseFormat
        ? { status: 400, error: { message: `response_format ${request.responseFormat.type} is not supported` } }
        : { content: "Sure! Here are your cards:\n```json\n" + (quoteFirstSentences(request).content ?? "") + "\n```" },
    );
    const result = await generator().llm.generate(BIOLOGY, { types: ["qna"] });
    expect(result.cards).toHaveLength(2);
    expect(server.requests.map((request) => request.responseFormat?.type)).toEqual(["json_schema", "json_object", undefined]);
  });

  it("sends no Authorization header when no API key is configured (local servers)", async () => {
    const local = await startFakeOpenAiServer({ apiKey: null, handler: quoteFirstSentences });
    try {
      const llm = createLlmGenerator({ baseURL: local.baseURL, model: "fake-model", logger: captureLogs().logger });
      expect((await llm.generate(BIOLOGY, { types: ["qna"] })).cards).toHaveLength(2);
      expect(local.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it("sums token counts over chunks", async () => {
    const usages = [
      { promptTokens: 120, completionTokens: 30 },
      { promptTokens: 80, completionTokens: 12 },
    ];
    server.setHandler((request) => ({ ...quoteFirstSentences(request), usage: usages[server.requests.indexOf(request)] }));
    const { llm, logs } = generator({ chunkChars: 100, maxParallel: 1 });
    const result = await llm.generate(BIOLOGY, { types: ["qna"] });
    expect(result.tokens).toEqual({ input: 200, output: 42 });
    expect(logs.lines.filter((line) => line.message === "llm: chunk done").map((line) => line.fields)).toEqual([
      expect.objectContaining({ chunk: 1, chunks: 2, inputTokens: 120, outputTokens: 30 }),
      expect.objectContaining({ chunk: 2, chunks: 2, inputTokens: 80, outputTokens: 12 }),
    ]);
  });

  it("says the document has little to learn when the model judged every chunk so, in the offline generator's words", async () => {
    const judgements: Record<string, object> = {
      Write: {
        textKind: "exercises",
        cards: [{ type: "qna", quote: "Write 500 words.", question: "How long is the essay?", answer: "500 words" }],
      },
      // JSON mode without a list of cards: nothing worth a card, and not a malformed answer.
      Once: { textKind: "story" },
      Answer: { textKind: "exercises", cards: [] },
    };
    const firstWord = (request: Parameters<typeof sectionsIn>[0]) => sectionsIn(request)[0]?.split(" ")[0] ?? "";
    server.setHandler((request) => ({ content: JSON.stringify(judgements[firstWord(request)]) }));
    const document = makeDocument(["Write 500 words.", "Once upon a time.", "Answer every question."]);
    const { llm, logs } = generator({ chunkChars: 25, maxParallel: 1 });
    const result = await llm.generate(document, { types: ["qna"] });
    expect(server.requests).toHaveLength(3);
    expect(result).toMatchObject({ failedChunks: 0, notice: NOTICES.exercises });
    // The notice explains; the cards still go through the quality gates like any others.
    expect(result.cards).toHaveLength(1);
    expect(logs.lines.filter((line) => line.message === "llm: chunk done").map((line) => line.fields)).toEqual([
      expect.objectContaining({ textKind: "exercises", cards: 1 }),
      expect.objectContaining({ textKind: "story", cards: 0 }),
      expect.objectContaining({ textKind: "exercises", cards: 0 }),
    ]);

    // One chunk of study material, or one the model did not judge, is enough for no notice.
    for (const other of [{ textKind: "study", cards: [] }, { cards: [] }, { textKind: "a novel", cards: [] }]) {
      judgements.Once = other;
      expect((await llm.generate(document, { types: ["qna"] })).notice, JSON.stringify(other)).toBeUndefined();
    }
  });

  it("never logs the API key or the document's text, even when the server echoes them", async () => {
    server.setHandler((request) => {
      const attempt = server.requests.length;
      if (attempt === 1) return { status: 500, error: { message: `Upstream failed for ${request.headers.authorization}` } };
      if (attempt === 2) return { status: 429, error: { message: `Invalid input: ${sectionsIn(request)[1]}` }, retryAfter: 0 };
      return quoteFirstSentences(request);
    });
    const { llm, logs } = generator();
    const result = await llm.generate(BIOLOGY, { types: ["qna"] });
    expect(result.cards).toHaveLength(2);
    expect(logs.lines.filter((line) => line.level === "warn").map((line) => line.fields)).toEqual([
      expect.objectContaining({ status: 500, error: "Upstream failed for Bearer [redacted]" }),
      expect.objectContaining({ status: 429, error: "[server message withheld: it quotes the document]" }),
    ]);
    expect(logs.text()).not.toContain(API_KEY);
    const lines = BIOLOGY.sections.flatMap((section) => section.text.split("\n")).filter(Boolean);
    for (const line of lines) expect(logs.text()).not.toContain(line.slice(0, 30));
  });
});
