import type { Db } from "@mnemo/db";
import type PgBoss from "pg-boss";
import { failJob, findStaleJobs } from "./job-transitions.ts";
import type { RegisteredJobKind } from "./run-job.ts";

/**
 * Hands on the jobs of one kind whose worker stopped beating (it died): a
 * delivery still active in pg-boss is failed back into pg-boss's retry, and
 * whichever worker fetches it reclaims the job (claimJob takes stale ones).
 * A job with no delivery left is failed here, so the user sees an answer and
 * the kind's onFailed hook (a refund) runs.
 */
export async function sweepStaleJobs(
  { boss, registered, staleAfterMs }: { boss: PgBoss; registered: RegisteredJobKind; staleAfterMs: number },
  db: Db,
): Promise<void> {
  const { kind, log } = registered;
  const stale = await findStaleJobs({ table: kind.table, staleAfterMs, limit: 50 }, db);
  for (const row of stale) {
    const delivery = await boss.getJobById(kind.name, row.id);
    if (delivery?.state === "active") {
      log.warn({ jobId: row.id }, `${kind.name} worker stopped responding; handing the job on`);
      await boss.fail(kind.name, row.id, { reason: "worker stopped responding" });
    } else if (!delivery || delivery.state === "failed" || delivery.state === "completed" || delivery.state === "cancelled") {
      await failJob({ kind, jobId: row.id, attempt: row.attempts, code: "INTERNAL", message: kind.failureMessage }, db);
    }
  }
}
