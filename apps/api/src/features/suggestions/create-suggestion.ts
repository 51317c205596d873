import {
  SUGGESTION_RATE_LIMIT,
  SUGGESTION_RATE_WINDOW_MS,
  suggestionRateLimitMessage,
  type TCreateSuggestion,
  type TCreateSuggestionOutput,
} from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

export type CreateSuggestionOptions = {
  input: TCreateSuggestion;
  /** The signed-in author, or null for a visitor. */
  user: { id: string; email: string } | null;
  /** See lib/hash-client-ip.ts; stored with every row, used to limit visitors. */
  ipHash: string;
  now?: Date;
};

/**
 * Stores a suggestion, at most SUGGESTION_RATE_LIMIT per hour per signed-in
 * user, or per IP hash for visitors. The count lives in the table itself, so
 * the limit holds across restarts and several API processes; a transaction-scoped
 * advisory lock on the author's key makes count-then-insert atomic, so parallel
 * requests cannot slip past it.
 */
export async function createSuggestion(
  { input, user, ipHash, now = new Date() }: CreateSuggestionOptions,
  db: Db,
): Promise<TCreateSuggestionOutput> {
  const author: Prisma.FeatureSuggestionWhereInput = user ? { userId: user.id } : { ipHash, userId: null };
  const lockKey = user ? `suggestion:user:${user.id}` : `suggestion:ip:${ipHash}`;
  const since = new Date(now.getTime() - SUGGESTION_RATE_WINDOW_MS);

  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;
    const recent = await tx.featureSuggestion.findMany({
      where: { ...author, createdAt: { gt: since } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
      take: SUGGESTION_RATE_LIMIT,
    });
    const oldest = recent[0];
    if (recent.length >= SUGGESTION_RATE_LIMIT && oldest) {
      const retryAfterMs = oldest.createdAt.getTime() + SUGGESTION_RATE_WINDOW_MS - now.getTime();
      throw new AppError("TOO_MANY_REQUESTS", { message: suggestionRateLimitMessage(retryAfterMs) });
    }
    const row = await tx.featureSuggestion.create({
      data: {
        title: input.title,
        details: input.details,
        // A signed-in author can be answered at their account's address unless they gave another.
        email: input.email ?? user?.email ?? null,
        userId: user?.id ?? null,
        ipHash,
        createdAt: now,
      },
      select: { id: true, createdAt: true },
    });
    return { id: row.id, created_at: row.createdAt.toISOString() };
  });
}
