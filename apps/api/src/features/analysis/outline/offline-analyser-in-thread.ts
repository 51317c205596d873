import { AppError } from "../../../lib/app-error.ts";
import type { ThreadTaskContext } from "../../../threads/thread-context.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import type { TExtractedDocument } from "../../reading/document.ts";
import { OFFLINE_OUTLINE_ANALYSER } from "./offline-outline-version.ts";
import type { OutlineAnalyser, TOutlineResult } from "./outline-analyser.ts";

/** How long the offline analyser may read one document (a 99-page PDF takes seconds). */
export const OFFLINE_ANALYSIS_SECONDS = 10 * 60;

/**
 * The offline analyser run in a file thread (threads/), like the offline card
 * generator: reading a long document with wink-nlp is seconds of CPU that
 * would hold up every request of the process running the job.
 */
export function createOfflineAnalyserInThread(threads: ThreadPool): OutlineAnalyser {
  return {
    name: OFFLINE_OUTLINE_ANALYSER,
    analyse(document, options = {}) {
      return threads.run(
        "analysis.outline",
        { document },
        {
          timeoutMs: OFFLINE_ANALYSIS_SECONDS * 1000,
          limitError: (limit) =>
            new AppError("GENERATION_FAILED", {
              message:
                limit === "time"
                  ? `Reading what this document teaches took longer than ${OFFLINE_ANALYSIS_SECONDS / 60} minutes. Split it into smaller parts and try again.`
                  : "Reading what this document teaches needed more memory than one document may use. Split it into smaller parts and try again.",
              details: { limit },
            }),
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.onProgress ? { onProgress: ({ done, total }) => options.onProgress!({ done, total }) } : {}),
        },
      );
    },
  };
}

/** The file thread's side: the offline analyser, loaded there with its NLP model. */
export async function analyseOutlineTask(
  { document }: { document: TExtractedDocument },
  { progress }: Pick<ThreadTaskContext, "progress">,
): Promise<TOutlineResult> {
  const { offlineOutlineAnalyser } = await import("./offline-analyser.ts");
  return offlineOutlineAnalyser.analyse(document, { onProgress: ({ done, total }) => progress(done, total) });
}
