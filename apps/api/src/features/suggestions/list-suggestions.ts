import type { TSuggestion } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { suggestionSelect, toSuggestionDto } from "./suggestion-dto.ts";

export const DEFAULT_SUGGESTION_LIST_LIMIT = 50;

/** The newest suggestions first, for the operator. */
export async function listSuggestions({ limit = DEFAULT_SUGGESTION_LIST_LIMIT }: { limit?: number }, db: DbOrTx): Promise<TSuggestion[]> {
  const rows = await db.featureSuggestion.findMany({
    select: suggestionSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toSuggestionDto);
}
