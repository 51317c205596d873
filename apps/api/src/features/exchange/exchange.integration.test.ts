import type { TExportJob, TImportPreview, TImportResult, TNoteContent } from "@mnemo/api-contract";
import { randomUUID } from "node:crypto";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { seedNotes } from "../../testing/seed.ts";
import { setPlan } from "../plan/set-plan.ts";
import { storeImportMedia } from "./files/save-media.ts";
import { checkAnkiCollection } from "./testing/anki-checker.ts";
import { buildAnkiPackage } from "./testing/anki-fixtures.ts";
import { uploadImport } from "./testing/exchange-requests.ts";

/**
 * Exports and imports through the HTTP API, on real PostgreSQL and the job runtime: plan gating,
 * direct downloads, large exports as jobs, uploads, preview and commit, re-imports, media, scoping.
 */
const ctx = useTestApp({ generation: {} });

async function premiumUser(): Promise<TestUser> {
  const user = await createTestUser(ctx.app);
  await setPlan({ email: user.email, planId: "premium" }, ctx.db);
  return user;
}

async function deckWithCards(user: TestUser, title: string): Promise<string> {
  const group = await ctx.db.group.create({ data: { userId: user.id, title }, select: { id: true } });
  const cards = [
    { type: "qna", question: "What is ATP?", answer: "The cell's energy currency,\nmade in mitochondria." },
    { type: "clozedel", text: "The {{c1::mitochondrion}} makes {{c2::ATP::a molecule}}." },
    {
      type: "mcq",
      question: "Which organelle holds DNA?",
      options: ["Nucleus", "Ribosome", "Golgi", "Vacuole"],
      correctIndex: 0,
      explanation: "",
    },
    { type: "truefalse", statement: "Ribosomes make lipids.", isTrue: false, correction: "They make proteins." },
    { type: "concept_fact_list", concept: "Cell membrane", facts: ["Phospholipid bilayer", "Selectively permeable"] },
    { type: "manual", front: "=1+1 <b>&", back: "Formula-like text stays text" },
  ];
  const caller = callerFor(ctx, user);
  for (const content of cards) await caller.notes.create({ groupId: group.id, content: content as TNoteContent });
  return group.id;
}

async function get(user: TestUser, url: string) {
  return ctx.app.inject({ method: "GET", url, headers: user.headers });
}

function upload(user: TestUser, fileName: string, bytes: Uint8Array) {
  return uploadImport(ctx, user, fileName, bytes);
}

async function post<T>(user: TestUser, url: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await ctx.app.inject({ method: "POST", url, headers: user.headers, payload: payload as object });
  return { status: response.statusCode, body: response.json<T>() };
}

