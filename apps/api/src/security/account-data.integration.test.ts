import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { buildPlans } from "@mnemo/api-contract";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createDeck } from "../testing/generation-helpers.ts";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../testing/test-app.ts";
import { answerCard } from "../features/study/answer-card.ts";
import { getStudyQueue } from "../features/study/get-study-queue.ts";

/** Finding 9 (tokens readable by scripts), sessions on the profile, export and deletion, and the audit trail. */
const ctx = useTestApp();

const json = { "content-type": "application/json", origin: TEST_BASE_URL };

async function signIn(email: string, password: string, extra: Record<string, string> = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_BASE_URL, ...extra },
    payload: { email, password },
  });
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  return ([response.headers["set-cookie"]].flat() as string[])
    .filter((cookie) => cookie.includes("session_token"))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const trpc = (path: string, cookie: string, input?: unknown) =>
  input === undefined
    ? ctx.app.inject({ url: `/trpc/${path}`, headers: { cookie } })
    : ctx.app.inject({ method: "POST", url: `/trpc/${path}`, headers: { ...json, cookie }, payload: JSON.stringify(input) });

describe("session tokens stay out of scripts' reach", () => {
  it("sign-in, sign-up and get-session answers carry no token unless a program asks for one", async () => {
    const user = await createTestUser(ctx.app, { password: "a long passphrase here" });
    const browser = await signIn(user.email, "a long passphrase here");
    expect(browser.statusCode).toBe(200);
    expect(browser.headers["set-auth-token"]).toBeUndefined();
    expect(browser.json()).not.toHaveProperty("token");
    const session = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: cookieOf(browser) } });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toMatch(/"token"/);
    expect(session.json().user.email).toBe(user.email);

    const program = await signIn(user.email, "a long passphrase here", { "x-mnemo-bearer": "true" });
    expect(typeof program.headers["set-auth-token"]).toBe("string");
    expect(program.json()).toHaveProperty("token");

    const signUp = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_BASE_URL },
      payload: { email: `quiet-${Date.now()}@example.test`, password: "another long passphrase", name: "Q" },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers["set-auth-token"]).toBeUndefined();
    expect(signUp.body).not.toMatch(/"token"/);
  });

  it("a learner sees their sessions and signs one out; another user's session answers 404", async () => {
    const user = await createTestUser(ctx.app, { password: "sessions passphrase" });
    const laptop = cookieOf(
      await signIn(user.email, "sessions passphrase", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" }),
    );
    const phone = cookieOf(
      await signIn(user.email, "sessions passphrase", { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1" }),
    );
    const listed = await trpc("account.sessions", laptop);
    const { sessions } = listed.json().result.data as { sessions: { id: string; device: string; current: boolean }[] };
    expect(sessions.length).toBe(3); // sign-up's session, laptop, phone
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(["Chrome on Linux"]);
    const phoneSession = sessions.find((session) => session.device === "Safari on iPhone")!;
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);

    const other = await createTestUser(ctx.app);
    expect((await trpc("account.revokeSession", other.cookie, { id: phoneSession.id })).statusCode).toBe(404);
    expect((await trpc("account.get", phone)).statusCode).toBe(200);

    expect((await trpc("account.revokeSession", laptop, { id: phoneSession.id })).statusCode).toBe(200);
    expect((await trpc("account.get", phone)).statusCode).toBe(401);
    const rest = await trpc("account.revokeOtherSessions", laptop, {});
    expect(rest.json().result.data).toEqual({ revoked: 1 });
    expect((await trpc("account.get", user.cookie)).statusCode).toBe(401);
    expect((await trpc("account.get", laptop)).statusCode).toBe(200);
  });
});

async function seedData(user: TestUser) {
  const deckId = await createDeck(ctx.app, user, "Cells");
  await trpc("notes.create", user.cookie, {
    groupId: deckId,
    content: { type: "qna", question: "What makes ATP?", answer: "Mitochondria" },
  });
  await trpc("suggestions.create", user.cookie, { title: "Dark mode", details: "A dark mode for studying at night." });
  await ctx.db.usagePeriod.create({ data: { userId: user.id, period: new Date("2026-11-01"), wordsUsed: 120 } });
  // Sign-up gave the account its Free plan (NEW_ACCOUNT_PLAN); this makes sure of the row either way.
  await ctx.db.subscription.upsert({
    where: { userId: user.id },
    create: { userId: user.id, planId: "free", status: "active" },
    update: { planId: "free", status: "active" },
  });
  return deckId;
}

