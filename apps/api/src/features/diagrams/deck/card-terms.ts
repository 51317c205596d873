/**
 * What a card is about, read from its two plain-text faces: the term a
 * term-and-definition card defines, and the leading term a card's question
 * opens with. Rules on the card's own words, never a guess at meaning: a card
 * that fits none stays a plain question and answer.
 */

/** A term is a name, not a sentence: at most this many words. */
const MAX_TERM_WORDS = 6;

/** "What is osmosis?", "What are enzymes?", "Who was Robespierre?": the thing asked about, unless it is a property of something ("the function of …"). */
const WHAT_IS = /^\s*(?:what|who)\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.+?)\s*\?\s*$/i;
const NOT_A_TERM = /\b(?:of|in|for|between|to|at|on|by|when|that|which|with|from|does|do|did|this|these|those|it|they)\b/i;
/** "Define osmosis", "Definition: osmosis", "Osmosis (definition)". */
const DEFINE = /^\s*(?:define|definition(?:\s+of)?)\s*:?\s+(.+?)\s*[.?]?\s*$/i;
/** A question whose answer is the term: "What is the process called?", "the name for …", "known as". */
const ASKS_FOR_NAME =
  /\b(?:is|are|was|were)\s+called\b|\bcalled\s*\?\s*$|\b(?:name|term|word)\s+(?:for|of|given to)\b|\bknown as\b|\bwhat do (?:we|you) call\b/i;

export type TCardTerm = { term: string; definition: string };

/** The term a card defines and its definition, or undefined for any other card. */
export function cardTerm(front: string, back: string): TCardTerm | undefined {
  const question = front.trim();
  const answer = back.trim();
  if (question === "" || answer === "") return undefined;
  const asked = WHAT_IS.exec(question)?.[1] ?? DEFINE.exec(question)?.[1];
  if (asked !== undefined && isTerm(asked) && !NOT_A_TERM.test(asked)) return { term: asked, definition: answer };
  if (isTerm(answer) && !/[.!?]$/.test(answer) && ASKS_FOR_NAME.test(question)) return { term: answer, definition: question };
  // "Mitosis" on the front, its meaning on the back.
  if (isTerm(question) && /^[\p{L}\s'’-]+$/u.test(question) && words(answer).length > words(question).length + 2) {
    return { term: question, definition: answer };
  }
  return undefined;
}

function isTerm(text: string): boolean {
  const count = words(text).length;
  return count > 0 && count <= MAX_TERM_WORDS && !/\[\.\.\.\]|_{2,}/.test(text);
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Words a question opens with that name nothing: question words, helpers, instructions, articles. */
const FILLER = new Set(
  (
    "what which who whom whose when where why how is are was were be been do does did can could should would will may might must " +
    "the a an of in on at to for from by with about into as and or this that these those it its their there here " +
    "name define describe explain list give state identify outline compare contrast discuss main key two three several some many " +
    "true false following example called known mean means meaning"
  ).split(" "),
);

/** The first word of the card's question that names something, folded ("Mitochondria: structure" → "mitochondria"), or undefined. */
export function leadingTerm(front: string): { key: string; text: string } | undefined {
  for (const word of words(front)) {
    const lower = word.toLowerCase();
    if (FILLER.has(lower) || /^\p{N}+$/u.test(word) || word.length < 3) continue;
    return { key: foldWord(lower), text: word };
  }
  return undefined;
}

/** A plural's singular, roughly ("cells" → "cell", "enzymes" → "enzyme", "class" stays): enough to match a word to itself. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  if (/ies$/.test(lower) && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(lower) || lower.length <= 3) return lower;
  return lower.replace(/s$/, "");
}

/** A text's words folded, for finding a term (its words in a row) inside another card's text. */
export function foldedWords(text: string): string[] {
  return words(text).map(foldWord);
}
