import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { TExportJob, TGenerationJob, TImportResult, TImportUpload } from "@mnemo/api-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAnkiPackage } from "../features/exchange/testing/anki-fixtures.ts";
import { seedExportDeck } from "../features/exchange/testing/seed-export-deck.ts";
import { makeDocx } from "../features/generation/testing/make-fixtures.ts";
import { setPlan } from "../features/plan/set-plan.ts";
import { useAppProcesses, type AppProcess } from "../testing/app-processes.ts";
import { multipartBody } from "../testing/generation-helpers.ts";
import { startS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { useTestApp } from "../testing/test-app.ts";

/**
 * The several-machine topology (docs/exchange.md, "Files in an S3-compatible bucket"): two API
 * processes and a worker, each with a FILES_DIR of its own, sharing only PostgreSQL and one bucket
 * (s3rver on a loopback port, through the real AWS SDK client). Nothing may pass through a local
 * folder: what one process writes, another reads from the bucket. The processes start once; the
 * steps run in order on one account, which the last step deletes.
 */
const ctx = useTestApp();
let s3: TestS3Server;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: "mnemo-topology" });
  root = await mkdtemp(path.join(tmpdir(), "mnemo-topology-"));
});
afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
});
// Registered after the bucket's afterAll, so the processes stop before the bucket and their folders go.
const { startApi, startWorker } = useAppProcesses(() => ctx.database.url);

const PREFIX = "site";
const PASSWORD = "correct horse battery";

/**
 * One machine's configuration: its own folder, the shared bucket, and a dead worker noticed after 5 s instead of 30
 * (still well above a live worker's heartbeat on a loaded machine: the second worker runs beside the first a while).
 */
function machine(name: string): Record<string, string> {
  return {
    FILES_DIR: path.join(root, name),
    FILES_S3_BUCKET: s3.bucket,
    FILES_S3_ENDPOINT: s3.endpoint,
    FILES_S3_FORCE_PATH_STYLE: "true",
    FILES_S3_ACCESS_KEY_ID: "S3RVER",
    FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
    FILES_S3_REGION: "us-east-1",
    FILES_S3_PREFIX: PREFIX,
    JOB_STALE_AFTER_SECONDS: "5",
    // Node 20 is supported by the SDK this project pins; its notice about later versions is not this test's output.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    FILE_THREADS: "1",
    OCR_WORKERS: "1",
  };
}

let a: string;
let b: string;
let worker: AppProcess;
let auth: Record<string, string>;
let user: { id: string; email: string };

beforeAll(async () => {
  [a, b] = await Promise.all([startApi(machine("api-a")), startApi(machine("api-b"))]);
  worker = startWorker(machine("worker-1"));
  const email = "learner@several-machines.test";
  const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: a, "x-mnemo-bearer": "true" },
    body: JSON.stringify({ email, password: PASSWORD, name: "T" }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  auth = { authorization: `Bearer ${signUp.headers.get("set-auth-token")}` };
  user = { id: ((await signUp.json()) as { user: { id: string } }).user.id, email };
  // PDF exports are on premium.
  await setPlan({ email, planId: "premium" }, ctx.db);
}, 180_000);

/** Every key in the bucket, sorted. */
async function objects(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** Files kept in any process's FILES_DIR outside `tmp/` (where files being made are written first): none may be. */
async function localFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[1] !== "tmp");
}

