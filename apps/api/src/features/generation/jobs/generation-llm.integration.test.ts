import { countWords, type TNote } from "@mnemo/api-contract";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeChatRequest, type FakeReply } from "../../../testing/fake-openai-server.ts";
import { createDeck, STUDY_TEXT, waitForAcceptedJob, waitForJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { cardsReply, sectionsIn } from "../testing/llm-test-support.ts";

// A local server speaking OpenAI's Chat Completions protocol stands in for the paid model; the real client code runs.
const API_KEY = "sk-test-key-never-logged";
let failNext = 0;
/** When set, answers the card requests instead of the well-behaved model below. */
let cardsScript: ((request: FakeChatRequest, attempt: number) => FakeReply) | undefined;
const isOutline = (request: FakeChatRequest) => request.responseFormat?.json_schema?.name === "outline";
const model = await startFakeOpenAiServer({
  apiKey: API_KEY,
  models: ["test-model"],
  handler: (request: FakeChatRequest): FakeReply => {
    if (isOutline(request)) return outlineReply(request);
    if (cardsScript) return cardsScript(request, model.requests.filter((sent) => !isOutline(sent)).length);
    if (failNext > 0) {
      failNext -= 1;
      return { status: 500, error: { message: "upstream overloaded", type: "server_error" } };
    }
    const cards = sectionsIn(request).flatMap((text) => {
      const sentences = text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? [];
      // A question on the first sentence, a statement of the second: the same sentence twice would be one fact twice.
      const [first, second] = sentences;
      return [
        ...(first
          ? [
              {
                type: "qna",
                quote: first,
                question: `What does the text say about ${first.split(" ").slice(0, 2).join(" ")}?`,
                answer: first,
              },
            ]
          : []),
        ...(second ? [{ type: "truefalse", quote: second, statement: second, isTrue: true, correction: "" }] : []),
      ];
    });
    return { content: JSON.stringify({ cards }), usage: { promptTokens: 120, completionTokens: 80 } };
  },
});
afterAll(() => model.close());

/** The source read into an outline: one part whose points quote each sentence of the text. */
function outlineReply(request: FakeChatRequest): FakeReply {
  const sentences = sectionsIn(request).flatMap((text) => text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? []);
  const points = sentences.map((sentence) => ({ kind: "fact", quotes: [sentence], text: sentence, examples: [] }));
  const left_out = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };
  return { content: JSON.stringify({ sections: [{ title: "Photosynthesis", level: 1, points }], terms: [], left_out }) };
}

const logLines: { level: string; message: string; object: object }[] = [];
const ctx = useTestApp({
  generation: { env: { LLM_BASE_URL: model.baseURL, LLM_MODEL: "test-model", LLM_API_KEY: API_KEY, LLM_TIMEOUT_SECONDS: 5 }, logLines },
});

