import type { TTerm, TUnit } from "./analysis-types.ts";
import { collapse, isNounPhrase, lowerOpening, tokenText } from "./text-tools.ts";

/**
 * Turns "In 1969, Apollo 11 landed on the Moon." into "When did Apollo 11 land
 * on the Moon?" and "Harvard was founded in 1636." into "When was Harvard
 * founded?". Only the main clause is asked about, and only when the date sits
 * in it (after "in"/"on"/"during" or leading the sentence): "by 1800" or
 * "after 1815" would change what the answer means.
 */
export type TDateFact = { unit: TUnit; date: TTerm; question?: string };

const DATE_PREPOSITIONS = new Set(["in", "on", "during"]);
const CLAUSE_BREAK = new Set([
  ",",
  ";",
  ":",
  "when",
  "while",
  "because",
  "after",
  "before",
  "as",
  "which",
  "who",
  "where",
  "since",
  "until",
  "but",
  "(",
  "—",
  "–",
]);

export function findDateFact(unit: TUnit, antecedent?: string): TDateFact | undefined {
  const date = unit.terms.find((term) => term.kind.startsWith("date:"));
  if (!date || !(unit.isSentence || unit.isBullet)) return undefined;
  return { unit, date, question: askWhen(unit, date, antecedent) };
}

/** "... was born in Vienna and was executed in 1793": "and" before a verb opens a second clause. */
function endsClause(tokens: TUnit["tokens"], at: number): boolean {
  const token = tokens[at]!;
  if (CLAUSE_BREAK.has(token.lower) || /^[.!?]$/.test(token.value)) return true;
  return /^(and|or)$/.test(token.lower) && /^(VERB|AUX)$/.test(tokens[at + 1]?.pos ?? "");
}

function askWhen(unit: TUnit, date: TTerm, antecedent: string | undefined): string | undefined {
  const tokens = unit.tokens;
  const removed = new Set<number>();
  for (let i = date.first; i < date.last; i += 1) removed.add(i);
  const before = tokens[date.first - 1];
  if (!before || !DATE_PREPOSITIONS.has(before.lower)) return undefined;
  removed.add(date.first - 1);

  let subjectAt = 0;
  if (date.first - 1 === 0) {
    if (tokens[date.last]?.value !== ",") return undefined;
    removed.add(date.last);
    subjectAt = date.last + 1;
  }
  const verbAt = tokens.findIndex((token, i) => i > subjectAt && (token.pos === "VERB" || token.pos === "AUX"));
  if (verbAt < 0) return undefined;
  const verb = tokens[verbAt]!;
  const next = tokens[verbAt + 1];

  let subject: string;
  if (verbAt === subjectAt + 1 && /^(it|they)$/.test(tokens[subjectAt]!.lower) && antecedent) subject = antecedent;
  else if (isNounPhrase(tokens, subjectAt, verbAt, 8)) subject = lowerOpening(tokenText(unit, subjectAt, verbAt), tokens[subjectAt]);
  else return undefined;

  let opening: string;
  let restAt: number;
  if (/^(was|were)$/.test(verb.lower) && next?.pos === "VERB") {
    opening = `When ${verb.lower} ${subject} ${next.value}`;
    restAt = verbAt + 2;
  } else if (verb.pos === "VERB" && verb.lower !== verb.lemma && !/ing$/.test(verb.lower)) {
    opening = `When did ${subject} ${verb.lemma}`;
    restAt = verbAt + 1;
  } else return undefined;

  let restEnd = restAt;
  while (restEnd < tokens.length && !endsClause(tokens, restEnd)) restEnd += 1;
  // The date must be in what is asked about, else the answer belongs to another clause.
  if (subjectAt === 0 && !(date.first >= restAt && date.last <= restEnd)) return undefined;

  const rest: string[] = [];
  for (let i = restAt; i < restEnd; i += 1) {
    if (removed.has(i)) continue;
    const token = tokens[i]!;
    rest.push(`${token.isJoined ? "" : " "}${token.value}`);
  }
  return `${collapse(opening + rest.join(""))}?`;
}
