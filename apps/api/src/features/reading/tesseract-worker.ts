import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Worker as Thread } from "node:worker_threads";
import { createWorker, OEM } from "tesseract.js";
import { blocksFromTsv, type TOcrBlock } from "./ocr-text.ts";

/** One OCR engine, used by one job at a time (the pool guarantees it). */
export type TOcrWorker = {
  recognize(png: Uint8Array): Promise<TOcrBlock[]>;
  terminate(): Promise<void>;
};

const INIT_TIMEOUT_MS = 60_000;

/**
 * The English model shipped in @tesseract.js-data/eng. Without a local
 * langPath tesseract.js downloads from a CDN, and a failed download inside its
 * worker thread throws in a message handler and kills the whole process.
 */
export function englishModelDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

/**
 * A tesseract.js 7 worker (a worker thread with the wasm engine, ~85 MB once it has read a page)
 * whose failures reject the job at hand instead of escaping:
 * - errorHandler stops tesseract.js re-throwing a job's failure as an uncaught error;
 * - a thread that dies mid-job never answers, so 'exit'/'error' reject that job.
 * One gap remains: if the model fails to load, tesseract.js never settles
 * createWorker nor hands back the thread; we reject after errorHandler fires
 * but that idle thread leaks. Checking the model file first makes this rare.
 */
export async function createTesseractWorker(options: { onThread?: (thread: Thread) => void } = {}): Promise<TOcrWorker> {
  const langPath = englishModelDir();
  await access(path.join(langPath, "eng.traineddata.gz"));
  let failInit: (error: Error) => void = () => {};
  const initFailed = new Promise<never>((_, reject) => {
    failInit = reject;
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("OCR engine did not start in time")), INIT_TIMEOUT_MS);
  });
  // LSTM only, on 4.0.0_best_int: the 4.0.0 set holds the same LSTM network
  // plus the legacy engine's data (23 MB unpacked against 5 MB), for the
  // legacy modes (OEM 0 was faster but lost words). tesseract.js chooses the wasm core
  // itself (corePath is ignored in Node): the SIMD build, as Node 20 has wasm
  // SIMD; the relaxed-SIMD build needs a V8 flag and measured no faster.
  const engine = await Promise.race([
    createWorker("eng", OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: "none",
      logger: () => {},
      // Job failures also reject the job's own promise; only init failures need this.
      errorHandler: (error: unknown) => failInit(new Error(`OCR engine failed: ${String(error)}`)),
    }),
    initFailed,
    timedOut,
  ]).finally(() => clearTimeout(timer));

  const thread = (engine as unknown as { worker: Thread }).worker;
  let failJob: ((error: Error) => void) | undefined;
  let death: Error | undefined;
  let isTerminating = false;
  thread.on("error", (error) => failJob?.(error));
  thread.on("exit", (code) => {
    death = new Error(`OCR engine stopped (exit code ${code})`);
    if (!isTerminating) failJob?.(death);
  });
  options.onThread?.(thread);

  /** One job at a time: the pool never overlaps jobs on an engine. */
  const run = <T>(job: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (death) return reject(death);
      failJob = reject;
      job()
        .then(resolve, (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))))
        .finally(() => {
          failJob = undefined;
        });
    });

  // Our PNGs carry no resolution; without this Tesseract warns and guesses 70 dpi.
  // prepareOcrImage's TARGET_X_HEIGHT was measured with 300.
  await run(() => engine.setParameters({ user_defined_dpi: "300" }));

  return {
    recognize: (png) =>
      run(async () => {
        // Only the TSV (words, confidences, layout): no text, JSON blocks, hOCR or images to build.
        const result = await engine.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength), {}, { text: false, tsv: true });
        return blocksFromTsv(result.data.tsv);
      }),
    terminate: async () => {
      isTerminating = true;
      failJob?.(new Error("OCR engine was shut down"));
      await thread.terminate();
    },
  };
}
