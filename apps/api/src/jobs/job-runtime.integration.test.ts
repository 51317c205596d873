import { randomUUID } from "node:crypto";
import { createDb, type Db, type DbOrTx } from "@mnemo/db";
import { createTestDatabase, type TestDatabase } from "@mnemo/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { defineJobKind, type JobCommitResult, type JobRun } from "./job-kind.ts";
import { registerJobKind, startJobRuntime, type JobRuntime } from "./job-runtime.ts";
import { claimJob, completeJob, failJob, heartbeatJob, reportJobProgress, retryJob } from "./job-transitions.ts";

/**
 * The runtime on real PostgreSQL and pg-boss, with small kinds defined here
 * on a job table of their own (any table with the job columns will do).
 */
const TABLE = "test_job";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let db: Db;
let jobs: JobRuntime;

type JobRow = {
  status: string;
  stage: string;
  percent: number;
  message: string;
  attempts: number;
  errorCode: string | null;
  errorMessage: string | null;
  finishedAt: Date | null;
  cleanedUp: boolean;
};

async function readJob(id: string, client: DbOrTx = db): Promise<JobRow> {
  const [row] = await client.$queryRaw<JobRow[]>`
    SELECT status, stage, percent, message, attempts, "errorCode", "errorMessage", "finishedAt", "cleanedUp"
    FROM test_job WHERE id = ${id}::uuid`;
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

async function insertJob(fields: { status?: string; attempts?: number; heartbeatAgoMs?: number } = {}): Promise<string> {
  const id = randomUUID();
  const heartbeatAt = fields.heartbeatAgoMs === undefined ? null : new Date(Date.now() - fields.heartbeatAgoMs);
  await db.$executeRaw`
    INSERT INTO test_job (id, status, attempts, "heartbeatAt") VALUES (${id}::uuid, ${fields.status ?? "queued"}, ${fields.attempts ?? 0}, ${heartbeatAt})`;
  return id;
}

async function waitForEnd(id: string, timeoutMs = 20_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await readJob(id);
    if (row.status === "succeeded" || row.status === "failed") return row;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row.status} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** How often each job's handler and failure hook ran. */
const handled = new Map<string, number>();
const failedHooks = new Map<string, number>();
const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);

const ZPayloadSchema = z.object({ note: z.string() });
const stages = [
  { id: "fetch", label: "Fetching", from: 10, to: 50 },
  { id: "write", label: "Writing", from: 50, to: 90 },
] as const;

/** The failure hook runs in failJob's transaction: its write lands with the failure or not at all. */
const onFailed = async ({ id }: { id: string }, tx: DbOrTx) => {
  count(failedHooks, id);
  await tx.$executeRaw`UPDATE test_job SET "cleanedUp" = true WHERE id = ${id}::uuid`;
};

const common = { table: TABLE, input: ZPayloadSchema, stages, expireInSeconds: 60, failureMessage: "It went wrong.", onFailed };

/** Always throws something unexpected: retried per its policy, then failed. */
const flakyJob = defineJobKind({
  ...common,
  name: "test-flaky",
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  handler: async (run: JobRun<{ note: string }>) => {
    count(handled, run.id);
    throw new Error("connection reset");
  },
});

/** Throws an AppError: the user's to fix, so no retry. */
const refusedJob = defineJobKind({
  ...common,
  name: "test-refused",
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  handler: async (run: JobRun<{ note: string }>) => {
    count(handled, run.id);
    throw new AppError("GENERATION_FAILED", { message: "Nothing to make cards from." });
  },
});

/** Walks its stages, noting what the job's row said at each step. */
const progressSeen = new Map<string, Pick<JobRow, "stage" | "percent" | "message">[]>();
const stagedJob = defineJobKind({
  ...common,
  name: "test-staged",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  handler: async (run: JobRun<{ note: string }, "fetch" | "write">) => {
    count(handled, run.id);
    const seen: Pick<JobRow, "stage" | "percent" | "message">[] = [];
    progressSeen.set(run.id, seen);
    const note = async () => {
      const { stage, percent, message } = await readJob(run.id);
      seen.push({ stage, percent, message });
    };
    await run.progress.stage("fetch");
    await note();
    await sleep(300); // past the write interval: the next update is written at once
    run.progress.update(1, 4, "Fetched 1 of 4");
    for (let i = 0; i < 50 && (await readJob(run.id)).percent < 20; i++) await sleep(20);
    await note();
    await run.progress.stage("write", `Writing ${run.input.note}`);
    await note();
    return "succeeded";
  },
});

