import { createFileStore, type S3Settings } from "../../lib/create-file-stores.ts";
import type { FileStore } from "../../lib/file-store.ts";

/** The default of SOURCE_FILES_MB: how many megabytes of original files one account may keep. */
export const DEFAULT_SOURCE_FILES_MB = 500;

/**
 * Where the original files of sources are kept (docs/sources.md): the folder
 * store `sources/` under FILES_DIR (or in the FILES_S3_BUCKET bucket), one file per source under the source's id,
 * and how many bytes of them one account may keep. Absent when the server has
 * no file stores: then only a source's text is kept.
 */
export type SourceFiles = {
  store: FileStore;
  /** Most bytes of original files one account may keep (SOURCE_FILES_MB). */
  limitBytes: number;
};

export function createSourceFiles({
  root,
  s3,
  limitMb = DEFAULT_SOURCE_FILES_MB,
}: {
  root: string;
  s3?: S3Settings | undefined;
  limitMb?: number;
}): SourceFiles {
  return { store: createFileStore({ root, ...(s3 ? { s3 } : {}) }, "sources"), limitBytes: limitMb * 1024 * 1024 };
}