/** Every row in every table that names the user (any column called userId), by table. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const tables = await ctx.db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'userId'`;
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await ctx.db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table_name}" WHERE "userId" = $1`, userId);
    counts[table_name] = Number(row!.n);
  }
  const [user] = await ctx.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "user" WHERE id = ${userId}`;
  counts.user = Number(user!.n);
  return counts;
}

describe("export my data and delete my account", () => {
  it("the export holds the account, every deck with its cards, usage, plan, suggestions and devices, and nothing of anyone else", async () => {
    const user = await createTestUser(ctx.app, { name: "Ada" });
    const other = await createTestUser(ctx.app);
    await createDeck(ctx.app, other, "Not yours");
    const deckId = await seedData(user);
    const [card] = (await getStudyQueue({ userId: user.id, groupIds: [], excludeCardIds: [], limit: 5 }, ctx.db)).cards;
    const reviewId = randomUUID();
    await answerCard(
      { userId: user.id, cardId: card!.id, rating: "good", reviewId, durationMs: 3000, seen: { reps: 0, due: null, state: "new" } },
      ctx.db,
    );
    const response = await ctx.app.inject({ url: "/api/account/export", headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="mnemo-export-\d{4}-\d\d-\d\d\.json"$/);
    const data = response.json();
    expect(data).toMatchObject({
      format: "mnemo-account-export",
      version: 2,
      account: { id: user.id, email: user.email, name: "Ada", signInMethods: [{ provider: "email" }] },
      subscription: { planId: "free", status: "active" },
      usage: [{ month: "2026-11", wordsUsed: 120 }],
      decks: [
        {
          id: deckId,
          title: "Cells",
          cards: [
            {
              type: "qna",
              content: { question: "What makes ATP?", answer: "Mitochondria" },
              study: [{ id: card!.id, ord: 0, state: "learning", reps: 1, suspended: false }],
            },
          ],
        },
      ],
      reviews: [{ id: reviewId, cardId: card!.id, rating: 3, stateBefore: "new", durationMs: 3000 }],
      suggestions: [{ title: "Dark mode" }],
    });
    expect(data.devices.length).toBeGreaterThan(0);
    expect(response.body).not.toContain("Not yours");
    expect(response.body).not.toMatch(/"token"|"password"/);
    expect((await ctx.app.inject({ url: "/api/account/export" })).statusCode).toBe(401);
  });

  it("deletion needs the password, then removes every row of the user, signs out everywhere, and leaves others untouched", async () => {
    const user = await createTestUser(ctx.app, { password: "delete me passphrase" });
    const second = cookieOf(await signIn(user.email, "delete me passphrase"));
    const other = await createTestUser(ctx.app);
    await seedData(user);
    await seedData(other);
    const otherBefore = await rowsOf(other.id);

    const del = (password: string | undefined, cookie = user.cookie) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/account/delete",
        headers: { ...json, cookie },
        payload: JSON.stringify(password === undefined ? {} : { password }),
      });
    const wrong = await del("not my passphrase");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe("That password is not right. Enter the password you sign in with to delete your account.");
    expect((await del(undefined)).statusCode).toBe(403);
    expect((await rowsOf(user.id)).user).toBe(1);

    const done = await del("delete me passphrase");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true });
    expect(String(done.headers["set-cookie"])).toMatch(/session_token=; Path=\/; Max-Age=0/);

    const left = await rowsOf(user.id);
    expect(
      Object.values(left).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);
    expect(await ctx.db.featureSuggestion.count({ where: { email: user.email } })).toBe(0);
    expect((await trpc("account.get", second)).statusCode).toBe(401);
    expect((await signIn(user.email, "delete me passphrase")).statusCode).toBe(401);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
  });

  it("an account without a password needs a sign-in from the last ten minutes", async () => {
    const user = await createTestUser(ctx.app);
    await ctx.db.account.deleteMany({ where: { userId: user.id, providerId: "credential" } });
    await ctx.db.account.create({ data: { id: `gh-${user.id}`, userId: user.id, providerId: "github", accountId: "42" } });
    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    const stale = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { ...json, cookie: user.cookie },
      payload: "{}",
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe("For your safety, sign out and sign in again, then delete your account within 10 minutes.");
    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date() } });
    const fresh = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { ...json, cookie: user.cookie },
      payload: "{}",
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe("the audit trail", () => {
  it("logs sign-ins, failed sign-ins, password changes, revoked sessions and deletions, without secrets", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      services: { db: ctx.db, auth: ctx.auth, plans: buildPlans() },
      authRateLimiter: false,
      logger: pino({ level: "info" }, sink),
    });
    try {
      const email = `audit-${Date.now()}@example.test`;
      const post = (url: string, payload: object, cookie?: string) =>
        app.inject({ method: "POST", url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(payload) });
      const signUp = await post("/api/auth/sign-up/email", { email, password: "audit passphrase one", name: "A" });
      const cookie = cookieOf(signUp);
      await post("/api/auth/sign-in/email", { email, password: "wrong passphrase" });
      await post("/api/auth/sign-in/email", { email, password: "audit passphrase one" });
      await post(
        "/api/auth/change-password",
        { currentPassword: "audit passphrase one", newPassword: "audit passphrase two", revokeOtherSessions: false },
        cookie,
      );
      await post("/api/account/delete", { password: "audit passphrase two" }, cookie);
      const events = lines.map((line) => JSON.parse(line) as { audit?: string }).flatMap((entry) => (entry.audit ? [entry.audit] : []));
      expect(events).toEqual(["sign_up", "sign_in_failed", "sign_in", "password_change", "account_deleted"]);
      const all = lines.join("\n");
      expect(all).not.toMatch(/audit passphrase|wrong passphrase/);
      expect(all).not.toContain(email);
    } finally {
      await app.close();
    }
  });
});
