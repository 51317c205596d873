/**
 * Whether a PDF page's text layer reads as text or is a broken one. A font
 * without a usable ToUnicode map makes pdf.js hand back glyph numbers as
 * characters, which start at "!" for subset fonts numbered in order of use:
 * "The cell" comes out as `!"# $#%%`, digits as more punctuation, while the
 * page looks perfect when rendered. A layer that lost its spaces glues whole
 * lines into one "word". Such a page has to be rendered and OCR'd instead.
 *
 * Judged on tokens (runs between spaces), so that what normal pages are made
 * of stays readable: words of any language, numbers, formulas, code, tables.
 */

/**
 * Tokens that are not words, numbers or ordinary symbols (see isJunk). Normal
 * pages stay under 0.05, code listings and formulas near 0.1; the broken pages
 * of a real paper measured 0.27 (a table) to 0.72.
 */
export const MAX_JUNK_SHARE = 0.2;
/** Latin letters in glued runs (see GLUED_RUN) among all Latin letters. */
export const MAX_GLUED_SHARE = 0.3;
/**
 * Fewer junk tokens or glued runs than this is a slide's "R & D" or one long
 * German compound, not a broken layer, whatever share of a short text it is.
 */
export const MIN_EVIDENCE = 3;
/**
 * A run of Latin letters (a camelCase one counts as its parts) longer than
 * this is words without their spaces. The longest common English words have
 * about 20 letters; German compounds longer than this are rare enough.
 */
export const GLUED_RUN = 24;

export type TTextLayerVerdict = {
  isBroken: boolean;
  /** Tokens (whitespace-separated runs). */
  tokens: number;
  /** Share of tokens that are junk (0-1). */
  junkShare: number;
  /** Share of Latin letters that sit in glued runs (0-1). */
  gluedShare: number;
};

