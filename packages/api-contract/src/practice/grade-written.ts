import { answerTokens } from "./normalise-answer.ts";
import type { TWrittenGrade } from "./practice-types.ts";

/**
 * Grades a written (or fill-in) answer against the answers a card accepts (acceptedAnswers: the card's answer first,
 * then its alternatives), in layers, the first that accepts winning (docs/practice-tests.md, "How written answers are
 * graded"):
 * 1. exact: the trimmed answer is the card's answer, character for character;
 * 2. normalised: equal to the card's answer after normaliseAnswer (case, accents unless strict, punctuation, articles,
 *    numbers and dates written other ways), or a person's name written surname first ("Smith Adam", "Smith, Adam");
 * 3. alternative: the same, against an alternative written in the card ("colour / color");
 * 4. typo: a slip of the finger, measured word by word (typoDistance) against any accepted answer, with the answer it
 *    was measured against, so the screen says "accepted, check the spelling: <answer>".
 * An empty answer, or one of punctuation only, is wrong.
 */
export function gradeWritten(given: string, accepted: string[], { strictAccents }: { strictAccents: boolean }): TWrittenGrade {
  const trimmed = given.trim();
  const first = accepted[0];
  if (trimmed === "" || first === undefined) return WRONG;
  if (trimmed === first.trim()) return { correct: true, layer: "exact", matched: first };
  // A deck with strict accents is a language deck: its articles carry the gender ("der Hund" ≠ "die Hund").
  const options = { keepAccents: strictAccents, keepArticles: strictAccents };
  const givenTokens = answerTokens(trimmed, options);
  if (givenTokens.length === 0) return WRONG;
  const keys = accepted
    .map((text, index) => ({ text, index, tokens: answerTokens(text, options) }))
    .filter((key) => key.tokens.length > 0 && !hasWrongSymbolCase(trimmed, key.text));
  for (const key of keys) {
    if (key.index > 0 && trimmed === key.text.trim()) return { correct: true, layer: "alternative", matched: key.text };
    const isSame =
      sameTokens(givenTokens, key.tokens) || sameTokens(givenTokens, withoutPowerSigns(key.tokens)) || isNameSurnameFirst(givenTokens, key);
    if (isSame) {
      return { correct: true, layer: key.index === 0 ? "normalised" : "alternative", matched: key.text };
    }
  }
  let best: { text: string; distance: number } | null = null;
  for (const key of keys) {
    const distance = typoDistance(givenTokens, key.tokens, { strictAccents });
    if (distance !== null && (best === null || distance < best.distance)) best = { text: key.text, distance };
  }
  return best ? { correct: true, layer: "typo", matched: best.text } : WRONG;
}

/** What the screen says under an answer the typo layer accepted; null for the other layers. */
export function spellingNote(grade: TWrittenGrade): string | null {
  return grade.correct && grade.layer === "typo" ? `${CHECK_SPELLING_TEXT} ${grade.matched}` : null;
}

export const CHECK_SPELLING_TEXT = "accepted, check the spelling:";

const WRONG: TWrittenGrade = { correct: false };

const sameTokens = (a: string[], b: string[]) => a.length === b.length && a.every((token, i) => token === b[i]);

/** "E = mc^2" typed as "E=mc2": plain text cannot raise a digit, so a power may be written flat ("x^2" ≠ "x2" otherwise). */
function withoutPowerSigns(tokens: string[]): string[] {
  return tokens.filter((token, i) => !(token === "^" && /^\d+$/u.test(tokens[i + 1] ?? "") && /[\p{L})]$/u.test(tokens[i - 1] ?? "")));
}

/**
 * In a chemical symbol or formula case is meaning: Co is cobalt, CO carbon monoxide. Where the card writes one (a
 * word of one or two letters such as "Co", or with a digit or a capital inside: "CO2", "NaCl"), an answer that writes
 * capitals must write them as the card does; an answer all in lower case ("co2") is read as not bothering with capitals.
 */
function hasWrongSymbolCase(given: string, key: string): boolean {
  const symbols = key
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => /^\p{Lu}/u.test(word) && (/^\p{Lu}\p{L}?$/u.test(word) || /\d|.\p{Lu}/u.test(word)));
  if (symbols.length === 0) return false;
  return given
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) =>
      symbols.some((symbol) => word !== symbol && word.toLowerCase() === symbol.toLowerCase() && word !== word.toLowerCase()),
    );
}

