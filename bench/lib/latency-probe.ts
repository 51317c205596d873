import { performance } from "node:perf_hooks";

export type LatencySummary = { requests: number; errors: number; p50: number; p99: number; max: number };

/**
 * Asks `url` every `everyMs` and keeps how long each answer took, timed from when the request was
 * due (a server that stalls between two requests shows too). Closed loop, one request at a time,
 * like a page polling or a learner clicking; `statuses` it may answer (others count as errors).
 */
export function startLatencyProbe(
  url: string,
  { everyMs, headers = {}, statuses = [200] }: { everyMs: number; headers?: Record<string, string>; statuses?: number[] },
) {
  let latencies: number[] = [];
  let errors = 0;
  let running = true;
  const loop = (async () => {
    let due = performance.now();
    while (running) {
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!statuses.includes(response.status)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - due);
      due = performance.now() + everyMs;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** The figures since the last call, then starts counting afresh. */
    take(): LatencySummary {
      const sorted = [...latencies].sort((a, b) => a - b);
      const taken = { requests: sorted.length, errors, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
      latencies = [];
      errors = 0;
      return taken;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
