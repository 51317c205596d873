import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readEnv } from "./env.ts";
import { openDatabase } from "./runtime/database.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";
import { REPO_ROOT } from "./runtime/paths.ts";

/**
 * `pnpm dev`: one database (embedded unless DATABASE_URL is set) shared by
 * the API in watch mode (port 3000) and Vite's dev server (port 5173, which
 * proxies /api and /trpc to the API). Ctrl-C stops all three.
 */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = { info: (m: string) => console.log(`[db] ${m}`), debug: () => {} };
  // Detached: Ctrl-C reaches the API and Vite, and the database is stopped once they exited.
  const database = await openDatabase(env, log, { detached: true });
  const children: ChildProcess[] = [];
  const run = (name: string, command: string, args: string[], cwd: string, extraEnv: NodeJS.ProcessEnv = {}) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...extraEnv } });
    child.on("exit", (code) => {
      if (!stopping) {
        console.error(`[dev] ${name} exited (${code ?? "signal"}); stopping`);
        void stop(1);
      }
    });
    children.push(child);
  };

  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await database.stop();
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  run("api", "pnpm", ["exec", "tsx", "watch", "src/server.ts"], path.join(REPO_ROOT, "apps/api"), {
    DATABASE_URL: database.url,
    SERVE_WEB: "false",
  });
  run("web", "pnpm", ["exec", "vite"], path.join(REPO_ROOT, "apps/web"));
  console.log(`[dev] API on http://localhost:${env.PORT}, web app with hot reload on http://localhost:5173`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
