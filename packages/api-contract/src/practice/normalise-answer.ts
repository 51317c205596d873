/**
 * An answer reduced to what a reader compares (docs/practice-tests.md, "How written answers are graded"): Unicode
 * NFKC, case folded, accents dropped (unless kept), punctuation dropped, whitespace collapsed, a leading article
 * dropped ("the", "a", "an"; le/la/les/l', der/die/das, el/los/las, une/una), as space-separated tokens.
 *
 * What must stay true, because it decides whether two answers mean the same:
 * - Numbers stay exact: "3.5" ≠ "35"; "1,000" = "1 000" = "1000"; "3,5" = "3.5" (a comma not followed by exactly three
 *   digits is a decimal comma); "-5" ≠ "5" (a hyphen before a digit after a space or an operator is a minus sign).
 * - Letters and digits are separate tokens ("5kg" = "5 kg", "H2O" = "h 2 o"), so the grader sees a number wherever one is.
 * - Signs that carry meaning are tokens: % ‰ ° ^ and mathematical and currency signs ("12%" ≠ "12", "£3" ≠ "3");
 *   brackets too when the answer is a formula ("(x+1)^2" ≠ "x+1^2"), but not in words ("Paris (France)" = "Paris France").
 *   "x²" = "x^2" ≠ "x2" (a superscript number is a power); "Ca²⁺" = "Ca2+" (a superscript ending in a sign is a charge);
 *   "H₂O" = "H2O". "/" between a digit and anything is division ("1/2" ≠ "1 2"); elsewhere it separates ("km/h" = "km h").
 * - The same number written other ways is the same: number words up to 99 ("five" = "5", "twenty-one" = "21"), Roman
 *   numerals after a word ("World War II" = "World War 2", "Type I" = "Type 1"), ordinals ("14th" = "fourteenth"),
 *   dates in either order ("14 July 1789" = "July 14th, 1789"), unit names after a number ("5 kilograms" = "5 kg",
 *   "100 degrees Celsius" = "100 °C" = "100 C").
 * - An article alone ("A") is kept: only an article followed by another token is dropped. "un" is not an article here
 *   ("UN Security Council").
 */
export function normaliseAnswer(text: string, options: TNormaliseOptions = {}): string {
  return answerTokens(text, options).join(" ");
}

/**
 * keepAccents: "é" ≠ "e". keepArticles: "der Hund" ≠ "Hund" ≠ "die Hund" (a language deck, where the article
 * carries the gender). Both off by default.
 */
export type TNormaliseOptions = { keepAccents?: boolean; keepArticles?: boolean };

/** The tokens of normaliseAnswer, for the grader's word-by-word comparison. */
export function answerTokens(text: string, { keepAccents = false, keepArticles = false }: TNormaliseOptions = {}): string[] {
  let prepared = powersAndCharges(text)
    .normalize("NFKC")
    .replace(/-+>|=>|⟶/gu, "→");
  if (!keepArticles) prepared = prepared.replace(ELISION, "");
  const raw = scanTokens(prepared, FORMULA.test(prepared));
  const folded = raw.map((token, index) => foldToken(token, index, raw.length, raw[index - 1]?.kind === "number", keepAccents));
  const withoutArticle = !keepArticles && folded.length > 1 && ARTICLES.has(folded[0] ?? "") ? folded.slice(1) : folded;
  return unitsAfterNumbers(ranges(eras(datesDayFirst(ordinals(numberWords(withoutArticle))))));
}

type TRawToken = { text: string; kind: "word" | "number" | "symbol" };

const ARTICLES = new Set(["the", "a", "an", "le", "la", "les", "der", "die", "das", "el", "los", "las", "une", "una"]);
const ELISION = /^\s*[lL]['’ʼ](?=\p{L})/u;
const FORMULA = /[=+^*×÷<>≤≥√∑∫−→]/u;
const APOSTROPHES = new Set(["'", "’", "ʼ", "`", "´"]);
const BRACKETS = new Set(["(", ")", "[", "]", "{", "}"]);
const KEPT_SIGNS = /^[\p{Sm}\p{Sc}^%‰°]$/u;
const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁺": "+",
  "⁻": "-",
};

/** NFKC would turn "x²" into "x2"; a power must stay a power, and a charge ("Ca²⁺") reads as typed ("Ca2+"). */
function powersAndCharges(text: string): string {
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/gu, (run) => {
    const plain = [...run].map((char) => SUPERSCRIPTS[char] ?? "").join("");
    return /[+-]$/.test(plain) ? plain : `^${plain}`;
  });
}

