// pnpm bench:files — one import and one export through the S3 file store against the folder store, in
// the same run (issue 33). The same .apkg (a few thousand cards and their pictures) is uploaded,
// previewed and committed, and the imported deck exported as a job makes it and downloaded, through
// the exchange feature's own functions, once with FILES_DIR's folders and once with a bucket of s3rver
// on a loopback port (a process of its own). Each store's half runs in a child process of its own
// (lib/files-child.ts): a cold first run, then the median of BENCH_RUNS warm runs. Prints ms, MB moved
// through the stores and S3/folder per task and phase. No real network is involved: the ratio is the
// S3 store's code path (AWS SDK, HTTP, s3rver) on loopback, not what a bucket across a network costs.
import { execFile, fork } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { S3Settings } from "../apps/api/src/lib/create-file-stores.ts";
import { openBenchDatabase } from "./lib/database.ts";
import type { FilesTaskResult, PhaseFigures, TaskFigures } from "./lib/files-child.ts";
import { filesBenchPackage } from "./lib/files-seed.ts";
import { BENCH_DIR } from "./lib/paths.ts";
import type { FromS3Server, ToS3Server } from "./lib/s3-server-process.ts";

const run = promisify(execFile);
const log = (line: string) => console.log(`[bench] ${line}`);
const CARDS = Number(process.env.BENCH_CARDS ?? 3000);
const MEDIA = Number(process.env.BENCH_MEDIA ?? 300);
const MEDIA_KB = Number(process.env.BENCH_MEDIA_KB ?? 64);

async function storeChild(
  store: "folder" | "s3",
  packageFile: string,
  databaseUrl: string,
  s3?: { settings: S3Settings; pid: number },
): Promise<FilesTaskResult> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(BENCH_DIR, "lib", "files-child.ts"), store, packageFile, databaseUrl],
    { cwd: BENCH_DIR, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...(s3 ? s3Env(s3) : {}) } },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`the ${store} run printed no result:\n${stdout}`);
  return JSON.parse(line.slice(7)) as FilesTaskResult;
}

/** The S3 half's environment: the bucket's settings and s3rver's pid (for its CPU). */
function s3Env(s3: { settings: S3Settings; pid: number }): Record<string, string> {
  return { BENCH_S3: JSON.stringify(s3.settings), BENCH_S3_PID: String(s3.pid) };
}

type S3Process = { endpoint: string; bucket: string; pid: number; close(): Promise<void> };

async function startS3Process(): Promise<S3Process> {
  const child = fork(path.join(BENCH_DIR, "lib", "s3-server-process.ts"), [], { execArgv: ["--import", "tsx"], cwd: BENCH_DIR });
  const ready = await new Promise<FromS3Server>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the s3rver process exited (${code})`));
    child.once("exit", onExit);
    child.once("message", (message: FromS3Server) => {
      child.off("exit", onExit);
      resolve(message);
    });
  });
  const send = (message: ToS3Server) => child.send(message);
  return {
    endpoint: ready.endpoint,
    bucket: ready.bucket,
    pid: child.pid!,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      send({ type: "close" });
      await exited;
    },
  };
}

const ms = (figures: PhaseFigures) => `${figures.coldMs.toFixed(0)} / ${figures.medianMs.toFixed(0)} ms`;
const ratio = (s3: PhaseFigures, folder: PhaseFigures) => (s3.medianMs / folder.medianMs).toFixed(2);

function report(name: string, folder: TaskFigures, s3: TaskFigures) {
  log(`${name}: ${folder.detail}`);
  log(`  ${"".padEnd(10)} ${"folder cold / median".padStart(22)} ${"S3 cold / median".padStart(22)} ${"S3/folder".padStart(10)}`);
  for (const [phase, figures] of Object.entries(folder.phases)) {
    log(
      `  ${phase.padEnd(10)} ${ms(figures).padStart(22)} ${ms(s3.phases[phase]!).padStart(22)} ${ratio(s3.phases[phase]!, figures).padStart(10)}`,
    );
  }
  log(
    `  ${"total".padEnd(10)} ${ms(folder.total).padStart(22)} ${ms(s3.total).padStart(22)} ${ratio(s3.total, folder.total).padStart(10)}`,
  );
  log(
    `  CPU per run (median): folder ${folder.cpuMs.toFixed(0)} ms; S3 ${s3.cpuMs.toFixed(0)} ms in this process` +
      (s3.serverCpuMs === null ? "" : ` + ${s3.serverCpuMs.toFixed(0)} ms in s3rver's`),
  );
  log(
    `  moved through the stores per run: folder ${folder.mbMoved.toFixed(1)} MB in ${folder.storeCalls} calls, ` +
      `S3 ${s3.mbMoved.toFixed(1)} MB in ${s3.storeCalls} calls`,
  );
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "mnemo-bench-files-"));
  const database = await openBenchDatabase(log);
  let s3rver: S3Process | undefined;
  try {
    const packageFile = path.join(dir, "bench.apkg");
    const bytes = await filesBenchPackage({ cards: CARDS, media: MEDIA, mediaKb: MEDIA_KB });
    await writeFile(packageFile, bytes);
    log(
      `package: ${CARDS.toLocaleString("en-GB")} notes, ${MEDIA} pictures of ${MEDIA_KB} KB, ` +
        `${(bytes.length / 1024 / 1024).toFixed(1)} MB .apkg; database: ${database.server}`,
    );
    s3rver = await startS3Process();
    log(`S3 store: bucket ${s3rver.bucket} of s3rver 3.7.1 at ${s3rver.endpoint} (loopback, a process of its own, same disk)`);

    const folder = await storeChild("folder", packageFile, database.url);
    const s3 = await storeChild("s3", packageFile, database.url, {
      settings: {
        bucket: s3rver.bucket,
        region: "us-east-1",
        endpoint: s3rver.endpoint,
        forcePathStyle: true,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        prefix: "bench",
      },
      pid: s3rver.pid,
    });

    log(`runs: cold first + median of ${folder.runs} warm, each store in a process of its own (folder first)`);
    report("import (.apkg uploaded, previewed, committed)", folder.import, s3.import);
    report("export (.apkg written as a job, kept, downloaded)", folder.export, s3.export);
    log(
      "The S3 side is s3rver on loopback: S3/folder measures the S3 store's code path (AWS SDK, HTTP, " +
        "multipart uploads, s3rver's own work), not a real network; a bucket across a network adds its latency per call.",
    );
  } finally {
    await s3rver?.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
