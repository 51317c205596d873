import { ZOutlineSchema, type TOutline } from "@mnemo/api-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../../../lib/app-error.ts";
import {
  rejectJsonSchemaReply,
  startFakeOpenAiServer,
  type FakeChatRequest,
  type FakeOpenAiServer,
  type FakeReply,
} from "../../../../testing/fake-openai-server.ts";
import { makeDocument, sectionsIn } from "../../../generation/testing/llm-test-support.ts";
import type { TExtractedDocument } from "../../../reading/document.ts";
import { createModelOutlineAnalyser, type TModelOutlineAnalyserOptions } from "./create-model-outline-analyser.ts";

const API_KEY = "sk-test-outline";
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer({ apiKey: API_KEY });
});
afterEach(() => server.close());

function analyser(overrides: Partial<TModelOutlineAnalyserOptions> = {}) {
  return createModelOutlineAnalyser({ baseURL: server.baseURL, apiKey: API_KEY, model: "fake-model", retryBaseDelayMs: 1, ...overrides });
}

const NONE = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };
type TAnswer = { sections: object[]; terms?: object[]; left_out?: Partial<typeof NONE> };
const reply = ({ sections, terms = [], left_out = {} }: TAnswer): FakeReply => ({
  content: JSON.stringify({ sections, terms, left_out: { ...NONE, ...left_out } }),
});
const point = (quote: string, text = quote, extra: object = {}) => ({ kind: "fact", quotes: [quote], text, examples: [], ...extra });
const firstSentence = (text: string) => /^[^.!?]*[.!?]/.exec(text)?.[0] ?? text;

/** A well-behaved model: one section per section it was sent, titled by its first word, with its first sentence as the point. */
function outlinePerSection(request: FakeChatRequest): FakeReply {
  return reply({
    sections: sectionsIn(request).map((text) => ({ title: text.split(" ")[0], level: 1, points: [point(firstSentence(text))] })),
  });
}

/** The outline is valid, and every span's quote is exactly the text at its offsets. */
function expectCited(outline: TOutline, document: TExtractedDocument) {
  expect(ZOutlineSchema.safeParse(outline).success).toBe(true);
  const spans = [
    ...outline.sections.flatMap((section) =>
      section.points.flatMap((p) => [...p.spans, ...p.examples.flatMap((example) => example.spans)]),
    ),
    ...outline.terms.flatMap((term) => term.spans),
  ];
  for (const span of spans) expect(document.sections[span.sectionIndex]!.text.slice(span.start, span.end)).toBe(span.quote);
  const ids = outline.sections.flatMap((section) => section.points.map((p) => p.id));
  expect(new Set(ids).size).toBe(ids.length);
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: "GENERATION_FAILED",
    userMessage: expect.stringMatching(/outline.*try again in a few minutes\.$/) as unknown,
  });
  return error as AppError;
}

const LECTURE = makeDocument([
  {
    slide: 1,
    heading: "Independence",
    text: "Independent events\n\nIf A and B are independent:\n- the joint probability is the product of the marginals\n- knowing A says nothing about B",
  },
  {
    slide: 2,
    heading: "Independence",
    text: "For example, two fair coin tosses: P(HH) = 1/4.\n\nSee chapter 3 of the textbook. Homework: exercise 2.1.",
  },
]);

