import {
  MAX_STUDY_NOTES_BLOCK,
  SOURCE_NOT_FOUND,
  STUDY_NOTES_BLOCK_NOT_FOUND,
  STUDY_NOTES_BLOCK_TOO_LONG,
  type TStudyNotes,
} from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { setPlan } from "../plan/set-plan.ts";
import { OFFLINE_OUTLINE_ANALYSER } from "../analysis/outline/offline-outline-version.ts";

const ctx = useTestApp();

const TEXT = [
  "# Cells",
  "A cell is the smallest unit of life that can replicate on its own. Mitochondria are the organelles that release energy from glucose through cellular respiration. Ribosomes are the structures that build proteins from amino acids.",
  "# The French Revolution",
  "The French Revolution began in 1789 with the storming of the Bastille in Paris. The monarchy was abolished in 1792 and France became a republic. Louis XVI was executed in 1793 after a trial by the National Convention.",
].join("\n\n");

/** A pasted text kept as a source, with `cards` Q&A cards made from it in a deck of its own. */
async function seedSource(user: TestUser, { title = "Biology & history: lecture 3", cards = 2 } = {}) {
  const source = await ctx.db.source.create({
    data: {
      userId: user.id,
      title,
      kind: "text",
      mime: "text/plain",
      words: TEXT.split(/\s+/).length,
      characters: TEXT.length,
      sizeBytes: TEXT.length,
      sections: [{ index: 0, text: TEXT }],
    },
  });
  const deck = await callerFor(ctx, user).groups.create({ title: `Deck for ${title}` });
  if (cards > 0) {
    const job = await ctx.db.generationJob.create({
      data: {
        userId: user.id,
        groupId: deck.id,
        sourceId: source.id,
        inputKind: "text",
        mime: "text/plain",
        generator: "offline",
        status: "succeeded",
      },
    });
    await seedNotes(ctx.db, { userId: user.id, groupId: deck.id, count: cards });
    await ctx.db.note.updateMany({ where: { groupId: deck.id }, data: { jobId: job.id } });
  }
  return source;
}

async function expectError(call: Promise<unknown>, expected: { code: string; message: unknown }) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect(error).toMatchObject(expected);
}

const part = (notes: TStudyNotes, title: string) => notes.blocks.find((block) => block.kind === "part" && block.title === title)!;

