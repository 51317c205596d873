import type { TOutline } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import type { ThreadTaskContext } from "../../../threads/thread-context.ts";
import type { CardGenerator, TExtractedDocument, TGeneratedCardType, TGenerationResult } from "../types.ts";

/** How long the offline generator may read one document (a whole 99-page PDF takes seconds). */
export const OFFLINE_GENERATION_SECONDS = 10 * 60;

/**
 * The offline generator run in a file thread (threads/): reading a long document with wink-nlp is a
 * second or more of CPU in slices of a quarter of a second, which would hold up every request of the
 * process running the job. The generator itself is unchanged (a pure core: text in, cards out).
 */
export function createOfflineGeneratorInThread(threads: ThreadPool): CardGenerator {
  return {
    name: "offline",
    generate(document, options) {
      if (options.types.length === 0) return Promise.resolve({ cards: [] });
      return threads.run(
        "generate.offline",
        { document, types: options.types, relaxed: options.relaxed ?? false, ...(options.outline ? { outline: options.outline } : {}) },
        {
          timeoutMs: OFFLINE_GENERATION_SECONDS * 1000,
          limitError: (limit) =>
            new AppError("GENERATION_FAILED", {
              message:
                limit === "time"
                  ? `Making cards from this document took longer than ${OFFLINE_GENERATION_SECONDS / 60} minutes. Split it into smaller parts and try again.`
                  : "Making cards from this document needed more memory than one generation may use. Split it into smaller parts and try again.",
              details: { limit },
            }),
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.onProgress ? { onProgress: ({ done, total }) => options.onProgress!({ done, total }) } : {}),
        },
      );
    },
  };
}

let offline: CardGenerator | undefined;

/** The file thread's side: the offline generator (loaded there, with its NLP model), its progress sent back to the job. */
export async function generateOfflineTask(
  {
    document,
    types,
    relaxed = false,
    outline,
  }: { document: TExtractedDocument; types: TGeneratedCardType[]; relaxed?: boolean; outline?: TOutline },
  { progress }: Pick<ThreadTaskContext, "progress">,
): Promise<TGenerationResult> {
  offline ??= (await import("./create-offline-generator.ts")).createOfflineGenerator();
  return offline.generate(document, {
    types,
    relaxed,
    ...(outline ? { outline } : {}),
    onProgress: ({ done, total }) => progress(done, total),
  });
}
