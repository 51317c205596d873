import { readdir } from "node:fs/promises";
import { MAX_IMPORT_BYTES, type TImportResult, type TImportUpload } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { requestJson, uploadIdOf, uploadImport } from "../testing/exchange-requests.ts";
import { MAX_PENDING_UPLOADS } from "./import-uploads.ts";

/**
 * Uploads waiting for their import (docs/exchange.md): listed and cancelled by their owner only,
 * through REST and tRPC; five waiting block a sixth until one is cancelled; one upload imports once,
 * however many commits of it arrive at once.
 */
const ctx = useTestApp();

const csv = (rows: number) => strToU8(["front,back", ...Array.from({ length: rows }, (_, i) => `word ${i},meaning ${i}`)].join("\n"));

async function waiting(user: TestUser): Promise<TImportUpload[]> {
  return callerFor(ctx, user).imports.uploads();
}

async function fileOf(uploadId: string): Promise<number | null> {
  return ctx.services.exchange!.uploads.size(uploadId);
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe("waiting uploads", () => {
  it("are listed to their owner only, newest first, with name, size and when they are dropped", async () => {
    const learner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const first = await uploadIdOf(ctx, learner, "first.csv", csv(2));
    const second = await uploadIdOf(ctx, learner, "second.csv", csv(3));
    await uploadIdOf(ctx, other, "theirs.csv", csv(1));

    const list = await waiting(learner);
    expect(list.map((upload) => upload.uploadId)).toEqual([second, first]);
    expect(list[1]).toMatchObject({ fileName: "first.csv", size: csv(2).length });
    const dropsIn = new Date(list[0]!.expiresAt).getTime() - Date.now();
    expect(dropsIn).toBeGreaterThan(55 * 60_000);
    expect(dropsIn).toBeLessThanOrEqual(60 * 60_000);

    const rest = await requestJson<{ uploads: TImportUpload[] }>(ctx, learner, "GET", "/api/imports/uploads");
    expect(rest.status).toBe(200);
    expect(rest.body.uploads).toEqual(list);
    expect((await waiting(other)).map((upload) => upload.fileName)).toEqual(["theirs.csv"]);
  });

  it("leave the list when their hour is over, and can no longer be previewed", async () => {
    const learner = await createTestUser(ctx.app);
    const uploadId = await uploadIdOf(ctx, learner, "late.csv", csv(2));
    await ctx.db.importUpload.update({ where: { id: uploadId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await waiting(learner)).toEqual([]);
    expect((await requestJson(ctx, learner, "POST", "/api/imports/preview", { uploadId })).status).toBe(404);
  });
});

describe("cancelling an upload", () => {
  it("through REST answers 204 and removes its row and file; again, 404", async () => {
    const learner = await createTestUser(ctx.app);
    const uploadId = await uploadIdOf(ctx, learner, "words.csv", csv(2));
    expect(await fileOf(uploadId)).toBe(csv(2).length);

    const cancelled = await requestJson(ctx, learner, "DELETE", `/api/imports/uploads/${uploadId}`);
    expect(cancelled.status).toBe(204);
    expect(await waiting(learner)).toEqual([]);
    expect(await fileOf(uploadId)).toBeNull();
    expect((await requestJson(ctx, learner, "POST", "/api/imports/preview", { uploadId })).status).toBe(404);
    expect((await requestJson(ctx, learner, "DELETE", `/api/imports/uploads/${uploadId}`)).status).toBe(404);
  });

  it("through tRPC removes its row and file", async () => {
    const learner = await createTestUser(ctx.app);
    const uploadId = await uploadIdOf(ctx, learner, "words.csv", csv(2));
    await callerFor(ctx, learner).imports.cancel({ uploadId });
    expect(await waiting(learner)).toEqual([]);
    expect(await fileOf(uploadId)).toBeNull();
  });

  it("of another learner's upload answers 404, and theirs stays", async () => {
    const owner = await createTestUser(ctx.app);
    const stranger = await createTestUser(ctx.app);
    const uploadId = await uploadIdOf(ctx, owner, "mine.csv", csv(2));

    const rest = await requestJson<{ code: string }>(ctx, stranger, "DELETE", `/api/imports/uploads/${uploadId}`);
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe("NOT_FOUND");
    expect((await rejection(callerFor(ctx, stranger).imports.cancel({ uploadId }))).code).toBe("NOT_FOUND");

    expect((await waiting(owner)).map((upload) => upload.uploadId)).toEqual([uploadId]);
    expect(await fileOf(uploadId)).toBe(csv(2).length);
    const imported = await requestJson<TImportResult>(ctx, owner, "POST", "/api/imports", { uploadId, target: { kind: "new" } });
    expect(imported.body).toMatchObject({ created: 2 });
  });

  it(`unblocks the learner who has ${MAX_PENDING_UPLOADS} waiting: the next upload answers 429 until one is cancelled`, async () => {
    const learner = await createTestUser(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) ids.push(await uploadIdOf(ctx, learner, `file ${i}.csv`, csv(1)));

    const refused = await uploadImport(ctx, learner, "one more.csv", csv(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS", details: { limit: MAX_PENDING_UPLOADS } });
    expect(refused.json<{ error: string }>().error).toContain("cancel them");
    expect(await waiting(learner)).toHaveLength(MAX_PENDING_UPLOADS);

    expect((await requestJson(ctx, learner, "DELETE", `/api/imports/uploads/${ids[2]}`)).status).toBe(204);
    const accepted = await uploadImport(ctx, learner, "one more.csv", csv(1));
    expect(accepted.statusCode).toBe(201);
    expect((await waiting(learner)).map((upload) => upload.fileName)).toContain("one more.csv");
    expect(await waiting(learner)).toHaveLength(MAX_PENDING_UPLOADS);
  });
});

describe("committing one upload twice at once", () => {
  it("imports it once: one commit succeeds, the other answers 409, and no note is doubled", async () => {
    const learner = await createTestUser(ctx.app);
    const uploadId = await uploadIdOf(ctx, learner, "twice.csv", csv(40));
    const commit = () =>
      requestJson<TImportResult & { code?: string }>(ctx, learner, "POST", "/api/imports", {
        uploadId,
        target: { kind: "new" },
      });

    // The upload's row is held here until both commits have read the file and wait for the row: then
    // they race for it, as two clicks (or two tabs) do, whatever the threads' start-up time.
    let answers: Promise<{ status: number; body: TImportResult & { code?: string } }[]> | undefined;
    let isAnswered = false;
    await ctx.db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM import_upload WHERE id = ${uploadId}::uuid FOR UPDATE`;
        answers = Promise.all([commit(), commit()]).finally(() => (isAnswered = true));
        for (let i = 0; i < 300 && !isAnswered && (await waitingOnLocks()) < 2; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
      },
      { timeout: 30_000 },
    );
    const [first, second] = await answers!;
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first!.status === 409 ? first! : second!;
    expect(refused.body.code).toBe("CONFLICT");
    const saved = first!.status === 200 ? first! : second!;
    expect(saved.body.created).toBe(40);
    expect(await ctx.db.note.count({ where: { userId: learner.id } })).toBe(40);
    expect(await ctx.db.group.count({ where: { userId: learner.id } })).toBe(1);
    expect(await waiting(learner)).toEqual([]);
    expect(await fileOf(uploadId)).toBeNull();
  });
});

/** Connections of this test's database waiting for a row lock. */
async function waitingOnLocks(): Promise<number> {
  const [row] = await ctx.db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return row?.count ?? 0;
}

describe("an upload", () => {
  it("is streamed to disk and kept, the temp folder left empty; one over 100 MB answers 413 and leaves nothing", async () => {
    const learner = await createTestUser(ctx.app);
    const tempFiles = async () => (await readdir(ctx.services.exchange!.tempDir).catch(() => [] as string[])).length;
    const uploadId = await uploadIdOf(ctx, learner, "small.csv", csv(3));
    expect(await fileOf(uploadId)).toBe(csv(3).length);
    expect(await tempFiles()).toBe(0);

    const tooLarge = await uploadImport(ctx, learner, "huge.csv", new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x61));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: "FILE_TOO_LARGE" });
    expect(await waiting(learner)).toHaveLength(1);
    expect(await tempFiles()).toBe(0);

    const zip = await uploadImport(ctx, learner, "notes.csv", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(zip.statusCode).toBe(415);
    expect(zip.json().error).toMatch(/is a zip file, not text/);
    expect(await tempFiles()).toBe(0);
  }, 60_000);
});
