import { OFFLINE_OUTLINE_ANALYSER } from "./offline-outline-version.ts";
import type { OutlineAnalyser } from "./outline-analyser.ts";

/**
 * The offline analyser in this process, its code (the whole analysis) loaded
 * on first use rather than when the server starts. What the runtime uses
 * without file threads, and the fallback where no analyser was passed.
 */
export const lazyOfflineOutlineAnalyser: OutlineAnalyser = {
  name: OFFLINE_OUTLINE_ANALYSER,
  async analyse(document, options) {
    const { offlineOutlineAnalyser } = await import("./offline-analyser.ts");
    return offlineOutlineAnalyser.analyse(document, options);
  },
};
