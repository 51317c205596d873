import { Prisma, type Db, type DbOrTx } from "@mnemo/db";
import type { JobKind, JobStage } from "./job-kind.ts";

/**
 * The job state machine, one named function per transition. A job's row
 * (in its kind's table) moves
 *
 *   queued ──claimJob──▶ running ──completeJob──▶ succeeded
 *     ▲                   │  │
 *     └─────retryJob──────┘  └──failJob──▶ failed   (failJob also from queued)
 *
 * and a running job whose heartbeat went stale may be claimed again by
 * another worker. Every write is guarded on the status it leaves and, once
 * running, on the attempt that owns the job, so a replayed or late call (a
 * duplicate delivery, a retry, a sweep, a worker given up for dead) changes
 * nothing and answers false/null.
 */

/** The columns every job table has (see JobKind.table). */
export const JOB_COLUMNS = [
  "id",
  "status",
  "stage",
  "percent",
  "message",
  "attempts",
  "heartbeatAt",
  "errorCode",
  "errorMessage",
  "updatedAt",
  "finishedAt",
] as const;

type JobRef = { table: string; jobId: string };
type OwnedJobRef = JobRef & { attempt: number };

/** The table as an identifier; defineJobKind allows plain lower-case names only. */
const tableOf = (table: string) => Prisma.raw(`"${table}"`);

/**
 * queued → running, or running → running for a job whose worker stopped
 * beating for `staleAfterMs` (it died). Starts a new attempt in `stage` at
 * 0%. Returns null when the job is finished or a live worker has it.
 */
export async function claimJob(
  { table, jobId, staleAfterMs, stage }: JobRef & { staleAfterMs: number; stage: JobStage },
  db: DbOrTx,
): Promise<{ attempt: number } | null> {
  const staleBefore = new Date(Date.now() - staleAfterMs);
  const rows = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE ${tableOf(table)}
    SET status = 'running', attempts = attempts + 1, "heartbeatAt" = now(), stage = ${stage.id}, percent = 0,
        message = ${stage.label}, "updatedAt" = now()
    WHERE id = ${jobId}::uuid
      AND (status = 'queued' OR (status = 'running' AND ("heartbeatAt" IS NULL OR "heartbeatAt" < ${staleBefore})))
    RETURNING attempts`;
  const attempt = rows[0]?.attempts;
  return attempt === undefined ? null : { attempt };
}

/** Proves the attempt's worker is alive. False once the attempt no longer owns the job. */
export async function heartbeatJob({ table, jobId, attempt }: OwnedJobRef, db: DbOrTx): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE ${tableOf(table)} SET "heartbeatAt" = now()
    WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`;
  return updated > 0;
}

/** Stage, percent and message for the browser to poll; the percent never goes back and stays below 100 until done. */
export async function reportJobProgress(
  { table, jobId, attempt, stage, percent, message }: OwnedJobRef & { stage: string; percent: number; message: string },
  db: DbOrTx,
): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE ${tableOf(table)}
    SET stage = ${stage}, percent = GREATEST(percent, ${Math.min(99, Math.round(percent))}), message = ${message},
        "heartbeatAt" = now(), "updatedAt" = now()
    WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`;
  return updated > 0;
}

/**
 * running → queued after an unexpected failure, so pg-boss's retry can claim
 * it at once instead of waiting for the heartbeat to go stale.
 */
export async function retryJob({ table, jobId, attempt, message }: OwnedJobRef & { message: string }, db: DbOrTx): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE ${tableOf(table)} SET status = 'queued', message = ${message}, "updatedAt" = now()
    WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`;
  return updated > 0;
}

/**
 * running → succeeded. A handler whose result and completion must commit
 * together locks the job with lockOwnedJob in its own transaction instead;
 * this is then a no-op.
 */
export async function completeJob(
  { table, jobId, attempt, message }: OwnedJobRef & { message?: string | undefined },
  db: DbOrTx,
): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE ${tableOf(table)}
    SET status = 'succeeded', stage = 'done', percent = 100, message = COALESCE(${message ?? null}, message),
        "finishedAt" = now(), "updatedAt" = now()
    WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`;
  return updated > 0;
}

/**
 * queued or running → failed, once: the row lock and the status guard make a
 * second call (a retry, a sweep, a late worker) return false without running
 * the kind's onFailed hook (refunds) again. With `attempt`, only that attempt
 * may fail the job; without it (the job could not be queued) any live one.
 */
export async function failJob(
  {
    kind,
    jobId,
    attempt,
    code,
    message,
  }: { kind: Pick<JobKind, "table" | "onFailed">; jobId: string; attempt?: number | undefined; code: string; message: string },
  db: Db,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ attempts: number }[]>`
      SELECT attempts FROM ${tableOf(kind.table)} WHERE id = ${jobId}::uuid AND status IN ('queued', 'running') FOR UPDATE`;
    if (!job || (attempt !== undefined && job.attempts !== attempt)) return false;
    await kind.onFailed?.({ id: jobId }, tx);
    await tx.$executeRaw`
      UPDATE ${tableOf(kind.table)}
      SET status = 'failed', stage = 'failed', message = ${message}, "errorCode" = ${code}, "errorMessage" = ${message},
          "finishedAt" = now(), "updatedAt" = now()
      WHERE id = ${jobId}::uuid`;
    return true;
  });
}

/**
 * Locks the job's row until `tx` ends if this attempt still owns it (running):
 * a handler's writes that must not land twice (charging words, saving a
 * result) run after it in the same transaction.
 */
export async function lockOwnedJob({ table, jobId, attempt }: OwnedJobRef, tx: DbOrTx): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM ${tableOf(table)} WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running' FOR UPDATE`;
  return rows.length > 0;
}

/** Running jobs whose worker has not beaten for `staleAfterMs`: the sweep hands them on. */
export async function findStaleJobs(
  { table, staleAfterMs, limit }: { table: string; staleAfterMs: number; limit: number },
  db: DbOrTx,
): Promise<{ id: string; attempts: number }[]> {
  const staleBefore = new Date(Date.now() - staleAfterMs);
  return db.$queryRaw<{ id: string; attempts: number }[]>`
    SELECT id::text AS id, attempts FROM ${tableOf(table)}
    WHERE status = 'running' AND "heartbeatAt" < ${staleBefore}
    ORDER BY "heartbeatAt" LIMIT ${limit}`;
}

/** Refuses to start on a table missing a job column, naming it (the SQL above would fail later, mid-job). */
export async function assertJobTable({ table }: { table: string }, db: DbOrTx): Promise<void> {
  const rows = await db.$queryRaw<{ column_name: string }[]>`
    SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`;
  const present = new Set(rows.map((row) => row.column_name));
  const missing = JOB_COLUMNS.filter((column) => !present.has(column));
  if (missing.length > 0) throw new Error(`job table ${table} lacks the job column(s) ${missing.join(", ")} (see jobs/job-transitions.ts)`);
}
