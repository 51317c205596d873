import {
  ZImportCommitInputSchema,
  type TImportCommitInput,
  type TImportPreview,
  type TImportResult,
  type TImportTarget,
  type TTextImportOptions,
} from "@mnemo/api-contract";
import type { ThreadTaskContext } from "../../../threads/thread-context.ts";
import { claimUpload, loadUpload, removeUploadFile } from "./import-uploads.ts";
import { importPreview, readImport } from "./read-import.ts";
import { countImportMatches, saveImport } from "./save-import.ts";

/**
 * The import's work, run in a file thread (threads/, called through
 * import-in-thread.ts): reading a package or text file takes seconds of CPU
 * and, for a hostile file, as much as its budgets allow, none of it on the
 * request loop.
 */

/** imports.preview: the upload read with these options, nothing saved. */
export async function previewImportTask(
  {
    userId,
    uploadId,
    text,
    target = { kind: "new" },
  }: { userId: string; uploadId: string; text?: TTextImportOptions | undefined; target?: TImportTarget | undefined },
  { exchange, db }: Pick<ThreadTaskContext, "db" | "exchange">,
): Promise<TImportPreview> {
  const upload = await loadUpload({ userId, uploadId }, { db, exchange });
  const read = await readImport({ bytes: upload.bytes, fileName: upload.fileName, text, withProgress: false });
  const matches = await countImportMatches({ userId, bundle: read.bundle, target }, db);
  return importPreview({ uploadId, fileName: upload.fileName, read, matches });
}

/** imports.commit: the upload read as previewed and saved; the upload is then dropped. */
export async function commitImportTask(
  { userId, input: raw }: { userId: string; input: TImportCommitInput },
  deps: Pick<ThreadTaskContext, "db" | "exchange">,
): Promise<TImportResult> {
  const input = ZImportCommitInputSchema.parse(raw);
  const upload = await loadUpload({ userId, uploadId: input.uploadId }, deps);
  const { bundle } = await readImport({
    bytes: upload.bytes,
    fileName: upload.fileName,
    text: input.text,
    withProgress: input.includeProgress,
  });
  const result = await saveImport(
    {
      userId,
      bundle,
      target: input.target,
      includeProgress: input.includeProgress,
      claim: (tx) => claimUpload({ userId, uploadId: input.uploadId }, tx),
    },
    deps,
  );
  await removeUploadFile(input.uploadId, deps);
  return result;
}
