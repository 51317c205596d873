import type { Db } from "@mnemo/db";
import type { JobLog } from "../../../../jobs/job-kind.ts";
import type { JobRuntime } from "../../../../jobs/job-runtime.ts";
import { startJobSchedule } from "../../../../jobs/job-schedule.ts";
import { fileSweepJob } from "./file-sweep-job-kind.ts";

/**
 * How often a working process checks whether this hour's sweep is queued: several times an hour,
 * so a timer that drifts past an hour's end cannot skip that hour.
 */
export const FILE_SWEEP_CHECK_EVERY_MS = 15 * 60 * 1000;

type QueueDeps = { db: Db; jobs: JobRuntime };
type ScheduleDeps = QueueDeps & { log: JobLog };

/**
 * Queues one sweep per UTC hour, checked by each process that runs jobs. The hour's row is unique
 * (`slot`), so however many processes check, one sweep runs; a row still waiting is queued again by
 * its own id (a no-op while its job exists), which recovers a process that stopped in between.
 */
export async function queueHourlySweep({ now = new Date() }: { now?: Date }, { db, jobs }: QueueDeps): Promise<string | null> {
  const slot = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  await db.fileSweepJob.createMany({ data: [{ slot }], skipDuplicates: true });
  const row = await db.fileSweepJob.findUnique({ where: { slot }, select: { id: true, status: true } });
  if (row?.status !== "queued") return null;
  await jobs.enqueue(fileSweepJob, { jobId: row.id }, { id: row.id });
  return row.id;
}

/** A sweep now, outside the hourly schedule (tests, operators with a running server). Returns the job's id. */
export async function queueSweepNow({ db, jobs }: QueueDeps): Promise<string> {
  const row = await db.fileSweepJob.create({ data: {}, select: { id: true } });
  try {
    await jobs.enqueue(fileSweepJob, { jobId: row.id }, { id: row.id });
  } catch (error) {
    await db.fileSweepJob.delete({ where: { id: row.id } });
    throw error;
  }
  return row.id;
}

/** Starts the hourly check (now, then every `everyMs`); `stop` ends it and waits for a check under way. */
export function startFileSweepSchedule(
  deps: ScheduleDeps,
  { everyMs = FILE_SWEEP_CHECK_EVERY_MS }: { everyMs?: number } = {},
): { stop(): Promise<void> } {
  return startJobSchedule({ check: () => queueHourlySweep({}, deps), everyMs, log: deps.log, what: "file sweep" });
}
