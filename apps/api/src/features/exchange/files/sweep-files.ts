import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Db } from "@mnemo/db";
import type { ExchangeService } from "../exchange-service.ts";
import type { SourceFiles } from "../../library/source-files.ts";
import type { FileStore, StoredFile } from "../../../lib/file-store.ts";
import { removeMediaIfUnkept } from "./media-lock.ts";

/**
 * The sweep never touches a file written less than this long ago: such a file may belong to a
 * write, an import or an export still under way (the longest, an import's commit, may run for
 * 5 minutes in its thread; an export job for 30). An hour leaves room for all of them; with it, an
 * upload's file can never be taken while its row is being made, nor an export's before its job
 * records it, nor a media file before the import that wrote it saves its row.
 */
export const FILE_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Keys checked against the database at once. */
const BATCH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHA256 = /^[0-9a-f]{64}$/;

export type SweepCounts = { files: number; bytes: number };
export type SweepPass = "uploads" | "media" | "exports" | "sources" | "unfinished";
export type SweepReport = Record<SweepPass, SweepCounts> & { total: SweepCounts };

/** `sourceFiles`: the original files of sources (docs/sources.md), kept beside exchange's stores; without it that pass finds nothing. */
type SweepDeps = { db: Db; exchange: ExchangeService; sourceFiles?: SourceFiles | undefined };
type SweepOptions = { now?: Date; graceMs?: number };

/**
 * One sweep of the file stores (docs/jobs.md, file-sweep): expired uploads with their files, then
 * every file no row refers to, then writes that never finished. Each pass may run at any time, as
 * often as anyone likes, beside imports and exports: it removes only what no row needs and nothing
 * written within the grace period. `onPass` is told before each pass starts (the job's stages).
 */
export async function sweepFiles(
  { now = new Date(), graceMs = FILE_SWEEP_GRACE_MS, onPass }: SweepOptions & { onPass?: (pass: SweepPass) => Promise<void> } = {},
  deps: SweepDeps,
): Promise<SweepReport> {
  const options = { now, graceMs };
  const passes: [SweepPass, (options: Required<SweepOptions>, deps: SweepDeps) => Promise<SweepCounts>][] = [
    ["uploads", sweepUploads],
    ["media", sweepMedia],
    ["exports", sweepExports],
    ["sources", sweepSources],
    ["unfinished", sweepUnfinished],
  ];
  const report = { total: { files: 0, bytes: 0 } } as SweepReport;
  for (const [pass, sweep] of passes) {
    await onPass?.(pass);
    report[pass] = await sweep(options, deps);
    report.total.files += report[pass].files;
    report.total.bytes += report[pass].bytes;
  }
  return report;
}

/** Uploads whose hour is over (row and file), and upload files with no row (a cancel or a commit that stopped before removing its file). */
export async function sweepUploads({ now, graceMs }: Required<SweepOptions>, { db, exchange }: SweepDeps): Promise<SweepCounts> {
  const counts = { files: 0, bytes: 0 };
  for (;;) {
    const expired = await db.importUpload.findMany({ where: { expiresAt: { lte: now } }, select: { id: true }, take: BATCH });
    if (expired.length === 0) break;
    const ids = expired.map((row) => row.id);
    await db.importUpload.deleteMany({ where: { id: { in: ids }, expiresAt: { lte: now } } });
    for (const id of ids) add(counts, await removeCounted(exchange.uploads, id));
  }
  await removeUnreferenced(exchange.uploads, { now, graceMs }, counts, async (keys) => {
    const ids = keys.filter((key) => UUID.test(key));
    const rows = await db.importUpload.findMany({ where: { id: { in: ids } }, select: { id: true } });
    return new Set(rows.map((row) => row.id));
  });
  return counts;
}

/**
 * Media files no `media_file` row of anyone's refers to: left by an import that crashed between
 * writing its pictures and saving its notes, or by an account deletion that stopped half-way.
 */
export async function sweepMedia({ now, graceMs }: Required<SweepOptions>, { db, exchange }: SweepDeps): Promise<SweepCounts> {
  const counts = { files: 0, bytes: 0 };
  await removeUnreferenced(
    exchange.media,
    { now, graceMs },
    counts,
    async (keys) => {
      const hashes = keys.filter((key) => SHA256.test(key));
      const rows = await db.mediaFile.findMany({ where: { hash: { in: hashes } }, select: { hash: true }, distinct: ["hash"] });
      return new Set(rows.map((row) => row.hash));
    },
    // Checked again under the hash's lock as it goes: an import may be saving a row for it (media-lock.ts).
    (key) => removeMediaIfUnkept(key, { db, exchange }),
  );
  return counts;
}

