import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { findFreePort, isProcessAlive, removeEmbeddedCluster } from "@mnemo/db/embedded";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./paths.ts";

/**
 * `pnpm start` as a person runs it: the real server (tsx src/server.ts) on its own embedded
 * PostgreSQL, stopped by a signal to its whole process group, as a terminal's Ctrl-C does.
 * Requests in flight when the signal arrives still use the database and get their answers;
 * the log shows HTTP, jobs, file threads and the database closing in that order, and no
 * PostgreSQL is left behind. (Before, the postmaster got the same Ctrl-C and shut down at once:
 * the request's insert failed with a 500 and the shutdown ran into its 10 s limit.)
 */

const API_DIR = path.join(REPO_ROOT, "apps/api");
const BOOT_MS = 120_000;
const CSV_ROWS = 500;

type LogLine = {
  level: number;
  time: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
};

type Proc = {
  child: ChildProcess;
  lines: LogLine[];
  output: () => string;
  waitFor: (what: string, match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

type Server = Proc & { port: number; pgPort: number; pgDir: string; env: NodeJS.ProcessEnv };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/**
 * Runs an entry point of apps/api through tsx's loader, as `pnpm start` and `pnpm worker` do, in a
 * process group of its own. Not through the tsx command: its parent process SIGKILLs the app when
 * the app has not acknowledged a signal within about 60 ms, which a busy CI machine can miss.
 */
function startProcess(entry: string, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: API_DIR,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  let output = "";
  let pending = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    pending += chunk.toString("utf8");
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // not a log line (a library writing to the console)
      }
    }
    for (const wake of waiters) wake();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  });
  const waitFor = (what: string, match: (line: LogLine) => boolean, timeoutMs = 30_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) return done(() => resolve(found));
        if (child.exitCode !== null || child.signalCode !== null) done(() => reject(new Error(`exited before ${what}:\n${output}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${what} within ${timeoutMs} ms:\n${output}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  return { child, lines, output: () => output, waitFor, exited };
}

async function startServer(): Promise<Server> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mnemo-shutdown-"));
  // The embedded cluster runs as the `postgres` OS user when we are root: it must reach the directory.
  await fs.chmod(dir, 0o755);
  const pgDir = path.join(dir, "postgres");
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  cleanups.push(() => removeEmbeddedCluster(pgDir)); // stops a postmaster a failed run left, before its folder goes
  const [port, pgPort] = [await findFreePort(), await findFreePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: pgDir,
    FILES_DIR: path.join(dir, "files"),
    SERVE_WEB: "false",
    BETTER_AUTH_SECRET: randomBytes(24).toString("hex"),
    LOG_LEVEL: "info",
  };
  // CI sets DATABASE_URL for the tests; this server runs its own embedded PostgreSQL, as `pnpm start` does.
  delete env.DATABASE_URL;
  const server = startProcess("src/server.ts", env);
  await server.waitFor("start", (line) => line.msg.startsWith("Mnemo is running"), BOOT_MS);
  return { ...server, port, pgPort, pgDir, env };
}

async function signUp(server: Server): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: `http://localhost:${server.port}`, "content-type": "application/json", "x-mnemo-bearer": "true" },
    body: JSON.stringify({ email: `shutdown-${Date.now()}@example.test`, password: "correct horse battery", name: "Shutdown" }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-auth-token")!;
}

function csv(rows: number): Buffer {
  const lines = ["front,back"];
  for (let i = 0; i < rows; i++) lines.push(`What is fact number ${i}?,It is the answer to question ${i}`);
  return Buffer.from(lines.join("\n"));
}

type Answer = { status: number; body: string };

function request(server: Server, token: string, method: string, url: string, body?: Buffer, contentType?: string) {
  const req = http.request({
    host: "127.0.0.1",
    port: server.port,
    method,
    path: url,
    headers: {
      authorization: `Bearer ${token}`,
      origin: `http://localhost:${server.port}`,
      ...(contentType ? { "content-type": contentType } : {}),
      ...(body ? { "content-length": body.length } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  return { req, answer };
}

/** A multipart upload whose body is sent in two parts, so it is in flight for as long as the test likes. */
function startUpload(server: Server, token: string, url: string, file: Buffer) {
  const boundary = "----mnemo-shutdown-test";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="facts.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { req, answer } = request(server, token, "POST", url, body, `multipart/form-data; boundary=${boundary}`);
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return { answer, finish: () => req.end(body.subarray(half)) };
}

async function upload(server: Server, token: string, file: Buffer): Promise<string> {
  const sent = startUpload(server, token, "/api/imports/uploads", file);
  sent.finish();
  const answer = await sent.answer;
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { uploadId: string }).uploadId;
}

function postJson(server: Server, token: string, url: string, payload: unknown): Promise<Answer> {
  const { req, answer } = request(server, token, "POST", url, Buffer.from(JSON.stringify(payload)), "application/json");
  req.end(JSON.stringify(payload));
  return answer;
}

const incoming = (url: string) => (line: LogLine) => line.msg === "incoming request" && line.req?.url === url;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts an upload (the request waits on the rest of its body) and an import of a sizeable file,
 * signals the server's process group once the server has both, then lets the upload finish:
 * its row is written after the signal. Checks the answers, the order in the log and what is left.
 */
async function shutDownWithRequestsInFlight(server: Server, token: string, signal: "SIGINT" | "SIGTERM") {
  const pidFile = await fs.readFile(path.join(server.pgDir, "postmaster.pid"), "utf8");
  const postmasterPid = Number.parseInt(pidFile.split("\n")[0]!, 10);
  expect(isProcessAlive(postmasterPid)).toBe(true);

  // An import's file threads warmed up (their modules loaded) before the clock starts.
  const uploadId = await upload(server, token, csv(CSV_ROWS));
  const preview = await postJson(server, token, "/api/imports/preview", { uploadId });
  expect(preview.status, preview.body).toBe(200);

  const slowUrl = "/api/imports/uploads?in-flight=upload";
  const slow = startUpload(server, token, slowUrl, csv(50));
  const importUrl = "/api/imports?in-flight=import";
  const imported = postJson(server, token, importUrl, { uploadId, target: { kind: "new", title: "In flight" } });
  const slowSeen = await server.waitFor("the upload's request", incoming(slowUrl));
  await server.waitFor("the import's request", incoming(importUrl));

  process.kill(-server.child.pid!, signal);
  await server.waitFor("the signal", (line) => line.msg.startsWith(`${signal} received`));
  slow.finish();

  const [slowAnswer, importAnswer] = await Promise.all([slow.answer, imported]);
  expect(slowAnswer.status, slowAnswer.body).toBe(201);
  expect(importAnswer.status, importAnswer.body).toBe(200);
  expect(JSON.parse(importAnswer.body)).toMatchObject({ created: CSV_ROWS });

  const exit = await Promise.race([server.exited, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 60_000))]);
  expect(exit, server.output()).toEqual({ code: 0, signal: null });

  const at = (match: (line: LogLine) => boolean, what: string) => {
    const line = server.lines.find(match);
    expect(line, `${what} in the log:\n${server.output()}`).toBeDefined();
    return line!;
  };
  const steps = [
    at((line) => line.msg.startsWith(`${signal} received`), "the signal"),
    at((line) => line.msg === "request completed" && line.reqId === slowSeen.reqId, "the upload's answer"),
    at((line) => line.msg === "HTTP server closed", "HTTP closed"),
    at((line) => line.msg === "jobs stopped", "jobs stopped"),
    at((line) => line.msg === "file threads closed", "file threads closed"),
    at((line) => line.msg === "database connections closed", "connections closed"),
    at((line) => line.msg === "embedded PostgreSQL stopped", "PostgreSQL stopped"),
    at((line) => line.msg === "bye", "bye"),
  ];
  // By the time each line was logged: pino writes asynchronously, and the last write before the exit can land after it.
  const times = steps.map((line) => line.time);
  expect(times, server.output()).toEqual([...times].sort((a, b) => a - b));
  expect(
    server.lines.filter((line) => line.time >= steps[0]!.time && line.level >= 50),
    "errors logged while shutting down",
  ).toEqual([]);

  expect(isProcessAlive(postmasterPid)).toBe(false);
  expect(existsSync(path.join(server.pgDir, "postmaster.pid"))).toBe(false);
  expect(await portAnswers(server.pgPort)).toBe(false);
}

describe("shutting down `pnpm start`", () => {
  it("on Ctrl-C (SIGINT to the process group) answers the requests in flight, then stops jobs, threads and PostgreSQL last", async () => {
    const server = await startServer();
    const token = await signUp(server);
    await shutDownWithRequestsInFlight(server, token, "SIGINT");
  }, 300_000);

  it("leaves the database running when `pnpm worker` stops, and shuts down the same way on SIGTERM to the group", async () => {
    const server = await startServer();
    const token = await signUp(server);

    const worker = startProcess("src/worker.ts", server.env);
    await worker.waitFor("the worker", (line) => line.msg.startsWith("generation worker running"), BOOT_MS);
    process.kill(-worker.child.pid!, "SIGINT");
    expect(await worker.exited, worker.output()).toEqual({ code: 0, signal: null });
    expect(worker.lines.some((line) => line.msg.includes("left running for the process that owns it"))).toBe(true);
    expect(worker.lines.some((line) => line.msg === "embedded PostgreSQL stopped")).toBe(false);
    // The server's database still answers.
    const { req, answer } = request(server, token, "GET", "/api/imports/uploads");
    req.end();
    expect((await answer).status).toBe(200);

    await shutDownWithRequestsInFlight(server, token, "SIGTERM");
  }, 300_000);
});
