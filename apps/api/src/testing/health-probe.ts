import { performance } from "node:perf_hooks";
import type { App } from "../app.ts";

export type HealthProbeResult = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };

/**
 * Asks GET /healthz every `everyMs` while something else runs, and reports how long the answers
 * took. The app is in this process, so a request loop held up by heavy work shows here as a slow
 * answer (or none): tests assert a generous bound (the machines are shared); the tight figures are
 * bench:isolation's.
 */
export function startHealthProbe(app: App, { everyMs = 25 }: { everyMs?: number } = {}): { stop(): Promise<HealthProbeResult> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    let due = performance.now();
    while (running) {
      // Timed from when the request was due, not when the timer got round to it: a loop held up
      // between two requests shows too.
      const response = await app.inject({ method: "GET", url: "/healthz" });
      if (response.statusCode !== 200) throw new Error(`/healthz answered ${response.statusCode}`);
      latencies.push(performance.now() - due);
      due = performance.now() + everyMs;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
    },
  };
}