// What a broken font maps its first glyphs to ("!" is glyph 1, then '"', "#",
// "$", "%", "&", "'"...), among them those that text written by a person
// seldom leaves where they land: alone between spaces, or inside a word.
// "?", "!", "$", "+" and "*" are not here: a French "Quoi ?", a shell prompt,
// a sum and "SELECT *" stand alone on normal pages.
const STRAY = /[%&'"#@`~\\]/u;
// Where those characters do appear in words: "don't", "students'", "f'(x)",
// "AT&T", "Q&A", "50%", "#3", "C#", "name@example.org".
const STRAY_IN_WORDS = /(?<=[\p{L}\p{N}])['’]|(?<=\p{L})&(?=\p{L})|(?<=\p{N})%|#(?=\p{N})|(?<=\p{L})#|(?<=[\p{L}\p{N}])@(?=[\p{L}\p{N}])/gu;
// Punctuation around a word ("(see", "cell.", "“quoted”", "¿Qué?", '{"id":').
const LEADING = /^[([{"'“‘„«‹¿¡*•·]+/u;
const TRAILING = /[)\]}"'”’»›,.;:!?*…%°]+$/u;
// 12, 3.5, 1,000, -2, $2, 50%, 2025-01-16, 1/2, 10:30, (3), [12], 13(3), ±0.5, 0.01**, <0.05
const NUMBER = /^[([{]?[-+−±~≈<>≤≥$€£¥#§]?\d[\d.,:/'’\-–−±()]*[%‰°)\]},.;:*]*$/u;
const PLAIN_WORD = /^[("“‘«¿¡]?\p{L}+[)"”’»,.;:!?]*$/u;
const LATIN_RUN = /\p{Script=Latin}+/gu;
const LATIN_LETTER = /^\p{Script=Latin}$/u;
// Words inside a camelCase or TitleCase run ("getElementById", "CellBiologyNotes").
const CASE_CHANGE = /(?<=\p{Ll})(?=\p{Lu})/u;
const VOWEL = /[aeiouy]/i;

/**
 * Judges a page's extracted text (as layoutPageText gives it). Broken when a
 * large share of its tokens is junk, or a large share of its letters is glued
 * into runs no language writes as one word. A page with a few glued figure
 * labels, a formula or some code stays under both limits.
 */
export function assessTextLayer({ text }: { text: string }): TTextLayerVerdict {
  const tokens = text.split(/\s+/).filter(Boolean);
  const isJunkAt = tokens.map((token) => isJunk(token));
  let junk = 0;
  for (let at = 0; at < tokens.length; at++) {
    if (isJunkAt[at] && !isNormalInContext({ tokens, at, isJunkAt })) junk += 1;
  }
  // Only a token longer than GLUED_RUN can hold a glued run; most pages have none or a URL.
  const hasLongToken = tokens.some((token) => token.length > GLUED_RUN);
  const { latinLetters, gluedLetters, gluedRuns } = hasLongToken ? measureGluedRuns(text) : NOTHING_GLUED;
  const junkShare = tokens.length ? junk / tokens.length : 0;
  const gluedShare = latinLetters ? gluedLetters / latinLetters : 0;
  const isBroken = (junk >= MIN_EVIDENCE && junkShare > MAX_JUNK_SHARE) || (gluedRuns >= MIN_EVIDENCE && gluedShare > MAX_GLUED_SHARE);
  return { isBroken, tokens: tokens.length, junkShare, gluedShare };
}

const NOTHING_GLUED = { latinLetters: 0, gluedLetters: 0, gluedRuns: 0 };

/**
 * Latin letters, and those in glued runs (a camelCase run counts as its
 * parts). One pass over the characters: this runs on every page of every PDF.
 */
function measureGluedRuns(text: string): { latinLetters: number; gluedLetters: number; gluedRuns: number } {
  let latinLetters = 0;
  let gluedLetters = 0;
  let gluedRuns = 0;
  let runStart = -1;
  for (let at = 0; at <= text.length; at++) {
    if (at < text.length && isLatinLetter(text, at)) {
      latinLetters += 1;
      if (runStart < 0) runStart = at;
      continue;
    }
    if (runStart >= 0 && at - runStart > GLUED_RUN) {
      for (const word of text.slice(runStart, at).split(CASE_CHANGE)) {
        if (word.length <= GLUED_RUN) continue;
        gluedLetters += word.length;
        gluedRuns += 1;
      }
    }
    runStart = -1;
  }
  return { latinLetters, gluedLetters, gluedRuns };
}

function isLatinLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  return LATIN_LETTER.test(text[at]!);
}

/**
 * A token is junk unless it is a word (letters and digits at least half of
 * it once the punctuation around it is set aside: "don't", "x₁", "f(x)",
 * "COVID-19"), a number, or a run of symbols without STRAY characters
 * (dashes, bullets, brackets, = + < > ∪ ∩ ∅ → and the like).
 */
function isJunk(token: string): boolean {
  // Most tokens of any page: a plain word, maybe with punctuation around it.
  if (PLAIN_WORD.test(token)) return hasNoVowel(token);
  const letters = countMatches(token, /\p{L}/gu);
  const digits = countMatches(token, /\p{N}/gu);
  if (letters === 0 && digits === 0) return STRAY.test(token);
  if (letters === 0) return !NUMBER.test(token);
  const core = token.replace(LEADING, "").replace(TRAILING, "");
  if (STRAY.test(core.replace(STRAY_IN_WORDS, ""))) return true;
  if (countMatches(core, /[\p{L}\p{N}]/gu) * 2 < core.length) return true;
  return hasNoVowel(core);
}

/**
 * A run of five or more Latin letters without a vowel (accents aside) is no
 * word in the languages written with them ("rhythm" has its y; Czech "čtvrt"
 * is a rare exception); acronyms are upper case.
 */
function hasNoVowel(word: string): boolean {
  if (word.length < 5 || VOWEL.test(word)) return false;
  for (const [run] of word.matchAll(LATIN_RUN)) {
    const plain = run.normalize("NFD").replace(/\p{M}/gu, "");
    if (plain.length >= 5 && !VOWEL.test(plain) && plain !== plain.toUpperCase()) return true;
  }
  return false;
}

/**
 * A lone symbol that is normal in context: "%" after a number (French
 * writes "12 %"), "&" between words ("R & D", "Smith & Jones"). In soup the
 * tokens around it are soup too.
 */
function isNormalInContext({ tokens, at, isJunkAt }: { tokens: string[]; at: number; isJunkAt: boolean[] }): boolean {
  const isWord = (index: number) => isJunkAt[index] === false && /\p{L}/u.test(tokens[index] ?? "");
  const token = tokens[at];
  if (token === "%" || token === "‰") return /\p{N}$/u.test(tokens[at - 1] ?? "");
  if (token === "&") return isWord(at - 1) && isWord(at + 1);
  return false;
}

function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  for (const _ of text.matchAll(pattern)) count += 1;
  return count;
}
