import type { TTerm, TToken, TUnit } from "./analysis-types.ts";
import { isGlossaryLine } from "./sentence-shape.ts";
import { capitalise, isNounPhrase, lowerOpening, tokenText, withoutEndPunctuation } from "./text-tools.ts";

/**
 * Definitions, the facts a course most wants remembered, in the shapes
 * textbooks, slides and lecture notes write them:
 * - "X is/are Y", "X refers to Y", "X means Y", "X is defined as Y";
 * - "X, also called / referred to as A, is Y" (A is an alias of X);
 * - the aside "X, which is Y, ..." / "X, a Y, ...";
 * - a glossary line "X: Y" (slides);
 * - naming: "Y is called / known as X".
 * Only a noun-phrase subject and a noun-phrase body count: "Photosynthesis is
 * important" is no definition.
 */
export type TDefinition = {
  unit: TUnit;
  kind: "definition" | "naming";
  /** The term defined, as written (for options and concept titles). */
  subject: string;
  subjectKey: string;
  /** The subject's term in the unit, when find-terms read it as one: what a cloze hides. */
  subjectTerm?: TTerm;
  isPerson: boolean;
  isPlural: boolean;
  /** The linking words as written ("is", "refers to", "is defined as", ":"). */
  link: string;
  question: string;
  /** The definition, capitalised, without its closing full stop. */
  answer: string;
  /** The definition as written (its first word in the case the text gives it), without its closing full stop. */
  body: string;
  /** Token index where the definition's body starts: terms from here on are what the subject is defined by. */
  bodyAt: number;
  /** Lemma of the body's head noun ("component", "mechanism"): terms defined by one genus are siblings. */
  genus?: string;
  /** Other names the text gives the term ("receptor" for "sensor"): never a distractor or a swap for it. */
  aliases: string[];
};

const LINKS: { words: string[]; plural: boolean; ask: (subject: string, person: boolean) => string }[] = [
  { words: ["is", "defined", "as"], plural: false, ask: (s) => `What is ${s}?` },
  { words: ["are", "defined", "as"], plural: true, ask: (s) => `What are ${s}?` },
  { words: ["refers", "to"], plural: false, ask: (s) => `What does ${s} refer to?` },
  { words: ["refer", "to"], plural: true, ask: (s) => `What do ${s} refer to?` },
  { words: ["means"], plural: false, ask: (s) => `What does ${s} mean?` },
  { words: ["is"], plural: false, ask: (s, person) => `${person ? "Who" : "What"} is ${s}?` },
  { words: ["are"], plural: true, ask: (s, person) => `${person ? "Who" : "What"} are ${s}?` },
  { words: ["was"], plural: false, ask: (s, person) => `${person ? "Who" : "What"} was ${s}?` },
  { words: ["were"], plural: true, ask: (s, person) => `${person ? "Who" : "What"} were ${s}?` },
];
const NAMING = /^(?:called|termed|named|known as|referred to as)$/;
/** A definition whose body names a role people have ("a philosopher who ...") is about a person. */
const PERSON_NOUNS = new Set(
  "philosopher scientist king queen emperor empress leader writer poet painter composer general politician inventor explorer teacher president ruler pharaoh revolutionary lawyer physicist chemist biologist mathematician astronomer author soldier monk priest prophet pope saint artist architect engineer economist historian novelist playwright statesman psychologist physician researcher".split(
    " ",
  ),
);
/** A body shorter than this must end in a noun that says something. */
const MIN_BODY_WORDS = 4;
/** A general noun a body may end on only with something after it that says which. */
const GENERAL_NOUN =
  /^(system|systems|process|processes|set|way|method|approach|mechanism|structure|phenomenon|entity|concept|thing|things|part|field|area|task|one)$/;
export const VAGUE_GENUS =
  /^(task|tasks|thing|things|way|ways|part|parts|issue|issues|matter|topic|idea|ideas|problem|problems|field|area|concept|subject|activity|job|skill|one|kind|type|sort)$/;
/** Heads that name a thing even in a name: "Rett syndrome", "Ohm's law", "Research Articles". */
const THING_HEADS =
  /^(syndrome|disease|disorder|effect|law|laws|theorem|principle|equation|model|theory|article|articles|act|acts|cycle|test|scale|system|method|rule|paradox|constant|number|reaction|process|index|ratio|curve|map|table|figure|chapter|section|university|college|school|company|society|journal|press)$/;
