import type { BenchDatabase } from "./database.ts";
import { killAllServers, type ServerProcess } from "./server-process.ts";

/**
 * What every benchmark run owns and must give back: its server processes and
 * its database. Ctrl-C (or SIGTERM) stops the load (`onInterrupt`), closes the
 * servers and drops the database; `cleanup` does the same at the end of a run.
 */
export type BenchRun = {
  servers: ServerProcess[];
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
