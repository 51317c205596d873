import type { TCardDraft, TExtractedDocument, TSection } from "../types.ts";

/**
 * How much of a document the cards cover, in the unit a reader knows:
 * PDF pages and images by page number, slides by slide number, and sections
 * for pasted text and Word files (which have no pages). A page counts as
 * having text when its sections hold at least MIN_WORDS_WITH_TEXT words
 * together, the least a card can be made from; it counts as used when at
 * least one surviving card quotes it. The job reports both numbers, so a
 * page that gave no cards is visible rather than silently skipped.
 */
export const MIN_WORDS_WITH_TEXT = 6;

export type TCoverage = { pagesWithText: number; pagesUsed: number };

export function pageKeyOf(section: TSection): string {
  if (section.slide !== undefined) return `slide:${section.slide}`;
  if (section.page !== undefined) return `page:${section.page}`;
  return `section:${section.index}`;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function measureCoverage(document: TExtractedDocument, cards: TCardDraft[]): TCoverage {
  const wordsPerPage = new Map<string, number>();
  const pageOfSection = new Map<number, string>();
  for (const section of document.sections) {
    const key = pageKeyOf(section);
    pageOfSection.set(section.index, key);
    wordsPerPage.set(key, (wordsPerPage.get(key) ?? 0) + countWords(section.text));
  }
  const withText = new Set([...wordsPerPage].filter(([, words]) => words >= MIN_WORDS_WITH_TEXT).map(([key]) => key));
  const used = new Set<string>();
  for (const card of cards) {
    const key = pageOfSection.get(card.source.sectionIndex);
    if (key && withText.has(key)) used.add(key);
  }
  return { pagesWithText: withText.size, pagesUsed: used.size };
}