const HEDGES = new Set(["usually", "generally", "often", "typically", "essentially", "simply", "sometimes"]);
/** Bodies that compare or evaluate rather than define: "X is the only one ...", "X is the same as ...". */
const NOT_A_GENUS = new Set([
  "only",
  "same",
  "first",
  "last",
  "best",
  "most",
  "main",
  "key",
  "major",
  "one",
  "result",
  "reason",
  "case",
  "example",
  "part",
  // "Fat bytecodes are a problem for TraceMonkey because ...": a verdict on the term, not what it is.
  "problem",
  "issue",
  "challenge",
  "advantage",
  "disadvantage",
  "benefit",
  "drawback",
  "limitation",
  "strength",
  "weakness",
  "concern",
  "success",
  "failure",
  "goal",
  "priority",
  "way",
]);

export function findDefinition(unit: TUnit, personKeys: Set<string>): TDefinition | undefined {
  const tokens = unit.tokens;
  const endAt = /[.!?;]/.test(tokens.at(-1)?.value ?? "") ? tokens.length - 1 : tokens.length;
  if (isGlossaryLine(tokens)) return glossary(unit, endAt, personKeys);

  const naming = findNaming(unit, endAt);
  if (naming) return naming;

  // Aside: "Chlorophyll, which is a green pigment, absorbs light."
  const comma = tokens.findIndex((token) => token.value === ",");
  if (comma > 0 && isNounPhrase(tokens, 0, comma, 6)) {
    const alias = readAlias(tokens, comma);
    if (alias) {
      const link = LINKS.find(({ words }) => words.every((word, i) => tokens[alias.end + i]?.lower === word));
      if (link) return define(unit, { subjectEnd: comma, linkAt: alias.end, link, endAt, personKeys, aliases: [alias.text] });
    }
    let bodyAt = -1;
    if (/^(which|who)$/.test(tokens[comma + 1]?.lower ?? "") && /^(is|are|was|were)$/.test(tokens[comma + 2]?.lower ?? ""))
      bodyAt = comma + 3;
    else if (/^(a|an)$/.test(tokens[comma + 1]?.lower ?? "")) bodyAt = comma + 1;
    const close = bodyAt > 0 ? tokens.findIndex((token, i) => i > bodyAt && token.value === ",") : -1;
    if (bodyAt > 0 && close > bodyAt + 1 && /^(VERB|AUX)$/.test(tokens[close + 1]?.pos ?? "")) {
      const verb = tokens[comma + 2]?.lower ?? "is";
      const link = LINKS.find(({ words }) => words.length === 1 && words[0] === verb) ?? LINKS[5]!;
      return make(unit, { subjectEnd: comma, bodyAt, bodyEnd: close, link, personKeys, aliases: [] });
    }
  }

  for (let at = 1; at < Math.min(tokens.length, 11); at += 1) {
    const link = LINKS.find(({ words }) => words.every((word, i) => tokens[at + i]?.lower === word));
    if (!link) continue;
    if (!isNounPhrase(tokens, 0, at, 8)) return undefined;
    return define(unit, { subjectEnd: at, linkAt: at, link, endAt, personKeys, aliases: [] });
  }
  return undefined;
}

function define(
  unit: TUnit,
  options: { subjectEnd: number; linkAt: number; link: (typeof LINKS)[number]; endAt: number; personKeys: Set<string>; aliases: string[] },
): TDefinition | undefined {
  let bodyAt = options.linkAt + options.link.words.length;
  while (HEDGES.has(unit.tokens[bodyAt]?.lower ?? "")) bodyAt += 1;
  const bodyEnd = firstClauseEnd(unit, bodyAt, options.endAt);
  if (!looksLikeDefinitionBody(unit, bodyAt, bodyEnd, options.link.words.length > 1)) return undefined;
  return make(unit, { ...options, bodyAt, bodyEnd });
}

