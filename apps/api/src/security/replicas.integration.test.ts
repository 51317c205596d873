import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { STUDY_TEXT } from "../testing/generation-helpers.ts";
import { useTestApp } from "../testing/test-app.ts";

/**
 * Limits across replicas: two real API processes (`src/server.ts`, as
 * `pnpm start` runs it) and a generation worker (`src/worker.ts`) on one
 * database, behind no shared memory. A limit counted in one process's memory
 * would let each process allow its own share; these must hold across both.
 */
const ctx = useTestApp();
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }),
  );
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(script: string, env: Record<string, string>): ChildProcess & { stderrTail: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(SRC, script)], {
    env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: "warn", NODE_ENV: "production", SERVE_WEB: "false", ...env },
    cwd: path.join(SRC, ".."),
    stdio: ["ignore", "ignore", "pipe"],
  });
  // What the process says on stderr is shown as it comes and kept, so a failed start says why.
  let tail = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  });
  children.push(child);
  return Object.assign(child, { stderrTail: () => tail });
}

/** Starts an API process and waits for /readyz. A process that exits (say, its port was taken meanwhile) is started again on another port. */
async function startApi(): Promise<string> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Jobs are left to the worker process; the secret is shared, as replicas share their configuration.
    const child = start("server.ts", {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      GENERATION_WORKER: "off",
      BETTER_AUTH_SECRET: "r".repeat(48),
    });
    const deadline = Date.now() + 120_000; // a loaded CI machine compiles and boots slowly
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (child.exitCode === null && child.signalCode === null) {
      throw new Error(`the API on ${base} was not ready after 120 s; it printed:\n${child.stderrTail()}`);
    }
    failures.push(`exit ${child.exitCode ?? child.signalCode} on ${base}:\n${child.stderrTail()}`);
  }
  throw new Error(`the API did not start:\n${failures.join("\n")}`);
}

describe("two API processes and a worker on one database", () => {
  it("share the sign-in limit and the hourly generation limit", { timeout: 400_000 }, async () => {
    const [a, b] = await Promise.all([startApi(), startApi()]);
    start("worker.ts", { GENERATION_CONCURRENCY: "1", OCR_WORKERS: "1" });

    // Sign-in: 10 wrong passwords per account and client in 15 minutes, counted together by both processes.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const base = i % 2 === 0 ? a : b;
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: "replicas@example.test", password: "a wrong guess" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);

    // Generation: 60 jobs an hour per user. 59 are already on record; one more through A, then B must refuse.
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a, "x-mnemo-bearer": "true" },
      body: JSON.stringify({ email: "replicas-jobs@example.test", password: "replicas passphrase", name: "R" }),
    });
    expect(signUp.status).toBe(200);
    const auth = { authorization: `Bearer ${signUp.headers.get("set-auth-token")}`, "content-type": "application/json" };
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const deck = (await (
      await fetch(`${b}/api/notes/add_group`, { method: "POST", headers: auth, body: '{"title":"Biology"}' })
    ).json()) as { id: string };
    await ctx.db.generationJob.createMany({
      data: Array.from({ length: 59 }, () => ({
        userId,
        groupId: deck.id,
        status: "succeeded" as const,
        inputKind: "text",
        mime: "text/plain",
        generator: "offline",
        types: ["qna"],
      })),
    });
    const job = { groupId: deck.id, text: STUDY_TEXT, types: ["qna"] };
    const accepted = await fetch(`${a}/api/generation/jobs`, { method: "POST", headers: auth, body: JSON.stringify(job) });
    expect(accepted.status).toBe(202);
    const refused = await fetch(`${b}/api/generation/jobs`, { method: "POST", headers: auth, body: JSON.stringify(job) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // The worker, a third process, runs the accepted job.
    const { id } = (await accepted.json()) as { id: string };
    let status = "queued";
    for (let i = 0; i < 240 && status !== "succeeded" && status !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = ((await (await fetch(`${b}/api/generation/jobs/${id}`, { headers: auth })).json()) as { status: string }).status;
    }
    expect(status).toBe("succeeded");
  });
});
