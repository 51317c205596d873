import type { TToken, TUnit } from "./analysis-types.ts";

/** Small text helpers shared by the fact finders and card builders. */

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases an opening common word ("The Calvin cycle" -> "the Calvin cycle"), never a name. */
export function lowerOpening(text: string, opener: TToken | undefined): string {
  if (!opener || opener.keepsCapital || /^(PROPN|NUM)$/.test(opener.pos) || /^[A-Z0-9]{2,}/.test(opener.value)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The section text under tokens [first, last) of a unit, on one line. */
export function tokenText(unit: TUnit, first: number, last: number): string {
  const head = unit.tokens[first];
  const tail = unit.tokens[last - 1];
  if (!head || !tail || last <= first) return "";
  return collapse(unit.section.text.slice(head.start, tail.end));
}

export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.;:!?,]+$/u, "");
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  const separator = items.some((item) => item.includes(",")) ? "; " : ", ";
  return `${items.slice(0, -1).join(separator)} and ${items.at(-1)}`;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** FNV-1a: a stable 32-bit hash, so "variety" never depends on Math.random. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const SUBJECT_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM"]);
const DETERMINERS = new Set(["the", "a", "an"]);

/**
 * Whether tokens [first, last) read as a plain noun phrase that can be the
 * subject of a question ("The storming of the Bastille", "Green plants"):
 * no verbs, pronouns or clause punctuation, and at least one noun.
 */
export function isNounPhrase(tokens: TToken[], first: number, last: number, maxTokens = 10): boolean {
  if (last <= first || last - first > maxTokens) return false;
  let hasNoun = false;
  for (let i = first; i < last; i += 1) {
    const token = tokens[i]!;
    if (token.pos === "NOUN" || token.pos === "PROPN") hasNoun = true;
    else if (token.pos === "DET" && !DETERMINERS.has(token.lower)) return false;
    else if ((token.value === "-" && token.isJoined) || token.entity === "ORDINAL") continue;
    else if (/^(of|and)$/.test(token.lower) && i > first && i < last - 1) continue;
    else if (!SUBJECT_TAGS.has(token.pos)) return false;
  }
  const tail = tokens[last - 1]!;
  return hasNoun && (tail.pos === "NOUN" || tail.pos === "PROPN" || tail.pos === "NUM");
}
