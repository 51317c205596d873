import { countWords } from "@mnemo/api-contract";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeChatRequest, type FakeReply } from "../../../testing/fake-openai-server.ts";
import { createDeck, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { cardsReply, sectionsIn } from "../testing/llm-test-support.ts";

// A local server speaking OpenAI's Chat Completions protocol stands in for the model; the real client code runs.
const API_KEY = "sk-test-key-never-logged";
const isOutline = (request: FakeChatRequest) => request.responseFormat?.json_schema?.name === "outline";
const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? [];
/** How many card requests the model has answered: the job's first, then "more" asks again. */
let cardRequests = 0;
const model = await startFakeOpenAiServer({
  apiKey: API_KEY,
  models: ["test-model"],
  handler: (request: FakeChatRequest): FakeReply => {
    if (isOutline(request)) {
      // Two outline sections: the first paragraph, and the rest.
      const [first, ...rest] = sectionsIn(request).flatMap((text) => text.split("\n\n"));
      const section = (title: string, texts: string[]) => ({
        title,
        level: 1,
        points: texts.flatMap(sentencesOf).map((sentence) => ({ kind: "fact", quotes: [sentence], text: sentence, examples: [] })),
      });
      const left_out = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };
      return { content: JSON.stringify({ sections: [section("Photosynthesis", [first!]), section("More", rest)], terms: [], left_out }) };
    }
    cardRequests += 1;
    // The job: a card on each paragraph's first sentence. Asked again: the same card, and one on its last sentence.
    const cards = sectionsIn(request)
      .flatMap((text) => text.split("\n\n"))
      .flatMap((paragraph) => {
        const sentences = sentencesOf(paragraph);
        const [first, last] = [sentences[0], sentences.at(-1)];
        const card = (sentence: string) => ({ type: "truefalse", quote: sentence, statement: sentence, isTrue: true, correction: "" });
        return cardRequests === 1 ? [card(first!)] : [card(first!), card(last!)];
      });
    return cardsReply(cards, { promptTokens: 100, completionTokens: 50 });
  },
});
afterAll(() => model.close());

const ctx = useTestApp({
  generation: { env: { LLM_BASE_URL: model.baseURL, LLM_MODEL: "test-model", LLM_API_KEY: API_KEY, LLM_TIMEOUT_SECONDS: 5 } },
});

describe("more candidates from a section, with a model", () => {
  it("asks the model for cards from that section's text only, keeps the new ones, and charges nothing", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const trpc = callerFor(ctx, user);
    const started = await trpc.generation.startText({ groupId, text: STUDY_TEXT, types: ["truefalse"] });
    const job = await waitForJob(ctx.app, user, started.id, 60_000);
    expect(job.status).toBe("succeeded");
    const firstParagraph = STUDY_TEXT.split("\n\n")[0]!;
    const last = sentencesOf(firstParagraph).at(-1);
    const asked = model.requests.length;

    const more = await trpc.generation.moreCandidates({ jobId: job.id, sectionIndex: 0 });
    // One request, with the first section's text alone; the card on its first sentence was offered already.
    const sent = model.requests.slice(asked);
    expect(sent).toHaveLength(1);
    expect(sectionsIn(sent[0]!).join("\n\n")).toBe(firstParagraph);
    expect(more.candidates.map((candidate) => candidate.content)).toEqual([
      { type: "truefalse", statement: last, isTrue: true, correction: "" },
    ]);
    expect(more.candidates[0]).toMatchObject({ section: { title: "Photosynthesis", index: 0 }, source: { quote: last } });
    const used = await ctx.db.usagePeriod.findMany({ where: { userId: user.id }, select: { wordsUsed: true } });
    expect(used.reduce((sum, row) => sum + row.wordsUsed, 0)).toBe(countWords(STUDY_TEXT));
  });
});