/** ", also called A," / ", also referred to (as) A," / ", or A," between a subject and its link. */
function readAlias(tokens: TToken[], comma: number): { text: string; end: number } | undefined {
  let at = comma + 1;
  if (tokens[at]?.lower === "also") at += 1;
  const words = [tokens[at]?.lower, tokens[at + 1]?.lower].join(" ");
  if (/^(called|termed|named) /.test(words)) at += 1;
  else if (/^(known as|referred to)$/.test(words)) at += tokens[at + 2]?.lower === "as" ? 3 : 2;
  else if (tokens[at]?.lower === "or" && at === comma + 1) at += 1;
  else return undefined;
  const close = tokens.findIndex((token, i) => i > at && token.value === ",");
  if (close < 0 || close - at > 5) return undefined;
  let aliasAt = at;
  if (/^(a|an|the)$/.test(tokens[aliasAt]?.lower ?? "")) aliasAt += 1;
  const text = tokens
    .slice(aliasAt, close)
    .map((token) => token.value)
    .join(" ");
  return text ? { text, end: close + 1 } : undefined;
}

/** "Postulate: A statement that we accept as true without justification." */
function glossary(unit: TUnit, endAt: number, personKeys: Set<string>): TDefinition | undefined {
  const colon = unit.tokens.findIndex((token) => token.value === ":");
  const head = unit.tokens[colon - 1]!;
  // "Coercive Acts: ...", "Parallel lines: ...": a plural head, common noun or capitalised.
  const isPlural = (head.pos === "NOUN" && head.lemma !== head.lower) || (head.pos === "PROPN" && /[^su]s$/.test(head.lower));
  const link = LINKS.find(({ words, plural }) => words.length === 1 && plural === isPlural && /^(is|are)$/.test(words[0]!))!;
  const definition = make(unit, {
    subjectEnd: colon,
    bodyAt: colon + 1,
    bodyEnd: endAt,
    link,
    personKeys,
    aliases: [],
    wholeSubject: true,
  });
  if (!definition) return undefined;
  // "Perceived usefulness: The degree to which ...": the body's capital only opened the line.
  if (/^(The|A|An) /.test(definition.body)) definition.body = definition.body.charAt(0).toLowerCase() + definition.body.slice(1);
  return {
    ...definition,
    link: ":",
    question: glossaryQuestion(unit.tokens.slice(0, colon), definition.body, isPlural, definition.isPerson),
  };
}

/**
 * The question a glossary line answers, in proper English: "Litigious
 * society: a society ..." asks "What is a litigious society?", "Devolution:
 * a shifting of ..." asks "What is devolution?". A name keeps its capitals;
 * a singular noun takes "a" when its definition does, none when it names a
 * process or a field; otherwise the term is quoted ("What is meant by
 * "command and control"?") rather than guessed at.
 */
