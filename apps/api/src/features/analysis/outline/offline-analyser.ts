import type { TExtractedDocument } from "../../reading/document.ts";
import { analyseDocument } from "../analyse-document.ts";
import { loadNlp } from "../load-nlp.ts";
import { loadWordFrequency } from "../../../lib/word-frequency.ts";
import { buildOfflineOutline, OFFLINE_OUTLINE_ANALYSER } from "./build-offline-outline.ts";
import type { OutlineAnalyser, TOutlineResult } from "./outline-analyser.ts";

/** The deterministic analyser: the shared sentence, term, definition, list and date finders, then the outline built on them. */
export const offlineOutlineAnalyser: OutlineAnalyser = {
  name: OFFLINE_OUTLINE_ANALYSER,
  async analyse(document: TExtractedDocument, options = {}): Promise<TOutlineResult> {
    const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
    options.signal?.throwIfAborted();
    const analysis = await analyseDocument(nlp, frequency, document);
    options.signal?.throwIfAborted();
    const outline = buildOfflineOutline(document, analysis);
    options.onProgress?.({ done: 1, total: 1 });
    return { outline, unlocated: 0 };
  },
};