function scanTokens(text: string, isFormula: boolean): TRawToken[] {
  const chars = [...text];
  const tokens: TRawToken[] = [];
  let current: TRawToken | null = null;
  const flush = () => {
    if (current) tokens.push(current);
    current = null;
  };
  const isDigit = (char: string | undefined) => char !== undefined && /\p{Nd}/u.test(char);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? "";
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const cur = current as TRawToken | null;
    if (char === "π") {
      // π is a number in a formula ("πr²" = "pi r^2"), not part of a word.
      flush();
      tokens.push({ text: "π", kind: "symbol" });
    } else if (/[\p{L}\p{M}]/u.test(char)) {
      if (cur?.kind !== "word") flush();
      current = cur?.kind === "word" ? cur : { text: "", kind: "word" };
      current.text += char;
    } else if (isDigit(char)) {
      if (cur?.kind !== "number") flush();
      current = cur?.kind === "number" ? cur : { text: "", kind: "number" };
      current.text += char;
    } else if ((char === "." || char === ",") && cur?.kind === "number" && isDigit(next)) {
      // "1,000" groups thousands; "3,5" and "3.5" are decimals.
      const isGrouping = char === "," && /^\d{3}(?!\d)/u.test(chars.slice(i + 1, i + 5).join(""));
      if (!isGrouping) cur.text += ".";
    } else if (char === "." && cur === null && isDigit(next) && (prev === undefined || !/[\p{L}\p{N}]/u.test(prev))) {
      // ".5" is 0.5.
      current = { text: "0.", kind: "number" };
    } else if (
      char === " " &&
      cur?.kind === "number" &&
      /^\d{1,3}$|^\d{1,3}(\d{3})+$/u.test(cur.text) &&
      /^\d{3}(?!\d)/u.test(chars.slice(i + 1, i + 5).join(""))
    ) {
      // "10 000": a space between groups of three digits (after NFKC a no-break space is a space).
    } else if (APOSTROPHES.has(char) && prev !== undefined && next !== undefined && /\p{L}/u.test(prev) && /\p{L}/u.test(next)) {
      // "don't" = "dont", "Newton's" = "Newtons": the apostrophe joins.
    } else if ((char === "-" && (isFormula || (isDigit(next) && (prev === undefined || /[\s(=+*/^<>[]/u.test(prev))))) || char === "−") {
      flush();
      tokens.push({ text: "-", kind: "symbol" });
    } else if (char === "/" && (isDigit(prev) || isDigit(next))) {
      flush();
      tokens.push({ text: "/", kind: "symbol" });
    } else if (char === "&") {
      flush();
      tokens.push({ text: "and", kind: "word" });
    } else if (KEPT_SIGNS.test(char) || (isFormula && BRACKETS.has(char))) {
      flush();
      tokens.push({ text: char, kind: "symbol" });
    } else {
      flush();
    }
  }
  flush();
  return tokens;
}

const ROMAN = /^(?:x{0,3})(?:ix|iv|v?i{0,3})$/u;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };
const FOLDED_LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

function foldToken(token: TRawToken, index: number, count: number, afterNumber: boolean, keepAccents: boolean): string {
  if (token.kind !== "word") return token.text;
  let text = token.text.toLowerCase().replace(/ß/gu, "ss").replace(/ς/gu, "σ");
  if (!keepAccents) {
    text = text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .normalize("NFC")
      .replace(/[øæœłđðþı]/gu, (char) => FOLDED_LETTERS[char] ?? char);
  }
  // A Roman numeral after a word is a number: "World War II", "Henry VIII", "Type I diabetes", "world war ii". A
  // single lower-case "i", "v" or "x" counts only at the end ("world war i"), so "Roe v Wade" keeps its "v"; after a
  // number it is a unit ("1.5 V").
  const isUpper = token.text === token.text.toUpperCase();
  if (index > 0 && !afterNumber && text !== "" && ROMAN.test(text) && (isUpper || text.length > 1 || index === count - 1)) {
    return String(romanValue(text));
  }
  return text;
}

function romanValue(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN_VALUES[numeral[i] ?? ""] ?? 0;
    const following = ROMAN_VALUES[numeral[i + 1] ?? ""] ?? 0;
    total += value < following ? -value : value;
  }
  return total;
}

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const ORDINAL_TENS = ["", "", "twentieth", "thirtieth"];

