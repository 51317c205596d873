/**
 * Signs, readable from plain text, that a sentence is not a fact a card can
 * stand on: it leans on another sentence, it talks to the reader, it is page
 * furniture or extraction debris. The offline generator reads them on a
 * sentence before it makes a card; the quality gates read them on every
 * finished card, a model's included. Word lists here are about the shape of
 * instructional text (how a handout addresses its reader), not about any
 * subject: how important a term is comes from word frequencies instead.
 */

/** Openers that point back at something the card does not show. */
export const DEPENDENT_OPENERS = new Set(
  "this these that those such it its they them their he him his she her both each either neither another here there then again so hence thus rather alternatively otherwise instead".split(
    " ",
  ),
);

/** Leading words that link to the sentence before and can be dropped without changing what the rest says. */
export const LINKING_OPENERS = [
  "however",
  "therefore",
  "thus",
  "hence",
  "consequently",
  "accordingly",
  "as a result",
  "in contrast",
  "by contrast",
  "on the other hand",
  "conversely",
  "in addition",
  "additionally",
  "also",
  "furthermore",
  "moreover",
  "indeed",
  "in fact",
  "in general",
  "generally",
  "in practice",
  "typically",
  "importantly",
  "notably",
  "finally",
  "first",
  "firstly",
  "second",
  "secondly",
  "third",
  "thirdly",
  "next",
  "and",
  "but",
  "so",
  "yet",
  "recall",
  "remember",
  "note",
  "note that",
  "notice that",
  "remember that",
  "recall that",
  "in other words",
  "in summary",
  "in short",
  "to summarise",
  "to summarize",
  "overall",
  "similarly",
  "likewise",
  "for example",
  "for instance",
  "in particular",
  "specifically",
  "of course",
  "clearly",
  "obviously",
  "basically",
  "essentially",
  "interestingly",
  "surprisingly",
  "unfortunately",
  "fortunately",
  "thankfully",
  "still",
];

/**
 * Verbs that open an instruction to the reader ("Watch this video", "Create a
 * table", "Prove that ..."). A sentence opening with one is a task, not a fact.
 */
export const INSTRUCTION_VERBS = new Set(
  "watch read see note consider suppose let recall remember try create write click select choose open go use make add delete remove check browse type copy paste save view run start demonstrate show prove find compute calculate determine explain describe discuss summarize summarise compare contrast define list identify answer complete fill draw label examine think imagine close attach include be do don't avoid keep look take give state evaluate analyse analyze justify outline sketch name match solve derive verify plot estimate classify predict review revise refer submit upload download install enter press drag drop insert import export change set experiment practice practise repeat visit follow skip ignore ensure make sure study develop construct formulate critique".split(
    " ",
  ),
);

