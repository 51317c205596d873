import { findFreePort } from "@mnemo/db/embedded";
import type { Browser } from "@playwright/test";
import type { BenchRun } from "./bench-run.ts";
import { launchChromium } from "./chromium.ts";
import { openBenchDatabase, type BenchDatabase } from "./database.ts";
import { startServer, type ServerProcess } from "./server-process.ts";
import { buildWebApp } from "./web-build.ts";

/**
 * What a benchmark of a page in Chromium starts with: apps/web built for production into `tempDir`, a fresh bench
 * database, our server serving both, and Chromium; each handed to `run`, which closes them at the end.
 */
export async function startWebBench(
  run: BenchRun,
  tempDir: string,
  log: (line: string) => void,
): Promise<{ database: BenchDatabase; server: ServerProcess; browser: Browser }> {
  log("building apps/web for production (into a temporary directory)");
  const build = await buildWebApp(tempDir);
  log(`built in ${(build.durationMs / 1000).toFixed(1)} s`);
  const database = await openBenchDatabase(log);
  run.database = database;
  const server = await startServer("ours", { DATABASE_URL: database.url, BENCH_WEB_ROOT: build.outDir }, await findFreePort());
  run.servers.push(server);
  const browser = await launchChromium();
  run.servers.push({ close: () => browser.close() });
  return { database, server, browser };
}
