import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files kept beside the database: media (content-addressed), finished export
 * files and uploaded imports waiting for their commit. A folder on disk by
 * default; the interface is what an S3-compatible store would implement.
 * Keys are made by the app (hashes, UUIDs), never by a user.
 */
export type FileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): ReadStream;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every key, for sweeping old files. */
  list(): Promise<string[]>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/i;

export function createFolderStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe file key ${JSON.stringify(key)}`);
    // Two levels of fan-out keep folders small with hundreds of thousands of files.
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
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
    async list() {
      const keys: string[] = [];
      for (const folder of await readdir(root).catch(() => [] as string[])) {
        for (const name of await readdir(path.join(root, folder)).catch(() => [] as string[])) {
          if (!name.endsWith(".partial")) keys.push(name);
        }
      }
      return keys;
    },
  };
}
