import path from "node:path";
import { DEFAULT_MEDIA_LIMIT_BYTES } from "@mnemo/api-contract";
import { createFileStore, type S3Settings } from "../../lib/create-file-stores.ts";
import type { FileStore } from "../../lib/file-store.ts";

/** What exports and imports keep on disk, and the per-user media allowance (docs/exchange.md). */
export type ExchangeService = {
  /** The folder the stores live in (FILES_DIR), and where files being made are written first. */
  root: string;
  /** The bucket the stores live in instead, when FILES_S3_BUCKET is set. */
  s3?: S3Settings;
  /** Pictures and sounds of imported notes, by sha256. */
  media: FileStore;
  /** Finished export files (jobs), by job id; kept for a day. */
  exports: FileStore;
  /** Uploaded import files waiting for their preview and commit, by upload id; kept for an hour. */
  uploads: FileStore;
  /** Most bytes of media one user may keep. */
  mediaLimitBytes: number;
  /**
   * A folder for files being made (a direct export on its way to the browser): on the stores'
   * disk, so a finished file moves into a store by renaming. The file sweep removes what is
   * left there after its grace period (an hour, FILE_SWEEP_GRACE_MS).
   */
  tempDir: string;
};

export function createExchangeService({
  root,
  s3,
  mediaLimitBytes = DEFAULT_MEDIA_LIMIT_BYTES,
}: {
  root: string;
  s3?: S3Settings | undefined;
  mediaLimitBytes?: number;
}): ExchangeService {
  const settings = { root, ...(s3 ? { s3 } : {}) };
  return {
    root,
    ...(s3 ? { s3 } : {}),
    media: createFileStore(settings, "media"),
    exports: createFileStore(settings, "exports"),
    uploads: createFileStore(settings, "uploads"),
    mediaLimitBytes,
    tempDir: path.join(root, "tmp"),
  };
}
