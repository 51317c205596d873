import { createHash } from "node:crypto";
import { PDF_MAX_CARDS, type TExportJob } from "@mnemo/api-contract";
import { strFromU8, unzipSync } from "fflate";
import initSqlJs from "sql.js";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { startHealthProbe } from "../../../testing/health-probe.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { apkgChunks } from "../anki/write-apkg.ts";
import type { ExchangeService } from "../exchange-service.ts";
import type { FileStore } from "../../../lib/file-store.ts";
import { bytesOf } from "../formats/file-chunks.ts";
import { checkAnkiCollection } from "../testing/anki-checker.ts";
import { seedExportDeck } from "../testing/seed-export-deck.ts";
import { loadExportInput } from "./load-export-input.ts";

/**
 * Large exports on real PostgreSQL, the job runtime and the file threads, while a /healthz probe
 * checks the request loop stays free (a generous bound: CI machines are shared; the tight figures
 * are bench:isolation's, and the memory figures bench/export-memory.ts's, which writes 50,000 cards).
 * The package here has 34,000 cards with an answer each: more cards than PostgreSQL takes
 * parameters in one statement (32,767), which is where reading a deck all at once broke.
 */
const ctx = useTestApp({ generation: {} });

const HEALTH_MAX_MS = 1500;

async function premiumUser(): Promise<TestUser> {
  const user = await createTestUser(ctx.app);
  await setPlan({ email: user.email, planId: "premium" }, ctx.db);
  return user;
}

async function get(user: TestUser, url: string) {
  return ctx.app.inject({ method: "GET", url, headers: user.headers });
}

async function finishedJob(user: TestUser, id: string, seconds: number): Promise<TExportJob> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const job = (await get(user, `/api/exports/jobs/${id}`)).json<TExportJob>();
    if (job.status === "succeeded" || job.status === "failed" || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("large exports", () => {
  it("write a 34,000-card Anki package with its answers as a job, while /healthz keeps answering", async () => {
    const user = await premiumUser();
    const deck = await seedExportDeck({ userId: user.id, title: "Physiology", cards: 34_000, answersPerCard: 1 }, ctx.db);
    const probe = startHealthProbe(ctx.app);
    const started = await get(user, `/api/exports/file?format=apkg&groupId=${deck.groupId}&progress=true`);
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(user, started.json<TExportJob>().id, 240);
    const health = await probe.stop();
    expect(job).toMatchObject({ status: "succeeded", fileName: "Physiology.apkg", cards: 34_000 });
    expect(health.requests).toBeGreaterThan(10);
    expect(health.maxMs).toBeLessThan(HEALTH_MAX_MS);

    const file = await get(user, job.href!);
    expect(file.statusCode).toBe(200);
    const bytes = new Uint8Array(file.rawPayload);
    expect(bytes.length).toBe(job.size);
    expect(await checkAnkiCollection(bytes)).toEqual([]);
    const SQL = await initSqlJs();
    const collection = new SQL.Database(unzipSync(bytes, { filter: (entry) => entry.name === "collection.anki2" })["collection.anki2"]);
    try {
      const count = (table: string) => collection.exec(`SELECT count(*) FROM ${table}`)[0]!.values[0]![0];
      expect([count("notes"), count("cards"), count("revlog")]).toEqual([34_000, 34_000, 34_000]);
    } finally {
      collection.close();
    }
    // Made on disk and moved into the store: nothing is left in the folder of files being made.
    expect(await ctx.services.exchange!.exports.size(job.id)).toBe(job.size);
  }, 300_000);

  it("write a PDF job of long cards page by page, numbered out of the right total, while /healthz keeps answering", async () => {
    const user = await premiumUser();
    const deck = await seedExportDeck({ userId: user.id, title: "Long answers", cards: 210, chars: 1200 }, ctx.db);
    const probe = startHealthProbe(ctx.app);
    const started = await get(user, `/api/exports/file?format=pdf&layout=side-by-side&paper=a4&groupId=${deck.groupId}`);
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(user, started.json<TExportJob>().id, 180);
    const health = await probe.stop();
    expect(job).toMatchObject({ status: "succeeded", fileName: "Long answers.pdf" });
    expect(health.maxMs).toBeLessThan(HEALTH_MAX_MS);

    const pdf = await getDocumentProxy(new Uint8Array((await get(user, job.href!)).rawPayload), { verbosity: 0 });
    try {
      expect(pdf.numPages).toBeGreaterThan(10);
      const last = await pdf.getPage(pdf.numPages);
      const text = (await last.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
      expect(text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    } finally {
      await pdf.destroy();
    }
  }, 240_000);

  it(`refuse a PDF of more than ${PDF_MAX_CARDS.toLocaleString("en-GB")} cards (413) before any job is queued, saying how many and what to do`, async () => {
    const user = await premiumUser();
    const deck = await seedExportDeck({ userId: user.id, title: "Everything", cards: PDF_MAX_CARDS + 1 }, ctx.db);
    const message =
      "These decks have 10,001 cards, and a PDF may hold at most 10,000. " +
      "Export fewer decks at a time, or choose another format (CSV, Markdown or Anki) for all of them at once.";
    const refused = await get(user, `/api/exports/file?format=pdf&layout=cards&groupId=${deck.groupId}`);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: "EXPORT_TOO_LARGE",
      error: message,
      details: { cards: PDF_MAX_CARDS + 1, limit: PDF_MAX_CARDS },
    });
    await expect(callerFor(ctx, user).exports.start({ format: "pdf", groupIds: [deck.groupId] })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message,
    });
    expect(await ctx.db.exportJob.count({ where: { userId: user.id } })).toBe(0);
  }, 60_000);

  it("answer a direct PDF of 200 long cards while /healthz keeps answering", async () => {
    const user = await premiumUser();
    const deck = await seedExportDeck({ userId: user.id, title: "Two hundred", cards: 200, chars: 1500 }, ctx.db);
    const probe = startHealthProbe(ctx.app);
    const file = await get(user, `/api/exports/file?format=pdf&groupId=${deck.groupId}`);
    const health = await probe.stop();
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(health.maxMs).toBeLessThan(HEALTH_MAX_MS);
  }, 120_000);

  it("export a deck whose title is cut inside an emoji to every format (a 500 before)", async () => {
    const user = await premiumUser();
    // 79 letters, then an emoji: a file name cut at 80 UTF-16 units would end in half of it.
    const title = `${"a".repeat(79)}\u{1F9EC} genetics`;
    const deck = await seedExportDeck({ userId: user.id, title, cards: 3 }, ctx.db);
    for (const format of ["csv", "md", "apkg", "pdf"]) {
      const file = await get(user, `/api/exports/file?format=${format}&groupId=${deck.groupId}`);
      expect(file.statusCode, format).toBe(200);
      expect(file.headers["content-disposition"]).toBe(
        `attachment; filename="${"a".repeat(79)}.${format}"; filename*=UTF-8''${"a".repeat(79)}.${format}`,
      );
    }
    expect((await get(user, `/api/exports/quizlet?groupId=${deck.groupId}`)).statusCode).toBe(200);
  }, 120_000);
});

