import type { TNote } from "@mnemo/api-contract";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeChatRequest, type FakeReply } from "../../../testing/fake-openai-server.ts";
import { createDeck, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { sectionsIn } from "../testing/llm-test-support.ts";

// A local server speaking OpenAI's Chat Completions protocol stands in for the paid model; the real client code runs.
const API_KEY = "sk-test-key-never-logged";
let failNext = 0;
const model = await startFakeOpenAiServer({
  apiKey: API_KEY,
  models: ["test-model"],
  handler: (request: FakeChatRequest): FakeReply => {
    if (request.responseFormat?.json_schema?.name === "outline") return outlineReply(request);
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
  generation: { env: { LLM_BASE_URL: model.baseURL, LLM_MODEL: "test-model", LLM_API_KEY: API_KEY }, logLines },
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
    const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id, 60_000);
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