/**
 * Saves the note with run.commit. "taken over": another worker claims the job
 * first; "deck gone": the write abandons the commit after writing.
 */
const commits = new Map<string, JobCommitResult<number>>();
const seenMidCommit = new Map<string, { status: string; result: string | null }>();
const readResult = async (id: string, client: DbOrTx = db) =>
  (await client.$queryRaw<{ status: string; result: string | null }[]>`SELECT status, result FROM test_job WHERE id = ${id}::uuid`)[0];
const committingJob = defineJobKind({
  ...common,
  name: "test-committing",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  handler: async (run: JobRun<{ note: string }>) => {
    count(handled, run.id);
    if (run.input.note === "taken over") {
      // As if this worker had stopped beating: a stale-after in the future makes any heartbeat stale.
      await claimJob({ table: TABLE, jobId: run.id, staleAfterMs: -60_000, stage: stages[0] }, db);
    }
    const result = await run.commit(
      db,
      async (tx, { abandon }) => {
        await tx.$executeRaw`UPDATE test_job SET result = ${run.input.note} WHERE id = ${run.id}::uuid`;
        seenMidCommit.set(run.id, (await readResult(run.id))!);
        if (run.input.note === "deck gone") abandon();
        return run.input.note.length;
      },
      { message: "Saved" },
    );
    commits.set(run.id, result);
    return result.outcome;
  },
});

async function waitForCommit(id: string, timeoutMs = 20_000): Promise<JobCommitResult<number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = commits.get(id);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`job ${id} never reached its commit`);
    await sleep(100);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ databaseUrl: database.url, poolSize: 4 });
  await db.$executeRawUnsafe(`
    CREATE TABLE test_job (
      id uuid PRIMARY KEY,
      status text NOT NULL DEFAULT 'queued',
      stage text NOT NULL DEFAULT 'queued',
      percent integer NOT NULL DEFAULT 0,
      message text NOT NULL DEFAULT 'Waiting to start',
      attempts integer NOT NULL DEFAULT 0,
      "heartbeatAt" timestamp(3),
      "errorCode" text,
      "errorMessage" text,
      "updatedAt" timestamp(3) NOT NULL DEFAULT now(),
      "finishedAt" timestamp(3),
      "cleanedUp" boolean NOT NULL DEFAULT false,
      result text
    )`);
  jobs = await startJobRuntime({
    databaseUrl: database.url,
    db,
    work: true,
    log: quiet,
    heartbeatMs: 200,
    staleAfterMs: 1_000,
    // The sweep runs when a test calls it.
    sweepEveryMs: 60_000,
    kinds: [flakyJob, refusedJob, stagedJob, committingJob].map((kind) => registerJobKind(kind, undefined, { log: quiet })),
  });
});

afterAll(async () => {
  await jobs?.stop({ graceful: false });
  await db?.$disconnect();
  await database?.drop();
});

