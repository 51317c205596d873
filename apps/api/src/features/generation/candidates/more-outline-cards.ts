import type { TOutline } from "@mnemo/api-contract";
import { analyseDocument } from "../../analysis/analyse-document.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { loadWordFrequency } from "../../../lib/word-frequency.ts";
import { buildOutlineCards } from "../offline/outline/build-outline-cards.ts";
import type { TCardDraft, TExtractedDocument, TGeneratedCardType } from "../types.ts";

export type TMoreOutlineCardsInput = {
  document: TExtractedDocument;
  outline: TOutline;
  types: TGeneratedCardType[];
  /** The outline section (its index in `outline.sections`). */
  sectionIndex: number;
};

/**
 * "Show me more from this section", offline: every card the section's key points can carry (each allowed type, a
 * true/false card's false twin as a card of its own), strongest first, not only the one card per point the job
 * chose. The caller leaves out what was offered before and runs the quality gates. Reads the document with wink-nlp
 * (seconds for a long one): a file thread runs it (more-cards.ts).
 */
export async function moreOutlineCards({ document, outline, types, sectionIndex }: TMoreOutlineCardsInput): Promise<TCardDraft[]> {
  if (types.length === 0) return [];
  const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
  const analysis = await analyseDocument(nlp, frequency, document);
  return buildOutlineCards(outline, document, types, analysis, { sectionIndex, alternatives: true }).cards;
}

/** The file thread's side (threads/thread-tasks.ts, "generate.more"). */
export function moreOutlineCardsTask(input: TMoreOutlineCardsInput): Promise<TCardDraft[]> {
  return moreOutlineCards(input);
}
