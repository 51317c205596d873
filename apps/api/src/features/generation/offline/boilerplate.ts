/**
 * What an ebook or a download wraps its text in, which no card should come
 * from: a header of "Title:", "Author:", "Release date:" lines, a licence or
 * distribution notice, everything before a Project Gutenberg "*** START OF"
 * line and after its "*** END OF" line.
 */
const HEADER_LINE =
  /^(?:title|author|release date|posting date|last updated|language|credits|produced by|character set encoding|original publication|ebook\s*#?)\s*:/i;
const LICENCE_WORDS =
  /\b(?:project gutenberg|licen[cs]e[ds]?|copyright|trademarks?|royalt(?:y|ies)|all rights reserved|terms of use|public domain|redistribut\w*|e-?books?|donations?|warrant(?:y|ies)|liabilit(?:y|ies)|501\(c\))/gi;
const START = /^\s*\*{3}\s*START OF (?:THE |THIS )?PROJECT GUTENBERG[^\n]*$/im;
const END = /^\s*\*{3}\s*END OF (?:THE |THIS )?PROJECT GUTENBERG[^\n]*$/im;
/** Licence words at least one in this many words: the passage is a notice. */
const WORDS_PER_MARK = 40;
const MIN_MARKS = 3;

/** A header line of an ebook ("Title: ...") or a sentence about its licence or distributor. */
export function isBoilerplate(text: string): boolean {
  return HEADER_LINE.test(text.trim()) || /\bproject gutenberg\b/i.test(text);
}

/** A passage that is mostly a licence or a distribution notice. */
export function isLicenceText(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  const marks = text.match(LICENCE_WORDS)?.length ?? 0;
  return marks >= MIN_MARKS && marks * WORDS_PER_MARK >= words;
}

type TPlace = { section: number; offset: number };

/**
 * Whether a place in the document (a section and an offset into its text) lies in its wrapping: before the
 * "*** START OF ... PROJECT GUTENBERG" line, after the "*** END OF" line, or in a section that is a licence.
 */
export function boilerplateReader(sections: readonly { index: number; text: string }[]): (section: number, offset: number) => boolean {
  const find = (pattern: RegExp, after: boolean): TPlace | undefined => {
    for (const section of sections) {
      const match = pattern.exec(section.text);
      if (match) return { section: section.index, offset: match.index + (after ? match[0].length : 0) };
    }
    return undefined;
  };
  const start = find(START, true);
  const end = find(END, false);
  const licences = new Set(sections.filter((section) => isLicenceText(section.text)).map((section) => section.index));
  const before = (place: TPlace, section: number, offset: number) =>
    section < place.section || (section === place.section && offset < place.offset);
  return (section, offset) =>
    licences.has(section) ||
    (start !== undefined && before(start, section, offset)) ||
    (end !== undefined && !before(end, section, offset));
}
