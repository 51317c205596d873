import { normaliseTitle, type TPointShape, type TValue } from "./point-shape.ts";

/**
 * Where a false statement and a wrong option come from: the outline itself,
 * one kind for another. A term is swapped for another term the outline
 * defines (the same section first), a value for another value of the same
 * unit, a year for another year of the same scale. A swap that could stay
 * true is refused: the swapped-in thing already in the statement, a term
 * whose own definition says the same, a statement the outline makes
 * elsewhere.
 */

/** Content words shared by two definitions above this share: the two terms may mean the same. */
const SAME_MEANING_OVERLAP = 0.5;
/** Years further apart than this belong to different scales (a century's events, not a decade's). */
const YEAR_SCALE = 300;
const STOP = new Set(
  "a an the of to in on at by for and or is are be as with from that which this it its their his her than into can may".split(" "),
);

function contentWords(text: string): Set<string> {
  return new Set(
    normaliseTitle(text)
      .split(" ")
      .filter((word) => word.length > 2 && !STOP.has(word))
      .map((word) => word.replace(/s$/, "")),
  );
}

export function overlap(a: string, b: string): number {
  const left = contentWords(a);
  const right = contentWords(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

function mentions(text: string, term: string): boolean {
  return ` ${normaliseTitle(text)} `.includes(` ${normaliseTitle(term)} `);
}

/** The statements the outline makes, normalised: a false twin that reads as one of them is not false. */
export function statementsOf(shapes: TPointShape[]): Set<string> {
  return new Set(shapes.map((shape) => normaliseTitle(shape.body)));
}

/**
 * Other terms the outline defines in the same section that can stand in for
 * this one (a swap's or a distractor's); never one that contains or is
 * contained in it, one the definition names, or one whose definition says
 * nearly the same thing (the swap could stay true).
 */
export function siblingTerms(shape: TPointShape, shapes: TPointShape[], { forSwap = false }: { forSwap?: boolean } = {}): string[] {
  const own = shape.defined;
  if (!own) return [];
  const seen = new Set([normaliseTitle(own.term)]);
  // Like for like: a term of the same section (a list's siblings, a slide's), never one from another part of the text.
  const candidates = shapes.filter((other) => other !== shape && other.defined && other.sectionIndex === shape.sectionIndex);
  const out: string[] = [];
  for (const other of candidates) {
    const term = other.defined!.term;
    const key = normaliseTitle(term);
    if (seen.has(key)) continue;
    seen.add(key);
    if (mentions(own.term, term) || mentions(term, own.term) || mentions(own.definition, term)) continue;
    if (overlap(other.defined!.definition, own.definition) >= SAME_MEANING_OVERLAP) continue;
    // A heading ("Mintzberg's managerial roles") in the place of a role ("Negotiator") reads as true: like for like in size.
    const ratio = term.length / Math.max(1, own.term.length);
    if (ratio < 0.5 || ratio > 2 || Math.abs(term.split(/\s+/).length - own.term.split(/\s+/).length) > 2) continue;
    // "SaaS: Software as a Service": an acronym's expansion fits no other term; an acronym swaps only for an acronym.
    if (forSwap && isAcronym(own.term) !== isAcronym(term)) continue;
    // A list's label ("Resource allocator: ...") for a term defined in prose ("Mintzberg's roles are ..."): the two are
    // of different levels (a heading and one of its items), and the swapped statement can stay true.
    if (forSwap && (own.copula === ":") !== (other.defined!.copula === ":")) continue;
    // A glossary of a text's words mixes kinds ("Appropriations of land", "Representative houses"): its labels swap
    // only within one list or under one slide title, whose entries are of one kind.
    if (forSwap && own.copula === ":" && !sameList(shape, other)) continue;
    // In a statement "is" and "are" do not swap: "Goods is ..." breaks the grammar and gives the answer away.
    if (forSwap && own.copula !== ":" && other.defined!.copula !== ":" && (own.copula === "are") !== (other.defined!.copula === "are"))
      continue;
    out.push(term);
  }
  return out;
}

function sameList(shape: TPointShape, other: TPointShape): boolean {
  const key = (entry: TPointShape) => entry.leadIn ?? entry.context;
  return key(shape) !== undefined && normaliseTitle(key(shape)!) === normaliseTitle(key(other) ?? "");
}

/** The false twin of a definition: a sibling term in the place of the one defined. Undefined when no safe sibling exists. */
export function swapTerm(shape: TPointShape, shapes: TPointShape[]): { term: string } | undefined {
  const sibling = siblingTerms(shape, shapes, { forSwap: true })[0];
  if (!sibling || !shape.defined) return undefined;
  const made = normaliseTitle(`${sibling} ${shape.defined.copula} ${shape.defined.definition}`);
  if (statementsOf(shapes).has(made)) return undefined;
  return { term: sibling };
}

function comparable(value: TValue, other: TValue): boolean {
  if (value.unit !== other.unit || value.unit === "") return false;
  if (value.number === other.number || value.text === other.text) return false;
  if (value.unit === "year" || value.unit === "decade") return Math.abs(value.number - other.number) <= YEAR_SCALE;
  // Amounts of one unit but wildly different sizes (0.5 % and 80 %) give the answer away.
  const ratio = Math.max(value.number, other.number) / Math.max(1e-9, Math.min(value.number, other.number));
  return ratio <= 100;
}

/** Values of the same unit the outline states elsewhere, nearest section first, none already in the statement. */
export function siblingValues(shape: TPointShape, value: TValue, shapes: TPointShape[]): string[] {
  const out: string[] = [];
  const seen = new Set([value.text]);
  const ordered = [...shapes].sort((a, b) => Math.abs(a.sectionIndex - shape.sectionIndex) - Math.abs(b.sectionIndex - shape.sectionIndex));
  for (const other of ordered) {
    for (const candidate of other.values) {
      if (seen.has(candidate.text) || !comparable(value, candidate)) continue;
      seen.add(candidate.text);
      // The statement already names it ("from 1990 to 2000"): swapping one for the other can stay true.
      if (new RegExp(`(?<![\\d.,])${candidate.text.replace(/[.,]/g, "\\$&")}(?![\\d])`).test(shape.body)) continue;
      out.push(candidate.text);
    }
  }
  return out;
}

/** The false twin of a statement of value: another value of the same unit in its place. */
export function swapValue(shape: TPointShape, shapes: TPointShape[]): { value: TValue; replacement: string; body: string } | undefined {
  const statements = statementsOf(shapes);
  for (const value of shape.values) {
    for (const replacement of siblingValues(shape, value, shapes)) {
      const body = shape.body.slice(0, value.start) + replacement + shape.body.slice(value.end);
      if (!statements.has(normaliseTitle(body))) return { value, replacement, body };
    }
  }
  return undefined;
}

/**
 * Three options that could pass for the right one: same kind (the sibling
 * terms or values above), similar in length, so neither the right answer nor
 * a distractor stands out. Undefined when the outline has fewer than three.
 */
export function pickDistractors(answer: string, pool: string[], count = 3): string[] | undefined {
  const words = (text: string) => text.split(/\s+/).length;
  const fits = pool.filter((option) => {
    const ratio = option.length / Math.max(1, answer.length);
    return ratio >= 0.5 && ratio <= 2 && Math.abs(words(option) - words(answer)) <= 2;
  });
  if (fits.length < count) return undefined;
  // The pool comes nearest first; among the nearest few, those closest in length.
  return fits
    .slice(0, count * 2)
    .map((option, order) => ({ option, order, gap: Math.abs(option.length - answer.length) }))
    .sort((a, b) => a.gap - b.gap || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ option }) => option);
}

