import type { Db, DbOrTx } from "@mnemo/db";
import type { JobCommit, JobWrite } from "./job-kind.ts";
import { completeJob, lockOwnedJob } from "./job-transitions.ts";

/**
 * Thrown by run.write when another attempt owns the job: run-job.ts ends this
 * attempt as lost, without failing or retrying the job.
 */
export class JobLostError extends Error {
  constructor() {
    super("another attempt owns this job");
    this.name = "JobLostError";
  }
}

/** Thrown by `abandon` inside run.commit: rolls the transaction back, and the commit answers lost. */
class CommitAbandoned extends Error {
  constructor() {
    super("the job's commit was abandoned");
    this.name = "CommitAbandoned";
  }
}

type OwnedJob = { table: string; jobId: string; attempt: number };

/**
 * A handler's writes that must not land twice (charging words, saving a
 * result), bound to one attempt: each runs in a transaction after locking the
 * job's row, only while this attempt owns the running job, so a retry or a
 * worker given up for dead never writes them again.
 */
export function createOwnedJobWrites(job: OwnedJob): { write: JobWrite; commit: JobCommit } {
  const write: JobWrite = (db, writes) =>
    db.$transaction(async (tx) => {
      if (!(await lockOwnedJob(job, tx))) throw new JobLostError();
      return writes(tx);
    });

  const commit: JobCommit = async <T>(
    db: Db,
    writes: (tx: DbOrTx, control: { abandon(): never }) => Promise<T>,
    { message, timeout }: { message: string; timeout?: number | undefined },
  ) => {
    const abandon = (): never => {
      throw new CommitAbandoned();
    };
    try {
      return await db.$transaction(
        async (tx) => {
          if (!(await lockOwnedJob(job, tx))) return { outcome: "lost" } as const;
          const value = await writes(tx, { abandon });
          await completeJob({ ...job, message }, tx);
          return { outcome: "succeeded", value } as const;
        },
        timeout === undefined ? undefined : { timeout },
      );
    } catch (error) {
      if (error instanceof CommitAbandoned) return { outcome: "lost" } as const;
      throw error;
    }
  };

  return { write, commit };
}
