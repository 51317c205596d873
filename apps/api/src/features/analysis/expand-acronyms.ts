import type { TUnit } from "./analysis-types.ts";

/**
 * "PBC is influenced by control beliefs" means nothing on a card without the
 * sentence that introduced "perceived behavioral control (PBC)". Acronyms the
 * text spells out somewhere are spelled out again, once, in every fact
 * sentence that uses them bare.
 */
export function expandAcronyms(units: TUnit[]): void {
  const expansions = findExpansions(units);
  if (expansions.size === 0) return;
  for (const unit of units) {
    if (unit.flaw) continue;
    const lower = unit.text.toLowerCase();
    const done = new Set<string>();
    for (const [i, token] of unit.tokens.entries()) {
      const acronym = token.value.replace(/s$/, "");
      const expansion = expansions.get(acronym);
      if (!expansion || done.has(acronym) || lower.includes(expansion.toLowerCase())) continue;
      // Already inside parentheses ("... control (PBC)"), or part of a longer name ("TAM2", "the TAM-based").
      if (unit.tokens[i - 1]?.value === "(" || unit.tokens[i + 1]?.value === "-" || unit.tokens[i + 1]?.isJoined) continue;
      // "TAM 2" is another model's name; "the TAM model" would read "the Technology Acceptance Model (TAM) model".
      const next = unit.tokens[i + 1];
      if (next && (next.pos === "NUM" || expansion.toLowerCase().endsWith(` ${next.lower}`))) continue;
      if ((unit.edits ?? []).some((edit) => edit.start < token.end && edit.end > token.start)) continue;
      done.add(acronym);
      const text = `${i === 0 ? expansion.charAt(0).toUpperCase() + expansion.slice(1) : expansion} (${token.value})`;
      unit.edits = [...(unit.edits ?? []), { start: token.start, end: token.end, text }].sort((a, b) => a.start - b.start);
    }
  }
}

/** "perceived behavioral control (PBC)", "Theory of Reasoned Action (TRA)": the words whose initials make the acronym. */
export function findExpansions(units: TUnit[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const unit of units) {
    for (const match of unit.text.matchAll(/((?:[\p{L}'’-]+\s+){1,9})\((\p{Lu}{2,6})s?\)/gu)) {
      const acronym = match[2]!;
      if (found.has(acronym)) continue;
      const words = match[1]!.trim().split(/\s+/);
      const expansion = matchInitials(words, acronym);
      if (expansion) found.set(acronym, expansion);
    }
  }
  return found;
}

const SMALL_WORDS = /^(of|and|the|for|in|on|to|a|an|&)$/i;

/** The shortest run of words before the brackets whose initials (small words skipped, hyphens splitting) spell the acronym. */
function matchInitials(words: string[], acronym: string): string | undefined {
  for (let from = words.length - 1; from >= 0; from -= 1) {
    const run = words.slice(from);
    if (SMALL_WORDS.test(run[0]!)) continue;
    const initials = run
      .filter((word) => !SMALL_WORDS.test(word))
      .flatMap((word) => word.split("-").filter(Boolean))
      .map((part) => part.charAt(0).toUpperCase())
      .join("");
    if (initials === acronym) {
      const text = run.join(" ");
      // A common phrase keeps the capital only where the text had one mid-sentence.
      return from === 0 && /^\p{Lu}\p{Ll}/u.test(text) && !run.slice(1).some((word) => /^\p{Lu}/u.test(word))
        ? text.charAt(0).toLowerCase() + text.slice(1)
        : text;
    }
    if (initials.length > acronym.length) return undefined;
  }
  return undefined;
}