describe("study notes", () => {
  it("are made on first read from the source's outline and cards, then read back as stored", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user);
    const trpc = callerFor(ctx, user);

    const notes = await trpc.studyNotes.get({ source_id: source.id });
    expect(notes).toMatchObject({
      source_id: source.id,
      title: "Biology & history: lecture 3",
      length: "standard",
      analyser: OFFLINE_OUTLINE_ANALYSER,
    });
    expect(notes.blocks.map((block) => block.key)).toEqual([
      "overview",
      "part:cells",
      "part:the-french-revolution",
      ...(notes.blocks.some((block) => block.key === "glossary") ? ["glossary"] : []),
      "timeline",
      "self_check",
    ]);
    expect(notes.blocks.every((block) => !block.edited && !block.stale)).toBe(true);
    expect(part(notes, "Cells").markdown).toMatch(/^- .*Mitochondria.*\[§ 1\]\(#cite-0-\d+-\d+\)$/m);
    expect(notes.blocks.find((block) => block.key === "self_check")!.markdown).toContain(
      "<details><summary>Question 0</summary>\n\nAnswer 0",
    );
    // The outline was stored with the source, and the notes once.
    expect((await ctx.db.source.findUniqueOrThrow({ where: { id: source.id } })).outline).toMatchObject({
      analyser: OFFLINE_OUTLINE_ANALYSER,
    });
    expect(await trpc.studyNotes.get({ source_id: source.id })).toEqual(notes);
    expect(await ctx.db.studyNotes.count({ where: { sourceId: source.id } })).toBe(1);
    expect(notes.outdated).toBe(false);

    // Made by an analyser that no longer reads sources: said so, until they are made again.
    await ctx.db.studyNotes.update({ where: { sourceId: source.id }, data: { analyser: "offline@0" } });
    expect(await trpc.studyNotes.get({ source_id: source.id })).toMatchObject({ analyser: "offline@0", outdated: true });
    expect(await trpc.studyNotes.generate({ source_id: source.id, length: "standard" })).toMatchObject({
      analyser: OFFLINE_OUTLINE_ANALYSER,
      outdated: false,
    });
  });

  it("keep an edited block through regeneration (stale when it would now read otherwise), and reset it", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user);
    const trpc = callerFor(ctx, user);
    const first = await trpc.studyNotes.get({ source_id: source.id });
    const cells = part(first, "Cells");

    const edited = await trpc.studyNotes.editBlock({ source_id: source.id, key: cells.key, markdown: "- My own summary of cells." });
    expect(part(edited, "Cells")).toMatchObject({ markdown: "- My own summary of cells.", edited: true, stale: false });

    const same = await trpc.studyNotes.generate({ source_id: source.id, length: "standard" });
    expect(part(same, "Cells")).toMatchObject({ markdown: "- My own summary of cells.", edited: true, stale: false });

    const brief = await trpc.studyNotes.generate({ source_id: source.id, length: "brief" });
    expect(brief.length).toBe("brief");
    expect(part(brief, "Cells")).toMatchObject({ markdown: "- My own summary of cells.", edited: true, stale: true });
    const history = part(brief, "The French Revolution");
    expect(history.edited).toBe(false);
    expect(history.markdown.split("\n").length).toBeLessThan(part(first, "The French Revolution").markdown.split("\n").length);

    const reset = await trpc.studyNotes.resetBlock({ source_id: source.id, key: cells.key });
    const generated = part(reset, "Cells");
    expect(generated).toMatchObject({ edited: false, stale: false });
    expect(generated.markdown).toMatch(/^- /);
    expect(generated.markdown).not.toContain("My own summary");
  });

  it("refuse an unknown block and a block over the limit with a clear 4xx", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user, { cards: 0 });
    const trpc = callerFor(ctx, user);
    await expectError(trpc.studyNotes.editBlock({ source_id: source.id, key: "overview", markdown: "x" }), {
      code: "NOT_FOUND",
      message: STUDY_NOTES_BLOCK_NOT_FOUND,
    });
    await trpc.studyNotes.get({ source_id: source.id });
    await expectError(trpc.studyNotes.editBlock({ source_id: source.id, key: "part:nowhere", markdown: "x" }), {
      code: "NOT_FOUND",
      message: STUDY_NOTES_BLOCK_NOT_FOUND,
    });
    await expectError(trpc.studyNotes.resetBlock({ source_id: source.id, key: "part:nowhere" }), {
      code: "NOT_FOUND",
      message: STUDY_NOTES_BLOCK_NOT_FOUND,
    });
    await expectError(
      trpc.studyNotes.editBlock({ source_id: source.id, key: "overview", markdown: "x".repeat(MAX_STUDY_NOTES_BLOCK + 1) }),
      {
        code: "BAD_REQUEST",
        // A caller sees zod's issues; over HTTP the error formatter sends the message alone (below).
        message: expect.stringContaining(STUDY_NOTES_BLOCK_TOO_LONG),
      },
    );
    const atLimit = await trpc.studyNotes.editBlock({ source_id: source.id, key: "overview", markdown: "x".repeat(MAX_STUDY_NOTES_BLOCK) });
    expect(atLimit.blocks[0]!.markdown).toHaveLength(MAX_STUDY_NOTES_BLOCK);
    // Over HTTP, the same refusal is a 400 with the message.
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/studyNotes.editBlock",
      headers: user.headers,
      payload: { source_id: source.id, key: "overview", markdown: "x".repeat(MAX_STUDY_NOTES_BLOCK + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(STUDY_NOTES_BLOCK_TOO_LONG);
  });

  it("answer 404 for another learner's source, over tRPC and for both downloads", { timeout: 60_000 }, async () => {
    const owner = await createTestUser(ctx.app);
    const source = await seedSource(owner);
    await callerFor(ctx, owner).studyNotes.get({ source_id: source.id });
    const strangerUser = await createTestUser(ctx.app);
    await setPlan({ email: strangerUser.email, planId: "pro" }, ctx.db);
    const stranger = callerFor(ctx, strangerUser);
    const notFound = { code: "NOT_FOUND", message: SOURCE_NOT_FOUND };
    await expectError(stranger.studyNotes.get({ source_id: source.id }), notFound);
    await expectError(stranger.studyNotes.generate({ source_id: source.id, length: "brief" }), notFound);
    await expectError(stranger.studyNotes.editBlock({ source_id: source.id, key: "overview", markdown: "mine" }), notFound);
    await expectError(stranger.studyNotes.resetBlock({ source_id: source.id, key: "overview" }), notFound);
    await expectError(stranger.studyNotes.get({ source_id: "0190b5a4-0000-7000-8000-000000000000" }), notFound);
    for (const file of ["notes.md", "notes.pdf"]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/sources/${source.id}/${file}`, headers: strangerUser.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: SOURCE_NOT_FOUND });
    }
    expect((await ctx.app.inject({ method: "GET", url: `/api/sources/${source.id}/notes.md` })).statusCode).toBe(401);
    // The owner's notes are untouched.
    const notes = await callerFor(ctx, owner).studyNotes.get({ source_id: source.id });
    expect(notes.length).toBe("standard");
    expect(notes.blocks.every((block) => !block.edited)).toBe(true);
  });

  it("download as Markdown on every plan, citations as footnotes and questions unfolded", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const source = await seedSource(user);
    const response = await ctx.app.inject({ method: "GET", url: `/api/sources/${source.id}/notes.md`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Biology & history lecture 3 _ notes.md"; filename*=UTF-8''${encodeURIComponent("Biology & history lecture 3 – notes.md")}`,
    );
    const text = response.body;
    expect(text.startsWith("# Biology & history: lecture 3\n\n")).toBe(true);
    expect(text).toContain("\n## Cells\n");
    expect(text).toMatch(/Mitochondria[^\n]*\[\^\d+\]/);
    expect(text).toMatch(/\n\[\^1\]: § 1: “[^”]+”/);
    expect(text).toContain("**Q:** Question 0\n\n**A:** Answer 0");
    expect(text).not.toContain("#cite-");
  });

  it("download as PDF on a plan with the PDF export; without it, the same refusal as other exports", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const source = await seedSource(user);
    const refused = await ctx.app.inject({ method: "GET", url: `/api/sources/${source.id}/notes.pdf`, headers: user.headers });
    const deck = await ctx.db.group.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } });
    const exportRefused = await ctx.app.inject({
      method: "GET",
      url: `/api/exports/file?format=pdf&groupId=${deck.id}`,
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(exportRefused.json());
    expect(refused.json()).toMatchObject({ code: "EXPORT_NOT_IN_PLAN", details: { format: "pdf", plan: "premium" } });

    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const response = await ctx.app.inject({ method: "GET", url: `/api/sources/${source.id}/notes.pdf`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("notes.pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    const compact = text.replace(/\s+/g, "");
    expect(compact).toContain("Biology&history:lecture3");
    expect(compact).toContain("Sources");
    expect(compact).toContain("Q:Question0");
  });

  it("are in the account export inside their source, and go with the source and with the account", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const kept = await seedSource(user, { title: "Kept" });
    const dropped = await seedSource(user, { title: "Dropped" });
    await trpc.studyNotes.get({ source_id: kept.id });
    await trpc.studyNotes.editBlock({ source_id: kept.id, key: "overview", markdown: "My overview" });
    await trpc.studyNotes.get({ source_id: dropped.id });

    const exported = await ctx.app.inject({ method: "GET", url: "/api/account/export", headers: user.headers });
    const body = exported.json<{
      version: number;
      sources: { id: string; studyNotes: { length: string; blocks: { key: string; edited: string | null }[] } | null }[];
    }>();
    expect(body.version).toBe(2);
    const keptEntry = body.sources.find((entry) => entry.id === kept.id)!;
    expect(keptEntry.studyNotes).toMatchObject({ length: "standard" });
    expect(keptEntry.studyNotes!.blocks.find((block) => block.key === "overview")).toMatchObject({ edited: "My overview" });

    await trpc.sources.delete({ id: dropped.id });
    expect(await ctx.db.studyNotes.count({ where: { sourceId: dropped.id } })).toBe(0);
    expect(await ctx.db.studyNotes.count({ where: { userId: user.id } })).toBe(1);

    const deleted = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL, cookie: user.cookie },
      payload: JSON.stringify({ password: "correct horse battery" }),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await ctx.db.studyNotes.count({ where: { userId: user.id } })).toBe(0);
  });
});
