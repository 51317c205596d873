import { quotaRefusal } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

export type ChargeWordsOptions = {
  userId: string;
  words: number;
  /** The plan's words a month. */
  limit: number;
  /** First day of the usage month (UTC). */
  period: Date;
};

/**
 * Adds `words` to the month's ledger only if the total stays within `limit`:
 * one conditional upsert, so concurrent charges near the limit never exceed it
 * (the row lock makes each see the others' totals). Throws QUOTA_EXCEEDED with
 * nothing charged otherwise. Run it in the transaction that accepts the job.
 */
export async function chargeWords({ userId, words, limit, period }: ChargeWordsOptions, tx: DbOrTx): Promise<void> {
  if (words <= 0) return;
  if (words <= limit) {
    const rows = await tx.$queryRaw<{ wordsUsed: number }[]>`
      INSERT INTO usage_period (id, "userId", period, "wordsUsed", "createdAt", "updatedAt")
      VALUES (gen_random_uuid(), ${userId}, ${period}::date, ${words}, now(), now())
      ON CONFLICT ("userId", period) DO UPDATE
        SET "wordsUsed" = usage_period."wordsUsed" + EXCLUDED."wordsUsed", "updatedAt" = now()
        WHERE usage_period."wordsUsed" + EXCLUDED."wordsUsed" <= ${limit}
      RETURNING "wordsUsed"`;
    if (rows.length > 0) return;
  }
  const used = await tx.usagePeriod.findUnique({ where: { userId_period: { userId, period } }, select: { wordsUsed: true } });
  const remaining = Math.max(0, limit - (used?.wordsUsed ?? 0));
  throw quotaExceeded({ words, remaining, limit });
}

export function quotaExceeded(figures: { words: number; remaining: number; limit: number }): AppError {
  const refusal = quotaRefusal(figures);
  return new AppError(refusal.code, { message: refusal.message, details: refusal.details });
}

/** Gives a failed job's words back to the month they were charged to. */
export async function refundWords({ userId, words, period }: { userId: string; words: number; period: Date }, tx: DbOrTx): Promise<void> {
  if (words <= 0) return;
  await tx.$executeRaw`
    UPDATE usage_period SET "wordsUsed" = GREATEST(0, "wordsUsed" - ${words}), "updatedAt" = now()
    WHERE "userId" = ${userId} AND period = ${period}::date`;
}
