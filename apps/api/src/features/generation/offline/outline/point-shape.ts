import type { TOutline, TOutlinePoint, TOutlineSection } from "@mnemo/api-contract";

/**
 * What a card can be made of in one outline point: its context (the section
 * or slide title, or a list's lead-in, that the outline wrote in front of it
 * as "Context: ..."), the statement itself, a term it defines ("X is Y",
 * "X: Y", or a term of the outline's glossary), and the values it states
 * (years, amounts with their unit). Examples are never read: they stay with
 * their point and are never a card's subject.
 */
export type TValue = {
  text: string;
  /** "year", "%", a unit word ("mw", "year"), or "" for a bare number. */
  unit: string;
  number: number;
  /** Offsets into the shape's `body`. */
  start: number;
  end: number;
};

/** "The variance is ...": term "variance", article "The " (a statement writes it back; a question or an option leaves it out). */
export type TDefinedTerm = { term: string; copula: string; definition: string; article?: string };

export type TPointShape = {
  point: TOutlinePoint;
  section: TOutlineSection;
  sectionIndex: number;
  /** The section title or lead-in the point sits under, when the outline wrote it in front of the statement. */
  context?: string;
  /** A lead-in shared by several points of the section ("Conditions to call something a capital"). */
  leadIn?: string;
  /** The statement without its context. */
  body: string;
  defined?: TDefinedTerm;
  values: TValue[];
  /** A table row, a fragment, a question or a bare "X vs Y": no card says it well. */
  isWeak: boolean;
};

const MAX_CONTEXT_WORDS = 12;
const FINITE = /\b(?:is|are|was|were|has|have|had|can|will|does|do|did|must|should|means|refers)\b/i;
const MAX_TERM_WORDS = 6;
const MIN_DEFINITION_WORDS = 3;
/** Subjects that point elsewhere: "It is ...", "This means ..." define nothing. */
const NOT_A_TERM =
  /^(?:it|its|this|that|these|those|they|their|there|here|he|his|she|her|we|our|you|your|i|my|one|each|all|some|most|many|which|what|who|how|why|when|where|if|so|and|but|or|also|then|such|an? example|for example|e\.?g\.?|another|other|the other|not|just|only|below|above|take[- ]?aways?)\b/i;
const COPULA = /^(?<term>[^.;:!?|]{1,80}?)\s+(?<copula>is defined as|refers to|is called|means|is|are)\s+(?<definition>[^|]+)$/;
/** Words a definition may not open with: "X is not Y", "X is very important" define nothing. */
const NOT_A_DEFINITION =
  /^(?:not|no|very|also|only|usually|often|always|never|important|necessary|used|done|given|based|possible|able|more|less|the same|different|called)\b/i;
/** "Organelles that ...", "Goods which ...": a plural genus and what sets the term apart. */
const PLURAL_GENUS = /^[\p{L}-]+s(?:\s+[\p{L}-]+)?\s+(?:that|which|who|whose|where|in which|used to|with)\b/u;
/** "Indeed: ...", "Factors include: ...", "Continue…: ...": a discourse word or a clause, not a term. */
const NOT_A_NAME =
  /^(?:indeed|however|therefore|thus|hence|also|note|notes|example|examples|continue|continued|conclusion|summary|so|then|now|here|there|in between|between|page|slide|lecture|chapter)$|\b(?:include|includes|is|are|was|were|has|have|can|will)$/i;
/** "Main idea", "Good news", "Current status", "The sticking point": a slide's label over a statement, not a term it defines. */
const LABEL_TERM =
  /^(?:the\s+|a\s+|an\s+)?(?:main|key|good|bad|current|temporary|general|final|big|important|central|basic|sticking|other)\s+(?:ideas?|news|status|points?|conclusions?|questions?|issues?|problems?|notes?|remarks?|observations?|takeaways?|lessons?|messages?|results?|summary|goals?|aims?)$/i;
/** "Four components", "Nineteen countries", "Several factors": a count heads a list, it names nothing. */
const COUNT_TERM =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|several|many|few|various|numerous)\b/i;
/** "in between", "on the spectrum's one end", "KEY ROLES for", "factors include": a phrase cut from a sentence. */
const CUT_PHRASE =
  /^(?:in|on|at|for|to|from|by|with|of|as|into|than)\b|\b(?:for|of|to|in|on|at|by|with|from|and|or|the|an?|include|includes)$/i;
