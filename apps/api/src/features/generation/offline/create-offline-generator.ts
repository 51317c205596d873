import type { CardGenerator, TExtractedDocument, TGenerateOptions, TGenerationResult } from "../types.ts";
import { analyseDocument } from "./analyse-document.ts";
import { buildCards } from "./build-cards.ts";
import { assertEnglish } from "./detect-language.ts";
import { loadNlp } from "./load-nlp.ts";

/**
 * The generator that needs no model and no network: wink-nlp finds sentences,
 * key terms, definitions, lists and dates in English text, and rules turn them
 * into cards. It is a pure core (text in, cards out); saving and quotas live
 * in the job around it. Progress counts sections read, where the time goes.
 * The model loads on first use (about 0.3-1 s); a worker can call loadNlp()
 * at start-up so the first job does not wait for it.
 */
export function createOfflineGenerator(): CardGenerator {
  return {
    name: "offline",
    async generate(document: TExtractedDocument, options: TGenerateOptions): Promise<TGenerationResult> {
      if (options.types.length === 0) return { cards: [] };
      assertEnglish(document);
      const nlp = await loadNlp();
      const analysis = await analyseDocument(nlp, document, options);
      options.signal?.throwIfAborted();
      return { cards: buildCards(analysis, document, options.types) };
    },
  };
}