describe("createModelOutlineAnalyser", () => {
  it("turns a good answer into a valid outline whose spans are found in the source", async () => {
    server.setHandler(() =>
      reply({
        sections: [
          {
            title: "Independent events",
            level: 1,
            points: [
              point(
                "the joint probability is the product of the marginals",
                "If A and B are independent, their joint probability is the product of the marginals.",
                {
                  kind: "formula",
                  // The model "tidied" the spacing and the case: the locator still finds the source's own text.
                  quotes: ["If A and B are independent:", "The joint  probability is the product of the marginals"],
                  examples: [{ quote: "two fair coin tosses: P(HH) = 1/4", text: "Two fair coin tosses give P(HH) = 1/4." }],
                },
              ),
              point("knowing A says nothing about B", "If A and B are independent, knowing A says nothing about B."),
            ],
          },
        ],
        terms: [
          {
            term: "independent events",
            quote: "If A and B are independent",
            definition: "Events where knowing one says nothing about the other.",
          },
        ],
        left_out: { references: 1, exercises: 1 },
      }),
    );
    const progress: unknown[] = [];
    const model = analyser();
    const result = await model.analyse(LECTURE, { onProgress: (step) => progress.push(step) });
    expect(model.name).toBe("model@2:fake-model");
    expectCited(result.outline, LECTURE);
    expect(result.outline.analyser).toBe("model@2:fake-model");
    const [section] = result.outline.sections;
    expect(section).toMatchObject({ title: "Independent events", level: 1, sectionIndexes: [0] });
    expect(section!.points.map((p) => [p.id, p.kind])).toEqual([
      ["s1.p1", "formula"],
      ["s1.p2", "fact"],
    ]);
    expect(section!.points[0]!.spans.map((span) => span.quote)).toEqual([
      "If A and B are independent:",
      "the joint probability is the product of the marginals",
    ]);
    expect(section!.points[0]!.examples[0]!.spans[0]).toMatchObject({ sectionIndex: 1, quote: "two fair coin tosses: P(HH) = 1/4" });
    expect(result.outline.terms).toMatchObject([{ term: "independent events", spans: [{ sectionIndex: 0 }] }]);
    expect(result.outline.left_out).toEqual({ ...NONE, references: 1, exercises: 1 });
    expect(result).toMatchObject({ unlocated: 0, capped: 0, invalid: 0 });
    expect(result.tokens?.input).toBeGreaterThan(0);
    expect(progress).toEqual([{ done: 1, total: 1 }]);
    // Structured output: the answer's schema is sent, and the source goes in with its slides and headings.
    expect(server.requests[0]!.responseFormat).toMatchObject({ type: "json_schema", json_schema: { name: "outline" } });
    expect(JSON.stringify(server.requests[0]!.messages)).toContain('slide=\\"2\\" heading=\\"Independence\\"');
  });

  it("asks again after malformed JSON, then fails with a clear error", async () => {
    server.setHandler((request) =>
      server.requests.length === 1 ? { content: '{"sections": [{"title": "Indep', finishReason: "length" } : outlinePerSection(request),
    );
    const recovered = await analyser().analyse(LECTURE);
    expect(server.requests).toHaveLength(2);
    expect(recovered.outline.sections.map((section) => section.title)).toEqual(["Independent", "For"]);

    server.requests.length = 0;
    server.setHandler(() => ({ content: "```json\n{ sections: [ oops\n```" }));
    const error = await failure(analyser().analyse(LECTURE));
    expect(error.message).toMatch(/malformed.*not a JSON outline 2 times/);
    expect(error.details).toMatchObject({ reason: "malformed" });
    expect(server.requests).toHaveLength(2);
  });

  it("drops points, examples and terms whose quotes are not in the source, and counts the points", async () => {
    server.setHandler(() =>
      reply({
        sections: [
          {
            title: "Independence",
            level: 1,
            points: [
              point("Independent events are always mutually exclusive.", "Invented."),
              point("knowing A says nothing about B", "Kept, with the quote that is there.", {
                quotes: ["knowing A says nothing about B", "A paraphrase the source never says"],
                examples: [{ quote: "three dice", text: "An example the source does not give." }],
              }),
              { kind: "opinion", quotes: ["Independent events"], text: "An unknown kind.", examples: [] },
            ],
          },
          { title: "Nothing found here", level: 2, points: [point("Nowhere in the text.")] },
        ],
        terms: [{ term: "marginal", quote: "The marginal is the sum over the other variable.", definition: "Made up." }],
      }),
    );
    const result = await analyser().analyse(LECTURE);
    expectCited(result.outline, LECTURE);
    expect(result).toMatchObject({ unlocated: 2, invalid: 1 });
    expect(result.outline.sections).toHaveLength(1);
    expect(result.outline.sections[0]!.points).toMatchObject([
      { id: "s1.p1", text: "Kept, with the quote that is there.", spans: [{ quote: "knowing A says nothing about B" }], examples: [] },
    ]);
    expect(result.outline.terms).toEqual([]);
  });

  it("caps an oversized answer and counts the excess", async () => {
    const document = makeDocument(["Cells are the unit of life. " + "Cells divide. ".repeat(20)]);
    server.setHandler(() =>
      reply({
        sections: [
          { title: "Cells", level: 1, points: Array.from({ length: 40 }, (_, at) => point("Cells divide.", `Cells divide (${at}).`)) },
        ],
        terms: Array.from({ length: 9 }, (_, at) => ({
          term: `cell ${at}`,
          quote: "Cells are the unit of life.",
          definition: "The unit of life.",
        })),
      }),
    );
    const result = await analyser().analyse(document);
    expectCited(result.outline, document);
    // A 308-character chunk holds at most 10 points and 5 terms.
    expect(result.outline.sections[0]!.points).toHaveLength(10);
    expect(result.outline.sections[0]!.points.at(-1)!.text).toBe("Cells divide (9).");
    expect(result.outline.terms).toHaveLength(5);
    expect(result.capped).toBe(30 + 4);
  });

  it("analyses a long document part by part, in parallel, and merges the parts in order", async () => {
    const long = "Osmosis moves water across a membrane. " + "Water flows toward the higher solute concentration. ".repeat(12);
    const document = makeDocument([
      { page: 1, text: "Atoms are the smallest units of matter. They combine into molecules." },
      { page: 2, text: "Bonds hold atoms together in a molecule. Covalent bonds share electrons." },
      { page: 3, text: long },
      { page: 4, text: "Diffusion spreads particles evenly. It needs no energy." },
    ]);
    server.setHandler((request) => {
      const texts = sectionsIn(request);
      const sections = texts.map((text) => ({
        // A part of the long section repeats its title, as the prompt asks: the merge joins them.
        title: text.includes("Water flows") || text.startsWith("Osmosis") ? "Osmosis" : text.split(" ")[0],
        level: 1,
        points: [point(firstSentence(text.trim()))],
      }));
      // Early parts answer last: the merge must still follow the document.
      return { ...reply({ sections }), delayMs: texts.some((text) => text.startsWith("Atoms")) ? 300 : 0 };
    });
    const progress: { done: number; total: number }[] = [];
    const result = await analyser({ chunkChars: 200, concurrency: 2 }).analyse(document, { onProgress: (step) => progress.push(step) });

    expect(server.requests.length).toBeGreaterThanOrEqual(5);
    expect(server.maxConcurrent).toBe(2);
    // Nothing is cut: every request's sections together are the whole document, the long section in pieces.
    const sent = server.requests.flatMap((request) => sectionsIn(request));
    expect(sent.filter((text) => !text.startsWith("Atoms") && !text.startsWith("Bonds") && !text.startsWith("Diffusion")).join("")).toBe(
      long,
    );
    expectCited(result.outline, document);
    expect(result.outline.sections.map((section) => [section.title, section.sectionIndexes])).toEqual([
      ["Atoms", [0]],
      ["Bonds", [1]],
      ["Osmosis", [2]],
      ["Diffusion", [3]],
    ]);
    expect(result.outline.sections[2]!.points.map((p) => p.id)).toEqual(
      Array.from({ length: result.outline.sections[2]!.points.length }, (_, at) => `s3.p${at + 1}`),
    );
    expect(progress.at(-1)).toEqual({ done: server.requests.length, total: server.requests.length });
  });

  it("falls back to JSON mode when the server refuses json_schema, and stops at once on a refused key", async () => {
    server.setHandler((request) => (request.responseFormat?.type === "json_schema" ? rejectJsonSchemaReply : outlinePerSection(request)));
    const model = analyser();
    expect((await model.analyse(LECTURE)).outline.sections).toHaveLength(2);
    expect(server.requests.map((request) => request.responseFormat?.type)).toEqual(["json_schema", "json_object"]);
    expect(String(server.requests[1]!.messages.find((message) => message.role === "system")?.content)).toContain('"left_out"');

    server.requests.length = 0;
    const error = await failure(analyser({ apiKey: "sk-wrong" }).analyse(LECTURE));
    expect(error.details).toMatchObject({ reason: "refused", status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it("stops running and pending requests when the signal aborts", async () => {
    const controller = new AbortController();
    server.setHandler((request) => {
      if (server.requests.length === 2) setTimeout(() => controller.abort(), 20);
      return { ...outlinePerSection(request), delayMs: 5_000 };
    });
    const document = makeDocument(["A a.", "B b.", "C c.", "D d."]);
    const started = Date.now();
    await expect(analyser({ chunkChars: 5, concurrency: 2 }).analyse(document, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(2);
  });
});
