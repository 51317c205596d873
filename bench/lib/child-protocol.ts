import { startTrace, stopTrace, type TracedQuery } from "./query-trace.ts";

/** What the parent needs of a server: listen and close (any Fastify instance). */
type Listener = { listen: (options: { host: string; port: number }) => Promise<unknown>; close: () => Promise<unknown> };

/** Parent → server process. */
export type ToServer = { type: "trace-start" } | { type: "trace-stop" } | { type: "cpu" } | { type: "close" };
/** Server process → parent. */
export type FromServer =
  | { type: "ready"; port: number }
  | { type: "trace"; queries: TracedQuery[] }
  /** process.cpuUsage() of the server process, µs. */
  | { type: "cpu"; user: number; system: number }
  | { type: "error"; message: string };

function send(message: FromServer): void {
  process.send?.(message);
}

/**
 * Runs in a server child process: listens on 127.0.0.1:<port>, reports ready,
 * answers trace requests and shuts down on "close" or when the parent goes
 * away (so a killed benchmark never leaves a server behind).
 */
export async function serveInChild(build: () => Promise<{ app: Listener; close: () => Promise<void> }>): Promise<void> {
  let closing = false;
  let close: (() => Promise<void>) | undefined;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(code), 5_000);
    force.unref();
    await close?.().catch(() => undefined);
    process.exit(code);
  };
  process.on("disconnect", () => void shutdown(0));
  // Ctrl-C reaches the whole process group: leave the shutdown to the parent,
  // which stops the load first and then sends "close" (or dies, which disconnects us).
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => void shutdown(0));
  process.on("message", (message: ToServer) => {
    if (message.type === "trace-start") {
      startTrace();
      send({ type: "trace", queries: [] });
    } else if (message.type === "trace-stop") send({ type: "trace", queries: stopTrace() });
    else if (message.type === "cpu") send({ type: "cpu", ...process.cpuUsage() });
    else if (message.type === "close") void shutdown(0);
  });

  try {
    const port = Number(process.env.BENCH_PORT);
    if (!Number.isInteger(port) || port <= 0) throw new Error("BENCH_PORT is not set");
    const built = await build();
    close = async () => {
      await built.app.close();
      await built.close();
    };
    await built.app.listen({ host: "127.0.0.1", port });
    send({ type: "ready", port });
  } catch (error) {
    send({ type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    await shutdown(1);
  }
}
