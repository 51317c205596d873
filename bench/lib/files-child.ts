// One store's half of `pnpm bench:files`, in a process of its own: the import and then the export of
// the bench package through the exchange feature's own functions, with the file stores of a folder
// (`folder`) or of an S3 bucket (`s3`, settings in BENCH_S3 as JSON). A cold first run, then BENCH_RUNS
// warm ones. Prints one line: RESULT {"store", "runs", "import", "export"} (see FilesTaskResult).
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { ZExportRequestSchema } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import type { S3Settings } from "../../apps/api/src/lib/create-file-stores.ts";
import type { FileStore } from "../../apps/api/src/lib/file-store.ts";
import { createExchangeService, type ExchangeService } from "../../apps/api/src/features/exchange/exchange-service.ts";
import { openExportJobFile } from "../../apps/api/src/features/exchange/export/open-export-file.ts";
import { exportTask } from "../../apps/api/src/features/exchange/export/write-export-file.ts";
import { streamToTempFile } from "../../apps/api/src/features/exchange/files/stream-to-temp-file.ts";
import { saveUpload } from "../../apps/api/src/features/exchange/import/import-uploads.ts";
import { commitImportTask, previewImportTask } from "../../apps/api/src/features/exchange/import/run-import.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const [store, packageFile, databaseUrl] = process.argv.slice(2) as ["folder" | "s3", string, string];

/** Bytes into and out of the stores, and the calls that moved them. */
type Tally = { bytes: number; calls: number };

/** A phase's figures: the cold first run and the median of the warm runs. */
export type PhaseFigures = { coldMs: number; medianMs: number };
export type TaskFigures = {
  total: PhaseFigures;
  phases: Record<string, PhaseFigures>;
  /** CPU of this process per run (median of the warm runs): the store's client side and everything else. */
  cpuMs: number;
  /** CPU of the S3 server's process per run (median of the warm runs; 10 ms resolution); null for the folder store. */
  serverCpuMs: number | null;
  /** MB written to and read from the stores by one run (the same every run). */
  mbMoved: number;
  storeCalls: number;
  detail: string;
};
export type FilesTaskResult = { store: "folder" | "s3"; runs: number; import: TaskFigures; export: TaskFigures };