describe("generating with an OpenAI-compatible model", () => {
  it("makes cards through the model, with sources, and says so in the options", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    expect((await callerFor(ctx, user).generation.options()).generator).toBe("llm");
    const groupId = await createDeck(ctx.app, user);
    failNext = 1; // one 500 first: retried with backoff
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT, types: ["qna", "truefalse"] },
    });
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id, 60_000);
    expect(job.error).toBeNull();
    expect(job.status).toBe("succeeded");
    const notes = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/notes/notes_by_group_id",
        headers: user.headers,
        payload: { id: groupId, page: 0 },
      })
    ).json<TNote[]>();
    expect(notes.length).toBe(job.cards_created);
    expect(new Set(notes.map((note) => note.type))).toEqual(new Set(["qna", "truefalse"]));
    for (const note of notes) {
      // Offsets are within the quote's section (here a paragraph), the quote a verbatim span of the text.
      expect(STUDY_TEXT).toContain(note.source!.quote);
      expect(note.source!.end! - note.source!.start!).toBe(note.source!.quote!.length);
    }
    expect(model.requests.every((request) => request.model === "test-model")).toBe(true);
    // The model read the source into its outline too, kept with the source under the model's name.
    const source = await ctx.db.source.findUniqueOrThrow({ where: { id: job.id }, select: { outline: true } });
    const outline = source.outline as { analyser: string; sections: { points: { spans: { quote: string }[] }[] }[] };
    expect(outline.analyser).toBe("model@2:test-model");
    const quotes = outline.sections.flatMap((section) => section.points.flatMap((point) => point.spans.map((span) => span.quote)));
    expect(quotes.length).toBeGreaterThan(1);
    for (const quote of quotes) expect(STUDY_TEXT).toContain(quote);
    expect(JSON.stringify(logLines)).not.toContain(API_KEY);
    expect(JSON.stringify(logLines)).not.toContain("Photosynthesis is the process");
  });

  it("a model that keeps failing fails the job with a clear message and gives the words back", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    failNext = 1_000;
    try {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: STUDY_TEXT.slice(0, 600), types: ["qna"] },
      });
      const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id, 90_000);
      expect(job).toMatchObject({ status: "failed", refunded: true, error: { code: "GENERATION_FAILED" } });
      expect(job.error?.message).toContain("Nothing was taken from your monthly quota");
      const usage = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
      expect(usage.wordsUsed).toBe(0);
    } finally {
      failNext = 0;
    }
  }, 120_000);
});

/** Each sentence of the request's text, trimmed. */
const sentencesIn = (request: FakeChatRequest) =>
  sectionsIn(request).flatMap((text) => text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? []);

/** A question card per quote, on its first two words (different for each sentence used here). */
const qnaCards = (quotes: string[]) =>
  quotes.map((quote) => ({
    type: "qna",
    quote,
    question: `What does the text say about ${quote
      .replace(/^in short, /i, "")
      .split(" ")
      .slice(0, 2)
      .join(" ")}?`,
    answer: quote,
  }));

const CITED_TEXT =
  "Working memory holds about four chunks of information at once (Cowan, 2001). Long-term potentiation strengthens the synapses that fire together [12]. " +
  "The hippocampus consolidates new memories during sleep (Walker & Stickgold, 2004; Diekelmann, 2010).";

