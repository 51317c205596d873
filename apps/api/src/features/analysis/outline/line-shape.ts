import type { TUnit } from "../analysis-types.ts";
import type { TOutlinePart } from "./find-outline-parts.ts";
import type { TLine } from "./join-lines.ts";

/**
 * Shapes of a line that tell what it is before its words do: a table's row
 * run together, a sentence made up to show how language behaves, a chart's
 * scattered labels.
 */

const MIN_CELLS = 3;
/** An entailment in linguistics notation: "→ ESSLLI is in Ireland", "-\-> …" (an "&" opens a poem's line as often). */
const NOTATION = /^(?:→|⇒|⇏|↛|-\\?->|=>)/;
const MAX_SPECIMEN_WORDS = 14;
/** "is", "knows", "can": a present-tense verb right after a bare given name. */
const PRESENT = /^(?:is|has|does|can|may|must|might|will|\p{Ll}+s)$/u;
const OPERATOR = /[=≈≤≥<>+×÷∑∫]/;
const SCRAP_SHARE = 0.6;
const MIN_SCRAP_WORDS = 6;

/**
 * A table's row read as one line: no verb, no punctuation, three or more
 * cells, a word repeated ("stochastic stochastic determ.", "True False False")
 * or every cell capitalised ("Rogative No Yes Wonder"), with a row of the
 * same shape next to it. Outside its table it says nothing true.
 */
export function isCellRow(line: TLine, part: TOutlinePart, before: TLine | undefined, after: TLine | undefined): boolean {
  return (
    part.isSlide && looksLikeRow(line) && ((before !== undefined && looksLikeRow(before)) || (after !== undefined && looksLikeRow(after)))
  );
}

function looksLikeRow(line: TLine): boolean {
  // A row may end with the next row's header ("… fully Deterministic?") or a cut-short cell ("determ.").
  // Cells extraction kept apart ("Nature | Tangible | Intangible") and a ratio ("Primary deficit / Fiscal deficit") read true alone.
  if (line.first.isBullet || line.units.length > 1 || /[,;:!|]| \/ /.test(line.text)) return false;
  const tokens = line.first.tokens.filter((token) => /\p{L}/u.test(token.value));
  if (tokens.length < MIN_CELLS || tokens.some((token) => token.pos === "VERB" || token.pos === "AUX")) return false;
  const words = tokens.map((token) => token.lower);
  const repeated = new Set(words).size < words.length;
  const capitalised = tokens.every((token) => /^[\p{Lu}\d]/u.test(token.value));
  return repeated || capitalised;
}

/**
 * A sentence made up to show how words behave ("Jakub knows where Ireland
 * is", "If Chiara is tall, then…"): opened by an entailment arrow, or a short
 * present-tense sentence about a bare given name that opens another line of
 * the same part too. A real person is named in full somewhere, and history is
 * told in the past.
 */
export function isSpecimen(line: TLine, units: TUnit[]): boolean {
  if (NOTATION.test(line.text)) return true;
  if (line.words > MAX_SPECIMEN_WORDS) return false;
  const name = bareName(line.first);
  if (!name) return false;
  const opens = units.filter((unit) => bareName(unit) === name).length;
  const inFull = units.some((unit) =>
    unit.tokens.some((token, at) => token.value === name && (unit.tokens[at + 1]?.pos === "PROPN" || unit.tokens[at - 1]?.pos === "PROPN")),
  );
  return opens >= 2 && !inFull;
}

/** The given name a unit opens with ("Jakub knows…", "If Chiara is tall"), when a present-tense verb follows it. */
function bareName(unit: TUnit): string | undefined {
  // "‘Know’ is veridical": a word quoted is the topic, not a person.
  // "Bare uses: Roberta is tall": a short label before the case.
  const label = /^(?:[\p{L}-]+\s){0,2}[\p{L}-]+:\s/u.exec(unit.text.trim())?.[0] ?? "";
  if (!/^(?:if\s+)?\p{Lu}\p{Ll}+\s/iu.test(unit.text.trim().slice(label.length))) return undefined;
  const offset = unit.start + label.length;
  const tokens = unit.tokens.filter((token) => /\p{L}/u.test(token.value) && token.start >= offset);
  const at = tokens[0]?.lower === "if" ? 1 : 0;
  const name = tokens[at];
  const verb = tokens[at + 1];
  if (!name || !verb || name.pos !== "PROPN" || !/^\p{Lu}\p{Ll}+$/u.test(name.value)) return undefined;
  return (verb.pos === "VERB" || verb.pos === "AUX") && PRESENT.test(verb.lower) ? name.value : undefined;
}

/**
 * A chart's axis labels and numbers read as a line ("a m [0] u n 0 25 5 75 1
 * 1.25 time"): most "words" single letters, numbers or symbols, and no
 * formula. A short word ("of", "if", "to") counts as a word, so a sentence
 * whose symbols the text layer dropped ("Node is a neighbor of if …") stays.
 */
export function isUnreadable(text: string): boolean {
  if (OPERATOR.test(text) || /\p{Script=Han}/u.test(text)) return false;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < MIN_SCRAP_WORDS) return false;
  const scraps = words.filter((word) => !/^\p{L}{2,}$/u.test(word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ""))).length;
  return scraps / words.length >= SCRAP_SHARE;
}

/** MDX's "import X from "…"" and "export const …" lines, and a line that is only tags ("<ReactPlayer url=… />", "</div>"). */
const MDX_STATEMENT = /^(?:import\s+(?:[\w*{}\s,]+\s+from\s+)?["'][^"']+["'];?|export\s+(?:const|default|function|let)\b.*)$/;
const TAGS_ONLY = /^(?:<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*)?\/?>\s*)+$/;

/** A line of a docs site's page source rather than its text: an MDX import or export, or JSX/HTML tags alone. */
export function isMarkupLine(text: string): boolean {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 && lines.every((line) => MDX_STATEMENT.test(line) || TAGS_ONLY.test(line));
}
