import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TImportResult } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import type { ExchangeService } from "../exchange-service.ts";
import { buildAnkiPackage } from "../testing/anki-fixtures.ts";
import { requestJson, uploadIdOf } from "../testing/exchange-requests.ts";
import { queueHourlySweep, queueSweepNow } from "./jobs/file-sweep-schedule.ts";
import { FILE_SWEEP_GRACE_MS } from "./sweep-files.ts";

/**
 * The file sweep (docs/jobs.md, file-sweep), run as a job on real PostgreSQL and pg-boss: it takes
 * what no row refers to and what has expired, and nothing written within its grace period.
 */
const ctx = useTestApp({ generation: {} });
const exchange = (): ExchangeService => ctx.services.exchange!;

beforeAll(async () => {
  // Working processes queue the hour's sweep when they start: let it finish on the empty folder first.
  for (let i = 0; i < 300; i++) {
    const hourly = await ctx.db.fileSweepJob.findFirst({ where: { slot: { not: null } }, select: { status: true } });
    if (hourly && (hourly.status === "succeeded" || hourly.status === "failed")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the hourly file sweep did not finish");
});

async function sweepNow() {
  const id = await queueSweepNow({ db: ctx.db, jobs: ctx.work!.jobs });
  for (let i = 0; i < 300; i++) {
    const row = await ctx.db.fileSweepJob.findUniqueOrThrow({ where: { id } });
    if (row.status === "succeeded" || row.status === "failed") return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the file sweep did not finish");
}

/** Where a store keeps a key on disk (the folder store's layout). */
const fileOf = (store: "media" | "exports" | "uploads", key: string) => path.join(ctx.filesDir, store, key.slice(0, 2), key);

/** Makes a file look as if written `ms` ago. */
async function age(file: string, ms = FILE_SWEEP_GRACE_MS + 60_000) {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function importPicture(user: TestUser, picture: Uint8Array): Promise<string> {
  const apkg = await buildAnkiPackage({
    version: "anki21",
    notes: [{ type: "basic", fields: ['<img src="p.png">', "A picture"], deck: "Pictures" }],
    media: [{ name: "p.png", data: picture }],
  });
  const uploadId = await uploadIdOf(ctx, user, "pictures.apkg", apkg);
  const saved = await requestJson<TImportResult>(ctx, user, "POST", "/api/imports", { uploadId, target: { kind: "new" } });
  expect(saved.body).toMatchObject({ created: 1, media: 1 });
  return sha256(picture);
}

async function exportRow(user: TestUser, fields: { filePath: string | null; expiresAt: Date | null }) {
  return ctx.db.exportJob.create({
    data: { userId: user.id, format: "csv", groupIds: [], options: {}, status: "succeeded", ...fields },
    select: { id: true },
  });
}

describe("the file sweep", () => {
  it("removes orphans, expired uploads and exports and unfinished writes older than the grace period, and counts them", async () => {
    const learner = await createTestUser(ctx.app);
    const store = exchange();

    // Media: a picture with its row (written long ago), an old file no row refers to (what a crash in an
    // import's commit leaves), and a fresh one (an import under way has written it, its row not yet saved).
    const kept = await importPicture(learner, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    await age(fileOf("media", kept));
    const orphan = new Uint8Array(1000).fill(7);
    await store.media.put(sha256(orphan), orphan);
    await age(fileOf("media", sha256(orphan)));
    const fresh = new Uint8Array(500).fill(8);
    await store.media.put(sha256(fresh), fresh);

    // Uploads: one whose hour is over, one waiting (its file old, its row alive), a file with no row.
    const expiredUpload = await uploadIdOf(ctx, learner, "late.csv", new TextEncoder().encode("a,b\nc,d\n"));
    await ctx.db.importUpload.update({ where: { id: expiredUpload }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const waitingUpload = await uploadIdOf(ctx, learner, "waiting.csv", new TextEncoder().encode("e,f\n"));
    await age(fileOf("uploads", waitingUpload));
    const strayUpload = randomUUID();
    await store.uploads.put(strayUpload, new Uint8Array(300));
    await age(fileOf("uploads", strayUpload));

    // Exports: a live job's file, an expired job's file, an old file no job records, a fresh one.
    const live = await exportRow(learner, { filePath: null, expiresAt: new Date(Date.now() + 3_600_000) });
    await ctx.db.exportJob.update({ where: { id: live.id }, data: { filePath: live.id } });
    await store.exports.put(live.id, new Uint8Array(40));
    await age(fileOf("exports", live.id));
    const expired = await exportRow(learner, { filePath: null, expiresAt: new Date(Date.now() - 1000) });
    await ctx.db.exportJob.update({ where: { id: expired.id }, data: { filePath: expired.id } });
    await store.exports.put(expired.id, new Uint8Array(50));
    await age(fileOf("exports", expired.id));
    const strayExport = randomUUID();
    await store.exports.put(strayExport, new Uint8Array(60));
    await age(fileOf("exports", strayExport));
    const freshExport = randomUUID();
    await store.exports.put(freshExport, new Uint8Array(70));

    // Unfinished: an old half-written media file, an old direct export left in tmp/, and a fresh one.
    const partial = `${fileOf("media", kept)}.${randomUUID()}.partial`;
    await writeFile(partial, new Uint8Array(80));
    await age(partial);
    await mkdir(store.tempDir, { recursive: true });
    await writeFile(path.join(store.tempDir, "old.export"), new Uint8Array(90));
    await age(path.join(store.tempDir, "old.export"));
    await writeFile(path.join(store.tempDir, "streaming.export"), new Uint8Array(100));

    const run = await sweepNow();
    expect(run.status).toBe("succeeded");

    expect(await store.media.size(kept)).not.toBeNull();
    expect(await store.media.size(sha256(orphan))).toBeNull();
    expect(await store.media.size(sha256(fresh))).toBe(500);
    const note = await ctx.db.note.findFirstOrThrow({ where: { userId: learner.id }, select: { content: true } });
    const name = new RegExp(`${kept}\\.png`).exec(JSON.stringify(note.content))![0];
    expect((await requestJson(ctx, learner, "GET", `/api/media/${name}`)).status).toBe(200);

    expect(await ctx.db.importUpload.findUnique({ where: { id: expiredUpload } })).toBeNull();
    expect(await store.uploads.size(expiredUpload)).toBeNull();
    expect(await store.uploads.size(waitingUpload)).not.toBeNull();
    expect(await store.uploads.size(strayUpload)).toBeNull();
    expect((await requestJson(ctx, learner, "POST", "/api/imports/preview", { uploadId: waitingUpload })).status).toBe(200);

    expect(await store.exports.size(live.id)).toBe(40);
    expect(await store.exports.size(expired.id)).toBeNull();
    expect((await ctx.db.exportJob.findUniqueOrThrow({ where: { id: expired.id } })).filePath).toBeNull();
    expect(await store.exports.size(strayExport)).toBeNull();
    expect(await store.exports.size(freshExport)).toBe(70);

    expect(await readdir(path.dirname(partial))).not.toContain(path.basename(partial));
    expect(await readdir(store.tempDir)).toEqual(["streaming.export"]);

    // Media orphan 1000, expired upload 8, stray upload 300, expired export 50, stray export 60, partial 80, tmp 90.
    expect(run.filesRemoved).toBe(7);
    expect(Number(run.bytesRemoved)).toBe(1000 + 8 + 300 + 50 + 60 + 80 + 90);
    expect(run.message).toBe("7 files removed (2 KB)");

    // A second sweep finds nothing more to take.
    const again = await sweepNow();
    expect(again.filesRemoved).toBe(0);
  });

  it("is queued once per UTC hour however many processes check", async () => {
    const now = new Date(Date.UTC(2031, 0, 2, 10, 20));
    const first = await queueHourlySweep({ now }, { db: ctx.db, jobs: ctx.work!.jobs });
    expect(first).not.toBeNull();
    const second = await queueHourlySweep({ now: new Date(Date.UTC(2031, 0, 2, 10, 59)) }, { db: ctx.db, jobs: ctx.work!.jobs });
    // Still queued or already taken: either way the same hour's row, never a second one.
    expect(second === null || second === first).toBe(true);
    expect(await ctx.db.fileSweepJob.count({ where: { slot: new Date(Date.UTC(2031, 0, 2, 10)) } })).toBe(1);
    const next = await queueHourlySweep({ now: new Date(Date.UTC(2031, 0, 2, 11, 1)) }, { db: ctx.db, jobs: ctx.work!.jobs });
    expect(next).not.toBeNull();
    expect(next).not.toBe(first);
  });
});
