import path from "node:path";
import { createFolderStore, type FileStore } from "../../lib/file-store.ts";

/** The default of SOURCE_FILES_MB: how many megabytes of original files one account may keep. */
export const DEFAULT_SOURCE_FILES_MB = 500;

/**
 * Where the original files of sources are kept (docs/sources.md): the folder
 * store `sources/` under FILES_DIR, one file per source under the source's id,
 * and how many bytes of them one account may keep. Absent when the server has
 * no file stores: then only a source's text is kept.
 */
export type SourceFiles = {
  store: FileStore;
  /** Most bytes of original files one account may keep (SOURCE_FILES_MB). */
  limitBytes: number;
};

export function createSourceFiles({ root, limitMb = DEFAULT_SOURCE_FILES_MB }: { root: string; limitMb?: number }): SourceFiles {
  return { store: createFolderStore(path.join(root, "sources")), limitBytes: limitMb * 1024 * 1024 };
}
