import type { TNote } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { deckNotes, createDeck, multipartBody, STUDY_TEXT, waitForAcceptedJob } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { sweepFiles } from "../exchange/files/sweep-files.ts";
import { makePptx } from "../generation/testing/make-fixtures.ts";
import { setPlan } from "../plan/set-plan.ts";

const ctx = useTestApp({ generation: {} });

const SLIDES = [
  "Mitochondria are the organelles that release energy from glucose through cellular respiration. Ribosomes are the structures that build proteins from amino acids.",
  "The French Revolution began in 1789 with the storming of the Bastille in Paris. Louis XVI was executed in 1793 after the monarchy was abolished.",
];

/** Every card points into its source: the quote is exactly the span of the section it names. */
function expectCardsPointInto(notes: TNote[], source: { id: string; sections: { index: number; text: string }[] }) {
  expect(notes.length).toBeGreaterThan(0);
  for (const note of notes) {
    expect(note.source?.sourceId).toBe(source.id);
    const section = source.sections[note.source?.sectionIndex ?? -1];
    expect(section?.index).toBe(note.source?.sectionIndex);
    expect(section?.text.slice(note.source?.start, note.source?.end)).toBe(note.source?.quote);
  }
}

async function generateFromPptx(user: TestUser, groupId: string) {
  const bytes = await makePptx({
    slides: [
      { title: "Cells and history", bullets: [SLIDES[0]!] },
      { title: "History", bullets: [SLIDES[1]!] },
    ],
  });
  const { payload, headers } = multipartBody({ groupId, types: "qna,truefalse" }, { name: "lecture_3.pptx", bytes });
  const response = await ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: { ...user.headers, ...headers }, payload });
  expect(response.statusCode).toBe(202);
  return { job: await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id), bytes };
}

describe("generation keeps what it read as a source", () => {
  it(
    "pasted text: one source, named by its first line, with its sections; every card points at its span",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await setPlan({ email: user.email, planId: "pro" }, ctx.db);
      const groupId = await createDeck(ctx.app, user);
      const text = `Cell biology basics\n\n${STUDY_TEXT}`;
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text, types: ["qna"] },
      });
      const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
      expect(job.status).toBe("succeeded");
      expect(job.notice).toBeNull();

      const trpc = callerFor(ctx, user);
      const { sources } = await trpc.sources.list({});
      expect(sources).toHaveLength(1);
      expect(sources[0]).toMatchObject({
        id: job.id,
        kind: "text",
        file_name: null,
        file_kept: false,
        size_bytes: Buffer.byteLength(text),
      });
      expect(sources[0]!.title).toBe("Cell biology basics");
      expect(sources[0]!.made).toEqual({ cards: job.cards_created, decks: 1 });
      const source = await trpc.sources.get({ id: job.id });
      expect(source.sections.map((section) => section.text).join("\n\n")).toContain("Photosynthesis is the process");
      expect(source.decks).toEqual([{ id: groupId, title: "Biology" }]);
      expectCardsPointInto(await deckNotes(ctx.app, user, groupId), source);
      expect((await ctx.db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).sourceId).toBe(job.id);
    },
  );

  it("an upload: the file is kept with the source until it is deleted; the cards keep their quotes", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const { job, bytes } = await generateFromPptx(user, groupId);
    expect(job.status).toBe("succeeded");

    const trpc = callerFor(ctx, user);
    const source = await trpc.sources.get({ id: job.id });
    expect(source).toMatchObject({
      kind: "pptx",
      title: "Cells and history",
      file_name: "lecture_3.pptx",
      file_kept: true,
      pages: 2,
      size_bytes: bytes.byteLength,
    });
    expect(source.sections.some((section) => section.slide === 2)).toBe(true);
    const notes = await deckNotes(ctx.app, user, groupId);
    expectCardsPointInto(notes, source);
    const store = ctx.services.sourceFiles!.store;
    expect(new Uint8Array(await store.read(job.id))).toEqual(bytes);

    // The sweep keeps a kept source's file, and takes one no source names once its grace period is over.
    await store.put("0190f3b4-0000-7000-8000-00000000abcd", new Uint8Array([1, 2, 3]));
    const swept = await sweepFiles(
      { graceMs: 0, now: new Date(Date.now() + 1000) },
      { db: ctx.db, exchange: ctx.services.exchange!, sourceFiles: ctx.services.sourceFiles },
    );
    expect(swept.sources.files).toBe(1);
    expect(await store.size(job.id)).toBe(bytes.byteLength);
    expect(await store.size("0190f3b4-0000-7000-8000-00000000abcd")).toBeNull();

    await trpc.sources.delete({ id: job.id });
    expect(await store.size(job.id)).toBeNull();
    const after = await deckNotes(ctx.app, user, groupId);
    expect(after.map((note) => note.source)).toEqual(notes.map((note) => note.source));
  });

  it("the account export carries the sources; deleting the account removes their files", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const { job } = await generateFromPptx(user, groupId);
    const store = ctx.services.sourceFiles!.store;
    expect(await store.size(job.id)).toBeGreaterThan(0);

    const exported = await ctx.app.inject({ url: "/api/account/export", headers: { cookie: user.cookie } });
    expect(exported.statusCode).toBe(200);
    const { sources } = exported.json<{ sources: { id: string; title: string; fileKept: boolean; sections: { text: string }[] }[] }>();
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ id: job.id, title: "Cells and history", fileKept: true });
    expect(sources[0]!.sections.map((section) => section.text).join(" ")).toContain("Mitochondria");

    const deleted = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL, cookie: user.cookie },
      payload: JSON.stringify({ password: "correct horse battery" }),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await store.size(job.id)).toBeNull();
    expect(await ctx.db.source.count({ where: { userId: user.id } })).toBe(0);
  });
});
