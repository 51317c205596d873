/**
 * Whether a text reads as a story told in the third person (a fable, a
 * children's story, a short story), which the judge may take for facts
 * sentence by sentence ("The fox lived under the old oak tree."): characters
 * speak (quoted speech and "said", "asked"...), or it opens like a tale, and
 * it is neither history nor news (few years, few numbers at all: a report
 * quotes people too, but counts and dates things). A story told in the first
 * person the profile already knows by its narration.
 */
/** A speech tag ("said Della"); not "called" or "says", which a textbook writes of terms and laws. */
const SPEECH = /\b(?:said|asked|cried|replied|shouted|whispered|answered|laughed|sighed|exclaimed)\b/i;
const QUOTED = /[“”"]|(?:^|\s)‘|’(?:\s|$)/;
const TALE = /\b(?:once upon a time|one (?:day|morning|evening|night)|long, long ago|long ago|happily ever after)\b/i;
const YEAR = /\b(?:1[0-9]|20)\d{2}\b/;
const NUMBER = /\d/;
const MIN_SENTENCES = 8;
const MIN_QUOTED_SHARE = 0.1;
/** Sentences that quote someone and tag who spoke. */
const MIN_DIALOGUE_SHARE = 0.025;
const MIN_TALE_SPEECH_SHARE = 0.04;
const MAX_YEAR_SHARE = 0.08;
const MAX_NUMBER_SHARE = 0.2;

export function looksLikeStory(sentences: readonly string[]): boolean {
  if (sentences.length < MIN_SENTENCES) return false;
  const share = (pattern: RegExp) => sentences.filter((sentence) => pattern.test(sentence)).length / sentences.length;
  if (share(YEAR) > MAX_YEAR_SHARE || share(NUMBER) > MAX_NUMBER_SHARE) return false;
  const speech = share(SPEECH);
  const dialogue = sentences.filter((sentence) => QUOTED.test(sentence) && SPEECH.test(sentence)).length / sentences.length;
  if (share(QUOTED) >= MIN_QUOTED_SHARE && dialogue >= MIN_DIALOGUE_SHARE) return true;
  return sentences.some((sentence) => TALE.test(sentence)) && speech >= MIN_TALE_SPEECH_SHARE;
}