/** "twenty one" (from "twenty-one") = "21"; "twenty first" = "21 th". */
function numberWords(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const next = tokens[i + 1] ?? "";
    const tens = TENS.indexOf(token);
    const unit = UNITS.indexOf(next);
    const ordinalUnit = ORDINAL_UNITS.indexOf(next);
    if (tens >= 2 && unit >= 1 && unit <= 9) {
      out.push(String(tens * 10 + unit));
      i++;
    } else if (tens >= 2 && ordinalUnit >= 1 && ordinalUnit <= 9) {
      out.push(String(tens * 10 + ordinalUnit), "th");
      i++;
    } else if (tens >= 2) out.push(String(tens * 10));
    else if (UNITS.includes(token)) out.push(String(UNITS.indexOf(token)));
    else if (ORDINAL_UNITS.indexOf(token) >= 1) out.push(String(ORDINAL_UNITS.indexOf(token)), "th");
    else if (ORDINAL_TENS.indexOf(token) >= 2) out.push(String(ORDINAL_TENS.indexOf(token) * 10), "th");
    else out.push(SYMBOL_WORDS[token] ?? token);
  }
  return scaled(scaled(out, "hundred", 100), "thousand", 1000).map((token, i, all) =>
    (token === "x" || token === "*") && isNumber(all[i - 1]) && isNumber(all[i + 1]) ? "×" : token,
  );
}

const SYMBOL_WORDS: Record<string, string> = { pi: "π", sqrt: "√" };
const isNumber = (token: string | undefined) => token !== undefined && /^\d+(?:\.\d+)?$/u.test(token);

/** "3 hundred and 5" (from "three hundred and five") = "305"; "a hundred" = "100"; "2 thousand" = "2000". */
function scaled(tokens: string[], word: string, factor: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i + 1] !== word && !(tokens[i] === word && i === 0)) {
      out.push(tokens[i] ?? "");
      continue;
    }
    const lone = tokens[i] === word;
    if (!lone && !/^\d+$/u.test(tokens[i] ?? "")) {
      out.push(tokens[i] ?? "");
      continue;
    }
    let value = (lone ? 1 : Number(tokens[i])) * factor;
    let j = lone ? i + 1 : i + 2;
    if (tokens[j] === "and" && /^\d+$/u.test(tokens[j + 1] ?? "")) j++;
    const rest = tokens[j];
    if (rest !== undefined && /^\d+$/u.test(rest) && Number(rest) < factor) {
      value += Number(rest);
      j++;
    }
    out.push(String(value));
    i = j - 1;
  }
  return out;
}

/** "1066 AD" = "AD 1066" = "1066"; "44 B.C." = "44 BCE" = "44 BC" (BC must stay: it is another year). */
function eras(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const near = isNumber(tokens[i - 1]) || isNumber(tokens[i + 1]);
    const pair = token + (tokens[i + 1] ?? "");
    const triple = pair + (tokens[i + 2] ?? "");
    if (isNumber(tokens[i - 1]) && (triple === "bce" || (pair === "bc" && tokens[i + 2] !== "e"))) {
      out.push("bc");
      i += triple === "bce" ? 2 : 1;
    } else if (isNumber(tokens[i - 1]) && (token === "bce" || token === "bc")) out.push("bc");
    else if (near && (token === "ad" || token === "ce")) continue;
    else if (isNumber(tokens[i - 1]) && (pair === "ad" || pair === "ce")) i++;
    else if (isNumber(tokens[i + 2]) && pair === "ad") i++;
    else out.push(token);
  }
  return out;
}

/** "1939-1945" = "1939–1945" = "1939 to 1945" = "from 1939 to 1945". */
function ranges(tokens: string[]): string[] {
  return tokens.filter(
    (token, i) =>
      !(token === "to" && isNumber(tokens[i - 1]) && isNumber(tokens[i + 1])) &&
      !(token === "from" && isNumber(tokens[i + 1]) && tokens[i + 2] === "to"),
  );
}

