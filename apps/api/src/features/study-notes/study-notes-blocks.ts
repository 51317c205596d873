import type { TStudyNotesBlockKind } from "@mnemo/api-contract";

/** A block as composition makes it, before any edit of the learner's. */
export type TComposedBlock = { key: string; kind: TStudyNotesBlockKind; title: string; markdown: string };

export const OVERVIEW_KEY = "overview";
export const GLOSSARY_KEY = "glossary";
export const TIMELINE_KEY = "timeline";
export const SELF_CHECK_KEY = "self_check";

/** Longest slug in a part's key (keys are at most 100 characters). */
const SLUG_LENGTH = 60;

/** A title as a key's word: lower case, accents dropped, anything but letters and digits a hyphen. */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .slice(0, SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/**
 * Keys for the parts, in order: "part:<slug of the title>", so a part keeps its
 * key (and the learner's edit of it) when parts are added or removed around
 * it on regeneration; a title seen before gets "-2", "-3"; an untitled part
 * is "part:<its position, from 1>". The same titles in the same order always
 * give the same keys.
 */
export function partKeys(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title, position) => {
    const base = `part:${slugOf(title) || String(position + 1)}`;
    let key = base;
    for (let copy = 2; taken.has(key); copy++) key = `${base}-${copy}`;
    taken.add(key);
    return key;
  });
}
