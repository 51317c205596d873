import {
  ZImportCommitInputSchema,
  type TImportCommitInput,
  type TImportPreview,
  type TImportResult,
  type TTextImportOptions,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { ExchangeService } from "../exchange-service.ts";
import { loadUpload, removeUpload } from "./import-uploads.ts";
import { importPreview, readImport } from "./read-import.ts";
import { saveImport } from "./save-import.ts";

/** imports.preview: the upload read with these options, nothing saved. */
export async function previewImport(
  { userId, uploadId, text }: { userId: string; uploadId: string; text?: TTextImportOptions | undefined },
  { exchange }: { exchange: ExchangeService },
): Promise<TImportPreview> {
  const upload = await loadUpload({ userId, uploadId }, exchange);
  const read = await readImport({ bytes: upload.bytes, fileName: upload.fileName, text });
  return importPreview({ uploadId, fileName: upload.fileName, read });
}

/** imports.commit: the upload read as previewed and saved; the upload is then dropped. */
export async function commitImport(
  { userId, input: raw }: { userId: string; input: TImportCommitInput },
  deps: { db: Db; exchange: ExchangeService },
): Promise<TImportResult> {
  const input = ZImportCommitInputSchema.parse(raw);
  const upload = await loadUpload({ userId, uploadId: input.uploadId }, deps.exchange);
  const { bundle } = await readImport({ bytes: upload.bytes, fileName: upload.fileName, text: input.text });
  const result = await saveImport({ userId, bundle, target: input.target, includeProgress: input.includeProgress }, deps);
  await removeUpload(input.uploadId, deps.exchange);
  return result;
}
