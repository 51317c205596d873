import { rm } from "node:fs/promises";
import { checkFileKey, type FileStore } from "../../../lib/file-store.ts";
import { mapInOrder } from "../../../lib/map-in-order.ts";
import { streamToTempFile } from "./stream-to-temp-file.ts";

/** Files copied at once: enough to hide a bucket's round trips, few enough for a small machine. */
const COPIES_AT_ONCE = 4;

export type FileCount = { files: number; bytes: number };

/** What a copy found at the destination before it began. */
export type CopyPlan = {
  /** Missing at the destination, or there with another size (then replaced). */
  toCopy: FileCount;
  /** Of those, the ones there with another size. */
  replaced: number;
  /** Already there with the same size. */
  skipped: FileCount;
  /** Names the app never makes (a stray file in the folder), left where they are. */
  foreign: string[];
};

export type CopyReport = CopyPlan & {
  copied: FileCount;
  /** Listed at the source, then gone before their turn (removed meanwhile by the running app). */
  gone: number;
};

/**
 * Copies every file of `from` that `to` lacks, or holds with another size, into `to`; the source is
 * left as it is. Idempotent: a second run finds everything there and copies nothing. Each file is
 * streamed to a temp file in `tempDir` and moved in by `putFile`, which both stores make atomic
 * (a renamed file, a completed upload), so a copy killed midway leaves no half file at the
 * destination, only a temp file the file sweep takes, and a re-run copies what is still missing.
 */
export async function copyFileStore({
  from,
  to,
  tempDir,
  dryRun = false,
  onPlan,
  onCopied,
}: {
  from: FileStore;
  to: FileStore;
  tempDir: string;
  dryRun?: boolean;
  onPlan?: (plan: CopyPlan) => void;
  /** After each copied file, with the totals so far. */
  onCopied?: (done: FileCount) => void;
}): Promise<CopyReport> {
  const there = new Map<string, number>();
  for await (const file of to.list()) there.set(file.key, file.size);

  const pending: Array<{ key: string; size: number }> = [];
  const plan: CopyPlan = { toCopy: { files: 0, bytes: 0 }, replaced: 0, skipped: { files: 0, bytes: 0 }, foreign: [] };
  for await (const { key, size } of from.list()) {
    if (!isAppKey(key)) {
      plan.foreign.push(key);
      continue;
    }
    const sizeThere = there.get(key);
    if (sizeThere === size) {
      count(plan.skipped, size);
      continue;
    }
    count(plan.toCopy, size);
    if (sizeThere !== undefined) plan.replaced += 1;
    pending.push({ key, size });
  }
  onPlan?.(plan);

  const copied = { files: 0, bytes: 0 };
  let gone = 0;
  if (!dryRun) {
    await mapInOrder(pending, COPIES_AT_ONCE, new AbortController(), async ({ key }) => {
      const size = await copyFile(key, { from, to, tempDir });
      if (size === null) {
        gone += 1;
        return;
      }
      count(copied, size);
      onCopied?.({ ...copied });
    });
  }
  return { ...plan, copied, gone };
}

/** Copies one file through a temp file and says how many bytes went, or null when the source no longer has it. */
async function copyFile(key: string, { from, to, tempDir }: { from: FileStore; to: FileStore; tempDir: string }): Promise<number | null> {
  let localPath: string | undefined;
  try {
    const source = from.stream(key);
    // A file removed meanwhile fails its stream at once, maybe before the pipeline below listens: the pipeline
    // still gets the error (it reads the stream's errored state), and this keeps it from being thrown as unhandled.
    source.on("error", () => {});
    const temp = await streamToTempFile(source, tempDir);
    localPath = temp.localPath;
    await to.putFile(key, localPath);
    return temp.size;
  } catch (error) {
    if ((await from.size(key).catch(() => undefined)) === null) return null;
    throw new Error(`file ${key}: ${describeError(error)}`, { cause: error });
  } finally {
    // Gone already when putFile took it; left behind by a failed upload or rename.
    if (localPath) await rm(localPath, { force: true });
  }
}

function count(counts: FileCount, bytes: number) {
  counts.files += 1;
  counts.bytes += bytes;
}

function isAppKey(key: string): boolean {
  try {
    checkFileKey(key);
    return true;
  } catch {
    return false;
  }
}

/** An error's name and message (the SDK's say what S3 answered; they never hold the credentials). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const name = code ?? (error.name !== "Error" ? error.name : "");
  return name && !error.message.startsWith(name) ? `${name}: ${error.message}` : error.message;
}