describe("export plans", () => {
  it("lists every format, disabled on the free plan with the plan that has it, and the server refuses them (403)", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await deckWithCards(user, "Biology");
    const options = (await get(user, "/api/exports/options")).json<{
      options: { format: string; enabled: boolean; requiredPlan: { id: string } | null }[];
    }>();
    expect(options.options.map((o) => o.format)).toEqual(["apkg", "md", "csv", "pdf", "quizlet"]);
    expect(options.options.every((o) => !o.enabled && o.requiredPlan?.id === "premium")).toBe(true);
    for (const format of ["apkg", "md", "csv", "pdf"]) {
      const refused = await get(user, `/api/exports/file?format=${format}&groupId=${groupId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "EXPORT_NOT_IN_PLAN", details: { plan: "premium" } });
    }
    expect((await get(user, `/api/exports/quizlet?groupId=${groupId}`)).statusCode).toBe(403);
  });
});

describe("direct exports", () => {
  it("streams a CSV and an Anki package of one deck; another user's deck answers 404", async () => {
    const user = await premiumUser();
    const groupId = await deckWithCards(user, "Cell biology");
    const csv = await get(user, `/api/exports/file?format=csv&groupId=${groupId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain('filename="Cell biology.csv"');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body).toContain("deck,type,front,back,extra,source,tags");
    expect(csv.body).toContain("What is ATP?");
    expect(csv.body).not.toMatch(/(^|,)=1\+1/m);

    const apkg = await get(user, `/api/exports/file?format=apkg&groupId=${groupId}&progress=true`);
    expect(apkg.statusCode).toBe(200);
    expect(await checkAnkiCollection(new Uint8Array(apkg.rawPayload))).toEqual([]);

    const stranger = await premiumUser();
    expect((await get(stranger, `/api/exports/file?format=csv&groupId=${groupId}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/exports/quizlet?groupId=${groupId}`)).statusCode).toBe(404);
  });

  it("answers Quizlet's text and a bad request with what is allowed", async () => {
    const user = await premiumUser();
    const groupId = await deckWithCards(user, "Quiz");
    const quizlet = (await get(user, `/api/exports/quizlet?groupId=${groupId}`)).json<{ text: string; cards: number }>();
    expect(quizlet.text).toContain("What is ATP?\t");
    expect(quizlet.cards).toBeGreaterThan(0);
    const bad = await get(user, `/api/exports/file?format=docx&groupId=${groupId}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain("apkg, md, csv, pdf, quizlet");
  });
});

describe("large exports", () => {
  it("run as a job with progress; the file downloads until it expires, then answers 410", async () => {
    const user = await premiumUser();
    const group = await ctx.db.group.create({ data: { userId: user.id, title: "Big deck" }, select: { id: true } });
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 2001 });
    const started = await get(user, `/api/exports/file?format=csv&groupId=${group.id}`);
    expect(started.statusCode).toBe(202);
    const job = started.json<TExportJob>();
    let state = job;
    for (let i = 0; i < 200 && state.status !== "succeeded" && state.status !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await get(user, `/api/exports/jobs/${job.id}`)).json<TExportJob>();
    }
    expect(state).toMatchObject({ status: "succeeded", percent: 100, fileName: "Big deck.csv" });
    const file = await get(user, state.href!);
    expect(file.statusCode).toBe(200);
    expect(file.body.split("\r\n").filter(Boolean).length).toBeGreaterThan(2001);

    expect((await get(await premiumUser(), `/api/exports/jobs/${job.id}`)).statusCode).toBe(404);
    await ctx.db.exportJob.update({ where: { id: job.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await get(user, `/api/exports/jobs/${job.id}/file`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "EXPORT_EXPIRED" });

    // The next export job deletes the files whose day is over.
    expect(await ctx.services.exchange!.exports.size(job.id)).not.toBeNull();
    const next = (await get(user, `/api/exports/file?format=csv&groupId=${group.id}`)).json<TExportJob>();
    for (let i = 0; i < 200 && (await ctx.db.exportJob.findUniqueOrThrow({ where: { id: next.id } })).status !== "succeeded"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await ctx.services.exchange!.exports.size(job.id)).toBeNull();
    expect((await ctx.db.exportJob.findUniqueOrThrow({ where: { id: job.id } })).filePath).toBeNull();
  });
});

describe("imports", () => {
  it("bring an exported Anki package back with its progress; importing it again duplicates nothing", async () => {
    const owner = await premiumUser();
    const groupId = await deckWithCards(owner, "Round trip");
    const apkg = new Uint8Array((await get(owner, `/api/exports/file?format=apkg&groupId=${groupId}`)).rawPayload);

    const learner = await createTestUser(ctx.app);
    const uploaded = await upload(learner, "Round trip.apkg", apkg);
    expect(uploaded.statusCode).toBe(201);
    const { uploadId } = uploaded.json<{ uploadId: string }>();
    const preview = await post<TImportPreview>(learner, "/api/imports/preview", { uploadId });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: "apkg", notes: 6, matches: { existing: 0, new: 6 } });
    const committed = await post<TImportResult>(learner, "/api/imports", { uploadId, target: { kind: "new" } });
    expect(committed.body).toMatchObject({ created: 6, updated: 0 });
    const notes = await ctx.db.note.findMany({
      where: { userId: learner.id },
      orderBy: { position: "asc" },
      select: { type: true, content: true },
    });
    const original = await ctx.db.note.findMany({
      where: { groupId },
      orderBy: { position: "asc" },
      select: { type: true, content: true },
    });
    expect(notes).toEqual(original);

    const again = (await upload(learner, "Round trip.apkg", apkg)).json<{ uploadId: string }>();
    // An Anki note is matched by its guid in any deck, whatever the target: the preview says so before the import.
    for (const target of [undefined, { kind: "new" }, { kind: "existing", groupId: committed.body.groupIds[0] }]) {
      const repeat = await post<TImportPreview>(learner, "/api/imports/preview", { uploadId: again.uploadId, target });
      expect(repeat.body.matches).toEqual({ existing: 6, new: 0 });
    }
    const second = await post<TImportResult>(learner, "/api/imports", {
      uploadId: again.uploadId,
      target: { kind: "existing", groupId: committed.body.groupIds[0] },
    });
    expect(second.body).toMatchObject({ created: 0, unchanged: 6 });
    expect(await ctx.db.note.count({ where: { userId: learner.id } })).toBe(6);
  });

  it("bring answers and schedules with progress, once, for each learner who imports the same file", async () => {
    const owner = await premiumUser();
    const groupId = await deckWithCards(owner, "Studied");
    const card = await ctx.db.card.findFirstOrThrow({
      where: { userId: owner.id, ord: 0, note: { groupId, type: "qna" } },
      select: { id: true },
    });
    const answered = await callerFor(ctx, owner).study.answer({
      cardId: card.id,
      rating: "good",
      reviewId: randomUUID(),
      durationMs: 4000,
      seen: { reps: 0, due: null, state: "new" },
    });
    const apkg = new Uint8Array((await get(owner, `/api/exports/file?format=apkg&groupId=${groupId}&progress=true`)).rawPayload);

    for (const learner of [await createTestUser(ctx.app), await createTestUser(ctx.app)]) {
      for (let round = 0; round < 2; round++) {
        const { uploadId } = (await upload(learner, "Studied.apkg", apkg)).json<{ uploadId: string }>();
        const preview = await post<TImportPreview>(learner, "/api/imports/preview", { uploadId });
        expect(preview.body.hasProgress).toBe(true);
        const saved = await post<TImportResult>(learner, "/api/imports", { uploadId, target: { kind: "new" }, includeProgress: true });
        expect(saved.body.reviews).toBe(round === 0 ? 1 : 0);
      }
      const cards = await ctx.db.card.findMany({
        where: { userId: learner.id, state: { not: "new" } },
        select: { state: true, reps: true, stability: true, due: true },
      });
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ state: answered.schedule.state, reps: 1 });
      expect(cards[0]!.stability).toBeCloseTo(answered.schedule.stability!, 2);
      expect(await ctx.db.reviewLog.count({ where: { userId: learner.id } })).toBe(1);
    }
  });

  it("keep an Anki note's picture once, serve it to its owner only, and write it back into an export", async () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const apkg = await buildAnkiPackage({
      version: "anki21b",
      notes: [
        {
          type: "basic",
          fields: ['<b>Which organelle?</b><img src="cell diagram.png">', "The nucleus"],
          deck: "Cells",
          tags: ["organelles"],
        },
      ],
      media: [
        { name: "cell diagram.png", data: picture },
        { name: "unused.png", data: new Uint8Array([9, 9, 9]) },
      ],
    });
    const user = await premiumUser();
    const { uploadId } = (await upload(user, "Cells.apkg", apkg)).json<{ uploadId: string }>();
    const preview = await post<TImportPreview>(user, "/api/imports/preview", { uploadId });
    expect(preview.body.sample[0]).toMatchObject({ html: true, deck: "Cells" });
    const saved = await post<TImportResult>(user, "/api/imports", { uploadId, target: { kind: "new" } });
    expect(saved.body).toMatchObject({ created: 1, media: 1 });

    const note = await ctx.db.note.findFirstOrThrow({ where: { userId: user.id }, select: { format: true, content: true, tags: true } });
    expect(note.format).toBe("html");
    // Its tags are kept, and exports write them back.
    expect(note.tags).toEqual(["organelles"]);
    const csv = await get(user, `/api/exports/file?format=csv&groupId=${saved.body.groupIds[0]}`);
    expect(csv.body.split("\r\n")[1]).toMatch(/organelles/);
    const name = /src="([0-9a-f]{64}\.png)"/.exec(JSON.stringify(note.content).replace(/\\"/g, '"'))![1]!;
    const served = await get(user, `/api/media/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(new Uint8Array(served.rawPayload)).toEqual(picture);
    expect((await get(await createTestUser(ctx.app), `/api/media/${name}`)).statusCode).toBe(404);

    const exported = new Uint8Array((await get(user, `/api/exports/file?format=apkg&groupId=${saved.body.groupIds[0]}`)).rawPayload);
    expect(await checkAnkiCollection(exported)).toEqual([]);
    const files = unzipSync(exported);
    const map = JSON.parse(strFromU8(files.media!)) as Record<string, string>;
    expect(Object.values(map)).toEqual([name]);
    expect(files[Object.keys(map)[0]!]).toEqual(picture);

    // Imported again, the picture is already here: no second copy.
    const again = (await upload(user, "Cells.apkg", apkg)).json<{ uploadId: string }>();
    expect((await post<TImportResult>(user, "/api/imports", { uploadId: again.uploadId, target: { kind: "new" } })).body).toMatchObject({
      media: 0,
      unchanged: 1,
    });
    expect(await ctx.db.mediaFile.count({ where: { userId: user.id } })).toBe(1);
    // ...and no empty new deck: the note is already in the first one.
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(1);

    // Another learner's failed import of the same picture leaves the stored file alone: the store is shared by content.
    const other = await createTestUser(ctx.app);
    const stored = await storeImportMedia(
      { userId: other.id, media: [{ name: "same.png", data: picture }] },
      { db: ctx.db, exchange: ctx.services.exchange! },
    );
    expect(stored.added).toHaveLength(1);
    await stored.rollback();
    expect((await get(user, `/api/media/${name}`)).statusCode).toBe(200);
  });

  it("refuse files that are not what their name says, empty files and other users' uploads, saving nothing", async () => {
    const user = await createTestUser(ctx.app);
    expect((await upload(user, "deck.apkg", strToU8("not a zip"))).json()).toMatchObject({ code: "FILE_TYPE_NOT_SUPPORTED" });
    expect((await upload(user, "deck.docx", strToU8("a,b"))).statusCode).toBe(415);
    expect((await upload(user, "deck.csv", new Uint8Array())).json()).toMatchObject({ code: "EMPTY_DOCUMENT" });
    const corrupt = (await upload(user, "broken.apkg", zipSync({ "collection.anki2": strToU8("not sqlite") }))).json<{
      uploadId: string;
    }>();
    const preview = await post<{ code: string }>(user, "/api/imports/preview", { uploadId: corrupt.uploadId });
    expect(preview.status).toBe(422);
    expect(preview.body.code).toBe("FILE_CORRUPT");

    const text = (await upload(user, "words.csv", strToU8("front,back\nhola,hello\n"))).json<{ uploadId: string }>();
    // Two are waiting already (the corrupt package and words.csv).
    for (let i = 0; i < 3; i++) expect((await upload(user, "more.csv", strToU8("a,b\n"))).statusCode).toBe(201);
    const sixth = await upload(user, "one too many.csv", strToU8("a,b\n"));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ error: string }>().error).toContain("5 files waiting");
    const stranger = await createTestUser(ctx.app);
    expect((await post(stranger, "/api/imports/preview", { uploadId: text.uploadId })).status).toBe(404);
    expect(await ctx.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  it("imports a text file into an existing deck, matching notes by their first field on a second import", async () => {
    const user = await createTestUser(ctx.app);
    const group = await ctx.db.group.create({ data: { userId: user.id, title: "Spanish" }, select: { id: true } });
    const file = strToU8("front\tback\nhola\thello\nadiós\tgoodbye\n");
    const first = (await upload(user, "spanish.tsv", file)).json<{ uploadId: string }>();
    const preview = await post<TImportPreview>(user, "/api/imports/preview", {
      uploadId: first.uploadId,
      target: { kind: "existing", groupId: group.id },
    });
    expect(preview.body.sample.map((card) => card.front)).toEqual(["hola", "adiós"]);
    expect(preview.body.matches).toEqual({ existing: 0, new: 2 });
    const saved = await post<TImportResult>(user, "/api/imports", {
      uploadId: first.uploadId,
      target: { kind: "existing", groupId: group.id },
    });
    expect(saved.body).toMatchObject({ created: 2, groupIds: [group.id] });
    const second = (await upload(user, "spanish.tsv", file)).json<{ uploadId: string }>();
    // A text note is matched by its front in the target deck: into a new deck, all of them would be new.
    const intoDeck = await post<TImportPreview>(user, "/api/imports/preview", {
      uploadId: second.uploadId,
      target: { kind: "existing", groupId: group.id },
    });
    expect(intoDeck.body.matches).toEqual({ existing: 2, new: 0 });
    const intoNew = await post<TImportPreview>(user, "/api/imports/preview", { uploadId: second.uploadId, target: { kind: "new" } });
    expect(intoNew.body.matches).toEqual({ existing: 0, new: 2 });
    const again = await post<TImportResult>(user, "/api/imports", {
      uploadId: second.uploadId,
      target: { kind: "existing", groupId: group.id },
    });
    expect(again.body.created).toBe(0);
    expect(await ctx.db.note.count({ where: { groupId: group.id } })).toBe(2);
    const stranger = await createTestUser(ctx.app);
    const foreign = (await upload(stranger, "spanish.tsv", file)).json<{ uploadId: string }>();
    const peek = await post<{ code: string }>(stranger, "/api/imports/preview", {
      uploadId: foreign.uploadId,
      target: { kind: "existing", groupId: group.id },
    });
    expect(peek).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    expect(
      (await post(stranger, "/api/imports", { uploadId: foreign.uploadId, target: { kind: "existing", groupId: group.id } })).status,
    ).toBe(404);
  });

  it("reads its own CSV back into the same deck as the same notes: generated sources included, nothing updated", async () => {
    const user = await premiumUser();
    const groupId = await deckWithCards(user, "Photosynthesis");
    const generated = {
      uploadId: randomUUID(),
      fileName: "photosynthesis.pdf",
      page: 2,
      quote: "Chlorophyll absorbs light.",
      start: 5,
      end: 31,
    };
    await ctx.db.note.updateMany({ where: { groupId }, data: { source: generated } });
    const csv = (await get(user, `/api/exports/file?format=csv&groupId=${groupId}`)).rawPayload;
    expect(csv.toString("utf8")).toContain("photosynthesis.pdf, p. 2: Chlorophyll absorbs light.");
    const { uploadId } = (await upload(user, "Photosynthesis.csv", new Uint8Array(csv))).json<{ uploadId: string }>();
    const target = { kind: "existing", groupId };
    const preview = await post<TImportPreview>(user, "/api/imports/preview", { uploadId, target });
    expect(preview.body.matches).toEqual({ existing: 6, new: 0 });
    const saved = await post<TImportResult>(user, "/api/imports", { uploadId, target });
    expect(saved.body).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    const sources = await ctx.db.note.findMany({ where: { groupId }, select: { source: true } });
    expect(sources.map((row) => row.source)).toEqual(Array(6).fill(generated));
  });
});
