import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Files kept beside the database: media (content-addressed), finished export
 * files and uploaded imports waiting for their commit. A folder on disk by
 * default, or a bucket of an S3-compatible store (s3-file-store.ts).
 * Keys are made by the app (hashes, UUIDs), never by a user.
 */
export type FileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Moves a finished local file (an export written to disk as it was made) in under `key`; the
   * local file is gone afterwards. The folder store renames it; an S3 store uploads it as a stream.
   */
  putFile(key: string, localPath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes as they are read; a missing file fails the stream. */
  stream(key: string): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every finished file (none still being written), for the file sweep; an S3 store pages through its bucket listing. */
  list(): AsyncIterable<StoredFile>;
  /**
   * Removes what writes that never finished left behind (a crash mid-write) when last written
   * before `olderThan`, and says how much went. An S3 store aborts its unfinished multipart uploads.
   */
  removeUnfinished(olderThan: Date): Promise<{ files: number; bytes: number }>;
  /**
   * A short-lived URL anyone holding it can GET the file from, answered with these headers
   * (FILES_S3_DOWNLOADS=presigned). Only a bucket store has one: a folder store always streams.
   */
  downloadUrl?(key: string, options: DownloadUrlOptions): Promise<DownloadUrl>;
};

/** The headers a presigned download is answered with (as the streamed answer would be), and how long its URL works. */
export type DownloadUrlOptions = {
  contentType: string;
  contentDisposition?: string;
  cacheControl?: string;
  expiresInSeconds: number;
};

/** A presigned URL and when it stops working. */
export type DownloadUrl = { url: string; expiresAt: Date };

/** How a stored file reaches the browser: its bytes through the API, or a short-lived URL of the bucket to be redirected to. */
export type FileBody = { stream: Readable } | DownloadUrl;

/**
 * The file's presigned URL when `expiresInSeconds` is set (FILES_S3_DOWNLOADS=presigned) and the store
 * has URLs, else its bytes as a stream. Called only after the caller checked the file is the user's.
 */
export async function fileBody(
  store: FileStore,
  key: string,
  { expiresInSeconds, ...headers }: Omit<DownloadUrlOptions, "expiresInSeconds"> & { expiresInSeconds: number | undefined },
): Promise<FileBody> {
  if (expiresInSeconds && store.downloadUrl) return store.downloadUrl(key, { ...headers, expiresInSeconds });
  return { stream: store.stream(key) };
}

/** A finished file as the sweep judges it: its key, its size, and when it was last written. */
export type StoredFile = { key: string; size: number; modifiedAt: Date };

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/i;
/** The ending of a file being written aside, before its rename. */
const PARTIAL = ".partial";

/** The key itself when the app made it (a hash, a UUID); anything else is a bug, refused. */
export function checkFileKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe file key ${JSON.stringify(key)}`);
  return key;
}

export function createFolderStore(root: string): FileStore {
  // Two levels of fan-out keep folders small with hundreds of thousands of files.
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), checkFileKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}${PARTIAL}`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async putFile(key, localPath) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(localPath, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // Another disk: copied aside and renamed, as put does.
        const partial = `${file}.${randomUUID()}${PARTIAL}`;
        await copyFile(localPath, partial);
        await rename(partial, file);
        await rm(localPath, { force: true });
      }
    },
    read: (key) => readFile(fileOf(key)),
    stream: (key) => createReadStream(fileOf(key)),
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    async *list() {
      for await (const { name, file } of filesIn(root)) {
        if (name.endsWith(PARTIAL)) continue;
        const stats = await statOrNull(file);
        if (stats) yield { key: name, size: stats.size, modifiedAt: stats.mtime };
      }
    },
    async removeUnfinished(olderThan) {
      let files = 0;
      let bytes = 0;
      for await (const { name, file } of filesIn(root)) {
        if (!name.endsWith(PARTIAL)) continue;
        const stats = await statOrNull(file);
        if (!stats || stats.mtime >= olderThan) continue;
        await rm(file, { force: true });
        files += 1;
        bytes += stats.size;
      }
      return { files, bytes };
    },
  };
}

/** Every file of a folder store (one level of fan-out folders), as found. */
async function* filesIn(root: string): AsyncGenerator<{ name: string; file: string }> {
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(root, folder)).catch(() => [] as string[])) {
      yield { name, file: path.join(root, folder, name) };
    }
  }
}

/** A file's stats, or null when it went meanwhile. */
async function statOrNull(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
