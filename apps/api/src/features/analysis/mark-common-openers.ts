import type { TUnit } from "./analysis-types.ts";

/**
 * wink tags any capitalised sentence opener as a proper noun, so
 * "Photosynthesis is ..." and "Mitochondria are ..." would come out as names.
 * An opener becomes a common noun when it is an ordinary English word and the
 * document never writes it capitalised inside a sentence (or also writes it in
 * lower case): "Jupiter" and "Mars" stay names because they appear as
 * "between Mars and Jupiter". Must run before terms are found.
 */
const COMMON_ENDING = /(tion|sion|ment|ness|ity|ism|ogy|sis|ance|ence|ure|ing|ics|ase|ose|ine|cyte|gen|ide)$/;
/** A capitalised opener this common in everyday English is a common word, whatever else the text says. */
const COMMON_WORD_ZIPF = 3.5;
/** A word this common ("negative", "political") keeps no capital it only has for opening a sentence. */
const EVERYDAY_ZIPF = 4.2;
const MODIFIER_ZIPF = 3;

export function markCommonOpeners(units: TUnit[], isLexeme: (word: string) => boolean, zipf: (word: string) => number = () => 5): void {
  const capitalisedInside = new Set<string>();
  const lowerInside = new Set<string>();
  for (const unit of units) {
    for (const token of unit.tokens.slice(1)) {
      if (/^\p{Lu}/u.test(token.value)) capitalisedInside.add(token.lower);
      else if (/^\p{Ll}/u.test(token.value)) lowerInside.add(token.lower);
    }
  }
  for (const unit of units) {
    const index = unit.tokens.findIndex((token) => /\p{L}/u.test(token.value));
    const opener = unit.tokens[index];
    if (!opener || opener.pos !== "PROPN" || unit.tokens[index + 1]?.pos === "PROPN") continue;
    const isName = capitalisedInside.has(opener.lower) && !lowerInside.has(opener.lower);
    // "Galileo studied ...", "Okafor interviewed ...": a word the text never writes in lower case, without a common
    // noun's ending and rare in everyday English, is a name even if the lexicon knows it.
    // A plural whose singular the lexicon knows ("Chloroplasts") is a common noun too: names are seldom plural.
    const pluralOfWord = /[^su]s$/.test(opener.lower) && isLexeme(opener.lower.slice(0, -1));
    const looksCommon =
      lowerInside.has(opener.lower) || COMMON_ENDING.test(opener.lower) || pluralOfWord || zipf(opener.lower) >= COMMON_WORD_ZIPF;
    if (isName || !(lowerInside.has(opener.lower) || isLexeme(opener.lower)) || !looksCommon) continue;
    // wink does not lemmatise proper nouns; a plain plural "s" is the common case.
    const singular = opener.lower.replace(/s$/, "");
    const isPlural = singular !== opener.lower && !/(ss|us|is)$/.test(opener.lower) && isLexeme(singular);
    opener.pos = "NOUN";
    if (isPlural) opener.lemma = singular;
    // Never seen in lower case and no common-noun ending: "Mercury", "Socrates" keep their capital.
    const seenLower = lowerInside.has(opener.lower) || lowerInside.has(`${opener.lower}s`) || lowerInside.has(singular);
    // "Negative feedback", "Chemical energy": an everyday word in front of a noun is a modifier, not a name.
    const modifiesNoun =
      unit.tokens[index + 1]?.pos === "NOUN" &&
      (zipf(opener.lower) >= MODIFIER_ZIPF || /(al|ic|ous|ive|ar|ary|ful|less|able|ible)$/.test(opener.lower));
    opener.keepsCapital =
      !seenLower && !isPlural && !COMMON_ENDING.test(opener.lower) && !modifiesNoun && zipf(opener.lower) < EVERYDAY_ZIPF;
  }
}