/**
 * A name of two or three capitalised words ("Adam Smith", "Martin Luther King") written surname first, as class
 * lists and library catalogues do: the learner knows who it is.
 */
function isNameSurnameFirst(given: string[], key: { text: string; tokens: string[] }): boolean {
  const words = key.text.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 3 || key.tokens.length !== words.length) return false;
  if (!words.every((word) => /^\p{Lu}\p{Ll}/u.test(word))) return false;
  const last = key.tokens.at(-1) ?? "";
  return sameTokens(given, [last, ...key.tokens.slice(0, -1)]);
}

/**
 * The typo layer: the Damerau-Levenshtein distance (optimal string alignment: each substring edited once) between the
 * normalised answers, when the answer is the accepted one with slips of the finger; null when it is not. What must stay
 * true (each rule is a kind of near miss a teacher marks wrong):
 * - never when either side has a digit: numbers, dates, amounts and formulas are exact ("1914" ≠ "1915", "CO2" ≠ "CO3");
 * - the same number of words, each compared with its own: a missing, extra or swapped word is not a typo (but a missing
 *   or extra space is: "carbondioxide");
 * - per word and in total, the distance allowed by the length (allowedDistance) of the shorter side, so a long key
 *   lends nothing to a short answer ("Austria" for "Australia");
 * - the first letter is right (affect/effect, Prussia/Russia, Mali/Bali): people rarely mistype it;
 * - in words of up to 5 letters, only a swap of two letters or a missing or extra letter that is not a double letter:
 *   a changed letter or a double letter there makes another word (Iran/Iraq, pero/perro);
 * - no prefix or ending that changes the meaning (hypertonic/hypotonic, alkane/alkene, osteoblast/osteoclast), and
 *   no classical plural for its singular (mitochondria/mitochondrion, bacteria/bacterium): the term is what is tested;
 * - with strict accents, the accents are right.
 * A regular English plural or singular of the last word ("cell"/"cells", "gas"/"gases") and a British or American
 * spelling ("haemoglobin"/"hemoglobin", "sulphur"/"sulfur") count as one slip.
 */
export function typoDistance(given: string[], key: string[], { strictAccents }: { strictAccents: boolean }): number | null {
  if ([...given, ...key].some((token) => /\d/u.test(token))) return null;
  if (given.join("") === key.join("")) return 1;
  if (given.length !== key.length) return null;
  let total = 0;
  for (let i = 0; i < key.length; i++) {
    const g = given[i] ?? "";
    const k = key[i] ?? "";
    if (g === k) continue;
    const distance = wordTypo(g, k, i === key.length - 1, strictAccents);
    if (distance === null) return null;
    total += distance;
  }
  return total <= allowedDistance(key.join("").length) ? total : null;
}