describe("what a model loses is said and not charged", () => {
  async function run(text: string, script: typeof cardsScript, types = ["qna"]) {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    cardsScript = script;
    model.requests.length = 0;
    try {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text, types },
      });
      const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id, 60_000);
      const usage = await ctx.db.usagePeriod.findFirst({ where: { userId: user.id } });
      const cardRequests = model.requests.filter((request) => !isOutline(request));
      return { job, user, groupId, wordsUsed: usage?.wordsUsed ?? 0, cardRequests };
    } finally {
      cardsScript = undefined;
    }
  }

  it("keeps cards whose quotes left out the citations, quoting the document itself", async () => {
    const { job, wordsUsed } = await run(CITED_TEXT, (request) =>
      cardsReply(qnaCards(sentencesIn(request).map((sentence) => sentence.replace(/\s*(\([^)]*\d{4}\)|\[\d+\])/g, "")))),
    );
    // The stored spans (the document's own text, citations included) are checked in create-llm-generator.test.ts.
    expect(job).toMatchObject({ status: "succeeded", cards_proposed: 3, drops: {}, notice: null });
    expect(job.message).toBe("3 cards ready: kept 3 of 3 the model proposed");
    expect(job.words_charged).toBe(countWords(CITED_TEXT));
    expect(wordsUsed).toBe(countWords(CITED_TEXT));
  });

  it("tells the learner how many cards had quotes not in the document, and does not charge their share of the words", async () => {
    // The first sentence is quoted as it is; the other eleven are paraphrased.
    const { job, wordsUsed } = await run(STUDY_TEXT, (request) =>
      cardsReply(qnaCards(sentencesIn(request).map((sentence, index) => (index === 0 ? sentence : `In short, ${sentence.toLowerCase()}`)))),
    );
    const words = countWords(STUDY_TEXT);
    const charged = words - Math.round((words * 11) / 12);
    expect(job).toMatchObject({ status: "succeeded", cards_proposed: 12, drops: { unlocated: 11 } });
    expect(job.message).toBe("1 card ready: kept 1 of 12 the model proposed");
    expect(job.notice).toContain("The model's quotes did not match your document: 11 cards could not be checked and were left out.");
    expect(job.notice).toContain(`${words - charged} words you got no cards for were not charged.`);
    expect(job.words_charged).toBe(charged);
    expect(wordsUsed).toBe(charged);
  });

  it("fails and refunds a job whose every quote is a paraphrase, saying so", async () => {
    const { job, wordsUsed } = await run(STUDY_TEXT, (request) =>
      cardsReply(qnaCards(sentencesIn(request).map((sentence) => `In short, ${sentence.toLowerCase()}`))),
    );
    expect(job).toMatchObject({ status: "failed", refunded: true, error: { code: "GENERATION_FAILED" } });
    expect(job.error?.message).toBe(
      "The model's quotes did not match your document: 12 cards could not be checked and were left out. Nothing was taken from your monthly quota; please try again in a few minutes.",
    );
    expect(wordsUsed).toBe(0);
  });

  it.each([
    ["a refusal", { refusal: "I can't help with that." }, "it declined the request"],
    ["an empty answer", { content: "" }, "it sent back an empty answer"],
    [
      "an answer in the wrong shape",
      { content: '{"summary": "Plants make sugar.", "topics": ["biology"]}' },
      "its answer was not in the form of cards",
    ],
  ] as const)("says the model made no cards after %s, naming it, and refunds", async (_, reply, why) => {
    const { job, wordsUsed } = await run(STUDY_TEXT, () => reply);
    expect(job).toMatchObject({ status: "failed", refunded: true, error: { code: "GENERATION_FAILED" } });
    expect(job.error?.message).toBe(
      `The AI model (test-model) did not make cards from this document: ${why}. Nothing was taken from your monthly quota; please try again in a few minutes.`,
    );
    expect(wordsUsed).toBe(0);
  });

  it("says the model proposed no cards, not that the document lacks facts, when it answers with none", async () => {
    const { job, wordsUsed } = await run(STUDY_TEXT, () => cardsReply([]));
    expect(job).toMatchObject({ status: "failed", refunded: true, error: { code: "NO_CARDS" } });
    expect(job.error?.message).toBe("The AI model (test-model) proposed no cards for this document.");
    expect(wordsUsed).toBe(0);
  });

  it("asks once more after a 200 with no choices", async () => {
    const { job, cardRequests, wordsUsed } = await run(STUDY_TEXT.slice(0, 600), (request, attempt) =>
      attempt === 1 ? { noChoices: true } : cardsReply(qnaCards(sentencesIn(request).slice(0, 2))),
    );
    expect(cardRequests).toHaveLength(2);
    expect(job).toMatchObject({ status: "succeeded", cards_proposed: 2, message: "2 cards ready: kept 2 of 2 the model proposed" });
    expect(wordsUsed).toBe(countWords(STUDY_TEXT.slice(0, 600)));
  });

  it("retries a chunk that timed out once, with twice the time limit", async () => {
    // LLM_TIMEOUT_SECONDS is 5 here: the first answer comes after 6 s (too late), the second within the retry's 10 s.
    const { job, cardRequests } = await run(STUDY_TEXT.slice(0, 600), (request) => ({
      ...cardsReply(qnaCards(sentencesIn(request).slice(0, 2))),
      delayMs: 6_000,
    }));
    expect(cardRequests).toHaveLength(2);
    expect(job).toMatchObject({ status: "succeeded", message: "2 cards ready: kept 2 of 2 the model proposed" });
  }, 60_000);
});
