import { DIAGRAM_LABEL_MAX } from "@mnemo/api-contract";

/**
 * Labels are the source's own words, shortened: never reworded. A label longer
 * than DIAGRAM_LABEL_MAX is cut at its first clause break in reach (its head),
 * else at a word, and the whole text goes in the node's detail.
 */
const CLAUSE_BREAK = /[,;:]\s|\s[–—-]\s|\s\(|\s(?:which|who|whose|because|although|whereas|while|when|where|so that|since)\s/g;
/** A head shorter than this says too little: the cut moves on to the next break, or to a word. */
const MIN_HEAD = 24;

export function labelOf(text: string, max = DIAGRAM_LABEL_MAX): string {
  const flat = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,]+$/, "");
  if (flat.length <= max) return flat;
  for (const match of flat.matchAll(CLAUSE_BREAK)) {
    if (match.index > max) break;
    if (match.index >= MIN_HEAD) return flat.slice(0, match.index);
  }
  return atWord(flat, max);
}

/** "An ecosystem" names the thing "Ecosystem": a leading article is no part of a term's label. */
export function termLabel(term: string): string {
  const bare = term.trim().replace(/^(?:the|an?)\s+(?=\S)/i, "");
  return labelOf(upperFirst(bare));
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text as a node's detail: whole, unless it runs past the detail's limit (then cut at a word). */
export function detailOf(text: string, max: number): string {
  return text.length <= max ? text : atWord(text, max);
}

/** At most `max` characters, cut after a whole word and ended with "…". */
function atWord(flat: string, max: number): string {
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const words = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "");
  // "…folds into a…" ends on a word that leads nowhere: the cut goes back to the word before it.
  return `${words.replace(/(?:\s+(?:a|an|the|of|to|in|into|on|for|by|with|and|or|that|which))+$/i, "")}…`;
}