/** 0 up to 3 letters, 1 up to 7, 2 beyond (the scale). */
export function allowedDistance(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

function wordTypo(given: string, key: string, isLast: boolean, strictAccents: boolean): number | null {
  if (strictAccents && accentedLetters(given) !== accentedLetters(key)) return null;
  // In a language deck a double letter is spelling, not a slip (Italian "capello" is hair, "cappello" a hat).
  if (strictAccents && squeezed(given) === squeezed(key)) return null;
  // Another form of the same word costs nothing from the budget: the learner knows the word.
  if (isLast && isRegularPlural(given, key)) return 0;
  if (spellingVariant(given) === spellingVariant(key)) return 0;
  if (given[0] !== key[0] || changesMeaning(given, key) || isDoubledBeforeEnding(given, key)) return null;
  // The lengths alone rule most words out; and no word is that long, so a pasted wall of text costs no quadratic time.
  if (Math.abs(given.length - key.length) > 2 || Math.max(given.length, key.length) > MAX_TYPO_WORD) return null;
  const distance = osaDistance(given, key);
  if (distance > allowedDistance(Math.min(given.length, key.length))) return null;
  if (Math.min(given.length, key.length) <= SHORT_WORD && !isShortWordSlip(given, key)) return null;
  if (!areSlips(given, key, distance)) return null;
  return distance;
}

/**
 * English doubles a consonant before -er, -ing, -ed, -y, -le, -est, -en to keep the vowel short, and the double makes
 * another word: later/latter, diner/dinner, hoping/hopping, super/supper.
 */
function isDoubledBeforeEnding(given: string, key: string): boolean {
  if (squeezed(given) !== squeezed(key) || Math.abs(given.length - key.length) !== 1) return false;
  const [shorter, longer] = given.length < key.length ? [given, key] : [key, given];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  const doubled = longer[i] ?? "";
  return !VOWELS.has(doubled) && longer[i - 1] === doubled && /^(?:er|ing|ed|y|le|est|en)$/u.test(longer.slice(i + 1));
}

/** Longer "words" are compared only exactly (the longest English words have about 45 letters). */
const MAX_TYPO_WORD = 64;

/** Words of up to this many letters allow only a swap or a missing or extra letter that is not a double. */
const SHORT_WORD = 4;

const squeezed = (word: string) => word.replace(/(.)\1+/gu, "$1");

const VOWELS = new Set(["a", "e", "i", "o", "u", "y"]);
const SOUNDS_ALIKE = new Set(["ck", "kc", "cs", "sc", "sz", "zs", "kq", "qk", "gj", "jg"]);
const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Keys that touch on a QWERTY keyboard (same row, or the row above or below, offset by up to one). */
function areNeighbourKeys(a: string, b: string): boolean {
  const place = (char: string) => {
    const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(char));
    return row < 0 ? null : { row, column: (KEYBOARD_ROWS[row] ?? "").indexOf(char) + row * 0.5 };
  };
  const p = place(a);
  const q = place(b);
  return p !== null && q !== null && Math.abs(p.row - q.row) <= 1 && Math.abs(p.column - q.column) <= 1;
}

/**
 * Whether the differences are slips: a changed letter is a vowel for a vowel, a neighbouring key, or a letter that
 * sounds alike (c/k/s/z, g/j), else it makes another word (Iceland/Ireland, photon/proton); and two edits are not next
 * to each other, which would be a rewritten syllable (Slovakia/Slovenia, Austria/Australia, Reichstag/Reichstadt).
 */
function areSlips(given: string, key: string, distance: number): boolean {
  let start = 0;
  while (start < given.length && start < key.length && given[start] === key[start]) start++;
  let endGiven = given.length;
  let endKey = key.length;
  while (endGiven > start && endKey > start && given[endGiven - 1] === key[endKey - 1]) {
    endGiven--;
    endKey--;
  }
  const a = given.slice(start, endGiven);
  const b = key.slice(start, endKey);
  // A double letter dropped, added or moved is the commonest misspelling of a long word ("Carribean", "Phillipines").
  if (squeezed(given) === squeezed(key)) return true;
  if (distance === 2 && Math.max(a.length, b.length) <= 2 && !(a.length === 2 && a === [...b].reverse().join(""))) return false;
  // A long word rarely turns into another by one changed letter; a short one often does.
  if (distance === 1 && key.length > 7) return true;
  if (distance === 1 && a.length === 1 && b.length === 1) {
    return (VOWELS.has(a) && VOWELS.has(b)) || areNeighbourKeys(a, b) || SOUNDS_ALIKE.has(a + b);
  }
  const changed = a.length === b.length ? [...a].filter((char, i) => char !== b[i]).length : 0;
  if (distance === 2 && changed === 2) {
    // Two changed letters apart from each other: each must be a slip.
    return [...a].every(
      (char, i) =>
        char === b[i] ||
        (VOWELS.has(char) && VOWELS.has(b[i] ?? "")) ||
        areNeighbourKeys(char, b[i] ?? "") ||
        SOUNDS_ALIKE.has(char + (b[i] ?? "")),
    );
  }
  return true;
}

/** The accents of a word, in order ("é" in "économie"): with strict accents they must be the key's. */
function accentedLetters(word: string): string {
  return [...word.normalize("NFD")].filter((char) => /\p{M}/u.test(char)).join("");
}

/**
 * "cell"/"cells", "gas"/"gases": a word and its regular plural. A word ending in -us or -is takes no plain -s
 * ("viru" is not the singular of "virus").
 */
