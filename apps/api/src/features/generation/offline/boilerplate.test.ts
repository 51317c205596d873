import { describe, expect, it } from "vitest";
import { boilerplateReader, isBoilerplate, isLicenceText } from "./boilerplate.ts";

const LICENCE =
  "You may copy this ebook under the terms of the licence. The trademark and copyright of the distributor apply; " +
  "donations help keep ebooks free, and the licence disclaims every warranty and liability.";

describe("an ebook's wrapping", () => {
  it("reads header lines and licence notices as boilerplate, not a text's own sentences", () => {
    expect(isBoilerplate("Title: A Voyage Round the Cape")).toBe(true);
    expect(isBoilerplate("Release date: May 3, 2004")).toBe(true);
    expect(isBoilerplate("The ship's title was written on its stern.")).toBe(false);
    expect(isLicenceText(LICENCE)).toBe(true);
    expect(isLicenceText("The licence of a ship's captain lets him command vessels of any size on the open sea.")).toBe(false);
  });

  it("places everything before the start line, after the end line and in a licence section outside the text", () => {
    const sections = [
      { index: 0, text: "Title: A Voyage\n*** START OF THE PROJECT GUTENBERG EBOOK A VOYAGE ***\nThe ship left Plymouth in May." },
      { index: 1, text: "The crew sighted the Cape in August.\n*** END OF THE PROJECT GUTENBERG EBOOK A VOYAGE ***\nUpdated editions" },
      { index: 2, text: LICENCE },
    ];
    const wrapping = boilerplateReader(sections);
    expect(wrapping(0, 0)).toBe(true);
    expect(wrapping(0, sections[0]!.text.indexOf("The ship"))).toBe(false);
    expect(wrapping(1, 0)).toBe(false);
    expect(wrapping(1, sections[1]!.text.indexOf("Updated"))).toBe(true);
    expect(wrapping(2, 0)).toBe(true);
  });
});
