import type { TStudyMode } from "@mnemo/api-contract";
import { isUuid } from "@/lib/is-uuid.ts";
import { studyModeFromSearch } from "./study-more.ts";

/** The session a /study/{ids} URL opens. */
export type TStudyTarget = { groupIds: string[]; mode: TStudyMode };

/**
 * The decks and mode of a session URL's path segments (after /study/) and
 * search, or null when it is not one: every segment a deck id, at least one.
 * Ids are lower-cased and each kept once, in order. The session page reads
 * its URL with this, and so does the prefetch of a link to it, so both ask
 * study.queue for the same thing.
 */
export function studyTargetOf(segments: readonly string[], search: URLSearchParams): TStudyTarget | null {
  const ids = segments.filter(Boolean);
  if (ids.length === 0 || !ids.every(isUuid)) return null;
  return { groupIds: [...new Set(ids.map((id) => id.toLowerCase()))], mode: studyModeFromSearch(search) };
}

/** The session a link's href opens, or null when it leads elsewhere (another page, another site). */
export function studyTargetOfHref(href: string, origin: string): TStudyTarget | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.toLowerCase().startsWith("/study/")) return null;
  const segments = url.pathname.slice("/study/".length).split("/").map(safeDecode);
  return segments.every((segment) => segment !== null) ? studyTargetOf(segments as string[], url.searchParams) : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
