// One export of `bench/export-memory.ts`, in a process of its own: a file-thread pool of one thread
// (the server's, with its heap limit) writes the export as a direct export or a job would, while
// this thread samples the process's RSS. Prints one line:
// RESULT {"ms", "peakRssMb", "baseRssMb", "warmRssMb", "bytes", "error"}: the process before the
// thread started, after the thread wrote the same format for a one-card deck (its code loaded), and
// its peak while writing the export.
import { rm } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { createThreadPool } from "../../apps/api/src/threads/thread-pool.ts";
import { AppError } from "../../apps/api/src/lib/app-error.ts";

const [databaseUrl, filesDir, userId, groupId, warmGroupId, format, layout, memoryMb] = process.argv.slice(2) as string[];

const threads = createThreadPool({
  size: 1,
  memoryMb: Number(memoryMb),
  workerData: { databaseUrl: databaseUrl!, files: { root: filesDir!, mediaLimitBytes: 1024 ** 3 } },
});
const rss = () => process.memoryUsage.rss() / 1024 / 1024;
const write = async (deckId: string) => {
  const file = await threads.run(
    "export.write",
    {
      userId: userId!,
      request: {
        format: format as "apkg" | "pdf" | "csv" | "md",
        groupIds: [deckId],
        includeProgress: format === "apkg",
        pdf: { layout: (layout ?? "sheet") as "sheet", paper: "a4" },
      },
      destination: { kind: "temp" },
    },
    { timeoutMs: 60 * 60_000, limitError: (limit) => new AppError("EXPORT_TOO_LARGE", { message: `passed its ${limit} limit` }) },
  );
  if (file.path) await rm(file.path, { force: true });
  return file.size;
};
const baseRssMb = rss();
await write(warmGroupId!);
const warmRssMb = rss();
let peakRssMb = warmRssMb;
const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rss())), 20);
const started = performance.now();
let bytes = 0;
let error: string | null = null;
try {
  bytes = await write(groupId!);
} catch (caught) {
  error = caught instanceof Error ? caught.message : String(caught);
}
const ms = performance.now() - started;
clearInterval(sampler);
peakRssMb = Math.max(peakRssMb, process.resourceUsage().maxRSS / 1024);
await threads.close({ graceMs: 0 });
console.log(`RESULT ${JSON.stringify({ ms, peakRssMb, baseRssMb, warmRssMb, bytes, error })}`);
