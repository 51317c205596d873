import { describe, expect, it } from "vitest";
import { normaliseAnswer } from "./normalise-answer.ts";

describe("normaliseAnswer", () => {
  it("folds case, width (NFKC), accents, whitespace and punctuation", () => {
    expect(normaliseAnswer("  Café   AU  Lait! ")).toBe("cafe au lait");
    expect(normaliseAnswer("ＡＢＣ")).toBe("abc");
    expect(normaliseAnswer("well-known")).toBe(normaliseAnswer("well known"));
    expect(normaliseAnswer("“Hamlet”.")).toBe("hamlet");
    expect(normaliseAnswer("Éire", { keepAccents: true })).toBe("éire");
  });

  it("drops a leading article, but not one standing alone or the start of a word", () => {
    expect(normaliseAnswer("The Mitochondrion")).toBe("mitochondrion");
    expect(normaliseAnswer("an apple")).toBe("apple");
    expect(normaliseAnswer("L'Étranger")).toBe("etranger");
    expect(normaliseAnswer("Theory")).toBe("theory");
    expect(normaliseAnswer("A")).toBe("a");
    expect(normaliseAnswer("London")).toBe("london");
  });

  it("keeps what makes numbers and amounts differ", () => {
    expect(normaliseAnswer("3.5")).not.toBe(normaliseAnswer("35"));
    expect(normaliseAnswer("1,000")).toBe(normaliseAnswer("1000"));
    expect(normaliseAnswer("12 %")).toBe(normaliseAnswer("12%"));
    expect(normaliseAnswer("12%")).not.toBe(normaliseAnswer("12"));
    expect(normaliseAnswer("£3")).not.toBe(normaliseAnswer("3"));
  });
});

describe("normaliseAnswer: numbers, dates, units and formulas", () => {
  const same = (a: string, b: string) => expect(normaliseAnswer(a)).toBe(normaliseAnswer(b));
  const differ = (a: string, b: string) => expect(normaliseAnswer(a)).not.toBe(normaliseAnswer(b));

  it("reads the same number written other ways as one", () => {
    same("1 000 000", "1000000");
    same("3,5", "3.5");
    same(".5", "0.5");
    same("twenty-one", "21");
    same("three hundred and five", "305");
    same("6.02 x 10^23", "6.02 × 10^23");
    differ("-5", "5");
    differ("1,500", "15,000");
  });

  it("keeps powers, charges and brackets that change a formula", () => {
    same("x²", "x^2");
    differ("x^2", "x2");
    same("Ca²⁺", "Ca2+");
    same("H₂O", "H2O");
    differ("(x+1)^2", "x+1^2");
    same("Paris (France)", "Paris France");
    same("πr²", "pi r^2");
    same("2H2 + O2 -> 2H2O", "2H2 + O2 → 2H2O");
    differ("y = 2x + 3", "y = 2x - 3");
    differ("1/2", "12");
  });

  it("reads Roman numerals after a word as numbers, but not a unit after a number", () => {
    same("World War II", "world war 2");
    same("world war ii", "World War 2");
    same("Type I diabetes", "type 1 diabetes");
    differ("Henry VIII", "Henry VII");
    same("Roe v. Wade", "roe v wade");
    same("1.5 V", "1.5 volts");
  });

  it("puts the day of a date first and drops AD, keeping BC", () => {
    same("14 July 1789", "July 14th, 1789");
    same("14 July 1789", "the 14th of July 1789");
    same("11 November 1918", "11 Nov 1918");
    same("1066 AD", "1066");
    same("44 B.C.", "44 BC");
    differ("753 BC", "753");
    same("1939–1945", "1939 to 1945");
  });

  it("names units after a number as their symbols", () => {
    same("5kg", "5 kilograms");
    differ("5 kg", "5 g");
    same("100 °C", "100 degrees Celsius");
    same("100 C", "100 °C");
    same("60 km/h", "60 kilometres per hour");
    same("9.8 m/s2", "9.8 m/s²");
    same("20 per cent", "20%");
    same("$5", "5 dollars");
  });

  it("keeps the article when asked (a language deck, where it carries the gender)", () => {
    expect(normaliseAnswer("der Hund", { keepArticles: true })).toBe("der hund");
    expect(normaliseAnswer("die Hund", { keepArticles: true })).not.toBe(normaliseAnswer("der Hund", { keepArticles: true }));
    expect(normaliseAnswer("l'école", { keepArticles: true, keepAccents: true })).toBe("lécole");
  });
});
