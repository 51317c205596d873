import type { LoadResult } from "./run-load.ts";

export const TARGET = { minRatio: 0.6, maxOursP99Ms: 50 };

export type Run = {
  endpoint: string;
  server: "ours" | "bare";
  order: number;
  result: LoadResult;
  /** Server-process CPU (user + system) per 200 response during the measured run, ms. */
  serverCpuMsPerRequest: number;
  /** PostgreSQL CPU per 200 response (embedded server on Linux only), ms. */
  postgresCpuMsPerRequest?: number;
  /** The load generator's (this process's) CPU per 200 response, ms. */
  loadGenCpuMsPerRequest: number;
};

export type Summary = {
  endpoint: string;
  oursRps: number;
  bareRps: number;
  /** ours/bare requests per second. */
  ratio: number;
  /**
   * Bare's CPU per request ÷ ours (server process + PostgreSQL when known):
   * the req/s ratio to expect when CPU-bound on an otherwise idle machine.
   * Steadier than `ratio` when other work shares the cores.
   */
  cpuRatio: number;
  oursP99: number;
  pass: boolean;
};

export function summarise(runs: Run[]): Summary[] {
  const endpoints = [...new Set(runs.map((run) => run.endpoint))];
  return endpoints.map((endpoint) => {
    const ours = runs.find((run) => run.endpoint === endpoint && run.server === "ours")!.result;
    const bare = runs.find((run) => run.endpoint === endpoint && run.server === "bare")!.result;
    const ratio = ours.rps / bare.rps;
    const oursRun = runs.find((run) => run.endpoint === endpoint && run.server === "ours")!;
    const bareRun = runs.find((run) => run.endpoint === endpoint && run.server === "bare")!;
    const cpu = (run: Run) => run.serverCpuMsPerRequest + (run.postgresCpuMsPerRequest ?? 0);
    const cpuRatio = cpu(bareRun) / cpu(oursRun);
    return {
      endpoint,
      oursRps: ours.rps,
      bareRps: bare.rps,
      ratio,
      cpuRatio,
      oursP99: ours.latency.p99,
      pass: ratio >= TARGET.minRatio && ours.latency.p99 < TARGET.maxOursP99Ms,
    };
  });
}

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-GB") : "-");
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-");
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "-");

export function table(header: string[], rows: string[][], alignLeft: number[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    "| " + cells.map((cell, i) => (alignLeft.includes(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ") + " |";
  const rule = "|" + widths.map((w, i) => (alignLeft.includes(i) ? ":" + "-".repeat(w + 1) : "-".repeat(w + 1) + ":")).join("|") + "|";
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** One row per endpoint × server; ratio and verdict on the OURS row. A Markdown table, so README can take it verbatim. */
export function resultsTable(runs: Run[], summaries: Summary[], { verdict = true } = {}): string {
  const rows: string[][] = [];
  for (const summary of summaries) {
    for (const server of ["ours", "bare"] as const) {
      const run = runs.find((r) => r.endpoint === summary.endpoint && r.server === server)!;
      const r = run.result;
      rows.push(
        [
          summary.endpoint,
          server,
          String(run.order),
          f0(r.rps),
          f1(r.latency.p50),
          f1(r.latency.p90),
          f1(r.latency.p99),
          f0(r.ok),
          f2(run.serverCpuMsPerRequest),
          run.postgresCpuMsPerRequest === undefined ? "-" : f2(run.postgresCpuMsPerRequest),
          server === "ours" ? f2(summary.ratio) : "",
          server === "ours" ? f2(summary.cpuRatio) : "",
          server === "ours" ? (summary.pass ? "PASS" : "FAIL") : "",
        ].slice(0, verdict ? 13 : 12),
      );
    }
  }
  return table(
    [
      "endpoint",
      "server",
      "run #",
      "req/s",
      "p50 ms",
      "p90 ms",
      "p99 ms",
      "200s",
      "node CPU ms/req",
      "pg CPU ms/req",
      "ours/bare req/s",
      "ours/bare by CPU",
      "target",
    ].slice(0, verdict ? 13 : 12),
    rows,
    [0, 1],
  );
}