describe("the job runtime", () => {
  it("retries an unexpected failure per the kind's policy, then fails the job and runs its failure hook once", async () => {
    const id = await insertJob();
    await jobs.enqueue(flakyJob, { note: "flaky" }, { id });
    const row = await waitForEnd(id);
    expect(row).toMatchObject({
      status: "failed",
      stage: "failed",
      attempts: 3,
      errorCode: "INTERNAL",
      errorMessage: "It went wrong.",
      message: "It went wrong.",
      cleanedUp: true,
    });
    expect(row.finishedAt).not.toBeNull();
    expect(handled.get(id)).toBe(3);
    await sleep(1_000); // no delivery is left to run it again
    expect(handled.get(id)).toBe(3);
    expect(failedHooks.get(id)).toBe(1);
  });

  it("fails a job at once, with the AppError's message, when its handler refuses the input", async () => {
    const id = await insertJob();
    await jobs.enqueue(refusedJob, { note: "refused" }, { id });
    const row = await waitForEnd(id);
    expect(row).toMatchObject({
      status: "failed",
      attempts: 1,
      errorCode: "GENERATION_FAILED",
      errorMessage: "Nothing to make cards from.",
    });
    expect(handled.get(id)).toBe(1);
    expect(failedHooks.get(id)).toBe(1);
  });

  it("reports progress from the kind's stage table, then completes the job at 100%", async () => {
    const id = await insertJob();
    await jobs.enqueue(stagedJob, { note: "3 rows" }, { id });
    const row = await waitForEnd(id);
    expect(progressSeen.get(id)).toEqual([
      { stage: "fetch", percent: 10, message: "Fetching" },
      // A quarter of the way through fetch's 10..50.
      { stage: "fetch", percent: 20, message: "Fetched 1 of 4" },
      { stage: "write", percent: 50, message: "Writing 3 rows" },
    ]);
    expect(row).toMatchObject({ status: "succeeded", stage: "done", percent: 100, message: "Writing 3 rows", errorCode: null });
    expect(row.finishedAt).not.toBeNull();
  });

  it("runs a job queued twice under one id once", async () => {
    const id = await insertJob();
    await jobs.enqueue(stagedJob, { note: "once" }, { id });
    await jobs.enqueue(stagedJob, { note: "once" }, { id });
    expect((await waitForEnd(id)).status).toBe("succeeded");
    await sleep(1_000);
    expect(handled.get(id)).toBe(1);
  });

  it("refuses to queue a payload that does not fit the kind's schema", async () => {
    const id = await insertJob();
    await expect(jobs.enqueue(stagedJob, { note: 42 } as unknown as { note: string }, { id })).rejects.toThrow();
    await sleep(700);
    expect((await readJob(id)).status).toBe("queued");
    expect(handled.get(id)).toBeUndefined();
  });

  it("the sweep fails a job whose worker died with no delivery left, and a second sweep changes nothing", async () => {
    const id = await insertJob({ status: "running", attempts: 1, heartbeatAgoMs: 5_000 });
    await jobs.sweep();
    expect(await readJob(id)).toMatchObject({ status: "failed", errorCode: "INTERNAL", errorMessage: "It went wrong.", cleanedUp: true });
    await jobs.sweep();
    expect(failedHooks.get(id)).toBe(1);
  });
});

describe("run.commit", () => {
  it("lands the handler's writes and the job's completion together", async () => {
    const id = await insertJob();
    await jobs.enqueue(committingJob, { note: "saved" }, { id });
    const row = await waitForEnd(id);
    expect(await waitForCommit(id)).toEqual({ outcome: "succeeded", value: 5 });
    // Seen from outside while the commit's transaction was open: neither the write nor the completion yet.
    expect(seenMidCommit.get(id)).toEqual({ status: "running", result: null });
    expect(row).toMatchObject({ status: "succeeded", stage: "done", percent: 100, message: "Saved", attempts: 1 });
    expect(await readResult(id)).toEqual({ status: "succeeded", result: "saved" });
  });

  it("answers lost and writes nothing when another attempt owns the job", async () => {
    const id = await insertJob();
    await jobs.enqueue(committingJob, { note: "taken over" }, { id });
    expect(await waitForCommit(id)).toEqual({ outcome: "lost" });
    expect(seenMidCommit.has(id)).toBe(false);
    expect(await readResult(id)).toEqual({ status: "running", result: null });
    expect(await readJob(id)).toMatchObject({ attempts: 2, finishedAt: null, errorCode: null });
    expect(failedHooks.get(id)).toBeUndefined();
  });

  it("answers lost, rolling back what the write did, when the write abandons the commit", async () => {
    const id = await insertJob();
    await jobs.enqueue(committingJob, { note: "deck gone" }, { id });
    expect(await waitForCommit(id)).toEqual({ outcome: "lost" });
    expect(await readResult(id)).toEqual({ status: "running", result: null });
    expect(await readJob(id)).toMatchObject({ attempts: 1, finishedAt: null });
  });
});

