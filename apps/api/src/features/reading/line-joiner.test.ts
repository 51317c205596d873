import { beforeAll, describe, expect, it } from "vitest";
import { type TLineJoiner, type TWordList, lineJoiner } from "./line-joiner.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

let words: TWordList;
beforeAll(async () => {
  words = await loadWordFrequency();
});

/** "head-" ending one line and "tail ..." opening the next, joined on a page of those two lines plus `page`. */
function join(text: string, next: string, page: string[] = []): string {
  const joinLines: TLineJoiner = lineJoiner({ lines: [...page, text, next], words });
  return joinLines(text, next);
}

/** Each line end and next line, joined as expected. */
function expectJoins(cases: [text: string, next: string, joined: string][]): void {
  for (const [text, next, joined] of cases) expect(join(text, next), `${text} / ${next}`).toBe(joined);
}

describe("lineJoiner", () => {
  it("keeps the hyphen of a compound broken at it: a letter, an acronym, a number, or two words", () => {
    expectJoins([
      ["including genomic imprinting, X-", "chromosome inactivation", "including genomic imprinting, X-chromosome inactivation"],
      ["a particular technology-", "based technique", "a particular technology-based technique"],
      ["yielding single-", "nucleotide resolution", "yielding single-nucleotide resolution"],
      ["a well-", "known result", "a well-known result"],
      ["the first-", "ever sequencing", "the first-ever sequencing"],
      ["the funding was open-", "ended and", "the funding was open-ended and"],
      ["binds a DNA-", "binding domain", "binds a DNA-binding domain"],
      ["the mRNA-", "seq reads", "the mRNA-seq reads"],
      ["the 21-", "cm line", "the 21-cm line"],
      ["a full-", "time job", "a full-time job"],
    ]);
  });

  it("rejoins a word split mid-syllable, even where a half is a word of its own", () => {
    expectJoins([
      ["the informa-", "tion is", "the information is"],
      ["the hypothal-", "amus controls", "the hypothalamus controls"],
      ["the mito-", "chondria is", "the mitochondria is"],
      ["the fair-", "ness of", "the fairness of"],
      ["the con-", "tingent nature", "the contingent nature"],
      ["used by de-", "fault", "used by default"],
      ["a reflex-", "ive practice", "a reflexive practice"],
      ["their mean-", "ingfulness", "their meaningfulness"],
      ["the so-", "ciotechnical process", "the sociotechnical process"],
    ]);
  });

  it("rejoins a word the page writes whole elsewhere, though the list lacks it", () => {
    expect(join("following re-", "combination in gas")).toBe("following re-combination in gas");
    expect(join("following re-", "combination in gas", ["Recombination lines are bright."])).toBe("following recombination in gas");
  });

  it("keeps the hyphens of an address, and of a compound already hyphenated", () => {
    expect(join("see https://www.illumina.com/science/technology/next-", "generation-sequencing/coverage.html")).toBe(
      "see https://www.illumina.com/science/technology/next-generation-sequencing/coverage.html",
    );
    expect(join("a state-of-the-", "art method")).toBe("a state-of-the-art method");
  });

  it("keeps the hyphen before a capital without a space, drops a soft hyphen, and spaces other lines", () => {
    expectJoins([
      ["the Hardy-", "Weinberg principle", "the Hardy-Weinberg principle"],
      ["in 2020-", "2021", "in 2020- 2021"],
      ["the infor\u00AD", "mation", "the information"],
      ["Cells are the basic", "unit of life.", "Cells are the basic unit of life."],
      ["Organelles:", "• Nucleus", "Organelles:\n• Nucleus"],
    ]);
  });

  it("decides by the halves' shape and the page's words when no word list is at hand", () => {
    const joinLines = lineJoiner({ lines: ["the X-", "chromosome and the informa-", "tion"] });
    expect(joinLines("the X-", "chromosome")).toBe("the X-chromosome");
    expect(joinLines("the informa-", "tion")).toBe("the information");
  });
});
