import { AppError } from "../../lib/app-error.ts";
import type { TExtractedDocument } from "../reading/document.ts";

/**
 * The offline generator only understands English. Two cheap checks over a
 * sample of the text: the script (Cyrillic, Greek, CJK, Arabic... are not
 * Latin letters), then, for Latin text, whether English function words
 * outnumber those of other common Latin-script languages. Bullet-only notes
 * have few function words of any language, so a low English share alone is
 * only held against running prose.
 */
const SAMPLE_CHARS = 20_000;
/** Enough letters to judge the script by: CJK packs a sentence into a dozen characters. */
const MIN_LETTERS = 12;
const MIN_WORDS = 12;

const ENGLISH = new Set(
  "the of and to in is are was were that for it with as on by this be from at or an which not have has had but they their its can also these been more such than into other when there will would who what how only".split(
    " ",
  ),
);
// French, Spanish, German, Italian, Portuguese, Dutch, Polish, Turkish, Indonesian function words that are
// not English words too ("die", "den", "per", "van" are left out: English text has them).
const OTHER = new Set(
  "le la les des du et est une un dans pour qui que sur pas par avec sont ce cette il elle nous vous ils el los las y del por para es su al lo se como más pero der das und ist nicht ein eine mit dem von zu auf sich auch werden wird di che della sono gli nel alla um uma os em não com mais het een en zijn niet voor ook wordt jest nie się że na w z ve bir bu için ile yang dan ini itu dengan untuk".split(
    " ",
  ),
);

export type TLanguageVerdict = { isEnglish: true } | { isEnglish: false; reason: "script" | "words" };

export function detectLanguage(text: string): TLanguageVerdict {
  const sample = text.slice(0, SAMPLE_CHARS);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters >= MIN_LETTERS) {
    const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
    if (latin / letters < 0.7) return { isEnglish: false, reason: "script" };
  }
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return { isEnglish: true };
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english += 1;
    else if (OTHER.has(word)) other += 1;
  }
  const isProse = (sample.match(/[.!?](\s|$)/g)?.length ?? 0) >= 3;
  if (other >= 3 && other > english * 1.5) return { isEnglish: false, reason: "words" };
  if (isProse && words.length >= 40 && english / words.length < 0.08) return { isEnglish: false, reason: "words" };
  return { isEnglish: true };
}

export function assertEnglish(document: TExtractedDocument): void {
  let text = "";
  for (const section of document.sections) {
    if (text.length >= SAMPLE_CHARS) break;
    text += `${section.text}\n`;
  }
  const verdict = detectLanguage(text);
  if (verdict.isEnglish) return;
  throw new AppError("LANGUAGE_NOT_SUPPORTED", {
    message:
      "The offline card generator reads English only, and this text does not look English. To make cards from other languages, configure a model (LLM_BASE_URL).",
    details: { check: verdict.reason },
  });
}