export const SECOND_PERSON = /\b(you|your|yours|yourself|yourselves|you['’](?:ll|re|ve|d))\b/i;
/** "I" only in capitals: "i" is a variable or a list label. */
export const FIRST_PERSON = /\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves|let['’]s|we['’](?:ll|re|ve|d))\b/;
const FIRST_PERSON_LOWER = /\b(?:me|my|mine|myself|we|us|our|ours|ourselves)\b/i;

/** The document talking about itself, its figures or its course: true of this text, not of the subject. */
export const SELF_REFERENCE =
  /\b(?:(?:this|the following|the next|the previous|the above|the present|our|that) (?:paper|article|chapter|section|lecture|lesson|course|book|module|unit|lab|assignment|essay|video|figure|fig\.|table|slide|page|example|exercise|worksheet|handout|passage|study|review|text|activity|class|question|problem|proof|diagram|picture|image|graph|chart)s?\b|(?:see|in|shown in|refer to|from) (?:figure|fig\.|table|section|chapter|page|appendix|slide|exercise|problem|question|example) ?[\dA-Z]|\b(?:below|above|as follows|the following)\s*[:.]|\b(?:to (?:learn|find out|read|see) more|for more (?:information|details)|seen here|shown here|pictured here|pictured (?:above|below))\b|(?:^|[;(])\s*(?:see|visit|explore) the\b|\b\w+ (?:below|above) (?:shows?|illustrates?|depicts?|lists?|gives?|summari[sz]es?)\b|\bwill be (?:presented|discussed|described|explained|reviewed|covered|introduced|shown|examined|explored|outlined)\b|\b(?:is|are) (?:presented|discussed|described|shown|reviewed|outlined) (?:below|above|here|next|later)\b|\b(?:is|are) (?:discussed|described|covered|explained|treated) (?:in more detail )?in\b|\b(?:examples?|code|figures?|diagrams?) (?:shown|above|below|on (?:this|the|these) slides?)\b|\bon (?:this|the next|the previous|these) slides?\b|see (?:table|figure|below|above|slide|chart)s?\)|\b(?:as (?:shown|mentioned|discussed|described|noted|seen|stated) (?:above|below|earlier|before|previously|later|in))\b)/i;

/** Course logistics: deadlines, marks, word counts, who hands in what. */
export const LOGISTICS =
  /\b(?:due (?:date|on|by|at)|deadline|submit(?:ted|ting)?|submission|ungraded|homework|worksheet|at least \d[\d,]* words|approximately \d[\d,]* words|word count|instructors?|teaching assistant|office hours|syllabus|(?:\d+|ten|five|twenty) (?:marks|points)|students? (?:should|must|will|are required)|required activit(?:y|ies)|extra credit|rubric)\b/i;

/** Exercise and worksheet furniture: "Problem 4", "Exercise 2.1", "Q3", "Hint:". */
export const EXERCISE =
  /\b(?:(?:problem|exercise|question|example|activity|task)s? \(?\d+[a-z]?\)?(?:\.\d+)?|Q\d+\b|hint\s*:|solution\s*:|answer\s*:|prove that|show that|verify that|as an exercise)|_{3,}|^\s*[A-E][.)]\s/i;

