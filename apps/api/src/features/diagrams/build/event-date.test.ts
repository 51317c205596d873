import { describe, expect, it } from "vitest";
import { findEventDate } from "./event-date.ts";

const eventDate = (text: string) => {
  const found = findEventDate(text, { isDated: false });
  return found && text.slice(found.start, found.end);
};

describe("findEventDate: the date of the event a sentence tells", () => {
  it("reads no citation as an event's date", () => {
    expect(eventDate("Wetlands store more carbon than forests (Haddad, 2016).")).toBeUndefined();
    expect(eventDate("Wetlands store carbon (Haddad et al. 2016; Moreau 2019).")).toBeUndefined();
    expect(eventDate("Haddad (2016) argues that wetlands store carbon.")).toBeUndefined();
    expect(eventDate("“Machines will think” (by Ada Moreau, March 1962).")).toBeUndefined();
    expect(eventDate("The dyke was raised in 1953 after the flood (Haddad, 2016).")).toBe("1953");
    // A named thing with its year is no citation.
    expect(eventDate("The Treaty of Utrecht (1713) ended the war.")).toBe("1713");
    expect(eventDate("The Estates-General (1789) met at Versailles.")).toBe("1789");
  });

  it("reads a person's lifespan after their name as no event, and dates the sentence by its own date", () => {
    expect(eventDate("Mary Somerville (1780–1872) wrote on the physical sciences.")).toBeUndefined();
    expect(eventDate("Mary Somerville (1780–1872) published her book in 1834.")).toBe("1834");
    expect(eventDate("The Thirty Years War (1618–1648) ruined the German states.")).toBe("1618–1648");
  });

  it("reads the period of a chart's or a study's data as no event", () => {
    expect(eventDate("1951–2010 model predictions: monthly influenza notifications")).toBeUndefined();
    expect(eventDate("Annual rainfall records, 1900–1990, show a slow decline.")).toBeUndefined();
    expect(eventDate("The canal was dug from 1881 to 1894.")).toBe("1881 to 1894");
  });

  it("reads a year compared against as no event", () => {
    expect(eventDate("Wheat yields are now twice as high as in 1960.")).toBeUndefined();
    expect(eventDate("Emissions fell by a third compared with 1990.")).toBeUndefined();
  });

  it("does not date a sentence's event by a date in a clause about another event", () => {
    expect(eventDate("Norway passed laws that protected the forests that burned in 1910.")).toBeUndefined();
    expect(eventDate("The bridge that the Romans built was rebuilt in 1250.")).toBe("1250");
    expect(eventDate("Norway passed new forest laws in 1911.")).toBe("1911");
  });
});

describe("findEventDate: a century said in passing", () => {
  it("dates no event by a century that only qualifies a noun, or by a heading's century glued to the next sentence", () => {
    expect(eventDate("The thinkers of the seventeenth century wrote about natural rights.")).toBeUndefined();
    expect(eventDate("Since the 5th century, the village has had a market.")).toBeUndefined();
    expect(
      eventDate("Natural rights in the seventeenth century It should come as no surprise that the charter echoed them."),
    ).toBeUndefined();
    expect(eventDate("The seventeenth century")).toBeUndefined();
  });

  it("dates an event told in the century's own clause", () => {
    expect(eventDate("In the 5th century BC Athens built the Parthenon.")).toBe("the 5th century BC");
    expect(eventDate("The eighteenth century saw the first steam engines.")).toBe("The eighteenth century");
    expect(eventDate("During the seventeenth century, the Dutch founded Batavia.")).toBe("the seventeenth century");
  });
});
