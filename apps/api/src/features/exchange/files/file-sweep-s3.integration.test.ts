import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../testing/s3-server.ts";
import { createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { createExchangeService, type ExchangeService } from "../exchange-service.ts";
import { FILE_SWEEP_GRACE_MS, sweepFiles } from "./sweep-files.ts";

/**
 * The file sweep on a bucket (docs/exchange.md, "Files in an S3-compatible bucket"): the same passes as on
 * a folder (file-sweep.integration.test.ts runs them there as a job) judge the bucket's listing, so expired
 * uploads and exports and files no row names go, and what rows keep stays. Against s3rver with the real SDK.
 */
let server: TestS3Server;
let filesDir: string;
let exchange: ExchangeService;

beforeAll(async () => {
  server = await startS3Server();
  filesDir = await mkdtemp(path.join(tmpdir(), "mnemo-sweep-s3-"));
  exchange = createExchangeService({ root: filesDir, s3: { ...server.settings, prefix: "school" } });
});
const ctx = useTestApp();
afterAll(async () => {
  await server?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const listed = await server.client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("the file sweep on an S3 bucket", () => {
  it("removes expired uploads and exports and files no row names, once past the grace period, and keeps the rest", async () => {
    const learner = await createTestUser(ctx.app);
    // The sweep runs two hours from now: every file written here is past the grace period by then.
    const now = new Date(Date.now() + FILE_SWEEP_GRACE_MS + 60 * 60 * 1000);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const after = (ms: number) => new Date(now.getTime() + ms);

    const picture = Buffer.from("a picture a note shows");
    const orphan = Buffer.from("a picture no note shows any more");
    await exchange.media.put(sha256(picture), picture);
    await exchange.media.put(sha256(orphan), orphan);
    await ctx.db.mediaFile.create({
      data: { userId: learner.id, hash: sha256(picture), ext: "png", mime: "image/png", size: picture.length },
    });

    const exportRow = (filePath: string, expiresAt: Date) =>
      ctx.db.exportJob.create({
        data: { userId: learner.id, format: "csv", groupIds: [], options: {}, status: "succeeded", filePath, expiresAt },
      });
    const [fresh, stale, stray] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [fresh, stale, stray]) await exchange.exports.put(key, Buffer.from(`export ${key}`));
    await exportRow(fresh, after(60_000));
    await exportRow(stale, before(60_000));

    const waiting = await ctx.db.importUpload.create({
      data: { userId: learner.id, fileName: "a.apkg", size: 9, expiresAt: after(60_000) },
    });
    const expired = await ctx.db.importUpload.create({
      data: { userId: learner.id, fileName: "b.apkg", size: 9, expiresAt: before(60_000) },
    });
    const unnamed = randomUUID();
    for (const key of [waiting.id, expired.id, unnamed]) await exchange.uploads.put(key, Buffer.from("an upload"));

    const report = await sweepFiles({ now }, { db: ctx.db, exchange });

    expect(await bucketKeys()).toEqual(
      [`school/media/${sha256(picture)}`, `school/exports/${fresh}`, `school/uploads/${waiting.id}`].sort(),
    );
    expect(report.media.files).toBe(1);
    expect(report.exports.files).toBe(2);
    expect(report.uploads.files).toBe(2);
    expect(await ctx.db.importUpload.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await ctx.db.importUpload.findUnique({ where: { id: waiting.id } })).not.toBeNull();
  });

  it("keeps every file written within the grace period, whatever rows say", async () => {
    const fresh = randomUUID();
    await exchange.exports.put(fresh, Buffer.from("an export being recorded by its job"));
    await exchange.uploads.put(fresh, Buffer.from("an upload whose row is being made"));

    await sweepFiles({ now: new Date() }, { db: ctx.db, exchange });

    expect(await bucketKeys()).toEqual(expect.arrayContaining([`school/exports/${fresh}`, `school/uploads/${fresh}`]));
  });
});
