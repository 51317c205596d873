import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SUGGESTION_RATE_LIMIT, SUGGESTION_RATE_WINDOW_MS, type TSuggestion } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createSuggestion } from "../../features/suggestions/create-suggestion.ts";
import { hashClientIp } from "../../lib/hash-client-ip.ts";
import { listSuggestions } from "../../features/suggestions/list-suggestions.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";

const ctx = useTestApp();
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const idea = { title: "Dark mode for study", details: "A darker study screen for late-night revision." };

let ipCounter = 0;
/** A fresh client address per test, so tests never share a rate-limit bucket. */
function newIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

type TrpcAnswer = {
  status: number;
  result?: { id: string; created_at: string };
  error?: { message: string; code: number; data: { code: string } };
};

/** POST /trpc/suggestions.create from a given client address, signed out or as `user`. */
async function submit(input: unknown, { ip, user }: { ip: string; user?: TestUser }): Promise<TrpcAnswer> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/trpc/suggestions.create",
    remoteAddress: ip,
    headers: { "content-type": "application/json", ...(user ? { cookie: user.cookie } : {}) },
    payload: JSON.stringify(input),
  });
  const body = response.json<{ result?: { data: TrpcAnswer["result"] }; error?: TrpcAnswer["error"] }>();
  return { status: response.statusCode, result: body.result?.data, error: body.error };
}

async function rowById(id: string) {
  return ctx.db.featureSuggestion.findUniqueOrThrow({ where: { id } });
}

