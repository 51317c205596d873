import type { TOutline, TOutlineSpan } from "@mnemo/api-contract";
import { MAX_FACTS } from "@mnemo/api-contract";
import { createDuplicateTracker } from "../../quality/apply-quality-gates.ts";
import { checkCard } from "../../quality/check-card.ts";
import type { TCardDraft, TCardSource, TExtractedDocument, TGeneratedCardType } from "../../types.ts";
import { capitalise } from "../../../analysis/text-tools.ts";
import type { TAnalysis } from "../../../analysis/analyse-document.ts";
import type { TUnit } from "../../../analysis/analysis-types.ts";
import { gappableTerms } from "../../../analysis/fact-score.ts";
import { answerTeaches, askAboutSentence } from "../ask-about-sentence.ts";
import { sourceOf } from "../render.ts";
import { boilerplateReader, isBoilerplate, isLicenceText } from "../boilerplate.ts";
import { isCodeLine, isLeadIn, normaliseTitle, shapeOutline, type TPointShape } from "./point-shape.ts";
import {
  type TSalientTerm,
  pickDistractors,
  siblingTerms,
  siblingValues,
  swapSectionTerm,
  swapTerm,
  swapValue,
  termPattern,
} from "./swaps.ts";

/**
 * Cards from a source's outline (docs/card-quality.md, "Cards from the
 * outline"): each key point gives at most one card, of a type the plan allows
 * and that the point can carry, with the point's section title or list
 * lead-in kept in front so the card says what it is about. A definition gives
 * a question, a gap on its term, a multiple choice among sibling terms or a
 * true/false statement (false by a sibling term in its place); a value gives
 * a gap or a true/false statement (false by another value of its unit); a
 * lead-in with several items gives a concept list. Examples are never read.
 * True/false statements are false as often as true. Every card carries its
 * strength (0..1); the strong ones are ticked for adding by default.
 */
export const TICK_STRENGTH = 0.7;
/**
 * Strengths calibrated on the grades of the tune, holdout and dev sets (docs/card-quality.md): a definition's
 * question (61% usable as written) and gap (92%) and a dated entry (100% of its false twins) are ticked; a
 * definition's multiple choice (45%) and its swapped true/false statement (41-55%) are proposed unticked.
 */
const CHOICE_STRENGTH = 0.65;
const SWAP_STRENGTH = 0.65;

type TOutlineCandidate = { content: TCardDraft["content"]; strength: number; twin?: TCardDraft["content"] };

export type TOutlineCards = { cards: TCardDraft[]; points: number };

const GAP = "_____";
/** True statements at most this share of the deck's true/false cards (the issue's band is 35-65% false). */
const MAX_TRUE_SHARE = 0.6;
/** A statement says something of its subject: a finite verb, not a bare label. */
const STATES =
  /\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|should|may|means|causes|leads|depends|includes|consists|requires|gives|makes|uses|shows)\b/i;
/** "<subject> is|should be|can be <one to three words>.": a short statement whose complement can be gapped. */
const SHORT_COMPLEMENT =
  /^(?<head>[\p{L}][^,;:()]*?\b(?:is|are|should be|must be|can be|is not|are not|was|were)\s+)(?<value>(?:an?\s+|the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2})\s*\.?$/u;
const MAX_SHORT_WORDS = 12;
/** A statement that opens on a pronoun leans on what came before. */
const NOT_A_TERM_START = /^(?:it|this|that|these|those|they|he|she|there|here|so|and|but)\b/i;
/** A list item longer than this is a statement of its own, not an item of a concept card. */
const MAX_ITEM_WORDS = 25;

/** "Capital: ...", or nothing when the context is a question ("Is software a capital?") that would garble a stem. */
function contextPrefix(shape: TPointShape): string {
  const context = shape.leadIn ?? shape.context;
  if (!context || !isLeadIn(context)) return "";
  return `${context.replace(/[:.\s]+$/, "")}: `;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function escapeCloze(text: string): string {
  return text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }").replace(/::/g, ": :");
}