async function send<T>(base: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...auth, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function upload<T>(base: string, url: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
  const { payload, headers } = multipartBody(fields, file);
  const response = await fetch(`${base}${url}`, { method: "POST", headers: { ...auth, ...headers }, body: new Uint8Array(payload) });
  return { status: response.status, body: (await response.json()) as T };
}

async function download(base: string, url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(`${base}${url}`, { headers: auth });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Polls until `done`, every 100 ms, for up to `seconds`; answers the last value. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("two API processes and a worker on separate machines, sharing PostgreSQL and one bucket", () => {
  const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7]);
  let sourceId: string;
  let exportId: string;

  it(
    "an upload accepted by one API process is imported through the other, and its picture served by both from the bucket",
    { timeout: 30_000 },
    async () => {
      const apkg = await buildAnkiPackage({
        version: "anki21",
        notes: [{ type: "basic", fields: ['<img src="cell.png">', "A cell"], deck: "Cells" }],
        media: [{ name: "cell.png", data: picture }],
      });
      const accepted = await upload<TImportUpload>(a, "/api/imports/uploads", {}, { name: "cells.apkg", bytes: apkg });
      expect(accepted.status).toBe(201);
      const { uploadId } = accepted.body;
      expect(await objects()).toEqual([`${PREFIX}/uploads/${uploadId}`]);

      const imported = await send<TImportResult>(b, "POST", "/api/imports", { uploadId, target: { kind: "new" } });
      expect(imported).toMatchObject({ status: 200, body: { created: 1, media: 1 } });
      expect(await objects()).toEqual([`${PREFIX}/media/${sha256(picture)}`]);

      // Written to the bucket by B, read from it by A, which never had it.
      for (const base of [a, b]) {
        const served = await download(base, `/api/media/${sha256(picture)}.png`);
        expect(served.status).toBe(200);
        expect(served.bytes).toEqual(picture);
      }
      expect(await localFiles()).toEqual([]);
    },
  );

  it(
    "a file sent to one API process is read by the worker, which keeps it as the source's original in the bucket",
    { timeout: 90_000 },
    async () => {
      const deck = await send<{ id: string }>(b, "POST", "/api/notes/add_group", { title: "Biology" });
      const docx = await makeDocx({
        blocks: [
          { heading: "Photosynthesis" },
          { paragraph: "Photosynthesis turns light energy into chemical energy in the chloroplasts of green plants." },
          { paragraph: "Chlorophyll is the green pigment that absorbs the light; glucose and oxygen are its products." },
        ],
      });
      const started = await upload<TGenerationJob>(
        a,
        "/api/generation/jobs",
        { groupId: deck.body.id, types: "qna" },
        { name: "plants.docx", bytes: docx },
      );
      expect(started.status).toBe(202);
      const job = await poll(
        async () => (await send<TGenerationJob>(b, "GET", `/api/generation/jobs/${started.body.id}`)).body,
        (polled) => polled.status === "succeeded" || polled.status === "failed",
        60,
      );
      expect(job.status).toBe("succeeded");
      const source = await ctx.db.source.findFirstOrThrow({ where: { userId: user.id }, select: { id: true, fileKey: true } });
      expect(source.fileKey).toBe(source.id);
      sourceId = source.id;
      expect(await objects()).toContain(`${PREFIX}/sources/${sourceId}`);
      expect(await localFiles()).toEqual([]);
    },
  );

  it(
    "an export whose worker is killed mid-way is finished by another worker and downloads from either API process",
    { timeout: 180_000 },
    async () => {
      // More cards than a PDF is made at once for (200), with long answers: seconds of writing, long enough to be caught at it.
      const deck = await seedExportDeck({ userId: user.id, title: "Physiology", cards: 240, chars: 1200 }, ctx.db);
      const started = await send<TExportJob>(a, "GET", `/api/exports/file?format=pdf&groupId=${deck.groupId}`);
      expect(started.status).toBe(202);
      exportId = started.body.id;
      const exportJob = async (base: string) => (await send<TExportJob>(base, "GET", `/api/exports/jobs/${exportId}`)).body;
      const settled = (job: TExportJob) => job.status === "succeeded" || job.status === "failed";

      // Once the first worker has taken the job, a second machine's worker starts (it boots while the first writes)...
      expect(
        await poll(
          () => exportJob(b),
          (job) => job.status !== "queued",
          30,
        ),
      ).toMatchObject({ status: "running" });
      startWorker(machine("worker-2"));
      // ...and the first dies without a word while it writes the file.
      const writing = await poll(
        () => exportJob(b),
        (job) => job.stage === "writing" || settled(job),
        60,
      );
      expect(writing, "the export must still be being written when its worker is killed").toMatchObject({
        status: "running",
        stage: "writing",
      });
      worker.kill("SIGKILL");
      await worker.exited;
      expect(await ctx.db.exportJob.findUniqueOrThrow({ where: { id: exportId }, select: { status: true, attempts: true } })).toEqual({
        status: "running",
        attempts: 1,
      });

      // The second worker notices the silence (JOB_STALE_AFTER_SECONDS) and finishes the job as a second attempt.
      const job = await poll(() => exportJob(a), settled, 90);
      expect(job).toMatchObject({ status: "succeeded", fileName: "Physiology.pdf", cards: 240 });
      expect((await ctx.db.exportJob.findUniqueOrThrow({ where: { id: exportId }, select: { attempts: true } })).attempts).toBe(2);
      expect(await objects()).toContain(`${PREFIX}/exports/${exportId}`);

      const fromA = await download(a, job.href!);
      const fromB = await download(b, job.href!);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromA.bytes.length).toBe(job.size);
      expect(new TextDecoder().decode(fromA.bytes.subarray(0, 5))).toBe("%PDF-");
      expect(fromB.bytes).toEqual(fromA.bytes);
      expect(await localFiles()).toEqual([]);
    },
  );

  it("deleting the account through one API process removes its objects from the bucket", { timeout: 30_000 }, async () => {
    const waiting = await upload<TImportUpload>(
      b,
      "/api/imports/uploads",
      {},
      { name: "later.csv", bytes: new TextEncoder().encode("front,back\nhola,hello\n") },
    );
    expect(waiting.status).toBe(201);
    expect(await objects()).toEqual(
      [
        `${PREFIX}/exports/${exportId}`,
        `${PREFIX}/media/${sha256(picture)}`,
        `${PREFIX}/sources/${sourceId}`,
        `${PREFIX}/uploads/${waiting.body.uploadId}`,
      ].sort(),
    );

    const deleted = await send(a, "POST", "/api/account/delete", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await ctx.db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await objects()).toEqual([]);
  });
});
