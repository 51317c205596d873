import type { CardGenerator, TExtractedDocument, TGenerateOptions, TGenerationResult } from "../types.ts";
import { analyseDocument } from "../../analysis/analyse-document.ts";
import { buildCards } from "./build-cards.ts";
import { assertEnglish } from "../../analysis/detect-language.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { loadWordFrequency } from "../../analysis/word-frequency.ts";

/**
 * The generator that needs no model and no network: wink-nlp reads the text,
 * a judge keeps only sentences that state a self-contained fact, a word-
 * frequency list ranks the terms they teach, and rules turn them into cards
 * (docs/card-quality.md). It is a pure core (text in, cards out); saving and
 * quotas live in the job around it. Progress counts sections read, where the
 * time goes. The model and the word list load on first use (about 0.3-1 s); a
 * worker can call loadNlp() and loadWordFrequency() at start-up so the first
 * job does not wait for them.
 */
export function createOfflineGenerator(): CardGenerator {
  return {
    name: "offline",
    async generate(document: TExtractedDocument, options: TGenerateOptions): Promise<TGenerationResult> {
      if (options.types.length === 0) return { cards: [] };
      assertEnglish(document);
      const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
      const analysis = await analyseDocument(nlp, frequency, document, options);
      options.signal?.throwIfAborted();
      const { cards, notice } = buildCards(analysis, options.types, { relaxed: options.relaxed ?? false });
      return { cards, ...(notice ? { notice } : {}) };
    },
  };
}
