import type { BenchDatabase } from "./database.ts";
import { killAllServers, type ServerProcess } from "./server-process.ts";

/**
 * What every benchmark run owns and must give back: its server processes and
 * its database. Ctrl-C (or SIGTERM) stops the load (`onInterrupt`), closes the
 * servers and drops the database; `cleanup` does the same at the end of a run.
 */
export type BenchRun = {
  /** Whatever serves during the run: closed by cleanup. */
  servers: Pick<ServerProcess, "close">[];
  database: BenchDatabase | undefined;
  readonly interrupted: boolean;
  cleanup(): Promise<void>;
};

export function startBenchRun({ log, onInterrupt }: { log: (line: string) => void; onInterrupt: () => void }): BenchRun {
  const run: BenchRun = {
    servers: [],
    database: undefined,
    interrupted: false,
    async cleanup() {
      await Promise.allSettled(run.servers.map((server) => server.close()));
      killAllServers();
      const database = run.database;
      if (database) {
        log(`dropping ${database.name}${database.server.startsWith("embedded") ? " and stopping the embedded PostgreSQL" : ""}`);
        await database.drop().catch((error: unknown) => log(`cleanup: ${error instanceof Error ? error.message : String(error)}`));
      }
    },
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (run.interrupted) return;
      (run as { interrupted: boolean }).interrupted = true;
      log(`${signal}: stopping the load and cleaning up`);
      onInterrupt();
      const force = setTimeout(() => process.exit(130), 15_000);
      force.unref();
      void run.cleanup().finally(() => process.exit(130));
    });
  }
  return run;
}

/**
 * Runs a benchmark's `main` to its exit code and gives everything back: a throw
 * is reported and exits 1, the servers and database are cleaned up, and an
 * interrupted run is left to the signal handler's own exit.
 */
export async function finishBenchRun(run: BenchRun, main: () => Promise<number>): Promise<void> {
  let code: number;
  try {
    code = await main();
  } catch (error) {
    if (!run.interrupted) console.error(`\n[bench] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    code = 1;
  } finally {
    if (!run.interrupted) await run.cleanup();
  }
  if (!run.interrupted) process.exit(code);
}
