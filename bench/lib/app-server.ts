import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { REPO_ROOT } from "./paths.ts";

export type AppServer = {
  baseUrl: string;
  pid: number;
  /** The server's last lines of output (warnings and errors: it runs with LOG_LEVEL=warn). */
  output: string[];
  /** SIGTERM, as a supervisor stops it; SIGKILL after 15 s. */
  close(): Promise<void>;
};

/**
 * The real server as `pnpm start` runs it (apps/api/src/server.ts under tsx, NODE_ENV=production:
 * HTTP, jobs and file threads in one process), on the benchmark's database and a files folder of
 * its own, without the web build. One process, so its RSS (threads included) is what it takes.
 */
export async function startAppServer({
  databaseUrl,
  port,
  filesDir,
  env = {},
}: {
  databaseUrl: string;
  port: number;
  filesDir: string;
  env?: Record<string, string>;
}): Promise<AppServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // From apps/api, as `pnpm start` runs it (tsx resolves from there).
  const apiDir = path.join(REPO_ROOT, "apps", "api");
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node, e.g. --cpu-prof to see where its time goes.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...extra, "--import", "tsx", path.join(apiDir, "src", "server.ts")], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As apps/api's start script sets it (glibc's malloc arenas per thread, see docs/security.md).
      MALLOC_ARENA_MAX: "2",
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      FILES_DIR: filesDir,
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 200));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let alive = true;
  void exited.then(() => (alive = false));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!alive) throw new Error(`the server exited before it was ready:\n${output.slice(-20).join("\n")}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within 120 s:\n${output.slice(-20).join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? -1,
    output,
    async close() {
      if (!alive) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
