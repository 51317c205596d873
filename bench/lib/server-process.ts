import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { FromServer, ToServer } from "./child-protocol.ts";
import { BENCH_DIR } from "./paths.ts";
import type { TracedQuery } from "./query-trace.ts";

export type ServerName = "ours" | "bare";

export type ServerProcess = {
  name: ServerName;
  baseUrl: string;
  pid: number;
  trace: <T>(fn: () => Promise<T>) => Promise<{ result: T; queries: TracedQuery[] }>;
  /** CPU time the server process has used so far (user + system), ms. */
  cpuMs: () => Promise<number>;
  close: () => Promise<void>;
};

const live = new Set<ChildProcess>();

/** Last resort on abnormal exit: children also exit when their IPC channel closes. */
export function killAllServers(): void {
  for (const child of live) if (child.exitCode === null) child.kill("SIGKILL");
}

/**
 * Starts servers/<name>.ts in a child process. `fork` reuses this process's
 * execArgv, i.e. tsx's loader, so the child runs TypeScript too.
 */
export async function startServer(
  name: ServerName,
  env: Record<string, string>,
  port: number,
  /** Extra node flags for the child, e.g. --cpu-prof. */
  extraExecArgv: string[] = [],
  /** The file in servers/ to run (without .ts), when not `name` (bench:study's bare server is bare-study.ts). */
  script: string = name,
): Promise<ServerProcess> {
  const child = fork(path.join(BENCH_DIR, "servers", `${script}.ts`), [], {
    execArgv: [...process.execArgv, ...extraExecArgv],
    env: { ...process.env, ...env, BENCH_PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  live.add(child);
  // Sending to a child that already exited emits 'error' (ERR_IPC_CHANNEL_CLOSED); exits are handled below.
  child.on("error", () => undefined);
  const exited = new Promise<void>((resolve) => child.once("exit", () => (live.delete(child), resolve())));

  const next = (type: FromServer["type"]) =>
    new Promise<FromServer>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type === type || message.type === "error") {
          cleanup();
          if (message.type === "error") reject(new Error(`${name} server: ${message.message}`));
          else resolve(message);
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`${name} server exited (code ${code}) before answering`));
      };
      const cleanup = () => {
        child.off("message", onMessage);
        child.off("exit", onExit);
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const send = (message: ToServer) => {
    if (child.connected) child.send(message, () => undefined);
  };

  await next("ready");
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    trace: async (fn) => {
      const ack = next("trace");
      send({ type: "trace-start" });
      await ack;
      const result = await fn();
      const done = next("trace");
      send({ type: "trace-stop" });
      const message = (await done) as Extract<FromServer, { type: "trace" }>;
      return { result, queries: message.queries };
    },
    cpuMs: async () => {
      const reply = next("cpu");
      send({ type: "cpu" });
      const message = (await reply) as Extract<FromServer, { type: "cpu" }>;
      return (message.user + message.system) / 1000;
    },
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      send({ type: "close" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
