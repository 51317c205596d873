/**
 * A numbered heading line as papers, theses and course notes print them:
 * "2.3 Markets", "2.3.1 Perfect competition", "4 Results". A single number
 * followed by a dot ("1. Collect the data") is how lists are numbered, so it
 * counts only when the line is also set larger (see pdf-heading-sections.ts).
 * A line ending in a number is a table row or a contents entry, not a heading.
 */
const NUMBERED = /^((?:\d{1,2}\.){1,4}\d{1,2}|\d{1,2})(\.?)\s+(\p{Lu}[\p{L}\p{M}'’-]*.*)$/u;
const MAX_WORDS = 12;

export type TNumberedHeading = { depth: number; hasListDot: boolean };

export function numberedHeading(line: string): TNumberedHeading | undefined {
  const match = NUMBERED.exec(line.trim());
  if (!match) return undefined;
  const title = match[3]!;
  if (title.split(/\s+/).length > MAX_WORDS || /[\d.,;:]$/.test(title) || !/\p{L}{2}/u.test(title)) return undefined;
  const depth = match[1]!.split(".").length;
  return { depth, hasListDot: depth === 1 && match[2] === "." };
}
