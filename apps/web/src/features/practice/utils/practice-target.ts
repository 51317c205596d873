import { isUuid } from "@/lib/is-uuid.ts";

/** The decks a /practice/{ids} URL's path segments name, each once and lower-cased, or null when one is not a deck id. */
export function practiceGroupIds(segments: readonly string[]): string[] | null {
  const ids = segments.filter(Boolean);
  if (ids.length === 0 || !ids.every(isUuid)) return null;
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
