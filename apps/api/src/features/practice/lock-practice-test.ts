import type { DbOrTx, Prisma } from "@mnemo/db";
import { practiceTestNotFound } from "./practice-errors.ts";
import { practiceTestSelect, type PracticeTestRow } from "./practice-dto.ts";

/**
 * Reads one of the learner's tests inside a transaction with its row locked: `share` for saving an answer (answers
 * to one test go on side by side), `update` for submit, override and extend. Submit takes the row exclusively, so an
 * answer is either saved before the submit (and counted) or sees the test submitted; never lost in between.
 */
export async function lockPracticeTest(
  { userId, testId, mode }: { userId: string; testId: string; mode: "share" | "update" },
  tx: DbOrTx,
): Promise<PracticeTestRow> {
  const locked =
    mode === "update"
      ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM practice_test WHERE id = ${testId}::uuid AND "userId" = ${userId} FOR UPDATE`
      : await tx.$queryRaw<{ id: string }[]>`SELECT id FROM practice_test WHERE id = ${testId}::uuid AND "userId" = ${userId} FOR SHARE`;
  if (locked.length === 0) throw practiceTestNotFound();
  return tx.practiceTest.findFirstOrThrow({ where: { id: testId, userId }, select: practiceTestSelect });
}

/** The JSON a response or question is stored as. */
export const asJson = (value: unknown) => value as Prisma.InputJsonValue;
