import type { Db } from "@mnemo/db";
import type { JobLog } from "../../../jobs/job-kind.ts";
import type { JobRuntime } from "../../../jobs/job-runtime.ts";
import { startJobSchedule } from "../../../jobs/job-schedule.ts";
import { billingReconcileJob } from "./billing-reconcile-job-kind.ts";

/** How often a working process checks whether today's reconcile is queued. */
export const RECONCILE_CHECK_EVERY_MS = 60 * 60 * 1000;

type QueueDeps = { db: Db; jobs: JobRuntime };
type ScheduleDeps = QueueDeps & { log: JobLog };

/**
 * Queues one reconcile per UTC day: checked now and every hour by each process
 * that runs jobs. The day's row is unique, so however many processes check,
 * one run is made; a row still waiting is queued again by its own id (a no-op
 * while its job exists), which recovers a process that stopped in between.
 */
export async function queueDailyReconcile({ now = new Date() }: { now?: Date }, { db, jobs }: QueueDeps): Promise<string | null> {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await db.billingReconcileJob.createMany({ data: [{ day }], skipDuplicates: true });
  const row = await db.billingReconcileJob.findUnique({ where: { day }, select: { id: true, status: true } });
  if (row?.status !== "queued") return null;
  await jobs.enqueue(billingReconcileJob, { jobId: row.id }, { id: row.id });
  return row.id;
}

/** A reconcile now, outside the daily schedule (operators, tests). Returns the job's id. */
export async function queueReconcileNow({ db, jobs }: QueueDeps): Promise<string> {
  const row = await db.billingReconcileJob.create({ data: {}, select: { id: true } });
  try {
    await jobs.enqueue(billingReconcileJob, { jobId: row.id }, { id: row.id });
  } catch (error) {
    await db.billingReconcileJob.delete({ where: { id: row.id } });
    throw error;
  }
  return row.id;
}

/** Starts the daily check; `stop` ends it and waits for a check under way. */
export function startReconcileSchedule(
  deps: ScheduleDeps,
  { everyMs = RECONCILE_CHECK_EVERY_MS }: { everyMs?: number } = {},
): { stop(): Promise<void> } {
  return startJobSchedule({ check: () => queueDailyReconcile({}, deps), everyMs, log: deps.log, what: "billing reconcile" });
}
