import { describe, expect, it } from "vitest";
import { answerClass, yearValue } from "./answer-class.ts";

const key = (text: string, question?: string) => answerClass(text, question === undefined ? {} : { question }).key;

describe("answerClass", () => {
  it("reads years by scale: four digits, BC, AD with their digits, decades, centuries, ranges", () => {
    expect(key("1066")).toBe("year:4");
    expect(key("1990")).toBe(key("c. 1850"));
    expect(key("44 BC")).toBe("year:bc");
    expect(key("753 B.C.")).toBe("year:bc");
    expect(key("AD 476")).toBe("year:3");
    expect(key("476 CE")).toBe("year:3");
    expect(key("the 1990s")).toBe("year:decade");
    expect(key("19th century")).toBe("year:century");
    expect(key("1914–1918")).toBe("year:range");
    expect(key("1066")).not.toBe(key("44 BC"));
  });

  it("tells dates, plain numbers and amounts by unit apart", () => {
    expect(key("14 July 1789")).toBe("date");
    expect(key("July 14, 1789")).toBe("date");
    expect(key("1789-07-14")).toBe("date");
    expect(key("May")).not.toBe("date");
    expect(key("206")).toBe("number");
    expect(key("3.14")).toBe("number");
    expect(key("1,000,000")).toBe("number");
    expect(key("5 kg")).toBe(key("12 KG"));
    expect(key("5 kg")).toBe("amount:kg");
    expect(key("12 %")).toBe(key("40%"));
    expect(key("£3")).toBe("amount:£");
    expect(key("£3")).not.toBe(key("$3"));
    expect(key("2 metres")).toBe(key("1 metre"));
    expect(key("100 °C")).toBe(key("37°C"));
    expect(key("9.8 m/s²")).toBe("amount:m/s²");
    expect(key("5 kg")).not.toBe(key("5 km"));
  });

  it("takes capitalised name shapes for people, not names of things", () => {
    expect(key("Isaac Newton")).toBe("person");
    expect(key("J. S. Bach")).toBe("person");
    expect(key("Leonardo da Vinci")).toBe("person");
    expect(key("Martin Luther King")).toBe("person");
    expect(key("Jean-Paul Sartre")).toBe("person");
    expect(key("Newton's Law")).toBe("term");
    expect(key("United Nations")).toBe("term");
    expect(key("Battle of Hastings")).toBe("term");
    expect(key("mitochondria")).toBe("term");
    expect(key("Plato")).toBe("term");
    expect(key("Plato", "Who wrote The Republic?")).toBe("person");
  });

  it("splits terms (up to four words) from longer phrases", () => {
    expect(answerClass("the powerhouse of the cell").kind).toBe("phrase");
    expect(answerClass("powerhouse of the cell").kind).toBe("term");
    expect(answerClass("It stores genetic information in the nucleus.").kind).toBe("phrase");
  });
});

describe("yearValue", () => {
  it("orders years across eras and scales", () => {
    expect(yearValue("44 BC")).toBe(-44);
    expect(yearValue("AD 476")).toBe(476);
    expect(yearValue("1066")).toBe(1066);
    expect(yearValue("the 1990s")).toBe(1990);
    expect(yearValue("19th century")).toBe(1800);
    expect(yearValue("1st century BC")).toBe(-100);
    expect(yearValue("1914-1918")).toBe(1914);
    expect(yearValue("Paris")).toBeNull();
  });
});
