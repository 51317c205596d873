import type { Db } from "@mnemo/db";
import { refundWords } from "./charge-words.ts";

/**
 * Marks a job failed and gives its words back, once: the guard on `refunded`
 * and the status makes a second call (a retry, a sweep) do nothing.
 */
export async function failGenerationJob(
  { jobId, code, message, attempt }: { jobId: string; code: string; message: string; attempt?: number },
  db: Db,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ userId: string; wordsCharged: number; chargedPeriod: Date | null; attempts: number }[]>`
      SELECT "userId", "wordsCharged", "chargedPeriod", attempts FROM generation_job
      WHERE id = ${jobId}::uuid AND status IN ('queued', 'running') FOR UPDATE`;
    if (!job || (attempt !== undefined && job.attempts !== attempt)) return false;
    const refund = job.wordsCharged > 0 && job.chargedPeriod !== null;
    if (refund && job.chargedPeriod) {
      await refundWords({ userId: job.userId, words: job.wordsCharged, period: job.chargedPeriod }, tx);
    }
    await tx.generationJob.update({
      where: { id: jobId },
      data: {
        status: "failed",
        stage: "failed",
        message,
        errorCode: code,
        errorMessage: message,
        refunded: refund,
        input: null,
        finishedAt: new Date(),
      },
    });
    return true;
  });
}
