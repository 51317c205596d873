import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";

/**
 * How much generation work one account may ask for, so one user cannot keep
 * the workers busy and starve everyone else (failed jobs give their words
 * back, so the word quota alone does not bound it). Counted from the
 * generation_job rows themselves: every API process sees the same numbers.
 */
export type JobLimits = {
  /** Jobs queued or running at once (GENERATION_MAX_ACTIVE_JOBS). */
  maxActive: number;
  /** Jobs started in any 60 minutes (GENERATION_MAX_JOBS_PER_HOUR). */
  maxPerHour: number;
};

export const DEFAULT_JOB_LIMITS: JobLimits = { maxActive: 3, maxPerHour: 60 };

const HOUR_MS = 60 * 60 * 1000;
/** What a refused request is told to wait while its own jobs run: about one job's time. */
const ACTIVE_RETRY_SECONDS = 15;

/**
 * Refuses (429, with when to retry) when the user has too many jobs going or
 * started too many this hour. Inside the transaction that records the job it
 * first takes a per-user lock, so concurrent requests are counted one after
 * another and the cap holds exactly; outside one it is a cheap early check.
 * Returns how many of the user's jobs are ahead in the queue (for fairness).
 */
export async function assertJobRoom(
  { userId, limits, now = new Date(), lock = false }: { userId: string; limits: JobLimits; now?: Date; lock?: boolean },
  db: DbOrTx,
): Promise<{ active: number }> {
  if (lock) await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`generation-jobs:${userId}`}, 0))`;
  const active = await db.generationJob.count({ where: { userId, status: { in: ["queued", "running"] } } });
  if (active >= limits.maxActive) {
    throw new AppError("TOO_MANY_REQUESTS", {
      message: `You already have ${active} card generations in progress, the most at once. ` + `Wait for one to finish, then try again.`,
      details: { limit: limits.maxActive, active, retryAfterSeconds: ACTIVE_RETRY_SECONDS },
    });
  }
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await db.generationJob.findMany({
    where: { userId, createdAt: { gt: since } },
    select: { createdAt: true },
    orderBy: { createdAt: "desc" },
    take: limits.maxPerHour,
  });
  if (recent.length >= limits.maxPerHour) {
    const oldest = recent[recent.length - 1]!.createdAt.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    throw new AppError("TOO_MANY_REQUESTS", {
      message: `You have started ${limits.maxPerHour} card generations in the last hour, the most allowed. Try again in ${describeMinutes(retryAfterSeconds)}.`,
      details: { limit: limits.maxPerHour, retryAfterSeconds },
    });
  }
  return { active };
}

function describeMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}