function glossaryQuestion(term: TToken[], body: string, isPlural: boolean, isPerson: boolean): string {
  const words = term.filter((token) => /\p{L}/u.test(token.value));
  const text = term.map((token, i) => (i > 0 && !token.isJoined ? " " : "") + token.value).join("");
  // "Litigious society", "Behavioral problem": only the first word capitalised, so the capital only opened the line.
  const isName =
    words.every((token) => /^\p{Lu}/u.test(token.value)) &&
    (words.length > 1 || words[0]?.keepsCapital === true || /^[A-Z0-9]{2,}/.test(text));
  // "Davis-Moore thesis": a capital inside the first word is a name's, not the line's.
  const keepsFirstCapital = isName || /^\p{Lu}[\p{L}'’]*[-–]\p{Lu}/u.test(text) || words[0]?.keepsCapital === true;
  const shown = keepsFirstCapital ? text : text.charAt(0).toLowerCase() + text.slice(1);
  if (isPerson) return `Who ${isPlural ? "were" : "was"} ${shown}?`;
  if (isPlural) return `What are ${shown}?`;
  if (isName) return `What is ${shown}?`;
  // "Davis-Moore thesis", "Calvin cycle": a name on a common noun takes "the".
  if (keepsFirstCapital) return `What is the ${shown}?`;
  // "standard of deferred payment": the head is the noun before "of".
  const ofAt = words.findIndex((token) => token.lower === "of");
  const head = (ofAt > 0 ? words[ofAt - 1] : words.at(-1))?.lower ?? "";
  if (MASS_ENDING.test(head) || MASS_NOUNS.has(head)) return `What is ${shown}?`;
  if (/^an? /i.test(body)) return `What is ${/^[aeiou]/i.test(shown) ? "an" : "a"} ${shown}?`;
  return `What is meant by "${shown}"?`;
}

/** Nouns that name a process, a state or a field take no article: "What is devolution?", "What is homeostasis?". */
const MASS_ENDING = /(?:tion|sion|ment|ness|ity|ism|ance|ence|ing|ics|ogy|acy|sis|ure|ship|dom|hood)$/;
const MASS_NOUNS = new Set(
  "control information knowledge research evidence energy water air money equipment software data behaviour behavior law trade power health welfare justice freedom liberty growth pollution policy".split(
    " ",
  ),
);

/** "Y is called X", "Y is known as X": the name is the answer to "What is Y called?". */
function findNaming(unit: TUnit, endAt: number): TDefinition | undefined {
  const tokens = unit.tokens;
  const linkAt = tokens.findIndex((token, i) => i > 0 && i < 10 && /^(is|are|was|were)$/.test(token.lower));
  if (linkAt < 1 || !isNounPhrase(tokens, 0, linkAt, 10)) return undefined;
  let at = linkAt + 1;
  if (/^(also|often|commonly|sometimes|usually)$/.test(tokens[at]?.lower ?? "")) at += 1;
  const two = [tokens[at]?.lower, tokens[at + 1]?.lower, tokens[at + 2]?.lower];
  let nameAt = -1;
  if (NAMING.test(two[0] ?? "")) nameAt = at + 1;
  else if (NAMING.test(`${two[0]} ${two[1]}`)) nameAt = at + 2;
  else if (NAMING.test(`${two[0]} ${two[1]} ${two[2]}`)) nameAt = at + 3;
  if (nameAt < 0) return undefined;
  let nameEnd = nameAt;
  while (nameEnd < endAt && !/^[,;:(]$/.test(tokens[nameEnd]!.value)) nameEnd += 1;
  const name = tokenText(unit, nameAt, nameEnd).replace(/^["“‘']|["”’']$/g, "");
  if (!name || nameEnd - nameAt > 6 || nameEnd !== endAt) return undefined;
  const described = lowerOpening(tokenText(unit, 0, linkAt), tokens[0]);
  const isPlural = tokens[linkAt]!.lower === "are" || tokens[linkAt]!.lower === "were";
  const verb = tokens[linkAt]!.lower;
  const nameTerm = unit.terms.find((term) => term.first >= nameAt && term.last <= nameEnd);
  return {
    unit,
    kind: "naming",
    subject: name,
    subjectKey: nameTerm?.key ?? name.toLowerCase(),
    ...(nameTerm ? { subjectTerm: nameTerm } : {}),
    isPerson: false,
    isPlural,
    link: `${verb} called`,
    question: `What ${verb} ${described} called?`,
    answer: capitalise(name),
    body: name,
    bodyAt: nameAt,
    aliases: [],
  };
}

/**
 * "Jupiter is the largest planet and has a storm ...": the definition ends
 * where a second verb phrase of the main clause starts; inside a relative
 * clause ("that controls what enters and leaves") the "and" belongs to it.
 */
function firstClauseEnd(unit: TUnit, first: number, last: number): number {
  for (let i = first + 1; i < last - 1; i += 1) {
    const token = unit.tokens[i]!;
    if (/^(that|which|who|whom|whose|where|what|when)$/.test(token.lower)) return last;
    if (/^(and|but)$/.test(token.lower) && /^(VERB|AUX)$/.test(unit.tokens[i + 1]!.pos))
      return unit.tokens[i - 1]?.value === "," ? i - 1 : i;
  }
  return last;
}

function looksLikeDefinitionBody(unit: TUnit, first: number, last: number, isExplicit: boolean): boolean {
  const tokens = unit.tokens;
  const body = tokens.slice(first, last);
  if (body.length < 2 || body.length > 40) return false;
  if (isExplicit) return true;
  const [head, next] = body;
  if (head?.pos === "DET") return /^(a|an|the|one)$/.test(head.lower) && next?.pos !== "ADV" && !NOT_A_GENUS.has(next?.lower ?? "");
  if (head?.pos === "NOUN") return true;
  return head?.pos === "ADJ" && (next?.pos === "NOUN" || next?.pos === "ADJ");
}

function make(
  unit: TUnit,
  options: {
    subjectEnd: number;
    bodyAt: number;
    bodyEnd: number;
    link: (typeof LINKS)[number];
    personKeys: Set<string>;
    aliases: string[];
    /** A glossary's term is all of what comes before its colon ("medium of exchange"). */
    wholeSubject?: boolean;
  },
): TDefinition | undefined {
  const { subjectEnd, bodyAt, bodyEnd, link, personKeys } = options;
  const tokens = unit.tokens;
  const subject = tokenText(unit, 0, subjectEnd);
  const answer = withoutEndPunctuation(tokenText(unit, bodyAt, bodyEnd));
  if (!subject || !answer || answer.toLowerCase().includes(subject.toLowerCase())) return undefined;
  // "Reading is a complex task": a short body around a vague noun defines nothing ("A line is breadthless length" does).
  const bodyWords = answer.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (bodyWords.length < MIN_BODY_WORDS && VAGUE_GENUS.test(bodyWords.at(-1)?.toLowerCase() ?? "")) return undefined;
  // "The Roman economy was a massive and intricate system": adjectives around a general noun, and nothing after it.
  if (GENERAL_NOUN.test(bodyWords.at(-1)?.toLowerCase() ?? "") && bodyWords.length <= 6) return undefined;
  // "Collecting taxes was ...": a task as the subject asks "What was collecting taxes?".
  if (/^\p{L}{3,}ing$/u.test(tokens[0]?.lower ?? "") && /^(NOUN|DET|ADJ|PRON)$/.test(tokens[1]?.pos ?? "") && subjectEnd > 1)
    return undefined;
  // "Premise 1", "Stage 2": a label of the page, not a term.
  if (/^\p{L}+\s\d+[a-z]?$/u.test(subject.trim())) return undefined;
  // "The sample space of an experiment": the term defined is the head before "of", not the last noun.
  const whole = options.wholeSubject
    ? (unit.terms.find((term) => term.first <= 1 && term.last === subjectEnd) ?? spanTerm(unit, subjectEnd))
    : undefined;
  const subjectTerm =
    whole ??
    unit.terms.find((term) => term.first <= 1 && term.last <= subjectEnd && unit.tokens[term.last]?.lower === "of") ??
    unit.terms.find((term) => term.first <= subjectEnd - 1 && term.last === subjectEnd) ??
    spanTerm(unit, subjectEnd);
  const subjectKey = subjectTerm?.key ?? subject.toLowerCase();
  const bodyTokens = tokens.slice(bodyAt, bodyEnd);
  const genusToken = bodyTokens.find((token) => token.pos === "NOUN");
  // "Rett syndrome", "Research Articles": a name on a thing is no person, whatever name it carries.
  const headWord = tokens[subjectEnd - 1]?.lower ?? "";
  const namesThing = tokens[subjectEnd - 1]?.pos === "NOUN" || THING_HEADS.test(headWord);
  const namesPerson = !namesThing && (personKeys.has(subjectKey) || (genusToken !== undefined && PERSON_NOUNS.has(genusToken.lemma)));
  const isPerson = namesPerson && /^(was|were|is|are)$/.test(link.words.join(" "));
  const shown = lowerOpening(subject, tokens[0]);
  // "Political process is ongoing struggle ...": notes that drop their articles; "What is political process?" would too.
  const isBareNote =
    link.words.join(" ") === "is" &&
    !isPerson &&
    tokens[0]?.pos !== "DET" &&
    tokens[0]?.pos !== "PROPN" &&
    subjectEnd > 1 &&
    !/^(DET|PRON|NUM)$/.test(tokens[bodyAt]?.pos ?? "") &&
    !/[.!?]$/.test(unit.text.trim());
  return {
    unit,
    kind: "definition",
    subject,
    subjectKey,
    ...(subjectTerm ? { subjectTerm } : {}),
    isPerson,
    isPlural: link.plural,
    link: link.words.join(" "),
    question: isBareNote ? `What is meant by "${shown}"?` : link.ask(shown, isPerson),
    answer: capitalise(answer),
    body: answer,
    bodyAt,
    ...(genusToken ? { genus: genusToken.lemma } : {}),
    aliases: options.aliases,
  };
}

/** "Committees of Correspondence", "Perceived ease of use": the whole subject, without its article, as the term a cloze hides. */
function spanTerm(unit: TUnit, subjectEnd: number): TTerm | undefined {
  const first = /^(a|an|the)$/.test(unit.tokens[0]?.lower ?? "") ? 1 : 0;
  const head = unit.tokens[first];
  const tail = unit.tokens[subjectEnd - 1];
  if (!head || !tail || subjectEnd - first > 6 || subjectEnd <= first) return undefined;
  const text = unit.section.text.slice(head.start, tail.end);
  const key = text.toLowerCase().replace(/\s+/g, " ");
  return { text, key, kind: "concept:sg", unitId: unit.id, first, last: subjectEnd, start: head.start, end: tail.end };
}