/** Figure and table captions, and the panel labels they leave in the text. */
export const CAPTION =
  /^\s*(?:\[?(?:figure|fig\.|table|image|photo|source|credit|chart|diagram|graph|plate|exhibit)\b[\s\d.:-]|\(\s*[a-h]\s*\))|\((?:left|right|top|bottom|above|below|inset)\)|\b(?:figure|image|photo|picture|illustration|slide)s? (?:credit|courtesy)|\bcourtesy of\b|\(credit:|\b(?:are|is|were) (?:taken|adapted|reproduced|borrowed) from\b/i;

/** Symbols that only appear in formulas; a card cannot show them reliably from extracted text. */
export const FORMULA = /[=∪∩∈∉⊂⊃⊆⊇∅≤≥≠≈±×÷∑∏∫√∞→←↔⇒⇔∀∃∧∨¬⊕⊗∂∇]|\b[a-zA-Z]\s*[<>]\s*\d|\b\d+\s*[/^]\s*\d+\b/;

/** Two numbers fused by extraction: "1 300,000,000", "299, 999, 998". */
export const FUSED_NUMBERS = /\b\d{1,3}(?:,\s\d{3})+\b|\b\d\s\d{1,3},\d{3}\b/;

/** Source code, commands and config: "on|off|full", "mod_perl", "# comment", "x.y()". */
export const CODE = /\w\|\w|\w_\w|^\s*#|\w\.\w+\(|[{};]\s*$|\$\w+|<\/?\w+>|\bR\d{1,2},\s?(?:R\d{1,2}|#)|\[R\d{1,2}\b|#-?\d+\b/;

export const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+\.[\w.]+\b/i;

/**
 * Text that extraction garbled: runs of symbols ("% & % ' $"), words glued
 * together ("OverviewoftheTechnologyAcceptanceModel"), too few letters. Not
 * garbled: a citation or a count ("Ajzen (1985)", "[12]", "All 465", "3 of
 * 5") and notation ("|E|/|S|", "x^2", "O(n log n)", "45%", "$10", "AT&T",
 * "C#"). With `names`, a short word with capitals inside is a product name
 * ("phpMyAdmin"), not two words glued: the quality gates read a card so; the
 * offline sentence judge keeps reading it as glued, the precision its
 * generator was measured at.
 */
export function looksGarbled(text: string, options: { names?: boolean } = {}): boolean {
  const visible = text.replace(/\s+/g, "");
  if (visible.length === 0) return true;
  // A number, a year or an amount is no text to judge: "1985", "37°C", "$2".
  if (!/\p{L}{2}/u.test(visible) && visible.length <= 16) return false;
  // Letters and the digits of numbers are what a sentence is made of; symbols beyond a few are debris.
  const wordChars = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (wordChars / visible.length < 0.6 || !/\p{L}{2}/u.test(visible)) return true;
  if ((text.replace(NOTATION, " ").match(/[%&$#@^~|\\<>]/g)?.length ?? 0) >= 3) return true;
  // "na¨ıve", "re´sume´": an accent extraction split from its letter.
  if (/[¨´˜ˆ¸˘˙˚˝]/.test(text)) return true;
  const words = text.split(/\s+/).filter(Boolean);
  // A glued run has no spaces for 20+ letters; long real words ("electroencephalography") are rare and have no capitals inside.
  return words.some((word) => /\p{L}{22,}/u.test(word) || isGluedCamel(word, options.names ?? false));
}

/** Symbols that belong where they stand: "|E|", "x^2", "$10", "45%", "a < b", "AT&T", "C#", "~5". */
const NOTATION =
  /\|[^|\s]{1,12}\||(?<=[\p{L}\p{N})\]])\^(?=[\p{L}\p{N}(-])|\$(?=\d)|(?<=\d)\s?%|\s[<>]=?\s|(?<=\p{L})&(?=\p{L})|\b[A-Z]#/gu;

/**
 * Lower case, then two capitals each followed by lower case: words run
 * together. Reading names, only a run longer than a name or with a glued
 * "of", "the", "and" in it ("ofTheModel", "theCellWall"); "phpMyAdmin" is a
 * name ("iPhone", "JavaScript", "PostgreSQL" never look glued).
 */
function isGluedCamel(word: string, names: boolean): boolean {
  if (!/\p{Ll}{2,}\p{Lu}\p{Ll}+\p{Lu}\p{Ll}/u.test(word)) return false;
  if (!names) return true;
  const letters = word.replace(/[^\p{L}]/gu, "");
  const pieces = letters.split(/(?<=\p{Ll})(?=\p{Lu})/u).map((piece) => piece.toLowerCase());
  return letters.length >= 16 || pieces.some((piece) => GLUED_WORDS.test(piece));
}

const GLUED_WORDS = /^(?:of|the|and|to|in|for|on|with|is|are|was|by|at|an?|this|that)$|\p{L}{3}(?:of|the|and)$/u;

/** Brackets left open or closed without their pair: "(b) Body temperature ...]". */
export function hasUnbalancedBrackets(text: string): boolean {
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ] as const) {
    let depth = 0;
    for (const char of text) {
      if (char === open) depth += 1;
      else if (char === close) depth -= 1;
      if (depth < 0) return true;
    }
    if (depth !== 0) return true;
  }
  return false;
}

/** First word, lower case, without leading quotes or brackets. */
export function firstWord(text: string): string {
  return (
    text
      .trim()
      .replace(/^[\s"'“‘([]+/u, "")
      .match(/^[\p{L}'’]+/u)?.[0]
      ?.toLowerCase() ?? ""
  );
}

/** "first person" as a card would carry it: "I" in capitals or the other forms in any case; "Books I-IV", "World War I" are numerals. */
export function hasFirstPerson(text: string): boolean {
  const withoutNumerals = text.replace(
    /\bI\s?[-–]|[-–]\s?I\b|\b(?:books?|chapters?|parts?|volumes?|war|phase|type|class|stage|level|act|section)\s+I\b/gi,
    " ",
  );
  return FIRST_PERSON.test(withoutNumerals) || FIRST_PERSON_LOWER.test(withoutNumerals);
}