function isRegularPlural(given: string, key: string): boolean {
  const [singular, plural] = given.length < key.length ? [given, key] : [key, given];
  if (singular.length < 3) return false;
  if (plural === `${singular}es`) return true;
  if (/[^aeiou]y$/u.test(singular) && plural === `${singular.slice(0, -1)}ies`) return true;
  if (/fe?$/u.test(singular) && plural === `${singular.replace(/fe?$/u, "")}ves`) return true;
  return plural === `${singular}s` && !singular.endsWith("s") && !/(?:us|is)$/u.test(plural);
}

/** British and American spellings read alike: ae/oe → e between consonants, ph → f, -our → -or, -tre → -ter, -ise → -ize. */
function spellingVariant(word: string): string {
  return word
    .replace(/(^|[^aeiou])(?:ae|oe)(?=[^aeiou])/gu, "$1e")
    .replace(/ph/gu, "f")
    .replace(/our$/u, "or")
    .replace(/tre$/u, "ter")
    .replace(/(?<=[iy])s(e|ed|es|ing|ation)$/u, "z$1");
}

const CONTRASTING_PREFIXES = [
  ["hyper", "hypo"],
  ["endo", "exo", "ecto"],
  ["inter", "intra"],
  ["ana", "cata"],
  ["homo", "hetero"],
  ["pre", "post"],
  ["sub", "super", "supra"],
  ["micro", "macro"],
  ["anti", "ante"],
  ["ab", "ad"],
  ["in", "ex"],
  ["intro", "extro"],
  ["uni", "bi", "tri"],
  ["mono", "di", "tri", "poly"],
  ["ortho", "meta", "para"],
  ["cis", "trans"],
  ["hypo", "epi"],
];
const CONTRASTING_ENDINGS = [
  ["ane", "ene", "yne"],
  ["ate", "ite", "ide", "ine"],
  ["ase", "ose"],
  ["ol", "al", "one"],
  ["amine", "amide"],
  ["ous", "ic"],
  ["ism", "ist"],
  ["blast", "clast", "cyte"],
  ["philic", "phobic"],
  // Classical singulars and plurals: a different form of the term, not a slip.
  ["on", "a"],
  ["um", "a"],
  ["us", "i"],
  ["is", "es"],
  ["a", "ae"],
  ["ex", "ices"],
  ["ix", "ices"],
];

/** The key with one prefix or ending swapped for its contrary (hypertonic → hypotonic, sulfate → sulfite). */
function changesMeaning(given: string, key: string): boolean {
  const swaps = (groups: string[][], at: (word: string, affix: string) => string | null) =>
    groups.some((group) =>
      group.some((mine) => {
        const stem = at(key, mine);
        return stem !== null && group.some((other) => other !== mine && at(given, other) === stem);
      }),
    );
  return (
    swaps(CONTRASTING_PREFIXES, (word, affix) => (word.startsWith(affix) ? word.slice(affix.length) : null)) ||
    swaps(CONTRASTING_ENDINGS, (word, affix) => (word.endsWith(affix) ? word.slice(0, -affix.length) : null))
  );
}

/**
 * In a short word, only two letters swapped, a letter for one that sounds alike ("Zink" for "Zinc"), or one letter
 * missing or extra that does not double its neighbour.
 */
function isShortWordSlip(given: string, key: string): boolean {
  if (given.length === key.length) {
    const diff = [...given].flatMap((char, i) => (char === key[i] ? [] : [i]));
    const [a, b] = diff;
    if (diff.length === 1 && a !== undefined) return SOUNDS_ALIKE.has((given[a] ?? "") + (key[a] ?? ""));
    return diff.length === 2 && a !== undefined && b === a + 1 && given[a] === key[b] && given[b] === key[a];
  }
  const [shorter, longer] = given.length < key.length ? [given, key] : [key, given];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  const extra = longer[i];
  return extra !== longer[i - 1] && extra !== longer[i + 1];
}

/** Damerau-Levenshtein distance, optimal string alignment variant (adjacent swaps count 1; no substring edited twice). */
export function osaDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = value;
    }
  }
  return at(s.length, t.length);
}
