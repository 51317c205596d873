import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import type { JobRuntime } from "../../../jobs/job-runtime.ts";
import { fitParametersJob } from "./fit-parameters-job-kind.ts";

/** Fewer answers than this say too little about a learner's memory to fit parameters to. */
export const MIN_REVIEWS_TO_FIT = 400;
/**
 * The first fit starts by itself at the 400th answer; answers up to this one
 * try again if it did not (two answers given at once can both count 401, or
 * neither 400; a failed start), unless a fit exists.
 */
export const FIRST_FIT_LAST_ANSWER = MIN_REVIEWS_TO_FIT + 10;

/**
 * Queues a fit of the learner's parameters: refused below MIN_REVIEWS_TO_FIT
 * answers, and while one is already queued or running (that one is returned).
 */
export async function startParameterFit(
  { userId, jobs }: { userId: string; jobs: JobRuntime | undefined },
  db: Db,
): Promise<{ id: string }> {
  if (!jobs) throw new AppError("INTERNAL", { message: "Background jobs are not running on this server." });
  const reviews = await countReviewsUpTo({ userId, limit: MIN_REVIEWS_TO_FIT }, db);
  if (reviews < MIN_REVIEWS_TO_FIT) {
    throw new AppError("BAD_REQUEST", {
      message: `Personal parameters need at least ${MIN_REVIEWS_TO_FIT} answers; you have ${reviews}. Keep studying and try again.`,
      details: { reviews, needed: MIN_REVIEWS_TO_FIT },
    });
  }
  const job = await db.$transaction(async (tx) => {
    // One at a time per learner: the user's row lock serialises two clicks.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
    const running = await tx.parameterFitJob.findFirst({ where: { userId, status: { in: ["queued", "running"] } }, select: { id: true } });
    if (running) return { id: running.id, isNew: false };
    const created = await tx.parameterFitJob.create({ data: { userId }, select: { id: true } });
    return { id: created.id, isNew: true };
  });
  if (job.isNew) await jobs.enqueue(fitParametersJob, { jobId: job.id }, { id: job.id });
  return { id: job.id };
}

/**
 * After an answer: starts the learner's first parameter fit when `answers`
 * (their answers so far, this one included, from answerCardCounted) reaches
 * MIN_REVIEWS_TO_FIT and they have none yet. A failure is logged, never
 * thrown: the answer is saved whatever happens here.
 */
export async function startFirstFitIfDue(
  { userId, answers, jobs, log }: { userId: string; answers: number | null; jobs: JobRuntime | undefined; log?: FitLog | undefined },
  db: Db,
): Promise<void> {
  if (!jobs || answers === null || answers < MIN_REVIEWS_TO_FIT || answers > FIRST_FIT_LAST_ANSWER) return;
  try {
    if ((await db.parameterFitJob.count({ where: { userId } })) > 0) return;
    await startParameterFit({ userId, jobs }, db);
  } catch (error) {
    log?.warn({ err: error }, "could not start the first parameter fit");
  }
}

type FitLog = { warn(object: object, message: string): void };

/** The learner's answers, counting no further than `limit` (cheap whatever the history's size). */
export async function countReviewsUpTo({ userId, limit }: { userId: string; limit: number }, db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM review_log WHERE "userId" = ${userId} LIMIT ${limit}) AS capped`;
  return row?.n ?? 0;
}