describe("suggestions.create", () => {
  it("stores a visitor's suggestion with their optional email and a hash of their IP, never the IP", async () => {
    const ip = newIp();
    const answer = await submit({ ...idea, email: "Visitor@Example.org" }, { ip });
    expect(answer.status).toBe(200);
    const row = await rowById(answer.result!.id);
    expect(row).toMatchObject({ title: idea.title, details: idea.details, email: "visitor@example.org", userId: null });
    expect(row.ipHash).toBe(hashClientIp(ip, ctx.auth.options.secret!));
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it("stores a signed-in user's suggestion under their account, with their email unless they give another", async () => {
    const user = await createTestUser(ctx.app);
    const own = await submit(idea, { ip: newIp(), user });
    expect(own.status).toBe(200);
    expect(await rowById(own.result!.id)).toMatchObject({ userId: user.id, email: user.email });

    const other = await submit({ ...idea, email: "team@example.org" }, { ip: newIp(), user });
    expect(await rowById(other.result!.id)).toMatchObject({ userId: user.id, email: "team@example.org" });
  });

  it("answers 400 with the field's message for a title or description out of bounds, and stores nothing", async () => {
    const ip = newIp();
    const before = await ctx.db.featureSuggestion.count();
    const cases: [unknown, string][] = [
      [{ ...idea, title: "ab" }, "Title must be at least 3 characters."],
      [{ ...idea, title: "x".repeat(121) }, "Title must be at most 120 characters."],
      [{ ...idea, details: "too short" }, "Description must be at least 10 characters."],
      [{ ...idea, details: "x".repeat(2001) }, "Description must be at most 2000 characters."],
      [{ ...idea, title: "   " }, "Title is required."],
      [{ ...idea, email: "nope" }, "Please enter a valid email address."],
    ];
    for (const [input, message] of cases) {
      const answer = await submit(input, { ip });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(message);
    }
    expect(await ctx.db.featureSuggestion.count()).toBe(before);
    // Bad input does not use up the allowance.
    expect((await submit(idea, { ip })).status).toBe(200);
  });

  it(`answers 429 after ${SUGGESTION_RATE_LIMIT} in an hour from one visitor IP, saying when to retry; other IPs and users are unaffected`, async () => {
    const ip = newIp();
    for (let i = 0; i < SUGGESTION_RATE_LIMIT; i += 1) expect((await submit(idea, { ip })).status).toBe(200);
    const limited = await submit(idea, { ip });
    expect(limited.status).toBe(429);
    expect(limited.error?.data.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.error?.message).toMatch(/^You've sent 5 suggestions in the last hour\. Please try again in (59|60) minutes\.$/);

    expect((await submit(idea, { ip: newIp() })).status).toBe(200);
    // A signed-in user is counted by account, not by the address they share with the visitor.
    const user = await createTestUser(ctx.app);
    expect((await submit(idea, { ip, user })).status).toBe(200);
  });

  it(`limits a signed-in user to ${SUGGESTION_RATE_LIMIT} an hour whatever their IP, without affecting another user`, async () => {
    const user = await createTestUser(ctx.app);
    for (let i = 0; i < SUGGESTION_RATE_LIMIT; i += 1) expect((await submit(idea, { ip: newIp(), user })).status).toBe(200);
    expect((await submit(idea, { ip: newIp(), user })).status).toBe(429);

    const other = await createTestUser(ctx.app);
    expect((await callerFor(ctx, other).suggestions.create(idea)).id).toEqual(expect.any(String));
  });

  it("accepts again once the oldest suggestion in the window is an hour old", async () => {
    const ipHash = hashClientIp(newIp(), "window-test");
    const start = new Date("2026-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const input = { ...idea, email: null };
    for (let i = 0; i < SUGGESTION_RATE_LIMIT; i += 1) await createSuggestion({ input, user: null, ipHash, now: at(i * 10) }, ctx.db);

    const early = await createSuggestion({ input, user: null, ipHash, now: at(45) }, ctx.db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(early).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You've sent 5 suggestions in the last hour. Please try again in 15 minutes.",
    });
    await expect(createSuggestion({ input, user: null, ipHash, now: at(60) }, ctx.db)).resolves.toMatchObject({ id: expect.any(String) });
    expect(SUGGESTION_RATE_WINDOW_MS).toBe(60 * 60_000);
  });

  it("holds the limit under concurrent requests: exactly the allowance gets through", async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: SUGGESTION_RATE_LIMIT * 2 }, () => submit(idea, { ip })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(SUGGESTION_RATE_LIMIT).fill(200), ...Array<number>(SUGGESTION_RATE_LIMIT).fill(429)]);
  });

  it("keeps a suggestion when its author deletes their account", async () => {
    const user = await createTestUser(ctx.app);
    const { id } = await callerFor(ctx, user).suggestions.create(idea);
    await ctx.db.user.delete({ where: { id: user.id } });
    expect(await rowById(id)).toMatchObject({ userId: null, email: user.email, title: idea.title });
  });

  it("is a tRPC TOO_MANY_REQUESTS error for callers too", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    for (let i = 0; i < SUGGESTION_RATE_LIMIT; i += 1) await trpc.suggestions.create(idea);
    const error = await trpc.suggestions.create(idea).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("listing suggestions (operator)", () => {
  it("lists the newest first, up to the limit, without the IP hash", async () => {
    const ipHash = hashClientIp(newIp(), "list-test");
    const input = { ...idea, email: null };
    const base = Date.parse("2030-05-01T08:00:00Z");
    for (const [index, title] of ["First idea", "Second idea", "Third idea"].entries()) {
      await createSuggestion({ input: { ...input, title }, user: null, ipHash, now: new Date(base + index * 1000) }, ctx.db);
    }
    const newest = await listSuggestions({ limit: 3 }, ctx.db);
    expect(newest.map((s) => s.title)).toEqual(["Third idea", "Second idea", "First idea"]);
    expect(newest[0]).toEqual({
      id: expect.any(String),
      title: "Third idea",
      details: idea.details,
      email: null,
      user_id: null,
      created_at: "2030-05-01T08:00:02.000Z",
    });
    expect((await listSuggestions({ limit: 1 }, ctx.db)).map((s) => s.title)).toEqual(["Third idea"]);
  });

  // Spawns the real command (what `pnpm admin` runs), so it gets a longer timeout than in-process tests.
  it("`pnpm admin list-suggestions` prints them as text or JSON, and refuses a bad limit", { timeout: 90_000 }, async () => {
    const ipHash = hashClientIp(newIp(), "cli-test");
    const base = Date.parse("2031-01-01T00:00:00Z");
    for (const [index, title] of ["Older CLI idea", "Newer CLI idea"].entries()) {
      await createSuggestion({ input: { ...idea, email: null, title }, user: null, ipHash, now: new Date(base + index * 1000) }, ctx.db);
    }
    const run = (args: string[]) =>
      promisify(execFile)(path.join(API_DIR, "node_modules/.bin/tsx"), ["src/cli/admin.ts", "list-suggestions", ...args], {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: ctx.database.url },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const json = await run(["--json", "--limit", "2"]);
    expect(json.code).toBe(0);
    const listed = JSON.parse(json.stdout) as TSuggestion[];
    expect(listed.map((s) => s.title)).toEqual(["Newer CLI idea", "Older CLI idea"]);
    expect(listed[0]).toMatchObject({ details: idea.details, email: null, user_id: null, created_at: "2031-01-01T00:00:01.000Z" });

    const text = await run(["--limit=1"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(`2031-01-01 00:00 UTC  Newer CLI idea\n  from no email, visitor\n    ${idea.details}\n`);

    const bad = await run(["--limit", "0"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--limit takes a whole number from 1 to 1000.");
  });
});
