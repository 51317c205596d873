import type { TDeckLimitsResult } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { groupNotFound } from "../collection/group-not-found.ts";

/** The largest deck limits, as for the account's (study.saveSettings). */
const MAX = { newPerDay: 9999, reviewsPerDay: 99999 } as const;

/**
 * A deck's own daily limits (Anki's deck options): they cap the new cards and
 * reviews that deck gives each day, and the account's limits still cap all
 * decks together. Null clears a limit. Another learner's deck answers 'Group
 * not found'.
 */
export async function saveDeckLimits(
  {
    userId,
    groupId,
    newPerDay,
    reviewsPerDay,
  }: { userId: string; groupId: string; newPerDay: number | null; reviewsPerDay: number | null },
  db: DbOrTx,
): Promise<TDeckLimitsResult> {
  for (const [name, value] of [
    ["newPerDay", newPerDay],
    ["reviewsPerDay", reviewsPerDay],
  ] as const) {
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > MAX[name]))
      throw new AppError("BAD_REQUEST", {
        message: `${name} must be a whole number from 0 to ${MAX[name]}, or null for the account's limit.`,
      });
  }
  const { count } = await db.group.updateMany({
    where: { id: groupId, userId },
    data: { studyNewPerDay: newPerDay, studyReviewsPerDay: reviewsPerDay },
  });
  if (count === 0) throw groupNotFound();
  return { group_id: groupId, limits: { new_per_day: newPerDay, reviews_per_day: reviewsPerDay } };
}
