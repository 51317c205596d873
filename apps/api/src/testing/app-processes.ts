import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A spawned API or worker process, with the end of what it printed on stderr (so a failed start says why). */
export type AppProcess = ChildProcess & { stderrTail(): string; exited: Promise<void> };

export type AppProcesses = {
  /**
   * Starts an API process (`src/server.ts`, as `pnpm start` runs it) with jobs left to workers
   * (GENERATION_WORKER=off) and the secret every replica shares, and waits for /readyz; answers its
   * address. One that exits before it is ready (say, its port was taken meanwhile) is started again on another port.
   */
  startApi(env?: Record<string, string>): Promise<string>;
  /** Starts a worker process (`src/worker.ts`, as `pnpm worker` runs it); it has no address to wait for. */
  startWorker(env?: Record<string, string>): AppProcess;
};

/**
 * Real API and worker processes on this test file's database (`databaseUrl()`, read when a process
 * starts), sharing nothing but what they are given, as processes on several machines share only
 * PostgreSQL and their configuration. Call at the top of a test file after useTestApp: the processes
 * still running are stopped (SIGTERM, and waited for) after the file's tests, before its database is dropped.
 */
export function useAppProcesses(databaseUrl: () => string): AppProcesses {
  const children: AppProcess[] = [];

  afterAll(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill("SIGTERM");
        await child.exited;
      }),
    );
  });

  function start(script: string, env: Record<string, string>): AppProcess {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(SRC, script)], {
      env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: "warn", NODE_ENV: "production", SERVE_WEB: "false", ...env },
      cwd: path.join(SRC, ".."),
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // What the process says on stderr is shown as it comes and kept.
    let tail = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    const started = Object.assign(child, { stderrTail: () => tail, exited });
    children.push(started);
    return started;
  }

  return {
    async startApi(env = {}) {
      const failures: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const child = start("server.ts", {
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: base,
          GENERATION_WORKER: "off",
          BETTER_AUTH_SECRET: "r".repeat(48),
          ...env,
        });
        const deadline = Date.now() + 120_000; // a loaded CI machine compiles and boots slowly
        while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
          try {
            if ((await fetch(`${base}/readyz`)).ok) return base;
          } catch {
            // not listening yet
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        if (child.exitCode === null && child.signalCode === null) {
          throw new Error(`the API on ${base} was not ready after 120 s; it printed:\n${child.stderrTail()}`);
        }
        failures.push(`exit ${child.exitCode ?? child.signalCode} on ${base}:\n${child.stderrTail()}`);
      }
      throw new Error(`the API did not start:\n${failures.join("\n")}`);
    },
    startWorker: (env = {}) => start("worker.ts", env),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