/** The store itself, counting what goes through it; the counting is the same for both kinds of store. */
function counted(inner: FileStore, tally: Tally): FileStore {
  return {
    ...inner,
    async put(key, bytes) {
      tally.calls += 1;
      tally.bytes += bytes.byteLength;
      await inner.put(key, bytes);
    },
    async putFile(key, localPath) {
      tally.calls += 1;
      tally.bytes += (await stat(localPath)).size;
      await inner.putFile(key, localPath);
    },
    async read(key) {
      tally.calls += 1;
      const bytes = await inner.read(key);
      tally.bytes += bytes.byteLength;
      return bytes;
    },
    stream(key) {
      tally.calls += 1;
      const source = inner.stream(key);
      return Readable.from(
        (async function* () {
          for await (const chunk of source as AsyncIterable<Uint8Array>) {
            tally.bytes += chunk.byteLength;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
    },
    async size(key) {
      tally.calls += 1;
      return inner.size(key);
    },
    async remove(key) {
      tally.calls += 1;
      await inner.remove(key);
    },
  };
}

function countedExchange(exchange: ExchangeService, tally: Tally): ExchangeService {
  return {
    ...exchange,
    media: counted(exchange.media, tally),
    exports: counted(exchange.exports, tally),
    uploads: counted(exchange.uploads, tally),
  };
}

/** The S3 server's process (BENCH_S3_PID), its CPU (user + system, ms) read from /proc; null for the folder store or off Linux. */
async function serverCpuMs(): Promise<number | null> {
  const pid = process.env.BENCH_S3_PID;
  if (!pid || process.platform !== "linux") return null;
  const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (!text) return null;
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs `once` cold and RUNS times warm, each run timing its own phases; `prepare` (untimed) sets each run up. */
async function measure<TPrepared>(
  prepare: (run: number) => Promise<TPrepared>,
  once: (prepared: TPrepared, phase: (name: string, work: () => Promise<void>) => Promise<void>) => Promise<void>,
  tally: Tally,
): Promise<Omit<TaskFigures, "detail">> {
  const runs: { total: number; phases: Record<string, number>; bytes: number; calls: number; cpu: number; serverCpu: number | null }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const prepared = await prepare(i);
    const phases: Record<string, number> = {};
    tally.bytes = 0;
    tally.calls = 0;
    const serverBefore = await serverCpuMs();
    const cpuBefore = cpuMs();
    await once(prepared, async (name, work) => {
      const phaseStarted = performance.now();
      await work();
      phases[name] = performance.now() - phaseStarted;
    });
    // The phases only: the checks after them are not part of the work.
    const total = Object.values(phases).reduce((sum, ms) => sum + ms, 0);
    const cpu = cpuMs() - cpuBefore;
    const serverAfter = await serverCpuMs();
    const serverCpu = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
    runs.push({ total, phases, bytes: tally.bytes, calls: tally.calls, cpu, serverCpu });
  }
  const figures = (pick: (run: (typeof runs)[number]) => number): PhaseFigures => {
    const warm = runs
      .slice(1)
      .map(pick)
      .sort((a, b) => a - b);
    return { coldMs: pick(runs[0]!), medianMs: warm[Math.floor(warm.length / 2)] ?? pick(runs[0]!) };
  };
  const last = runs.at(-1)!;
  return {
    total: figures((run) => run.total),
    phases: Object.fromEntries(Object.keys(last.phases).map((name) => [name, figures((run) => run.phases[name]!)])),
    cpuMs: figures((run) => run.cpu).medianMs,
    serverCpuMs: last.serverCpu === null ? null : figures((run) => run.serverCpu!).medianMs,
    mbMoved: last.bytes / 1024 / 1024,
    storeCalls: last.calls,
  };
}

async function main(): Promise<FilesTaskResult> {
  const s3 = store === "s3" ? (JSON.parse(process.env.BENCH_S3 ?? "") as S3Settings) : undefined;
  // FILES_DIR: the folder store's home, and for both stores where files being made are written first.
  const root = await mkdtemp(path.join(tmpdir(), `mnemo-bench-files-${store}-`));
  // As a file thread opens them (threads/thread-context.ts): its own client of 2 connections and the stores.
  const db = createDb({ databaseUrl, poolSize: 2 });
  const real = createExchangeService({ root, ...(s3 ? { s3 } : {}) });
  const tally: Tally = { bytes: 0, calls: 0 };
  const exchange = countedExchange(real, tally);
  const deps = { db, exchange };
  try {
    // Import: the upload streamed to the stores' disk and kept in the upload store (the route's
    // streamToTempFile + saveUpload), its preview (read back from the store), its commit (read again,
    // media into the media store, notes saved, upload removed). Each run is a new learner; the media
    // the last run wrote are removed first (untimed), since the media store keeps each file once by
    // its content and would otherwise not write them again.
    let imported = { userId: "", groupId: "", created: 0, media: 0 };
    let previous: string[] = [];
    const importFigures = await measure(
      async () => {
        for (const hash of previous) await real.media.remove(hash);
        const userId = randomUUID();
        await db.user.create({ data: { id: userId, name: "Bench", email: `${userId}@bench.test` } });
        return userId;
      },
      async (userId, phase) => {
        let uploadId = "";
        await phase("upload", async () => {
          const arrived = await streamToTempFile(createReadStream(packageFile), exchange.tempDir);
          uploadId = (await saveUpload({ userId, fileName: "bench.apkg", ...arrived }, deps)).uploadId;
        });
        await phase("preview", async () => {
          const preview = await previewImportTask({ userId, uploadId }, deps);
          if (preview.media.files === 0) throw new Error("the bench package has no media");
        });
        await phase("commit", async () => {
          const result = await commitImportTask({ userId, input: { uploadId, target: { kind: "new" }, includeProgress: false } }, deps);
          imported = { userId, groupId: result.groupIds[0]!, created: result.created, media: result.media };
        });
        previous = (await db.mediaFile.findMany({ where: { userId }, select: { hash: true } })).map((row) => row.hash);
        if (previous.length !== imported.media || imported.media === 0) {
          throw new Error(`the import kept ${previous.length} media rows for ${imported.media} media`);
        }
        if ((await real.uploads.size(uploadId)) !== null) throw new Error("the upload was not removed after its commit");
      },
      tally,
    );

    // Export, of the last import's deck with its media (read from the media store), as the export job
    // runs it in a file thread (exportTask: written to the stores' disk, then putFile into the export
    // store), then downloaded as GET /api/exports/jobs/:id/file sends it (openExportJobFile's stream).
    const { userId, groupId } = imported;
    const request = { ...ZExportRequestSchema.parse({ format: "apkg", groupIds: [groupId] }), format: "apkg" as const };
    let exported = { fileMb: 0, mediaInFile: 0 };
    let lastJob: string | undefined;
    const exportFigures = await measure(
      async () => {
        if (lastJob) await real.exports.remove(lastJob);
        // What startExport records before queueing the job.
        const job = await db.exportJob.create({
          data: { userId, format: "apkg", groupIds: [groupId], options: {}, status: "running" },
          select: { id: true },
        });
        lastJob = job.id;
        return job.id;
      },
      async (jobId, phase) => {
        await phase("write", async () => {
          const file = await exportTask({ userId, request, destination: { kind: "job", jobId } }, { ...deps, progress: () => {} });
          // What runExportJob records once the file is kept.
          await db.exportJob.update({
            where: { id: jobId },
            data: {
              status: "succeeded",
              filePath: jobId,
              fileName: file.fileName,
              size: file.size,
              expiresAt: new Date(Date.now() + 86_400_000),
            },
          });
        });
        await phase("download", async () => {
          const opened = await openExportJobFile({ userId, id: jobId }, deps);
          // Streamed through the API (FILES_S3_DOWNLOADS at its default): the bytes pass through this process.
          if (!("stream" in opened.body)) throw new Error("the export was answered with a URL, not streamed");
          let sent = 0;
          for await (const chunk of opened.body.stream as AsyncIterable<Uint8Array>) sent += chunk.byteLength;
          if (sent !== opened.size) throw new Error(`the download sent ${sent} of ${opened.size} bytes`);
          exported = { fileMb: sent / 1024 / 1024, mediaInFile: imported.media };
        });
      },
      tally,
    );
    return {
      store,
      runs: RUNS,
      import: { ...importFigures, detail: `${imported.created} notes, ${imported.media} media saved` },
      export: { ...exportFigures, detail: `${exported.fileMb.toFixed(1)} MB .apkg with ${exported.mediaInFile} media` },
    };
  } finally {
    await db.$disconnect();
    await rm(root, { recursive: true, force: true });
  }
}

const result = await main();
console.log(`RESULT ${JSON.stringify(result)}`);
// The AWS SDK's keep-alive agent would otherwise hold the process open for a while.
process.exit(0);
