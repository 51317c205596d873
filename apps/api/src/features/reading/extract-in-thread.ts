import { AppError } from "../../lib/app-error.ts";
import type { ThreadTaskContext } from "../../threads/thread-context.ts";
import type { ThreadPool } from "../../threads/thread-pool.ts";
import type { TExtractedDocument, TInputKind } from "./document.ts";
import type { TExtractProgress } from "./extraction.ts";
import type { OcrPool } from "./ocr-pool.ts";
import type { TZipLimits } from "./zip-guard.ts";

/** How long reading one upload may take, OCR included (a scanned 100-page PDF takes minutes on 2 cores). */
export const EXTRACT_SECONDS = 60 * 60;

type TExtractInput = { kind: TInputKind; bytes: Uint8Array; fileName?: string | undefined; ocrWorkers: number } & TZipLimits;

/**
 * Reads a generation job's input in a file thread (threads/): pdf.js, mammoth and the slide reader
 * parse whole files in stretches of up to a second, and rendering scanned pages for OCR is more of
 * the same; none of it may hold up the requests of the process that runs the job. OCR engines run
 * beside the thread that reads (OCR_WORKERS of them, started on its first scanned page).
 */
export function extractInThread(
  { onProgress, signal, ...input }: TExtractInput & { onProgress: (progress: TExtractProgress) => void; signal?: AbortSignal | undefined },
  { threads }: { threads: ThreadPool },
): Promise<TExtractedDocument> {
  return threads.run("generation.extract", input, {
    timeoutMs: EXTRACT_SECONDS * 1000,
    limitError: (limit) =>
      new AppError("FILE_TOO_COMPLEX", {
        message:
          limit === "time"
            ? `Reading this file took longer than ${EXTRACT_SECONDS / 60} minutes. Upload a smaller file, or split it into parts.`
            : "Reading this file needed more memory than one upload may use. Upload a smaller file, or split it into parts.",
        details: { limit },
      }),
    ...(signal ? { signal } : {}),
    onProgress: ({ done, total, message }) => onProgress({ stage: message === "ocr" ? "ocr" : "extracting", done, total }),
  });
}

/** This thread's OCR engines, started on first use and kept while the thread lives. */
let ocr: OcrPool | undefined;

/** The file thread's side. Stopping the task terminates the thread (and its OCR engines with it). */
export async function extractTask(
  { ocrWorkers, ...input }: TExtractInput,
  { progress }: Pick<ThreadTaskContext, "progress">,
): Promise<TExtractedDocument> {
  // Loaded here, in the thread: the caller above lives in the request process, which never needs pdf.js or the OCR engine.
  const [{ extractInput }, { createOcrPool }] = await Promise.all([import("./extract-input.ts"), import("./ocr-pool.ts")]);
  ocr ??= createOcrPool({ size: ocrWorkers });
  return extractInput({ ...input, ocr, onProgress: ({ stage, done, total }) => progress(done, total, stage) });
}
