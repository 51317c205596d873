import type { TSuggestion } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

export const suggestionSelect = {
  id: true,
  title: true,
  details: true,
  email: true,
  userId: true,
  createdAt: true,
} satisfies Prisma.FeatureSuggestionSelect;

type SuggestionRow = Prisma.FeatureSuggestionGetPayload<{ select: typeof suggestionSelect }>;

// The IP hash never leaves the database: it only serves the rate limit.
export function toSuggestionDto(row: SuggestionRow): TSuggestion {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    email: row.email,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}
