import type { TTerm, TUnit } from "./analysis-types.ts";

/**
 * The small English model tags proper nouns but has no person/place/organisation
 * entities, so names are sorted by the company they keep, voting over every
 * occurrence in the document: a title ("King Louis XVI"), a verb only people do
 * ("Robespierre led", "was born"), a preposition of place ("in Vienna") or a
 * word that names an institution or event ("Committee", "Revolution").
 * Whatever gets no vote stays a plain "name", which only swaps with other names.
 */

const TITLES = new Set(
  "king queen emperor empress president dr. dr sir saint st. general pope prince princess lord lady mr. mrs. ms. professor prof. duke count tsar czar sultan chancellor minister marquis captain admiral bishop cardinal".split(
    " ",
  ),
);
const INSTITUTIONS = new Set(
  "university company committee assembly republic revolution empire kingdom party church council bank institute college school society army navy war treaty act declaration convention club estates parliament court union museum association corporation inc ltd agency department ministry organization organisation league federation code constitution reign terror battle dynasty age era cycle law theory effect principle system".split(
    " ",
  ),
);
const PLACES = new Set(
  "river mountain mountains mount lake ocean sea island islands city valley desert street bay gulf strait province county region peninsula coast".split(
    " ",
  ),
);
const PLACE_PREPOSITIONS = new Set(["in", "at", "from", "to", "near", "across", "throughout", "into", "towards", "toward"]);
const HUMAN_VERBS = new Set(
  "say write lead rule marry discover invent propose argue paint compose reign declare die claim believe publish command abdicate flee describe study teach oppose support speak think hypothesize hypothesise suggest conclude remark observe report note question criticize criticise develop define coin theorize theorise posit".split(
    " ",
  ),
);
const HUMAN_PASSIVES = new Set([
  "born",
  "executed",
  "crowned",
  "elected",
  "assassinated",
  "guillotined",
  "arrested",
  "exiled",
  "married",
  "imprisoned",
]);

type TVotes = { person: number; place: number; name: number };

export function classifyNames(units: TUnit[]): void {
  const votes = new Map<string, TVotes>();
  const proper: TTerm[] = [];
  for (const unit of units) {
    for (const term of unit.terms) {
      if (term.kind !== "proper") continue;
      proper.push(term);
      const tally = votes.get(term.key) ?? { person: 0, place: 0, name: 0 };
      votes.set(term.key, tally);
      // A heading in title case ("Negative Feedback") says nothing about what its words name.
      if (unit.flaw !== "fragment") vote(unit, term, tally);
    }
  }
  for (const term of proper) {
    // "VII-X", "XI": roman numerals number books and chapters; they name no one.
    if (/^[IVXLC]+(?:\s?[-–]\s?[IVXLC]+)?$/.test(term.text)) {
      term.kind = "name:label";
      continue;
    }
    // "TAM", "IBM", "DNA": an acronym names a thing, whatever preposition stands before it.
    if (/^[A-Z][A-Z0-9]{1,5}s?$/.test(term.text)) {
      term.kind = "name:acronym";
      continue;
    }
    const tally = votes.get(term.key)!;
    const best = Math.max(tally.person, tally.place, tally.name);
    term.kind =
      best === 0
        ? /^[A-Z0-9]{2,6}$/.test(term.text)
          ? "name:acronym"
          : "name"
        : tally.name === best
          ? "name"
          : tally.person === best
            ? "person"
            : "place";
  }
}

function vote(unit: TUnit, term: TTerm, tally: TVotes): void {
  const words = unit.tokens.slice(term.first, term.last).map((token) => token.lower);
  if (words.some((word) => INSTITUTIONS.has(word))) tally.name += 2;
  else if (words.some((word) => PLACES.has(word))) tally.place += 2;
  // "Emperor" alone is a title, not a person; "King Louis XVI" is a person.
  else if (TITLES.has(words[0]!)) tally[words.length > 1 ? "person" : "name"] += 2;

  const before = unit.tokens[term.first - 1];
  if (before && PLACE_PREPOSITIONS.has(before.lower)) tally.place += 1;
  // People are not "the Triple Entente" or "the Pax Romana".
  if (before?.lower === "the") tally.name += 1;

  const after = unit.tokens[term.last];
  const afterNext = unit.tokens[term.last + 1];
  // "Swanson's work", "Piaget's theory": places have no work or theories.
  if (
    /^['’]s$/.test(after?.value ?? "") &&
    /^(work|study|studies|model|theory|research|view|views|paper|findings|proposal|argument|hypothesis|law|principle|experiment)$/.test(
      afterNext?.lower ?? "",
    )
  )
    tally.person += 2;
  // "Davis (1989)", "(Davis, 1989)", "Davis et al.": only authors are cited.
  if (
    (after?.value === "(" && /^\d{4}[a-z]?$/.test(afterNext?.value ?? "")) ||
    (after?.value === "," && /^\d{4}[a-z]?$/.test(afterNext?.value ?? ""))
  )
    tally.person += 2;
  if (after?.lower === "et" && afterNext?.lower.startsWith("al")) tally.person += 2;
  if (after?.pos === "VERB" && HUMAN_VERBS.has(after.lemma)) tally.person += 1;
  if (after && /^(was|were)$/.test(after.lower) && afterNext && HUMAN_PASSIVES.has(afterNext.lower)) tally.person += 1;
  if (after?.lower === "who" || (after?.value === "," && afterNext?.lower === "who")) tally.person += 1;
  // Two or three capitalised words with nothing else to go on are most often a person, unless they read as a title ("Reasoned Action").
  if (
    words.length >= 2 &&
    words.length <= 3 &&
    !words.some((word) => /\d/.test(word) || /(tion|sion|ment|ness|ity|ism|ogy|ance|ence|ing|ics|ure)$/.test(word)) &&
    tally.name === 0 &&
    tally.place === 0 &&
    tally.person === 0
  )
    tally.person += 0.5;
}

/**
 * One kind per term across the document: "Perceived Usefulness" in a figure
 * label and "perceived usefulness" in prose are one concept, and a concept
 * written in lower case anywhere is never a person or a place.
 */
export function unifyKinds(units: TUnit[]): void {
  const kinds = new Map<string, Map<string, number>>();
  for (const unit of units) {
    for (const term of unit.terms) {
      const tally = kinds.get(term.key) ?? new Map<string, number>();
      tally.set(term.kind, (tally.get(term.kind) ?? 0) + (unit.flaw ? 0.5 : 1));
      kinds.set(term.key, tally);
    }
  }
  const chosen = new Map<string, string>();
  for (const [key, tally] of kinds) {
    const common = [...tally.entries()].filter(([kind]) => /^(concept|subject)/.test(kind)).sort((a, b) => b[1] - a[1])[0];
    const best = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]!;
    chosen.set(key, common ? common[0] : best[0]);
  }
  for (const unit of units) for (const term of unit.terms) term.kind = chosen.get(term.key) ?? term.kind;
}