describe("state transitions", () => {
  const ref = (jobId: string, attempt: number) => ({ table: TABLE, jobId, attempt });
  const firstStage = stages[0];

  it("a second claim of a job a live worker holds, or of a finished job, takes nothing", async () => {
    const id = await insertJob();
    expect(await claimJob({ table: TABLE, jobId: id, staleAfterMs: 1_000, stage: firstStage }, db)).toEqual({ attempt: 1 });
    expect(await claimJob({ table: TABLE, jobId: id, staleAfterMs: 1_000, stage: firstStage }, db)).toBeNull();
    expect(await completeJob(ref(id, 1), db)).toBe(true);
    expect(await claimJob({ table: TABLE, jobId: id, staleAfterMs: 0, stage: firstStage }, db)).toBeNull();
    expect(await readJob(id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("once a silent job is taken over, every write of the attempt given up for dead is a no-op", async () => {
    const id = await insertJob({ status: "running", attempts: 1, heartbeatAgoMs: 5_000 });
    expect(await claimJob({ table: TABLE, jobId: id, staleAfterMs: 1_000, stage: firstStage }, db)).toEqual({ attempt: 2 });
    const before = await readJob(id);
    expect(await heartbeatJob(ref(id, 1), db)).toBe(false);
    expect(await reportJobProgress({ ...ref(id, 1), stage: "write", percent: 80, message: "Late" }, db)).toBe(false);
    expect(await retryJob({ ...ref(id, 1), message: "Late retry" }, db)).toBe(false);
    expect(await completeJob(ref(id, 1), db)).toBe(false);
    expect(await failJob({ kind: { table: TABLE, onFailed }, jobId: id, attempt: 1, code: "INTERNAL", message: "Late" }, db)).toBe(false);
    expect(await readJob(id)).toEqual(before);
    expect(failedHooks.get(id)).toBeUndefined();
  });

  it("failing a job twice fails it once: the hook runs once and the first reason stays", async () => {
    const id = await insertJob();
    const kind = { table: TABLE, onFailed };
    expect(await failJob({ kind, jobId: id, code: "INTERNAL", message: "Could not be queued." }, db)).toBe(true);
    expect(await failJob({ kind, jobId: id, code: "GENERATION_FAILED", message: "Again" }, db)).toBe(false);
    expect(await readJob(id)).toMatchObject({
      status: "failed",
      errorCode: "INTERNAL",
      errorMessage: "Could not be queued.",
      cleanedUp: true,
    });
    expect(failedHooks.get(id)).toBe(1);
  });

  it("progress never goes back and stays below 100 until the job completes", async () => {
    const id = await insertJob();
    await claimJob({ table: TABLE, jobId: id, staleAfterMs: 1_000, stage: firstStage }, db);
    await reportJobProgress({ ...ref(id, 1), stage: "write", percent: 70, message: "Writing" }, db);
    await reportJobProgress({ ...ref(id, 1), stage: "write", percent: 40, message: "Still writing" }, db);
    expect(await readJob(id)).toMatchObject({ percent: 70, message: "Still writing" });
    await reportJobProgress({ ...ref(id, 1), stage: "write", percent: 120, message: "Almost" }, db);
    expect((await readJob(id)).percent).toBe(99);
    await completeJob(ref(id, 1), db);
    expect((await readJob(id)).percent).toBe(100);
  });
});

describe("startJobRuntime", () => {
  it("refuses a kind whose table lacks the job columns, naming them, before any job runs", async () => {
    await db.$executeRawUnsafe(`CREATE TABLE test_job_broken (id uuid PRIMARY KEY, status text, attempts integer)`);
    const broken = defineJobKind({
      ...common,
      table: "test_job_broken",
      name: "test-broken",
      retry: flakyJob.retry,
      handler: flakyJob.handler,
    });
    await expect(
      startJobRuntime({
        databaseUrl: database.url,
        db,
        work: true,
        log: quiet,
        kinds: [registerJobKind(broken, undefined, { log: quiet })],
      }),
    ).rejects.toThrow(
      "job table test_job_broken lacks the job column(s) stage, percent, message, heartbeatAt, errorCode, errorMessage, updatedAt, finishedAt",
    );
  });
});