/** A definition that opens on a pointer or an aside ("This involves ...", "E.g. ...", "See next slide", "Said to be ..."). */
const NOT_A_DEFINITION_START =
  /^(?:this|these|those|it|they|he|she|we|you|in this|in that|said|e\.?\s?g\b|i\.?\s?e\b|see|now|instead|note|but|however|so|then|the example|[-–—•])/i;
const YEAR = /\b(1[5-9]\d\d|20\d\d)(s?)\b/g;
/** A year in a citation ("(Searle, 1980)", "(Kurzweil 2005)") dates a quote, not the fact. */
const CITATION_YEAR = /^[^()]*\p{Lu}[\p{L}.&\s]*,?\s*$/u;
const AMOUNT = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(%|percent\b|per cent\b|[a-zA-Zµ$€£]{1,14}\b))?/g;
/** Words after a number that are not its unit. */
const NOT_A_UNIT = new Set("and or to of in on at by for the a an is are was were with from than as that which who if".split(" "));

export function normaliseTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Splits "Context: statement" where the context is the section's title or a lead-in of several of its points. */
export function splitContext(text: string, sectionTitle: string, leadIns: Set<string>): { context?: string; body: string } {
  const colon = text.indexOf(": ");
  if (colon <= 0) return { body: text };
  const head = text.slice(0, colon).trim();
  const body = text.slice(colon + 2).trim();
  if (wordCount(head) > MAX_CONTEXT_WORDS || wordCount(body) === 0) return { body: text };
  const title = normaliseTitle(sectionTitle);
  const key = normaliseTitle(head);
  if (key === title || leadIns.has(key) || (title.length > 0 && title.startsWith(key))) return { context: head, body };
  // "Classes of solutions: An optimal solution is ..." is a heading over a statement of its own.
  if (wordCount(head) <= 8 && !FINITE.test(head) && /^\p{Lu}/u.test(body) && FINITE.test(body) && wordCount(body) >= 5)
    return { context: head, body };
  return { body: text };
}

/** Lead-ins of a section: a "Head: ..." opening that two or more of its points share. */
export function findLeadIns(section: TOutlineSection): Set<string> {
  const counts = new Map<string, number>();
  for (const point of section.points) {
    const colon = point.text.indexOf(": ");
    if (colon <= 0) continue;
    const head = point.text.slice(0, colon);
    if (wordCount(head) > MAX_CONTEXT_WORDS) continue;
    const key = normaliseTitle(head);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([key]) => key));
}

