/**
 * What kind of answer a text is, so a multiple-choice question draws its distractors from answers of the same kind
 * (docs/practice-tests.md): years among years of the same scale, amounts among amounts with the same unit, people
 * among people, terms among terms. Heuristic by design: it reads the answer's shape, never its meaning.
 */
export const ANSWER_KINDS = ["year", "date", "amount", "number", "person", "term", "phrase"] as const;
export type TAnswerKind = (typeof ANSWER_KINDS)[number];

/** Two answers are of the same class when their keys are equal: the kind, with a year's scale or an amount's unit. */
export type TAnswerClass = { kind: TAnswerKind; key: string };

/** A term has at most this many words; a longer answer is a phrase. */
export const MAX_TERM_WORDS = 4;

const NUMBER = String.raw`[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const AMOUNT_SCALE = String.raw`(?:\s?(?:thousand|million|billion|trillion|bn|m|k))?`;
const CURRENCY = String.raw`(?:US\$|A\$|C\$|[$£€¥₹₩₽])`;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;

const CIRCA = String.raw`(?:(?:c\.?|ca\.|circa|in)\s*)?`;
const YEAR_BC = new RegExp(String.raw`^${CIRCA}(\d{1,4})\s*(?:BCE?|B\.C\.(?:E\.)?)$`, "i");
const YEAR_AD = new RegExp(String.raw`^${CIRCA}(?:(?:AD|A\.D\.)\s*(\d{1,4})|(\d{1,4})\s*(?:AD|CE|A\.D\.|C\.E\.))$`, "i");
const YEAR_PLAIN = new RegExp(String.raw`^${CIRCA}(1\d{3}|20\d{2})$`, "i");
const YEAR_RANGE = /^(1\d{3}|20\d{2})\s*[-–—]\s*(?:1\d{3}|20\d{2}|\d{2})$/;
const DECADE = /^(?:the\s+)?(\d{2,3}0)['’]?s$/i;
const CENTURY = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)[\s-]+century(?:\s+(BCE?|AD|CE))?$/i;

const DATES = [
  new RegExp(String.raw`^(?:${DAY}\s+(?:of\s+)?)?${MONTH},?\s+\d{1,4}$`, "i"),
  new RegExp(String.raw`^${MONTH}\s+${DAY}(?:,?\s+\d{1,4})?$`, "i"),
  new RegExp(String.raw`^${DAY}\s+(?:of\s+)?${MONTH}$`, "i"),
  /^\d{4}-\d{2}-\d{2}$/,
  /^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/,
];

const PLAIN_NUMBER = new RegExp(String.raw`^(?:${NUMBER}|\d+/\d+)$`);
const CURRENCY_AMOUNT = new RegExp(String.raw`^[-−]?(${CURRENCY})\s?${NUMBER}${AMOUNT_SCALE}$`, "i");
/** A number then a unit of at most two words without digits: "5 kg", "12 %", "9.8 m/s²", "3 million", "206 bones". */
const UNIT_AMOUNT = new RegExp(String.raw`^(?:${NUMBER}|\d+/\d+)\s?([\p{L}%°‰µΩ′″'"][^\d\s]*(?:\s[\p{L}][^\d\s]*)?)$`, "iu");

const NAME_WORD = /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u;
const INITIAL = /^\p{Lu}\.(?:\p{Lu}\.)*$/u;
const PARTICLES = new Set([
  "van",
  "von",
  "de",
  "da",
  "du",
  "di",
  "del",
  "della",
  "der",
  "den",
  "la",
  "le",
  "bin",
  "ibn",
  "al",
  "y",
  "af",
  "ten",
  "ter",
]);
/** Words that make a capitalised phrase a name of a thing, not of a person: "Newton's Law", "United Nations". */
const NOT_NAME_WORDS = new Set(
  (
    "theorem law laws war wars act treaty revolution republic empire kingdom united states state nations sea ocean river " +
    "mount mountains island islands city university church party company effect principle model theory cell system " +
    "day age period union council court bank street lake bay gulf north south east west new central national royal " +
    "great world america american africa african europe european asia asian constitution declaration reaction cycle " +
    "equation acid syndrome disease battle dynasty house museum institute society association federation organization " +
    "organisation bridge canal desert valley coast peninsula province county square park road station tower palace " +
    "castle cathedral temple program programme project plan deal doctrine convention agreement accord pact movement " +
    "era league cup games prize award method test scale index rule constant paradox hypothesis distribution function " +
    "series process phase stage zone layer belt line wall gate science sciences studies ages"
  ).split(" "),
);

export function answerClass(text: string, { question }: { question?: string } = {}): TAnswerClass {
  const trimmed = text.trim();
  // A full stop ends a sentence, except after initials ("44 B.C.", "J. S.").
  const value = /(?:^|\s)(?:\p{Lu}\.)+$/u.test(trimmed) ? trimmed : trimmed.replace(/\.$/, "");
  const scale = yearScale(value);
  if (scale) return { kind: "year", key: `year:${scale}` };
  if (DATES.some((pattern) => pattern.test(value))) return { kind: "date", key: "date" };
  if (PLAIN_NUMBER.test(value)) return { kind: "number", key: "number" };
  const currency = CURRENCY_AMOUNT.exec(value);
  if (currency) return { kind: "amount", key: `amount:${currency[1]!.toUpperCase()}` };
  const unit = UNIT_AMOUNT.exec(value);
  if (unit) return { kind: "amount", key: `amount:${unitKey(unit[1]!)}` };
  if (isPersonName(value, question)) return { kind: "person", key: "person" };
  const words = value.split(/\s+/).filter((word) => word !== "").length;
  return words <= MAX_TERM_WORDS ? { kind: "term", key: "term" } : { kind: "phrase", key: "phrase" };
}

/** The year a year-shaped answer names (BC as negative; a decade, century or range by its start), or null. */
export function yearValue(text: string): number | null {
  const value = text.trim();
  const bc = YEAR_BC.exec(value);
  if (bc) return -Number(bc[1]);
  const ad = YEAR_AD.exec(value);
  if (ad) return Number(ad[1] ?? ad[2]);
  const plain = YEAR_PLAIN.exec(value) ?? YEAR_RANGE.exec(value) ?? DECADE.exec(value);
  if (plain) return Number(plain[1]);
  const century = CENTURY.exec(value);
  if (century) {
    const start = (Number(century[1]) - 1) * 100;
    return /^BC/i.test(century[2] ?? "") ? -start - 100 : start;
  }
  return null;
}

/** A year's scale: its era or digit count ("bc", "3", "4"), "range", "decade", "century"; null when not a year. */
function yearScale(value: string): string | null {
  if (YEAR_BC.test(value)) return "bc";
  const ad = YEAR_AD.exec(value);
  if (ad) return String((ad[1] ?? ad[2])!.length);
  if (YEAR_PLAIN.test(value)) return "4";
  if (YEAR_RANGE.test(value)) return "range";
  if (DECADE.test(value)) return "decade";
  if (CENTURY.test(value)) return "century";
  return null;
}

/** "kg" = "KG", "metres" = "metre", "° C" = "°C": case, spaces and a plural s do not make another unit. */
function unitKey(unit: string): string {
  const key = unit.toLowerCase().replace(/\s+/g, "");
  return key.length > 3 && key.endsWith("s") ? key.slice(0, -1) : key;
}

/**
 * A personal name's shape: two to four capitalised words or initials ("Isaac Newton", "J. S. Bach", "Leonardo da
 * Vinci"), ending on a word, none of them a word that names a thing ("Newton's Law"). After a "Who …?" question,
 * one capitalised word is a name too ("Plato").
 */
function isPersonName(value: string, question: string | undefined): boolean {
  const tokens = value.split(/\s+/).filter((token) => token !== "");
  const named = tokens.filter((token) => !PARTICLES.has(token));
  const asksWho = question !== undefined && /^\s*(?:who|whom|whose)\b/i.test(question);
  if (named.length < (asksWho ? 1 : 2) || named.length > 4) return false;
  if (PARTICLES.has(tokens[0]!) || PARTICLES.has(tokens.at(-1)!)) return false;
  if (!NAME_WORD.test(tokens.at(-1)!)) return false;
  if (named.some((token) => !NAME_WORD.test(token) && !INITIAL.test(token))) return false;
  return asksWho || !named.some((token) => NOT_NAME_WORDS.has(token.toLowerCase().replace(/['’]s$/, "")));
}
