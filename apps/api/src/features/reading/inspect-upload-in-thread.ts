import { AppError } from "../../lib/app-error.ts";
import type { ThreadPool } from "../../threads/thread-pool.ts";
import type { TUploadInspection } from "./inspect-upload.ts";
import type { TZipLimits } from "./zip-guard.ts";

/** How long checking an upload (its type, pages and the refusals that need no extraction) may take. */
export const INSPECT_UPLOAD_SECONDS = 30;

/**
 * Checks an upload for card generation in a file thread (threads/): opening a PDF's cross-reference
 * table or a presentation's slide list is quick for real files, and unbounded CPU for a hostile one.
 */
export function inspectUploadInThread(
  { bytes, userId, ...limits }: { bytes: Uint8Array; userId?: string | undefined } & TZipLimits,
  { threads }: { threads: ThreadPool },
): Promise<TUploadInspection> {
  return threads.run(
    "generation.inspect",
    { bytes, ...limits },
    {
      ...(userId ? { key: userId } : {}),
      timeoutMs: INSPECT_UPLOAD_SECONDS * 1000,
      limitError: (limit) =>
        new AppError("FILE_TOO_COMPLEX", {
          message:
            limit === "time"
              ? `Checking this file took longer than ${INSPECT_UPLOAD_SECONDS} seconds, far longer than any real document takes. Upload a smaller file, or split it into parts.`
              : "Checking this file needed far more memory than any real document does. Upload a smaller file, or split it into parts.",
          details: { limit },
        }),
    },
  );
}

/** The file thread's side (pdf.js, sharp and the zip readers load there, not in the request process). */
export async function inspectUploadTask(input: { bytes: Uint8Array } & TZipLimits): Promise<TUploadInspection> {
  const { inspectUpload } = await import("./inspect-upload.ts");
  return inspectUpload(input);
}