/** "X is Y", "X are Y", "X means Y", "X: Y" (a glossary line), where X is a short name and Y says what it is. */
export function findDefinedTerm(body: string, glossary: Map<string, string>): TDefinedTerm | undefined {
  const text = body.replace(/\s+/g, " ").trim();
  const colon = /^(?<term>[^:|]{1,60}?)\s*[:–—=]\s+(?<definition>[^|]+)$/.exec(text);
  const copula = COPULA.exec(text);
  const found = copula?.groups
    ? { term: copula.groups.term!, copula: copula.groups.copula!, definition: copula.groups.definition! }
    : colon?.groups
      ? { term: colon.groups.term!, copula: ":", definition: colon.groups.definition! }
      : undefined;
  if (!found) return undefined;
  const article = /^(?:the|an?)\s+/i.exec(found.term.trim())?.[0];
  const term = found.term.trim().replace(/^(?:the|an?)\s+/i, "");
  const definition = found.definition.trim().replace(/\s*[.;]$/, "");
  const known = glossary.has(normaliseTitle(term));
  if (!known) {
    if (NOT_A_TERM.test(term) || /\d/.test(term) || /[,()"“”]/.test(term)) return undefined;
    if (wordCount(term) > MAX_TERM_WORDS || wordCount(term) === 0) return undefined;
    if (wordCount(definition) < MIN_DEFINITION_WORDS || (found.copula !== ":" && NOT_A_DEFINITION.test(definition))) return undefined;
    // "Land is capital." states a fact about land; a definition says what the thing is, at some length.
    if (found.copula !== ":" && !/^(?:an?|the|one|any|each)\b/i.test(definition) && !PLURAL_GENUS.test(definition)) return undefined;
  }
  if (!/^[\p{L}][\p{L}\p{N}\s'’\-/]*$/u.test(term) || NOT_A_NAME.test(term) || term.length < 2) return undefined;
  // "Homeostasis is regulated by ...", even of a glossary term, says what acts on it, not what it is.
  if (
    found.copula !== ":" &&
    (NOT_A_DEFINITION.test(definition) || /^\p{Ll}+ed\s+(?:by|in|to|from|with|at|on|through)\b/u.test(definition))
  )
    return undefined;
  if (!isTermShaped(term, definition)) return undefined;
  // "Environment therefore is ...", "Not only ...": a discourse word left in the subject; "the model's training data" is
  // one thing of the text's own, not a term (a named law, "Boyle's law", has no article).
  if (/\b(?:therefore|thus|hence|however|only|also|too|again)$/i.test(term) || (article && /['’]s\b/.test(term))) return undefined;
  // "Food Security in Developing Countries: Factors and Mitigation": a title's halves, not a term and its meaning.
  if (found.copula === ":" && isTitleCased(definition)) return undefined;
  // "Communication: Speeds up the spread of ideas": what the term does, not what it is.
  if (found.copula === ":" && VERB_FIRST.test(definition)) return undefined;
  // "STAGNANT HIGH SCHOOL COMPLETION RATES: ...": a slide's shouted heading, not a term (one capitalised word is an acronym).
  if (/\s/.test(term) && term === term.toUpperCase()) return undefined;
  // "Using MySQL from the command line: ..." heads a task; "Observations indicate that although TAM is ..." is a clause.
  if (/^\p{L}+ing\b/u.test(term) && term.split(/\s+/).length >= 3) return undefined;
  if (/\b(?:that|which|although|because|if|when|while|whether)\b/i.test(term)) return undefined;
  // "Anatomy of a problem: Well-defined problem: ...": a heading over a definition, not a definition.
  if (found.copula === ":" && /:\s/.test(definition)) return undefined;
  if (/\bbecause\b/i.test(definition.split(/\s+/).slice(0, 4).join(" "))) return undefined;
  // "Classes of solutions: An optimal solution is ..." heads a statement; it defines nothing.
  if (found.copula === ":" && COPULA.test(definition) && /^\p{Lu}/u.test(definition)) return undefined;
  if (normaliseTitle(definition).includes(normaliseTitle(term))) return undefined;
  return { term, copula: found.copula, definition, ...(article ? { article } : {}) };
}

/**
 * Whether a "term" and what follows it read as a term and its definition, not
 * a slide's label over a statement: never a label ("Main idea"), a count
 * ("Four components"), a phrase cut from a sentence ("in between"), a word
 * shouted in capitals ("ROMANIA", a slide's example title; a short acronym
 * is a term), and never a definition that is a pointer, an aside, a list of
 * items ("Parents; Teachers; Employers", "Italian, red, tall, square") or an
 * exclamation.
 */
export function isTermShaped(term: string, definition: string): boolean {
  if (LABEL_TERM.test(term) || COUNT_TERM.test(term) || CUT_PHRASE.test(term)) return false;
  if (/\p{Lu}{5,}/u.test(term) && term === term.toUpperCase()) return false;
  // "time average == space average" is a formula, not what a term means.
  if (NOT_A_DEFINITION_START.test(definition) || /[!?=]/.test(definition)) return false;
  // "Enhanced career opportunities: Many jobs require ...": a label over a sentence of its own, about something else.
  if (isOwnSentence(definition)) return false;
  // "The easiest way to ... Mac OS X. With over 11 million users ...": a definition runs on into another sentence.
  if (/[a-z)]\.\s+\p{Lu}/u.test(definition)) return false;
  // "Power is the builtin function": a pointer at one thing, not what the term means.
  if (/^the\s/i.test(definition) && wordCount(definition) <= 3) return false;
  // "Equation 7.3 (Smith, 2003)", "See table 2": a pointer at a reference, not what the term means.
  if (/^(?:equation|eq\.|table|figure|fig\.|section|chapter|page|pdf|slide)\b|\bequation\b/i.test(definition)) return false;
  // "θ b = C c /S b + ...": a formula's symbols, not a term and its meaning.
  if (/(?:^|\s)\p{L}(?:\s|$)/u.test(term) || /[\^*∫√]|\s\/|\/\s/u.test(definition)) return false;
  // "Childbirth is an example of a situation ...": a case of something, not what the term is.
  if (/^an?\s+(?:example|instance|case|illustration)\s+of\b/i.test(definition)) return false;
  // "Any subset of these": the definition leans on what came before.
  if (/\b(?:these|this|those|above|below)\W*$/i.test(definition)) return false;
  const parts = definition.split(/\s*[;,]\s*/).filter((part) => part.length > 0);
  // A list of short items without a verb names members, not what the term is.
  if (parts.length >= 3 && parts.every((part) => wordCount(part) <= 3) && !FINITE.test(definition)) return false;
  if (definition.includes(";") && parts.length >= 2 && parts.every((part) => wordCount(part) <= 4)) return false;
  return true;
}

/**
 * A sentence with its own subject ("Many jobs require ...", "Management involves ..."), not a description of
 * the term; a role's description ("The manager motivates ...", "A process that ...") describes it.
 */
function isOwnSentence(definition: string): boolean {
  if (!/^\p{Lu}/u.test(definition) || /^(?:the|an?|one|any)\s/i.test(definition)) return false;
  return (
    /^(?:\p{L}+\s+){0,4}?(?:is|are|was|were|has|have|can|will|may|must|should|\p{Ll}{2,}s)\b/u.test(definition) &&
    wordCount(definition) >= 5
  );
}

/** "Speeds up the ...", "Allows the ...", "Added hand-written notes": a definition that opens on what the term does. */
const VERB_FIRST = /^\p{L}+(?:s|ed)\s+(?:up|down|out|off|the|a|an|its|their|to|on|in|into|with|from|over|through)\b/iu;

/** "Factors and Mitigation", "Theory and Practice": every word of it capitalised but its small words, a title. */
function isTitleCased(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word)) && !/[.,;]/.test(text);
}

/** A line of code ("x = 5", "print('...')", "{ ... }"): its numbers are not amounts. */
export function isCodeLine(body: string): boolean {
  return /\s=\s|[{}]|\w\(['"]/.test(body);
}

/** Years and amounts a statement gives, each with the unit that makes two of them comparable. */
export function findValues(body: string): TValue[] {
  const values: TValue[] = [];
  const taken: Array<[number, number]> = [];
  for (const match of body.matchAll(YEAR)) {
    taken.push([match.index, match.index + match[0].length]);
    // "Davis (1989)", "(Searle, 1980)": a citation dates a source, not the fact.
    if (/\(\s*$/.test(body.slice(0, match.index)) && /^\s*[a-z]?\)/.test(body.slice(match.index + match[0].length))) continue;
    const open = body.lastIndexOf("(", match.index);
    if (open >= 0 && body.indexOf(")", open) >= match.index && CITATION_YEAR.test(body.slice(open + 1, match.index))) continue;
    // "1950s" is a decade: it swaps with decades only, whole.
    const unit = match[2] ? "decade" : "year";
    values.push({ text: match[0], unit, number: Number(match[1]), start: match.index, end: match.index + match[0].length });
  }
  for (const match of body.matchAll(AMOUNT)) {
    const start = match.index;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    // A number glued to letters ("3d", "R2") or part of a label ("SP 800-63", "M-04-04") is a name, not an amount.
    const before = body.slice(Math.max(0, start - 1), start);
    const after = body.slice(start + match[1]!.length, start + match[1]!.length + 1);
    if (/[\p{L}\-/]/u.test(before) || /[\p{L}\-/]/u.test(after)) continue;
    const rawUnit = (match[2] ?? "").toLowerCase();
    const unit = rawUnit === "percent" || rawUnit === "per cent" ? "%" : NOT_A_UNIT.has(rawUnit) ? "" : rawUnit.replace(/s$/, "");
    const number = Number(match[1]!.replace(/,/g, ""));
    if (!Number.isFinite(number)) continue;
    values.push({ text: match[1]!, unit, number, start, end: start + match[1]!.length });
  }
  return values.sort((a, b) => a.start - b.start);
}

const SMALL_WORDS = new Set("a an and as at but by for in of on or the to vs with from into is are".split(" "));

/** "NOTABLE AI MOMENTS (1940–1970)" as a card writes it: "Notable AI moments (1940–1970)"; short capitals stay (acronyms). */
export function sentenceCase(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || letters !== letters.toUpperCase()) return text;
  let first = true;
  return text.replace(/\p{L}+(?:['’]\p{L}+)?/gu, (word) => {
    const lower = word.toLowerCase();
    const out = first ? word.charAt(0) + lower.slice(1) : word.length <= 3 && !SMALL_WORDS.has(lower) ? word : lower;
    first = false;
    return out;
  });
}

/** A lead-in a concept card can be headed by: not a question, not a catch-all ("Misc", "Notes"). */
export function isLeadIn(text: string): boolean {
  if (/\?\s*$/.test(text)) return false;
  // "Page 6", "Slide 4", "Part 3": a name given to an untitled part, which says nothing of what a card is about.
  if (/^(?:page|slide|part|section)\s+\d+\W*$/i.test(text.trim())) return false;
  return !/^(?:misc(?:ellaneous)?|notes?|other|others|summary|overview|introduction|examples?|e\.?g\.?|note|remarks?|more)\W*$/i.test(
    text.trim(),
  );
}

/** Whether no card would say the point well: a table row, a question, a bare comparison, a fragment. */
function isWeakBody(body: string): boolean {
  if (body.includes("|")) return true;
  if (/\?\s*$/.test(body)) return true;
  if (/^[^.]{0,60}\bvs\.?\s[^.]{0,60}$/i.test(body) && wordCount(body) <= 8) return true;
  return wordCount(body) < 3;
}

/** "Therefore, ...", "In fact, ...": an opener that leans on the sentence before; the statement reads without it. */
const OPENER =
  /^(?:(?:therefore|thus|hence|however|in fact|indeed|overall|moreover|furthermore|in addition|additionally|consequently|as a result|on the other hand|of course)\s*,|therefore|thus|hence)\s*(?=\p{L})/iu;

/** "**modeled**", "__key__", "`lock`", "*not*": Markdown's marks, which a card shows as they are. */
export function withoutMarkdown(text: string): string {
  return text
    .replace(/\*\*(?=\S)(.+?)\*\*|__(?=\S)(.+?)__/g, (_, bold: string | undefined, under: string | undefined) => bold ?? under ?? "")
    .replace(/(?<![\w*])\*(?=\S)([^*\n]+?)\*(?![\w*])/g, "$1")
    .replace(/`([^`\n]+)`/g, "$1");
}

export function withoutOpener(body: string): string {
  const match = OPENER.exec(body);
  if (!match) return body;
  const rest = body.slice(match[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The shapes of every point of an outline, in outline order. */
export function shapeOutline(outline: TOutline): TPointShape[] {
  const glossary = new Map(outline.terms.map((entry) => [normaliseTitle(entry.term), entry.definition]));
  const shapes: TPointShape[] = [];
  outline.sections.forEach((section, sectionIndex) => {
    const leadIns = findLeadIns(section);
    const heads = new Map<string, number>();
    for (const point of section.points) {
      const head = /^([^:]{1,60}):\s/.exec(splitContext(point.text, section.title, leadIns).body.trim())?.[1];
      if (head) heads.set(normaliseTitle(head), (heads.get(normaliseTitle(head)) ?? 0) + 1);
    }
    for (const point of section.points) {
      const split = splitContext(point.text, section.title, leadIns);
      const body = withoutOpener(withoutMarkdown(split.body.trim()));
      const context = split.context === undefined ? undefined : sentenceCase(split.context);
      // The slide title the outline writes before each of its points is context; a lead-in is a list's own opening.
      const isTitle = split.context !== undefined && normaliseTitle(section.title).startsWith(normaliseTitle(split.context));
      const leadIn = context !== undefined && !isTitle && leadIns.has(normaliseTitle(context)) && isLeadIn(context) ? context : undefined;
      // A list item under its lead-in ("Conditions to call something a capital: Long life span") names no term.
      const underList = split.context !== undefined && !isTitle && leadIns.has(normaliseTitle(split.context));
      // An entry of a glossary-like list ("Modes: Relay: a link passes ...") still defines its label.
      const found = findDefinedTerm(body, glossary);
      // "Old Testament: Supplying vowel points", "Old Testament: Added commentaries": a head two lines share leads a list.
      const defined =
        (underList && found?.copula !== ":") || (found?.copula === ":" && heads.get(normaliseTitle(found.term))! > 1) ? undefined : found;
      shapes.push({
        point,
        section,
        sectionIndex,
        ...(context !== undefined ? { context } : {}),
        ...(leadIn !== undefined ? { leadIn } : {}),
        body,
        ...(defined ? { defined } : {}),
        values: findValues(body),
        isWeak: isWeakBody(body),
      });
    }
  });
  return shapes;
}
