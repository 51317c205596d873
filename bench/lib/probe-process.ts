import { fork } from "node:child_process";
import path from "node:path";
import type { LatencySummary } from "./latency-probe.ts";
import { BENCH_DIR } from "./paths.ts";

export type ProbeFigures = { health: LatencySummary; decks: LatencySummary };

/** Starts probe-child.ts against the server; `take()` gives the figures since the last take. */
export async function startProbeProcess({ baseUrl, authorization }: { baseUrl: string; authorization: string }) {
  const child = fork(path.join(BENCH_DIR, "lib", "probe-child.ts"), [], {
    execArgv: process.execArgv,
    env: { ...process.env, PROBE_BASE_URL: baseUrl, PROBE_AUTHORIZATION: authorization },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(message as T);
      };
      const onExit = (code: number | null) => reject(new Error(`the probe process exited (${code})`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  await next("ready");
  return {
    async take(): Promise<ProbeFigures> {
      const answer = next<ProbeFigures & { type: string }>("taken");
      child.send({ type: "take" });
      const { health, decks } = await answer;
      return { health, decks };
    },
    async close(): Promise<void> {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
