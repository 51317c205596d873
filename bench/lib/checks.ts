import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { GROUP_OWNED_SQL, GROUPS_SQL, NOTES_PAGE_SQL, SESSION_SQL } from "../servers/bare-sql.ts";
import type { Seeded } from "./seed.ts";
import type { ServerProcess } from "./server-process.ts";
import type { TracedQuery } from "./query-trace.ts";

type Call = { method: "GET" | "POST"; path: string; body?: unknown; authorization?: string };

async function call(server: ServerProcess, { method, path, body, authorization }: Call) {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(server.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: response.status, json };
}

/**
 * Before any load: both servers must answer the same requests with the same
 * status and (for 200s) byte-for-byte the same JSON, or the comparison is void.
 */
export async function checkSameAnswers(ours: ServerProcess, bare: ServerProcess, seeded: Seeded): Promise<string[]> {
  const auth = seeded.authorization;
  const cases: { label: string; call: Call; status: number; length?: number }[] = [
    { label: "deck list", call: { method: "GET", path: "/api/notes/groups", authorization: auth }, status: 200, length: 200 },
    ...[0, 1, 50, 99].map((page) => ({
      label: `page ${page}`,
      call: { method: "POST" as const, path: "/api/notes/notes_by_group_id", body: { id: seeded.bigDeckId, page }, authorization: auth },
      status: 200,
      length: 50,
    })),
    {
      label: "page 100 (past the end)",
      call: { method: "POST", path: "/api/notes/notes_by_group_id", body: { id: seeded.bigDeckId, page: 100 }, authorization: auth },
      status: 200,
      length: 0,
    },
    { label: "signed out", call: { method: "GET", path: "/api/notes/groups" }, status: 401 },
    { label: "forged token", call: { method: "GET", path: "/api/notes/groups", authorization: auth.slice(0, -4) + "AAAA" }, status: 401 },
    {
      label: "unknown deck",
      call: {
        method: "POST",
        path: "/api/notes/notes_by_group_id",
        body: { id: "00000000-0000-7000-8000-000000000000", page: 0 },
        authorization: auth,
      },
      status: 404,
    },
  ];
  const problems: string[] = [];
  for (const c of cases) {
    const [a, b] = await Promise.all([call(ours, c.call), call(bare, c.call)]);
    if (a.status !== c.status) problems.push(`${c.label}: ours answered ${a.status}, expected ${c.status}`);
    if (b.status !== c.status) problems.push(`${c.label}: bare answered ${b.status}, expected ${c.status}`);
    if (c.status === 200) {
      if (!isDeepStrictEqual(a.json, b.json)) problems.push(`${c.label}: ours and bare returned different JSON`);
      if (c.length !== undefined && (!Array.isArray(a.json) || a.json.length !== c.length))
        problems.push(`${c.label}: expected an array of ${c.length}`);
    }
  }
  const groups = (await call(ours, cases[0]!.call)).json as { id: string; note_count: number }[];
  const big = groups.find((g) => g.id === seeded.bigDeckId);
  if (big?.note_count !== 5000) problems.push(`deck list: the big deck shows ${big?.note_count} cards, expected 5000`);
  return problems;
}

export type RequestTrace = { server: string; endpoint: string; status: number; wallMs: number; queries: TracedQuery[] };

/** The SQL each server sends for one request of each endpoint (after warm requests, so no connects or first-use costs). */
export async function traceRequests(servers: ServerProcess[], seeded: Seeded): Promise<RequestTrace[]> {
  const calls: [string, Call][] = [
    ["GET /api/notes/groups", { method: "GET", path: "/api/notes/groups", authorization: seeded.authorization }],
    [
      "POST /api/notes/notes_by_group_id",
      {
        method: "POST",
        path: "/api/notes/notes_by_group_id",
        body: { id: seeded.bigDeckId, page: 50 },
        authorization: seeded.authorization,
      },
    ],
  ];
  const traces: RequestTrace[] = [];
  for (const server of servers) {
    for (const [endpoint, c] of calls) {
      for (let i = 0; i < 5; i++) await call(server, c); // warm
      const started = performance.now();
      const { result, queries } = await server.trace(() => call(server, c));
      traces.push({ server: server.name, endpoint, status: result.status, wallMs: performance.now() - started, queries });
    }
  }
  return traces;
}

export type ExplainFigure = { label: string; sql: string; executionMs: number; planningMs: number; plan: string };

/** EXPLAIN ANALYZE (median of 7) of each statement, straight on the database: what PostgreSQL itself spends. */
export async function explainQueries(databaseUrl: string, seeded: Seeded): Promise<ExplainFigure[]> {
  const token = decodeURIComponent(seeded.authorization.slice(7)).split(".")[0]!;
  const statements: [string, string, unknown[]][] = [
    ["session + user (bare, 1 query)", SESSION_SQL, [token]],
    ["deck list (trigger-kept counts)", GROUPS_SQL, [seeded.userId]],
    ["deck ownership check", GROUP_OWNED_SQL, [seeded.bigDeckId, seeded.userId, 1, 0]],
    ["cards page 50 (OFFSET 2500)", NOTES_PAGE_SQL, [seeded.bigDeckId, seeded.userId, 51, 2500]],
    ["cards page 99 (OFFSET 4950)", NOTES_PAGE_SQL, [seeded.bigDeckId, seeded.userId, 51, 4950]],
  ];
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-bench-explain" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const figures: ExplainFigure[] = [];
    for (const [label, sql, params] of statements) {
      const exec: number[] = [];
      const plan: number[] = [];
      let text = "";
      for (let i = 0; i < 7; i++) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
        const lines = rows.map((row) => row["QUERY PLAN"]);
        text = lines.join("\n");
        exec.push(Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]));
        plan.push(Number(/Planning Time: ([\d.]+)/.exec(text)?.[1]));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      figures.push({ label, sql, executionMs: median(exec), planningMs: median(plan), plan: text });
    }
    return figures;
  } finally {
    await client.end();
  }
}

/**
 * The bare server hard-codes the data SQL Prisma sent when it was written.
 * If the features (or Prisma) now send something else, say so: the two
 * servers would no longer be asking PostgreSQL for the same work.
 */
export function checkSqlDrift(traces: RequestTrace[]): string[] {
  const expected: Record<string, string[]> = {
    "GET /api/notes/groups": [SESSION_SQL, GROUPS_SQL],
    "POST /api/notes/notes_by_group_id": [SESSION_SQL, GROUP_OWNED_SQL, NOTES_PAGE_SQL],
  };
  const problems: string[] = [];
  for (const trace of traces.filter((t) => t.server === "ours")) {
    const want = (expected[trace.endpoint] ?? []).map((sql) => sql.replace(/\s+/g, " ").trim()).sort();
    const got = trace.queries.map((q) => q.sql.replace(/\s+/g, " ").trim()).sort();
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      problems.push(
        `${trace.endpoint}: ours now sends different data SQL than servers/bare-sql.ts; update it so both servers run the same queries.\n` +
          `  ours sends:\n    ${got.join("\n    ")}`,
      );
    }
  }
  return problems;
}