/**
 * The false twin of a plain statement: a term of the same section (one the
 * outline defines there) in the place of another it names. Refused when the
 * statement names both, when the two share a word ("strong AI", "weak AI"
 * can both be right), or when the outline says the swapped statement too.
 */
export function swapSectionTerm(
  shape: TPointShape,
  shapes: TPointShape[],
  salient: Map<TPointShape, TSalientTerm[]> = new Map(),
): { from: string; to: string; body: string } | undefined {
  const siblings = shapes.filter((other) => other.sectionIndex === shape.sectionIndex && other !== shape);
  const all: TSalientTerm[] = [
    ...siblings.flatMap((other) => (other.defined ? [{ text: other.defined.term, kind: DEFINED }] : [])),
    ...(salient.get(shape) ?? []),
    ...siblings.flatMap((other) => salient.get(other) ?? []),
  ].filter((entry) => SWAPPABLE_KIND.test(entry.kind));
  const seen = new Set<string>();
  const terms = all.filter((entry) => !seen.has(entry.text.toLowerCase()) && seen.add(entry.text.toLowerCase()));
  const words = (text: string) => text.split(/\s+/).length;
  const statements = statementsOf(shapes);
  for (const { text: from, kind } of terms) {
    const match = termPattern(from).exec(shape.body);
    // Named twice ("Sampling: ... is called sampling"), a swap of one leaves the other: the statement can stay true.
    if (!match || new RegExp(termPattern(from).source, "giu").exec(shape.body.slice(match.index + match[0].length))) continue;
    for (const { text: to, kind: toKind } of terms) {
      // Like for like: a person for a person, a defined term for a defined term, a "theorem" for a "theorem".
      if (toKind !== kind) continue;
      if (to === from || mentions(shape.body, to) || overlap(from, to) > 0) continue;
      if (/s$/i.test(from) !== /s$/i.test(to) || Math.abs(words(from) - words(to)) > 1) continue;
      // A name for a thing, a thing for a name: the swap reads as nonsense, not as a plausible error.
      if (/^\p{Lu}/u.test(from) !== /^\p{Lu}/u.test(to)) continue;
      const written = /^\p{Lu}/u.test(match[0]) ? to.charAt(0).toUpperCase() + to.slice(1) : lowerCommon(to);
      const body = shape.body.slice(0, match.index) + written + shape.body.slice(match.index + match[0].length);
      if (!statements.has(normaliseTitle(body))) return { from, to, body };
    }
  }
  return undefined;
}

function isAcronym(term: string): boolean {
  return /^\p{Lu}[\p{Lu}\p{N}]*[a-z]?\p{Lu}*$/u.test(term) && /\p{Lu}.*\p{Lu}/u.test(term);
}

/** A term of the analysis (its text and kind: person, place, name, subject:sg, concept:<head>, ...). */
export type TSalientTerm = { text: string; kind: string };
const DEFINED = "defined";
/**
 * Kinds a swap may use: a term the outline defines for another, a person for a person. Graded on real
 * documents, swaps of other named things and of concepts ("immortal soul" for "incompleteness theorem")
 * read as nonsense more often than as a plausible error.
 */
const SWAPPABLE_KIND = /^(?:defined|person)$/u;

/** "Ribosomes" mid-sentence is "ribosomes"; "DNA" and "Darwin" stay as written. */
function lowerCommon(term: string): string {
  return /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(term) && !/\s\p{Lu}/u.test(term) ? term.charAt(0).toLowerCase() + term.slice(1) : term;
}

export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");
}