/** "1st", "2nd", "3rd" and "4th" all read "th" after their number. */
function ordinals(tokens: string[]): string[] {
  return tokens.map((token, i) => (/^(?:st|nd|rd|th)$/u.test(token) && /^\d+$/u.test(tokens[i - 1] ?? "") ? "th" : token));
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function monthOf(token: string): string | undefined {
  if (token === "sept") return "september";
  return MONTHS.find((month) => month === token || (token.length === 3 && month.startsWith(token)));
}

const isDay = (token: string | undefined) => token !== undefined && /^\d{1,2}$/u.test(token) && Number(token) >= 1 && Number(token) <= 31;

/** "July 14th, 1789", "14 July 1789" and "the 14th of July 1789" all read "14 july 1789". */
function datesDayFirst(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const month = monthOf(token);
    if (month && isDay(tokens[i + 1])) {
      out.push(tokens[i + 1] ?? "", month);
      i += tokens[i + 2] === "th" ? 2 : 1;
      continue;
    }
    if (isDay(token)) {
      let j = i + 1;
      if (tokens[j] === "th") j++;
      if (tokens[j] === "of") j++;
      const after = monthOf(tokens[j] ?? "");
      if (after) {
        out.push(token, after);
        i = j;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

const UNIT_NAMES: Record<string, string> = {
  kilogram: "kg",
  kilograms: "kg",
  kilo: "kg",
  kilos: "kg",
  gram: "g",
  grams: "g",
  gramme: "g",
  grammes: "g",
  milligram: "mg",
  milligrams: "mg",
  tonne: "t",
  tonnes: "t",
  metre: "m",
  metres: "m",
  meter: "m",
  meters: "m",
  kilometre: "km",
  kilometres: "km",
  kilometer: "km",
  kilometers: "km",
  centimetre: "cm",
  centimetres: "cm",
  centimeter: "cm",
  centimeters: "cm",
  millimetre: "mm",
  millimetres: "mm",
  millimeter: "mm",
  millimeters: "mm",
  litre: "l",
  litres: "l",
  liter: "l",
  liters: "l",
  millilitre: "ml",
  millilitres: "ml",
  milliliter: "ml",
  milliliters: "ml",
  second: "s",
  seconds: "s",
  sec: "s",
  secs: "s",
  minute: "min",
  minutes: "min",
  mins: "min",
  hour: "h",
  hours: "h",
  hr: "h",
  hrs: "h",
  percent: "%",
  per: "per",
  degree: "°",
  degrees: "°",
  celsius: "c",
  fahrenheit: "f",
  kelvin: "k",
  volt: "v",
  volts: "v",
  watt: "w",
  watts: "w",
  joule: "j",
  joules: "j",
  newton: "n",
  newtons: "n",
  pascal: "pa",
  pascals: "pa",
  mole: "mol",
  moles: "mol",
  hertz: "hz",
  ampere: "a",
  amperes: "a",
  amp: "a",
  amps: "a",
  ohm: "ω",
  ohms: "ω",
  dollar: "$",
  dollars: "$",
  euro: "€",
  euros: "€",
};
const UNIT_SYMBOLS = new Set(Object.values(UNIT_NAMES));
const CURRENCY = /^\p{Sc}$/u;

/** "5 kilograms" = "5 kg"; "100 degrees Celsius" = "100 °C" = "100 C"; "50 per cent" = "50 percent" = "50%". */
function unitsAfterNumbers(input: string[]): string[] {
  // "$5" = "5 dollars" = "5 $": a currency sign reads after its amount.
  const tokens = [...input];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const sign = tokens[i] ?? "";
    if (CURRENCY.test(sign) && isNumber(tokens[i + 1])) {
      tokens[i] = tokens[i + 1] ?? "";
      tokens[i + 1] = sign;
      i++;
    }
  }
  const out: string[] = [];
  let afterNumber = false;
  let isPer = false;
  for (const [index, token] of tokens.entries()) {
    const unit: string | undefined = afterNumber ? UNIT_NAMES[token] : undefined;
    // "per" between units reads like the slash it stands for ("km per h" = "km/h" = "km h"); "per cent" is "%".
    if (unit === "per") {
      isPer = true;
      continue;
    }
    if (isPer && token === "cent") {
      isPer = false;
      out.push("%");
      continue;
    }
    if (isPer && unit === undefined) out.push("per");
    isPer = false;
    const mapped = unit ?? token;
    // A temperature's unit letter after a degree sign: the sign adds nothing ("100 °C" = "100 C").
    if (out.at(-1) === "°" && afterNumber && (mapped === "c" || mapped === "f" || mapped === "k")) out[out.length - 1] = mapped;
    // "m/s2" and "m²" alike: a 2 or 3 straight after a unit is its power, not a new amount.
    // ("2H2O" keeps its 2: a letter follows it.)
    else if (
      afterNumber &&
      (token === "2" || token === "3") &&
      UNIT_SYMBOLS.has(out.at(-1) ?? "") &&
      !/^\p{L}/u.test(tokens[index + 1] ?? "")
    ) {
      out.push("^", token);
    } else out.push(mapped);
    afterNumber = /^\d/u.test(token) || (afterNumber && (unit !== undefined || UNIT_SYMBOLS.has(token) || token === "°"));
  }
  return out;
}
