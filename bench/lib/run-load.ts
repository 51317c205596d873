import autocannon, { type Request, type Result } from "autocannon";

export type Endpoint = {
  /** e.g. "GET /api/notes/groups" */
  label: string;
  method: "GET" | "POST";
  path: string;
  /** A fresh body per request (POST); called in request order across all connections. */
  body?: () => string;
  headers?: Record<string, string>;
};

export type LoadResult = {
  durationS: number;
  /** 200 responses per second over the run. */
  rps: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Latency of 200 responses, ms, exact (from every response time, not a histogram). */
  latency: { mean: number; p50: number; p90: number; p99: number; max: number };
};

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

let running: { stop: () => void } | undefined;

/** Stops the load that is running, if any (Ctrl-C): it then resolves with what it has. */
export function stopLoad(): void {
  running?.stop();
}

/** Closed-loop load: `connections` keep-alive connections, each sending its next request as soon as the last answers. */
export async function runLoad({
  baseUrl,
  endpoint,
  authorization,
  connections,
  durationS,
}: {
  baseUrl: string;
  endpoint: Endpoint;
  authorization: string;
  connections: number;
  durationS: number;
}): Promise<LoadResult> {
  const headers: Record<string, string> = { ...endpoint.headers, authorization };
  if (endpoint.method === "POST") headers["content-type"] = "application/json";
  const makeBody = endpoint.body;
  const request: Request = {
    method: endpoint.method,
    path: endpoint.path,
    headers,
    ...(makeBody
      ? {
          // Called before each request: the body changes per request (e.g. the page).
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: makeBody() }),
        }
      : {}),
  };

  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    requests: [request],
  });
  running = instance;
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await new Promise<Result>((resolve, reject) => {
    instance.once("done", resolve);
    instance.once("error", reject);
  }).finally(() => (running = undefined));

  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const ok = statusCodes["200"] ?? 0;
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    durationS: result.duration,
    rps: ok / result.duration,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    latency: {
      mean: latencies.length ? sum / latencies.length : Number.NaN,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    },
  };
}

/** Anything but 200s (other statuses, socket errors, timeouts). */
export function loadProblems(result: LoadResult): string[] {
  const problems: string[] = [];
  for (const [code, count] of Object.entries(result.statusCodes)) if (code !== "200") problems.push(`${count} × HTTP ${code}`);
  if (result.non2xx > 0 && problems.length === 0) problems.push(`${result.non2xx} non-2xx responses`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.ok === 0) problems.push("no successful responses");
  return problems;
}
