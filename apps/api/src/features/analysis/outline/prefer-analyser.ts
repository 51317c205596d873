import type { OutlineAnalyser } from "./outline-analyser.ts";

type Log = { warn(object: object, message: string): void };

/**
 * A model analyser that falls back to the offline one when the model fails
 * (down, refusing, out of retries): an outline from the offline analyser is
 * better than none, and since it is stored under the offline analyser's name,
 * the model is asked again the next time the outline is wanted.
 */
export function preferAnalyser(preferred: OutlineAnalyser, fallback: OutlineAnalyser, log: Log): OutlineAnalyser {
  return {
    name: preferred.name,
    async analyse(document, options = {}) {
      try {
        return await preferred.analyse(document, options);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        log.warn({ err: error, analyser: preferred.name }, "the model could not read the source's outline; the offline analyser did");
        return fallback.analyse(document, options);
      }
    },
  };
}
