import type { DbOrTx } from "@mnemo/db";
import { FAILURE_TEXT, unlocatedMessage } from "../llm/create-llm-generator.ts";
import type { TModelAccount, TModelFailure } from "../types.ts";
import { refundWords } from "../../plan/charge-words.ts";

/**
 * What a job that made cards with a model tells the learner about what the
 * model lost, and what it gives back for it (docs/jobs.md, generation kind).
 *
 * Charging: a job's words are charged when it is accepted (pasted text) or
 * once its file is read, before any model answers. The learner is then not
 * charged for the part of the text the model gave nothing usable for: the
 * words of a chunk the model failed on (declined, empty, not cards, timed
 * out), and of each chunk a share in proportion to its proposed cards whose
 * quotes could not be found (words x lost / proposed). Those words are given
 * back to the month they were charged to when the job completes, and the
 * job's words_charged says what was kept. Cards the quality gates drop are not
 * refunded: the model's text was used, and judged (both generators alike).
 */
export async function refundLostWords({ jobId, lostWords }: { jobId: string; lostWords: number }, tx: DbOrTx): Promise<number> {
  if (lostWords <= 0) return 0;
  const job = await tx.generationJob.findUniqueOrThrow({
    where: { id: jobId },
    select: { userId: true, wordsCharged: true, chargedPeriod: true },
  });
  const refund = Math.min(lostWords, job.wordsCharged);
  if (refund <= 0 || !job.chargedPeriod) return 0;
  await refundWords({ userId: job.userId, words: refund, period: job.chargedPeriod }, tx);
  await tx.generationJob.update({ where: { id: jobId }, data: { wordsCharged: job.wordsCharged - refund } });
  return refund;
}

/**
 * The learner's notice for what a model lost in a job that still made cards:
 * "The model's quotes did not match your document: 34 cards could not be
 * checked and were left out. 971 words you got no cards for were not
 * charged." Undefined when nothing was lost before the gates.
 */
export function modelLossNotice(model: TModelAccount, refunded: number): string | undefined {
  const parts: string[] = [];
  if (model.lost.unlocated > 0) parts.push(unlocatedMessage(model.lost.unlocated));
  const malformed = model.lost.wrong_type + model.lost.invalid;
  if (malformed > 0) parts.push(`${count(malformed, "card")} from the model were incomplete or of a type not asked for and were left out.`);
  const failures = (Object.entries(model.failures) as [TModelFailure, number][]).sort((a, b) => b[1] - a[1]);
  const chunks = failures.reduce((sum, [, n]) => sum + n, 0);
  if (failures[0]) {
    const where = chunks === 1 ? "one part" : `${chunks} parts`;
    parts.push(`The AI model (${model.name}) made no cards from ${where} of your document: ${FAILURE_TEXT[failures[0][0]]}.`);
  }
  if (parts.length === 0) return undefined;
  if (refunded > 0) parts.push(`${count(refunded, "word")} you got no cards for ${refunded === 1 ? "was" : "were"} not charged.`);
  return parts.join(" ");
}

/** "kept 33 of 35 the model proposed". */
export function keptOfProposed(kept: number, proposed: number): string {
  return `kept ${kept.toLocaleString("en-GB")} of ${proposed.toLocaleString("en-GB")} the model proposed`;
}

function count(n: number, noun: string): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? noun : `${noun}s`}`;
}
