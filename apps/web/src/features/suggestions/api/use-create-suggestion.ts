import { trpc } from "@/lib/trpc.ts";

/** Sends a suggestion; works signed in or not (the API rate-limits per account or per visitor). */
export function useCreateSuggestion() {
  return trpc.suggestions.create.useMutation();
}