describe("export media", () => {
  it("are read from the store one at a time while the package is written, none while the decks are read", async () => {
    const user = await premiumUser();
    const exchange = ctx.services.exchange!;
    const pictures = Array.from({ length: 3 }, (_, index) => new Uint8Array(64 * 1024).fill(index + 1));
    const names: string[] = [];
    for (const bytes of pictures) {
      const hash = createHash("sha256").update(bytes).digest("hex");
      await exchange.media.put(hash, bytes);
      await ctx.db.mediaFile.create({ data: { userId: user.id, hash, ext: "png", mime: "image/png", size: bytes.length } });
      names.push(`${hash}.png`);
    }
    const group = await ctx.db.group.create({ data: { userId: user.id, title: "Pictures" }, select: { id: true } });
    await ctx.db.note.create({
      data: {
        userId: user.id,
        groupId: group.id,
        type: "qna",
        format: "html",
        position: 0,
        content: { type: "qna", question: names.map((name) => `<img src="${name}">`).join(""), answer: "Three cells" },
      },
    });
    const opened: string[] = [];
    let open = 0;
    let mostOpen = 0;
    const media: FileStore = {
      ...exchange.media,
      read: () => Promise.reject(new Error("an export reads no media file whole")),
      stream(key) {
        opened.push(key);
        mostOpen = Math.max(mostOpen, ++open);
        return exchange.media.stream(key).on("end", () => (open -= 1));
      },
    };
    const watched: ExchangeService = { ...exchange, media };
    const input = await loadExportInput(
      { userId: user.id, groupIds: [group.id], includeProgress: false, now: new Date() },
      { db: ctx.db, exchange: watched },
    );
    expect(opened).toEqual([]);
    expect(input.media.map((file) => file.name).sort()).toEqual([...names].sort());

    const files = unzipSync(await bytesOf(apkgChunks(input)));
    expect(opened.sort()).toEqual(names.map((name) => name.slice(0, -4)).sort());
    expect(mostOpen).toBe(1);
    const map = JSON.parse(strFromU8(files.media!)) as Record<string, string>;
    for (const [index, name] of Object.entries(map)) expect(files[index]).toEqual(pictures[names.indexOf(name)]);
  });
});
