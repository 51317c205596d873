import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { buildPlans } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createAuth } from "./auth/create-auth.ts";
import { createTestUser, TEST_BASE_URL, useTestApp } from "./testing/test-app.ts";

const ctx = useTestApp();
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("health", () => {
  it("/healthz and /readyz answer when the database is up", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await ctx.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 when the database cannot be reached, while /healthz stays up", async () => {
    const db = createDb({ databaseUrl: "postgresql://postgres@127.0.0.1:1/nowhere", poolSize: 1 });
    const auth = createAuth({
      db,
      secret: "x".repeat(40),
      baseUrl: TEST_BASE_URL,
      trustedOrigins: [],
      mailer: ctx.mailer,
      newAccountPlan: "free",
    });
    const app = await buildApp({ services: { db, auth, plans: buildPlans() } });
    try {
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", error: "The database cannot be reached." });
    } finally {
      await app.close();
      await db.$disconnect();
    }
  });
});

describe("tRPC over HTTP", () => {
  it("serves procedures at /trpc for a bearer session", async () => {
    const user = await createTestUser(ctx.app);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/trpc/groups.create",
      headers: user.headers,
      payload: { title: "Over HTTP" },
    });
    expect(created.statusCode).toBe(200);
    const list = await ctx.app.inject({ url: "/trpc/groups.list", headers: user.headers });
    expect(list.json().result.data.map((g: { title: string }) => g.title)).toEqual(["Over HTTP"]);
  });

  it("answers 401 with a clear message when signed out", async () => {
    const response = await ctx.app.inject({ url: "/trpc/groups.list" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      message: "You are not signed in. Sign in and try again.",
      data: { code: "UNAUTHORIZED" },
    });
  });

  it("answers bad input with 400, the reason and the field", async () => {
    const user = await createTestUser(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/groups.rename",
      headers: user.headers,
      payload: { id: "nope", title: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: "id must be a deck or card id (a UUID).",
      data: { code: "BAD_REQUEST", appCode: "BAD_REQUEST", issues: [{ path: "id", message: "id must be a deck or card id (a UUID)." }] },
    });
  });

  it("answers another user's deck with 404 'Group not found'", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/trpc/groups.create",
      headers: owner.headers,
      payload: { title: "Mine" },
    });
    const id = created.json().result.data.id;
    const response = await ctx.app.inject({
      url: `/trpc/notes.byGroup?input=${encodeURIComponent(JSON.stringify({ id, page: 0 }))}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("Group not found");
  });
});

describe("GET /api/subscription and the admin set-plan command", () => {
  it("reports the Free plan a new account starts on until another plan is set, then that plan's usage", async () => {
    const user = await createTestUser(ctx.app);
    const before = await ctx.app.inject({ url: "/api/subscription", headers: user.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      subscription: { status: "active", plan_id: "free" },
      usage: { current: 0, limit: 40_000, percent: 0, inputLimits: { text: 2000, pages: 1 } },
    });

    const { stdout } = await promisify(execFile)("pnpm", ["admin", "set-plan", user.email, "pro"], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: ctx.database.url },
    });
    expect(stdout).toContain(`${user.email} is now on the pro plan.`);

    const after = await ctx.app.inject({ url: "/api/subscription", headers: user.headers });
    expect(after.json()).toMatchObject({
      subscription: { status: "active", plan_id: "pro" },
      usage: { current: 0, limit: 1_000_000, remaining: 1_000_000, inputLimits: { text: 10000, pages: 99 } },
    });
  });

  it("the admin command refuses an unknown plan and an unknown user", async () => {
    const run = (args: string[]) =>
      promisify(execFile)("pnpm", ["--silent", "admin", ...args], {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: ctx.database.url },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const plan = await run(["set-plan", "someone@example.test", "gold"]);
    expect(plan.code).not.toBe(0);
    expect(plan.stderr).toContain("Unknown plan 'gold'. Plans: free, premium, pro, or none.");
    const user = await run(["set-plan", "nobody@example.test", "pro"]);
    expect(user.code).not.toBe(0);
    expect(user.stderr).toContain("No user with the email nobody@example.test.");
  }, 60_000); // two pnpm + tsx processes: 20 s ran out on a machine loaded by other test runs
});

describe("auth rate limits", () => {
  it("are on by default and count each client IP separately, so one noisy client does not lock out others", async () => {
    const auth = createAuth({
      db: ctx.db,
      secret: "y".repeat(40),
      baseUrl: TEST_BASE_URL,
      trustedOrigins: [TEST_BASE_URL],
      mailer: ctx.mailer,
      newAccountPlan: "free",
    });
    const app = await buildApp({ services: { db: ctx.db, auth, plans: buildPlans() } });
    const signIn = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress,
        headers: { origin: TEST_BASE_URL, "x-forwarded-for": "203.0.113.99" },
        payload: { email: "nobody@example.test", password: "wrong password" },
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await signIn("198.51.100.1")).statusCode);
      expect(statuses.at(-1)).toBe(429);
      // A spoofed X-Forwarded-For is ignored: the other client is judged by its own address.
      expect((await signIn("198.51.100.2")).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe("unknown endpoints", () => {
  it("answer a JSON 404 naming the path", async () => {
    const response = await ctx.app.inject({ url: "/api/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "No such endpoint: GET /api/nope", code: "NOT_FOUND" });
  });
});
