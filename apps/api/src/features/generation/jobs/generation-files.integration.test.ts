import type { TInspectResult, TRestError } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { deckNotes, createDeck, multipartBody, waitForAcceptedJob } from "../../../testing/generation-helpers.ts";
import { createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { loadTextPng, makeBlankPng, makeDocx, makePdf, makePptx, makeZipBomb, truncate } from "../testing/make-fixtures.ts";

const ctx = useTestApp({ generation: { env: { MAX_UPLOAD_MB: 1 } } });

const PAGES = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, which contain the green pigment chlorophyll.",
  "The French Revolution began in 1789 with the storming of the Bastille in Paris. Louis XVI was executed in 1793 after the monarchy was abolished.",
  "Mitochondria are the organelles that release energy from glucose through cellular respiration. Ribosomes are the structures that build proteins from amino acids.",
];

async function upload(user: TestUser, groupId: string, file: { name: string; bytes: Uint8Array }, types = ["qna", "truefalse"]) {
  const { payload, headers } = multipartBody({ groupId, types: types.join(",") }, file);
  return ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: { ...user.headers, ...headers }, payload });
}

describe("generating cards from uploaded files", () => {
  it("a PDF: cards per page, each pointing at its page and a quote from it; words charged from the extracted text", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const response = await upload(user, groupId, { name: "lecture.pdf", bytes: await makePdf({ pages: PAGES }) });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ input: { kind: "pdf", file_name: "lecture.pdf", pages: 3 }, words_charged: 0 });

    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job.status).toBe("succeeded");
    expect(job.coverage).toEqual({ pages_with_text: 3, pages_used: 3 });
    expect(job.words_charged).toBeGreaterThan(60);
    const notes = await deckNotes(ctx.app, user, groupId);
    expect(new Set(notes.map((note) => note.source?.page))).toEqual(new Set([1, 2, 3]));
    for (const note of notes) {
      expect(note.source?.fileName).toBe("lecture.pdf");
      expect(PAGES[(note.source?.page ?? 0) - 1]).toContain(note.source?.quote);
    }
    const usage = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
    expect(usage.wordsUsed).toBe(job.words_charged);
  });

  it("a PowerPoint: cards name their slide; a Word file: cards name their heading", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const pptx = await makePptx({
      slides: [
        { title: "Cells", bullets: [PAGES[2]!] },
        { title: "Hidden draft", bullets: ["Secret notes are the notes nobody should see in the cards."], hidden: true },
        { title: "History", bullets: [PAGES[1]!] },
      ],
    });
    const slides = await waitForAcceptedJob(
      ctx.app,
      user,
      (await upload(user, groupId, { name: "deck.pptx", bytes: pptx })).json<{ id: string }>().id,
    );
    expect(slides.status).toBe("succeeded");
    expect(slides.input.pages).toBe(2);
    const slideNotes = await deckNotes(ctx.app, user, groupId);
    expect(new Set(slideNotes.map((note) => note.source?.slide))).toEqual(new Set([1, 3]));
    expect(slideNotes.some((note) => JSON.stringify(note.content).includes("Secret"))).toBe(false);

    const docxDeck = await createDeck(ctx.app, user, "Word");
    const docx = await makeDocx({
      blocks: [{ heading: "Plants" }, { paragraph: PAGES[0]! }, { heading: "Cells" }, { paragraph: PAGES[2]! }],
    });
    const words = await waitForAcceptedJob(
      ctx.app,
      user,
      (await upload(user, docxDeck, { name: "notes.docx", bytes: docx })).json<{ id: string }>().id,
    );
    expect(words.status).toBe("succeeded");
    const headings = new Set((await deckNotes(ctx.app, user, docxDeck)).map((note) => note.source?.heading));
    expect(headings).toEqual(new Set(["Plants", "Cells"]));
  });

  it("refuses files by their bytes, sizes and plan limits, with clear errors and nothing charged", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);

    const renamed = await upload(user, groupId, { name: "notes.pdf", bytes: new TextEncoder().encode("just some text, not a PDF") });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<TRestError>().code).toBe("FILE_TYPE_NOT_SUPPORTED");
    expect(renamed.json<TRestError>().error).toMatch(/Word \(\.docx\), PDF, PowerPoint \(\.pptx\)/);

    const tooManyPages = await upload(user, groupId, { name: "long.pdf", bytes: await makePdf({ pages: PAGES }) });
    expect(tooManyPages.statusCode).toBe(413);
    expect(tooManyPages.json<TRestError>()).toMatchObject({
      code: "INPUT_LIMIT_EXCEEDED",
      details: { limit: 1, found: 3, unit: "pages", upgradePlan: null },
    });
    // Billing is off on this server: no plan is offered to buy.
    expect(tooManyPages.json<TRestError>().error).toBe(
      "This file has 3 pages; the Free plan allows up to 1 page at a time. Split it into smaller files.",
    );

    const big = await upload(user, groupId, { name: "huge.pdf", bytes: new Uint8Array(1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect(big.json<TRestError>()).toMatchObject({ code: "FILE_TOO_LARGE", error: expect.stringContaining("larger than 1 MB") });

    const broken = await upload(user, groupId, { name: "cut.pdf", bytes: truncate(await makePdf({ pages: [PAGES[0]!] })) });
    expect(broken.statusCode).toBe(422);
    expect(broken.json<TRestError>().code).toBe("FILE_CORRUPT");

    const locked = await upload(user, groupId, {
      name: "locked.pdf",
      bytes: await makePdf({ pages: [PAGES[0]!], userPassword: "secret" }),
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json<TRestError>().code).toBe("FILE_ENCRYPTED");

    const bomb = await upload(user, groupId, { name: "bomb.docx", bytes: makeZipBomb() });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json<TRestError>().code).toBe("FILE_TOO_COMPLEX");

    const fieldsOnly = multipartBody({ groupId, types: "qna" });
    const noFile = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: { ...user.headers, ...fieldsOnly.headers },
      payload: fieldsOnly.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<TRestError>().error).toContain("No file in the upload");

    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(0);
    expect(await ctx.db.usagePeriod.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an image goes through OCR into cards; an image with no text fails the job without charging", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const photo = await waitForAcceptedJob(
      ctx.app,
      user,
      (await upload(user, groupId, { name: "board.png", bytes: loadTextPng() }, ["qna", "clozedel"])).json<{ id: string }>().id,
      60_000,
    );
    expect(photo).toMatchObject({ status: "succeeded", input: { kind: "image", pages: 1 } });
    const notes = await deckNotes(ctx.app, user, groupId);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((note) => note.source?.quote).join(" ")).toMatch(/mitochondria|chloroplasts/i);
    expect(notes.every((note) => note.source?.page === 1)).toBe(true);

    const blank = await upload(user, groupId, { name: "blank.png", bytes: await makeBlankPng() });
    expect(blank.statusCode).toBe(202);
    const failed = await waitForAcceptedJob(ctx.app, user, blank.json<{ id: string }>().id, 60_000);
    expect(failed).toMatchObject({ status: "failed", words_charged: 0, error: { code: "NO_TEXT_FOUND" } });
    const usage = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
    expect(usage.wordsUsed).toBe(photo.words_charged);
  }, 90_000);

  it("inspect sizes a file against the plan without generating", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const { payload, headers } = multipartBody({}, { name: "three.pdf", bytes: await makePdf({ pages: PAGES }) });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/inspect",
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TInspectResult>()).toEqual({
      kind: "pdf",
      mime: "application/pdf",
      pages: 3,
      page_limit: 1,
      within_limits: false,
    });
    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(0);
  });
});