/**
 * Export files no `export_job` row records, or whose day is over (the row stays for the job list,
 * its file forgotten: the link already answers 410).
 */
export async function sweepExports({ now, graceMs }: Required<SweepOptions>, { db, exchange }: SweepDeps): Promise<SweepCounts> {
  const counts = { files: 0, bytes: 0 };
  await removeUnreferenced(exchange.exports, { now, graceMs }, counts, async (keys) => {
    const rows = await db.exportJob.findMany({ where: { filePath: { in: keys } }, select: { filePath: true, expiresAt: true } });
    const expired = rows.filter((row) => row.expiresAt !== null && row.expiresAt <= now).map((row) => row.filePath!);
    if (expired.length > 0) await db.exportJob.updateMany({ where: { filePath: { in: expired } }, data: { filePath: null } });
    return new Set(rows.filter((row) => row.expiresAt === null || row.expiresAt > now).map((row) => row.filePath!));
  });
  return counts;
}

/**
 * Source files no `source` row names: left by a source deleted while its file could not be removed,
 * an account deletion that stopped half-way, or a generation job that stopped between writing the
 * file and saving its source (saveSource writes the file first). A kept source's file is never taken.
 */
export async function sweepSources({ now, graceMs }: Required<SweepOptions>, { db, sourceFiles }: SweepDeps): Promise<SweepCounts> {
  const counts = { files: 0, bytes: 0 };
  if (!sourceFiles) return counts;
  await removeUnreferenced(sourceFiles.store, { now, graceMs }, counts, async (keys) => {
    const rows = await db.source.findMany({ where: { fileKey: { in: keys } }, select: { fileKey: true } });
    return new Set(rows.flatMap((row) => (row.fileKey ? [row.fileKey] : [])));
  });
  return counts;
}

/** Files a write left half-done in any store, and direct exports left in the temp folder (a request that stopped before removing its file). */
export async function sweepUnfinished(
  { now, graceMs }: Required<SweepOptions>,
  { exchange, sourceFiles }: SweepDeps,
): Promise<SweepCounts> {
  const before = new Date(now.getTime() - graceMs);
  const counts = { files: 0, bytes: 0 };
  for (const store of [exchange.media, exchange.exports, exchange.uploads, ...(sourceFiles ? [sourceFiles.store] : [])]) {
    add(counts, await store.removeUnfinished(before));
  }
  add(counts, await sweepTempFolder(exchange.tempDir, before));
  return counts;
}

/**
 * Files in a temp folder (`FILES_DIR/tmp`, on this process's own machine) last written before `before`: uploads
 * arriving, export files being made or streamed, left by a request, thread or process that stopped mid-way.
 */
export async function sweepTempFolder(tempDir: string, before: Date): Promise<SweepCounts> {
  const counts = { files: 0, bytes: 0 };
  for (const name of await readdir(tempDir).catch(() => [] as string[])) {
    const file = path.join(tempDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile() || stats.mtime >= before) continue;
    await rm(file, { force: true });
    add(counts, { files: 1, bytes: stats.size });
  }
  return counts;
}

/**
 * Removes the store's files older than the grace period whose keys `referenced` does not return,
 * a batch at a time; the rows are read right before their batch's files go.
 */
async function removeUnreferenced(
  store: FileStore,
  { now, graceMs }: Required<SweepOptions>,
  counts: SweepCounts,
  referenced: (keys: string[]) => Promise<Set<string>>,
  remove: (key: string) => Promise<boolean> = async (key) => (await store.remove(key), true),
): Promise<void> {
  const before = now.getTime() - graceMs;
  let batch: StoredFile[] = [];
  const flush = async () => {
    const kept = await referenced(batch.map((file) => file.key));
    for (const file of batch) {
      if (kept.has(file.key)) continue;
      if (await remove(file.key)) add(counts, { files: 1, bytes: file.size });
    }
    batch = [];
  };
  for await (const file of store.list()) {
    if (file.modifiedAt.getTime() >= before) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
}

async function removeCounted(store: FileStore, key: string): Promise<SweepCounts> {
  const size = await store.size(key);
  await store.remove(key);
  return size === null ? { files: 0, bytes: 0 } : { files: 1, bytes: size };
}

function add(counts: SweepCounts, more: SweepCounts): void {
  counts.files += more.files;
  counts.bytes += more.bytes;
}
