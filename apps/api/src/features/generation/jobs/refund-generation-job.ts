import type { DbOrTx } from "@mnemo/db";
import { refundWords } from "../../plan/charge-words.ts";

/**
 * The generation kind's onFailed hook: gives the job's words back to the
 * month they were charged to and drops its input. It runs once per job, in
 * the transaction failJob holds the row locked in, after the status guard.
 */
export async function refundGenerationJob({ id }: { id: string }, tx: DbOrTx): Promise<void> {
  const job = await tx.generationJob.findUniqueOrThrow({
    where: { id },
    select: { userId: true, wordsCharged: true, chargedPeriod: true },
  });
  const refund = job.wordsCharged > 0 && job.chargedPeriod !== null;
  if (refund && job.chargedPeriod) await refundWords({ userId: job.userId, words: job.wordsCharged, period: job.chargedPeriod }, tx);
  await tx.generationJob.update({ where: { id }, data: { refunded: refund, input: null } });
}