/** Written as the document writes it in running text: "Exchange value" opening a point is "exchange value" in a question. */
function inQuestion(term: string, lowercase: Set<string>): string {
  const first = term.split(/\s+/)[0] ?? "";
  // "Mintzberg's managerial roles": a name stays a name.
  if (!/^[A-Z][a-z]/.test(first) || first.slice(1) !== first.slice(1).toLowerCase() || /['’]s$/.test(first)) return term;
  // "Convenience sampling" heads its line as a list's entry; mid-question it is "convenience sampling".
  const rest = term.split(/\s+/).slice(1);
  if (lowercase.has(first.toLowerCase()) || (rest.length > 0 && rest.every((word) => /^[a-z][a-z-]*$/.test(word))))
    return term.charAt(0).toLowerCase() + term.slice(1);
  return term;
}

/** The definition as a statement, with `term` (the term, a gap on it, or a sibling) where the term was. */
function definitionText(shape: TPointShape, term: string): string {
  const defined = shape.defined!;
  const subject = defined.article ? `${defined.article}${term}` : term;
  return capitalise(defined.copula === ":" ? `${subject}: ${defined.definition}` : `${subject} ${defined.copula} ${defined.definition}`);
}

/** A glossary's gloss of a person: "Ada Lovelace: wrote the first published program ...". */
const PERSON_GLOSS = /^(?:was|were|wrote|led|believed|founded|invented|discovered|ruled|served|fought|proposed|argued)\b/i;

/**
 * The question a definition asks: "what is a reference?"; of a word a text's glossary explains in lower case
 * ("acquiesce: to accept ..."), 'what does "acquiesce" mean?'; of a person ("Ada Lovelace: wrote ..."), "who was ...?".
 */
export function askedFor(defined: TPointShape["defined"] & object, term: string, be: string): string {
  if (
    defined.copula === ":" &&
    /^(?:\p{Lu}[\p{L}'’-]+\s+){1,3}\p{Lu}[\p{L}'’-]+$/u.test(defined.term) &&
    PERSON_GLOSS.test(defined.definition)
  )
    return `who was ${defined.term}?`;
  if (defined.copula === ":" && /^\p{Ll}/u.test(defined.term)) return `what does "${defined.term}" mean?`;
  return `what ${be} ${term}?`;
}

function plural(term: string, copula: string): boolean {
  return copula === "are" || (copula === ":" && /[^s]s$/.test(term) && !/\s/.test(term));
}

function definitionCandidates(
  shape: TPointShape,
  shapes: TPointShape[],
  wanted: Set<TGeneratedCardType>,
  lowercase: Set<string>,
): Map<TGeneratedCardType, TOutlineCandidate> {
  const out = new Map<TGeneratedCardType, TOutlineCandidate>();
  const defined = shape.defined!;
  const prefix = contextPrefix(shape);
  const term = `${defined.article?.toLowerCase() ?? ""}${inQuestion(defined.term, lowercase)}`;
  const be = plural(defined.term, defined.copula) ? "are" : "is";
  if (wanted.has("qna")) {
    const asked = askedFor(defined, term, be);
    const question = prefix ? `${prefix}${asked}` : capitalise(asked);
    out.set("qna", { content: { type: "qna", question, answer: sentence(capitalise(defined.definition)) }, strength: 0.85 });
  }
  if (wanted.has("clozedel")) {
    const body = definitionText(shape, `{{c1::${escapeCloze(defined.term)}}}`);
    out.set("clozedel", { content: { type: "clozedel", text: sentence(`${escapeCloze(prefix)}${body}`) }, strength: 0.75 });
  }
  const siblings = siblingTerms(shape, shapes);
  if (wanted.has("mcq")) {
    const distractors = pickDistractors(defined.term, siblings);
    if (distractors) {
      const options = [defined.term, ...distractors].map(capitalise);
      const correctIndex = rotation(shape.point.id, 4);
      [options[0], options[correctIndex]] = [options[correctIndex]!, options[0]!];
      const question = `${prefix}which term ${plural(defined.term, defined.copula) ? "mean" : "means"}: ${defined.definition.replace(/[.;\s]+$/, "")}?`;
      out.set("mcq", {
        content: {
          type: "mcq",
          question: capitalise(question),
          options,
          correctIndex,
          explanation: sentence(`${prefix}${definitionText(shape, defined.term)}`),
        },
        strength: CHOICE_STRENGTH,
      });
    }
  }
  if (wanted.has("truefalse")) {
    const swap = swapTerm(shape, shapes);
    const statement = sentence(`${prefix}${definitionText(shape, defined.term)}`);
    if (swap) {
      out.set("truefalse", {
        content: { type: "truefalse", statement, isTrue: true, correction: "" },
        twin: {
          type: "truefalse",
          statement: sentence(`${prefix}${definitionText(shape, swap.term)}`),
          isTrue: false,
          correction: statement,
        },
        strength: SWAP_STRENGTH,
      });
    }
  }
  return out;
}

function valueCandidates(
  shape: TPointShape,
  shapes: TPointShape[],
  wanted: Set<TGeneratedCardType>,
): Map<TGeneratedCardType, TOutlineCandidate> {
  const out = new Map<TGeneratedCardType, TOutlineCandidate>();
  const prefix = contextPrefix(shape);
  // A value worth asking about has a unit or is a year, and a statement around it.
  const value = shape.values.find((candidate) => candidate.unit !== "");
  if (!value) return out;
  const before = shape.body.slice(0, value.start);
  const after = shape.body.slice(value.end);
  if (before.split(/\s+/).length + after.split(/\s+/).length < 4) return out;
  const isDate = value.unit === "year" || value.unit === "decade";
  if (isCodeLine(shape.body)) return out;
  // A title's range ("Trade as a share of GDP, 1790-2016") or a table's cells state nothing: a value needs a statement.
  if (!STATES.test(shape.body) && !(isDate && value.start === 0)) return out;
  const strength = isDate ? 0.75 : 0.65;
  if (wanted.has("clozedel")) {
    const text = sentence(`${escapeCloze(prefix + before)}{{c1::${value.text}}}${escapeCloze(after)}`);
    out.set("clozedel", { content: { type: "clozedel", text }, strength });
  }
  if (wanted.has("truefalse")) {
    const swap = swapValue(shape, shapes);
    if (swap) {
      const statement = sentence(`${prefix}${shape.body}`);
      out.set("truefalse", {
        content: { type: "truefalse", statement, isTrue: true, correction: "" },
        twin: { type: "truefalse", statement: sentence(`${prefix}${swap.body}`), isTrue: false, correction: statement },
        strength,
      });
    }
  }
  if (wanted.has("mcq")) {
    const distractors = pickDistractors(value.text, siblingValues(shape, value, shapes));
    if (distractors) {
      const options = [value.text, ...distractors];
      const correctIndex = rotation(shape.point.id, 4);
      [options[0], options[correctIndex]] = [options[correctIndex]!, options[0]!];
      out.set("mcq", {
        content: {
          type: "mcq",
          question: `Fill the gap: ${sentence(`${prefix}${before}${GAP}${after}`)}`,
          options,
          correctIndex,
          explanation: sentence(`${prefix}${shape.body}`),
        },
        strength: strength - 0.05,
      });
    }
  }
  return out;
}

/** A plain statement: a gap on a term the outline defines, else a true statement (kept while false ones keep up). */
function plainCandidates(
  shape: TPointShape,
  shapes: TPointShape[],
  terms: string[],
  salient: Map<TPointShape, TSalientTerm[]>,
  wanted: Set<TGeneratedCardType>,
  units: TUnit[] = [],
  analysis?: TAnalysis,
  everywhere: Set<string> = new Set(),
): Map<TGeneratedCardType, TOutlineCandidate> {
  const out = new Map<TGeneratedCardType, TOutlineCandidate>();
  const prefix = contextPrefix(shape);
  const asked = wanted.has("qna") && analysis ? askAboutPoint(shape, units, analysis) : undefined;
  if (asked) out.set("qna", asked);
  // "It can be used to ...", "Helps establish ...": a statement without its own subject, or a fragment without
  // a verb and without its title, says nothing on a card of its own; only a question that names its subject can.
  if (!hasOwnSubject(shape, units, prefix)) return out;
  const words = shape.body.split(/\s+/).length;
  const known = new Set(terms.map((term) => term.toLowerCase()));
  if (wanted.has("clozedel")) {
    for (const term of [
      ...terms.filter((term) => termPattern(term).test(shape.body)),
      ...(salient.get(shape) ?? []).map((entry) => entry.text),
    ]) {
      const match = termPattern(term).exec(shape.body);
      if (!match || term.split(/\s+/).length * 2 > words) continue;
      // "In a packet-switched [network]": a word the document says everywhere, or an everyday noun, is no gap.
      if (isEverydayGap(term, everywhere, analysis)) continue;
      // "[Greater success] in leadership: Management involves ...": a label over a sentence is a heading, not what it says.
      const label = /^[^:]{1,60}:\s/.exec(shape.body);
      if (label && match.index < label[0].length) continue;
      // The context names the term: the gap would be given away.
      if (prefix && normaliseTitle(prefix).includes(normaliseTitle(term))) continue;
      const before = shape.body.slice(0, match.index);
      const after = shape.body.slice(match.index + match[0].length);
      out.set("clozedel", {
        content: {
          type: "clozedel",
          text: sentence(`${escapeCloze(prefix + before)}{{c1::${escapeCloze(match[0])}}}${escapeCloze(after)}`),
        },
        strength: known.has(term.toLowerCase()) ? 0.65 : 0.55,
      });
      break;
    }
    // "Capital should be {{transferrable}}.": a short statement's short complement, when no term is there to gap.
    const complement = SHORT_COMPLEMENT.exec(shape.body);
    if (!out.has("clozedel") && complement?.groups && words <= MAX_SHORT_WORDS && !NOT_A_TERM_START.test(shape.body)) {
      const { head, value } = complement.groups;
      out.set("clozedel", {
        content: { type: "clozedel", text: sentence(`${escapeCloze(prefix + head!)}{{c1::${escapeCloze(value!)}}}`) },
        strength: 0.5,
      });
    }
  }
  if (!wanted.has("truefalse") || words < 5 || !STATES.test(shape.body)) return out;
  const statement = sentence(`${prefix}${shape.body}`);
  const swapped = swapSectionTerm(shape, shapes, salient)?.body;
  const negated = swapped ? undefined : negate(shape.body);
  const twin = swapped ?? negated;
  out.set("truefalse", {
    content: { type: "truefalse", statement, isTrue: true, correction: "" },
    ...(twin ? { twin: { type: "truefalse", statement: sentence(`${prefix}${twin}`), isTrue: false, correction: statement } } : {}),
    strength: swapped ? 0.6 : negated ? NEGATION_STRENGTH : 0.5,
  });
  return out;
}

/** A statement that opens on a pronoun leans on what came before: "It is often ...", "They ...". */
const PRONOUN_START = /^(?:it|its|this|that|these|those|they|their|them|he|his|she|her|we|our|such|something|both|either)\b/i;

/** A slide's line that opens on its verb ("Helps establish ...", "Provides ..."), which the tagger may read as a noun. */
const VERB_START =
  /^(?:helps|allows|enables|provides|makes|uses|gives|creates|supports|ensures|determines|defines|controls|manages|handles|converts|establishes|maintains|performs|describes|represents|contains|requires|reduces|increases|prevents|carries|sends|receives|transmits|connects|stores|guides|keeps|lets)\b/i;

/**
 * Whether a plain statement names its own subject: not a pronoun ("It can be used to map ..."), not a verb
 * ("Helps establish a session ..."), and a verb at all ("Signals carried over the cable") unless its slide
 * title heads it.
 */
export function hasOwnSubject(shape: TPointShape, units: TUnit[], prefix: string): boolean {
  const body = shape.body.trim();
  if (PRONOUN_START.test(body)) return false;
  const tokens = units.flatMap((unit) => unit.tokens).filter((token) => /\p{L}/u.test(token.value));
  if ((tokens[0]?.pos === "VERB" && !/ing$/.test(tokens[0].lower)) || VERB_START.test(body)) return false;
  if (prefix || STATES.test(body)) return true;
  // A verb that is not a participle ("carried over", "used at"): "Signals carried over the cable" states nothing.
  return tokens.some((token, i) => i > 0 && token.pos === "VERB" && !/(?:ing|ed|en)$/.test(token.lower));
}

/** Words of a plain statement's gap no one learns: the document's everywhere words and everyday nouns ("data", "users"). */
const EVERYDAY_ZIPF = 4.2;

export function isEverydayGap(term: string, everywhere: Set<string>, analysis: TAnalysis | undefined): boolean {
  const bare = term.replace(/^(?:the|an?)\s+/i, "");
  if (/\s/.test(bare) || /\p{Lu}/u.test(bare.slice(1)) || /^\p{Lu}{2}/u.test(bare)) return false;
  const word = bare.toLowerCase();
  if (everywhere.has(word) || everywhere.has(word.replace(/s$/, ""))) return true;
  return analysis !== undefined && analysis.salience.frequency.zipf(word) >= EVERYDAY_ZIPF;
}

/** Single words that many of the outline's points say: the document's topic words ("network" in a networking chapter). */
const EVERYWHERE_SHARE = 0.08;
const EVERYWHERE_MIN = 4;

export function everywhereWords(shapes: TPointShape[]): Set<string> {
  const counts = new Map<string, number>();
  for (const shape of shapes) {
    const words = new Set((shape.body.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []).map((word) => word.replace(/s$/, "")));
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const least = Math.max(EVERYWHERE_MIN, shapes.length * EVERYWHERE_SHARE);
  return new Set([...counts].filter(([word, count]) => count >= least && word.length > 3).map(([word]) => word));
}

/**
 * A plain statement's question, read off its sentence's shape (where, which,
 * why, what does X use / produce / cause; `ask-about-sentence.ts`), asked
 * under the point's context: "Innovation: why is innovation important to a
 * manager's job?". The answer must name something the text teaches.
 */
export function askAboutPoint(shape: TPointShape, units: TUnit[], analysis: TAnalysis): TOutlineCandidate | undefined {
  const prefix = contextPrefix(shape);
  const found = units
    .filter((unit) => !unit.flaw)
    .flatMap((unit) => askAboutSentence(unit, { subjectPronouns: true }).map((asked) => ({ ...asked, unit })))
    .filter(({ answer, unit }) => answerTeaches(answer, unit, analysis) && wholeAnswer(answer, shape.body))
    .sort((a, b) => b.score - a.score)[0];
  if (!found) return undefined;
  const question = prefix ? `${prefix}${found.question.charAt(0).toLowerCase()}${found.question.slice(1)}` : found.question;
  return { content: { type: "qna", question, answer: sentence(found.answer) }, strength: QUESTION_STRENGTH };
}

/** The answer as the statement says it, and all of it: "editing, analysis" cut from a longer list is only part of the answer. */
export function wholeAnswer(answer: string, body: string): boolean {
  const match = termPattern(answer).exec(body);
  return match !== null && !/^\s*(?:,|and\b|or\b)/.test(body.slice(match.index + match[0].length));
}

/** Graded strength of a plain statement's question (calibrated on the tune and dev grades). */
const QUESTION_STRENGTH = 0.65;

const NEGATION_STRENGTH = 0.55;
const MIN_NEGATED_WORDS = 6;
/** The verb a plain statement's negation turns: its first copula or modal, in its first eight words. */
const NEGATABLE = /^((?:\S+\s+){1,8}?)(is|are|was|were|can|will|should)\s+(?!not\b)/i;
/**
 * Words after which "not" would not make a clear falsehood: a hedge ("may", "often"), a negation already
 * there, a choice ("either", "rather than"), a condition, a time or a reason ("before", "since"), a
 * consequence that follows from the negated clause ("so", "therefore"), a relative clause, a comparison of degree.
 */
const NO_NEGATION =
  /\b(?:not|no|never|none|nor|neither|either|cannot|can't|isn't|aren't|n't|may|might|could|often|usually|typically|sometimes|generally|mostly|largely|some|only|rather|if|when|while|although|though|because|unless|whether|also|than|most|least|very|always|certain|which|but|it|they|this|these|those|before|after|until|since|once|so|therefore|thus|hence|whereas|whenever|where)\b|[?!;:—–]/i;
const NEGATED: Record<string, string> = {
  is: "is not",
  are: "are not",
  was: "was not",
  were: "were not",
  can: "cannot",
  will: "will not",
  should: "should not",
};

/**
 * A plain statement's false twin when no term of its kind can be swapped in: its copula or modal negated
 * ("Land can be sold" -> "Land cannot be sold"); never one that hedges, already negates, offers a choice or
 * gives a condition or a reason, where "not" could leave it true or garble it.
 */
export function negate(body: string): string | undefined {
  // "Power is the builtin function": too short to say what it is about, so its negation says nothing either.
  if (NO_NEGATION.test(body) || body.split(/\s+/).length < MIN_NEGATED_WORDS) return undefined;
  const match = NEGATABLE.exec(body);
  if (!match) return undefined;
  const verb = match[2]!;
  // "Changes are nonlinear" -> "are not nonlinear": a double negative, no clear falsehood.
  if (/^(?:non-?\p{L}|un(?![itd])\p{L})/iu.test(body.slice(match[0].length))) return undefined;
  // "A manager who is able ...": the verb of a relative clause; "can and have used": a verb shared with another.
  if (/\b(?:who|that|what|where)\s+$/i.test(match[1]!) || /^(?:and|or)\b/i.test(body.slice(match[0].length))) return undefined;
  // "In a busy port, before ships can dock, ...": a verb after a comma may be a subordinate clause's; in doubt, no twin.
  if (match[1]!.includes(",")) return undefined;
  const negated = NEGATED[verb.toLowerCase()]!;
  return `${match[1]}${verb === verb.toLowerCase() ? negated : capitalise(negated)} ${body.slice(match[0].length)}`;
}

/** A deterministic number from a point id: where the right option goes, so it is not always first. */
function rotation(id: string, size: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % size;
}

function passes(content: TCardDraft["content"]): boolean {
  return !("problem" in checkCard(content));
}

/** The card's source: the point's first span, as the document holds it. */
function spanSource(document: TExtractedDocument, span: TOutlineSpan): TCardSource | undefined {
  const section = document.sections[span.sectionIndex];
  if (!section || section.text.slice(span.start, span.end) !== span.quote) return undefined;
  return sourceOf(section, span.start, span.end);
}

/**
 * Lists: items sharing a lead-in in one section become one concept card (the lead-in and its items); so do a
 * slide's fragments under its title ("Levels of assurance: Little or no assurance; Some assurance; ..."), lines
 * without a verb that no other card can say, when the title can head them (not a question, not a catch-all).
 */
const MAX_FRAGMENT_WORDS = 15;

/**
 * A slide's line that reads as an item of a list under its title: not a table's row of numbers ("A 0.3 0.4 0.3"),
 * diagram labels ("Language 2 Language 3"), an aside ("(i.e. ...)", "And hard to understand!") or a lead-in (":").
 */
function isListItem(body: string): boolean {
  if (/^(?:\(|and\b|or\b|but\b|it\b|its\b|it’s\b|it's\b)|[!:]\s*$/i.test(body.trim())) return false;
  // "Pdf (Lee, 2013)", "A ΔT * integral ...": a reference or a formula, not an item of a list.
  if (/\(\s*[\p{Lu}][^()]*,?\s+\d{4}\)|[*^∫√]|\bequation\b/iu.test(body)) return false;
  const words = body.split(/\s+/);
  return words.filter((word) => /^[\d.,%]+$|^\p{Lu}$/u.test(word)).length * 3 < words.length && !/\b(\w+)\s+\d+\s+\1\s+\d+\b/.test(body);
}

/** "Suggested readings", "References", "Membrane separation literature": its lines are citations, never facts. */
export function isReadingList(title: string | undefined): boolean {
  return (
    title !== undefined &&
    /^(?:suggested\s+readings?|further\s+readings?|readings?|references?|bibliography|resources)$|\b(?:literature|readings?|references|sources)$/i.test(
      title.replace(/[:.\s]+$/, "").trim(),
    )
  );
}

/** A slide title that can head a list: not a question ("Why do we need goods"), a catch-all, a count or a status. */
function isTitleHeading(title: string): boolean {
  if (isReadingList(title) || /^summary$/i.test(title.trim())) return false;
  // Initials ("DJM") name the author of the slides, not a subject.
  if (/^\p{Lu}{2,4}$/u.test(title.trim())) return false;
  return (
    isLeadIn(title) &&
    !/\d|\*/.test(title) &&
    !/^(?:why|what|how|when|where|who|which|is|are|do|does|can)\b/i.test(title) &&
    !/^(?:definitions?|(?:key\s+)?terms|vocabulary|glossary|contents|agenda|outline|objectives|examples?)$/i.test(title.trim())
  );
}

function conceptGroups(shapes: TPointShape[]): Map<string, { heading: string; items: TPointShape[] }> {
  const groups = new Map<string, { heading: string; items: TPointShape[] }>();
  const add = (key: string, heading: string, shape: TPointShape) =>
    groups.set(key, { heading, items: [...(groups.get(key)?.items ?? []), shape] });
  for (const shape of shapes) {
    if (shape.isWeak || shape.body.split(/\s+/).length > MAX_ITEM_WORDS) continue;
    if (shape.leadIn) add(`${shape.sectionIndex}:${normaliseTitle(shape.leadIn)}`, shape.leadIn, shape);
    else if (
      shape.context &&
      !shape.defined &&
      !STATES.test(shape.body) &&
      isTitleHeading(shape.context) &&
      isListItem(shape.body) &&
      !/[:=≤≥<>𝑥𝑦]\s*$|[=≤≥𝑥𝑦∀∃⊆]/u.test(shape.body) &&
      shape.body.split(/\s+/).length <= MAX_FRAGMENT_WORDS
    )
      add(`${shape.sectionIndex}:title:${normaliseTitle(shape.context)}`, shape.context, shape);
  }
  return new Map([...groups].filter(([, group]) => group.items.length >= 2 && group.items.length <= MAX_FACTS));
}

/**
 * The salient terms of each point (the analysis's gappable terms of the
 * sentences its spans cover, the most salient first): where a plain
 * statement's gap goes, and what another point of its section can swap in.
 */
function salientTerms(shapes: TPointShape[], analysis: TAnalysis | undefined): Map<TPointShape, TSalientTerm[]> {
  const out = new Map<TPointShape, TSalientTerm[]>();
  if (!analysis) return out;
  const bySection = new Map<number, TUnit[]>();
  for (const unit of analysis.units) bySection.set(unit.section.index, [...(bySection.get(unit.section.index) ?? []), unit]);
  for (const shape of shapes) {
    const found: (TSalientTerm & { score: number })[] = [];
    for (const span of shape.point.spans) {
      for (const unit of bySection.get(span.sectionIndex) ?? []) {
        if (unit.end <= span.start || unit.start >= span.end) continue;
        for (const { term, score } of gappableTerms(unit, analysis))
          found.push({ text: term.text.replace(/\s+/g, " "), kind: term.kind, score });
      }
    }
    const seen = new Set<string>();
    const terms = found
      .sort((a, b) => b.score - a.score)
      .filter((entry) => !seen.has(entry.text) && seen.add(entry.text) && termPattern(entry.text).test(shape.body))
      .map(({ text, kind }) => ({ text, kind }));
    out.set(shape, terms);
  }
  return out;
}

/** Flaws the sentence judge finds that leave a plain statement unable to stand on its own as a card. */
const NOT_STANDALONE = new Set([
  "dependent",
  "fragment",
  "vague",
  "garbled",
  "caption",
  "furniture",
  "brackets",
  "example",
  "question",
  "instruction",
  "exercise",
  "formula",
]);

/**
 * Points whose sentences the analysis judged to stand on their own (docs/card-quality.md): a plain
 * statement makes a card only then; a definition or a dated entry carries its own subject. All points
 * without an analysis.
 */
function standalonePoints(shapes: TPointShape[], analysis: TAnalysis | undefined): Set<TPointShape> {
  if (!analysis) return new Set(shapes);
  const bySection = new Map<number, TUnit[]>();
  for (const unit of analysis.units) bySection.set(unit.section.index, [...(bySection.get(unit.section.index) ?? []), unit]);
  return new Set(
    shapes.filter((shape) => {
      const units = shape.point.spans.flatMap((span) =>
        (bySection.get(span.sectionIndex) ?? []).filter((unit) => unit.end > span.start && unit.start < span.end),
      );
      return units.length > 0 && units.every((unit) => !unit.flaw || !NOT_STANDALONE.has(unit.flaw));
    }),
  );
}

/** What the review screen can ask for: one outline section's cards, and every card a point can carry rather than the one chosen. */
export type TOutlineCardOptions = {
  /** Only the points of this outline section (its index in `outline.sections`). */
  sectionIndex?: number;
  /**
   * Every passing candidate of each point (each type, and a true/false card's
   * false twin as a card of its own), strongest first within a point, instead
   * of the one card the deck's balance picks.
   */
  alternatives?: boolean;
};

export function buildOutlineCards(
  outline: TOutline,
  document: TExtractedDocument,
  types: TGeneratedCardType[],
  analysis?: TAnalysis,
  options: TOutlineCardOptions = {},
): TOutlineCards {
  const wanted = new Set(types);
  // An ebook's header and licence ("Title: ...", "The Foundation is ...") are no part of what the text teaches.
  const licences = new Set(
    outline.sections.filter((section) => isLicenceText([section.title, ...section.points.map((point) => point.text)].join(" "))),
  );
  const wrapping = boilerplateReader(document.sections);
  const shapes = shapeOutline(outline).filter(
    (shape) =>
      !licences.has(shape.section) &&
      !isBoilerplate(shape.point.text) &&
      !isBoilerplate(shape.body) &&
      !shape.point.spans.some((span) => wrapping(span.sectionIndex, span.start)),
  );
  const everywhere = everywhereWords(shapes);
  const inScope = (shape: TPointShape) => options.sectionIndex === undefined || shape.sectionIndex === options.sectionIndex;
  const salient = salientTerms(shapes, analysis);
  const unitsBySection = new Map<number, TUnit[]>();
  for (const unit of analysis?.units ?? [])
    unitsBySection.set(unit.section.index, [...(unitsBySection.get(unit.section.index) ?? []), unit]);
  const standalone = standalonePoints(shapes, analysis);
  const lowercase = new Set(shapes.flatMap((shape) => shape.body.split(/\s+/).slice(1)).filter((word) => /^[a-z]+$/.test(word)));
  const terms = [
    ...new Set([...outline.terms.map((entry) => entry.term), ...shapes.flatMap((shape) => (shape.defined ? [shape.defined.term] : []))]),
  ].sort((a, b) => b.length - a.length);
  const counts = new Map<TGeneratedCardType, number>(types.map((type) => [type, 0]));
  const statements = { true: 0, false: 0 };
  const cards: TCardDraft[] = [];
  const used = new Set<TPointShape>();

  // The gates drop a card that repeats one already made (a second gap on "management"): the point takes another card instead.
  const duplicates = createDuplicateTracker();
  const push = (shape: TPointShape, content: TCardDraft["content"], strength: number, items: TPointShape[] = [shape]) => {
    const source = spanSource(document, shape.point.spans[0]!);
    if (!source) return false;
    const card: TCardDraft = {
      content,
      source,
      outline: {
        section: { title: shape.section.title, index: shape.sectionIndex },
        pointIds: items.map((item) => item.point.id),
        strength,
        ticked: strength >= TICK_STRENGTH,
      },
    };
    if (!options.alternatives) {
      if (duplicates.isDuplicate(card)) return false;
      duplicates.add(card);
    }
    cards.push(card);
    counts.set(content.type, (counts.get(content.type) ?? 0) + 1);
    if (content.type === "truefalse") statements[content.isTrue ? "true" : "false"] += 1;
    return true;
  };

  if (wanted.has("concept_fact_list")) {
    for (const { heading, items } of conceptGroups(shapes).values()) {
      const first = items[0]!;
      if (!inScope(first)) continue;
      const content: TCardDraft["content"] = {
        type: "concept_fact_list",
        concept: capitalise(heading.replace(/[:.\s]+$/, "")),
        facts: items.map((item) => capitalise(item.body.replace(/[.;\s]+$/, ""))),
      };
      // Graded on real slides, a lead-in's items were as often a mixed bag as a list: never ticked by default.
      const strength = items.length <= 8 ? 0.6 : 0.5;
      if (passes(content) && push(first, content, strength, items) && !options.alternatives) for (const item of items) used.add(item);
    }
  }

  for (const shape of shapes) {
    // "Suggested Readings: Detroit: Greenhaven Press": a reading list's entries read as terms, but cite.
    if (used.has(shape) || shape.isWeak || !inScope(shape) || isReadingList(shape.context) || isReadingList(shape.section.title)) continue;
    const candidates = pointCandidates(shape, {
      shapes,
      terms,
      salient,
      standalone,
      lowercase,
      wanted,
      units: unitsBySection,
      everywhere,
      analysis,
    });
    const passing = [...candidates].filter(([, candidate]) => passes(candidate.content));
    if (options.alternatives) {
      const all = passing.flatMap(([, candidate]) => [
        { content: candidate.content, strength: candidate.strength },
        ...(candidate.twin && passes(candidate.twin) ? [{ content: candidate.twin, strength: candidate.strength }] : []),
      ]);
      for (const { content, strength } of all.sort((a, b) => b.strength - a.strength)) push(shape, content, strength);
      continue;
    }
    // A true statement with no false twin waits while true ones lead: the deck's statements stay about half false.
    const plainTrue = candidates.get("truefalse");
    const heldBack = plainTrue && !plainTrue.twin && (statements.true + 1) / (statements.true + 1 + statements.false) > MAX_TRUE_SHARE;
    // The type the deck has least of among those this point can carry, the stronger card on a tie.
    const ranked = passing
      .filter(([type, candidate]) => !(heldBack && type === "truefalse") && (!candidate.twin || passes(candidate.twin)))
      .sort(([typeA, a], [typeB, b]) => (counts.get(typeA) ?? 0) - (counts.get(typeB) ?? 0) || b.strength - a.strength);
    for (const [, chosen] of ranked) {
      const content = chosen.twin && statements.false <= statements.true ? chosen.twin : chosen.content;
      if (push(shape, content, chosen.strength)) break;
    }
  }
  if (!options.alternatives) cards.sort((a, b) => a.source.sectionIndex - b.source.sectionIndex || a.source.start - b.source.start);
  return { cards, points: shapes.length };
}

type TOutlineContext = {
  shapes: TPointShape[];
  terms: string[];
  salient: Map<TPointShape, TSalientTerm[]>;
  standalone: Set<TPointShape>;
  lowercase: Set<string>;
  wanted: Set<TGeneratedCardType>;
  units: Map<number, TUnit[]>;
  everywhere: Set<string>;
  analysis?: TAnalysis;
};

/** The analysis's sentences inside a point's spans. */
function unitsOf(shape: TPointShape, bySection: Map<number, TUnit[]>): TUnit[] {
  return shape.point.spans.flatMap((span) =>
    (bySection.get(span.sectionIndex) ?? []).filter((unit) => unit.start >= span.start && unit.end <= span.end),
  );
}

/** The cards a point can carry, one per type: a definition's, else a value's, else a plain statement's (standing alone). */
function pointCandidates(shape: TPointShape, context: TOutlineContext): Map<TGeneratedCardType, TOutlineCandidate> {
  const { shapes, terms, salient, standalone, lowercase, wanted } = context;
  const options = new Map<TGeneratedCardType, TOutlineCandidate>();
  if (shape.defined) for (const [type, candidate] of definitionCandidates(shape, shapes, wanted, lowercase)) options.set(type, candidate);
  else if (shape.values.some((value) => value.unit !== ""))
    for (const [type, candidate] of valueCandidates(shape, shapes, wanted)) options.set(type, candidate);
  if (options.size === 0 && standalone.has(shape))
    for (const [type, candidate] of plainCandidates(
      shape,
      shapes,
      terms,
      salient,
      wanted,
      unitsOf(shape, context.units),
      context.analysis,
      context.everywhere,
    ))
      options.set(type, candidate);
  return options;
}
