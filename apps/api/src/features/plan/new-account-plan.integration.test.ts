import { randomUUID } from "node:crypto";
import type { TRestError } from "@mnemo/api-contract";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createSupabaseTokenVerifier } from "../../auth/supabase-tokens.ts";
import { createSupabaseSessionResolver } from "../../auth/supabase-user.ts";
import { createDeck, STUDY_TEXT, waitForJob } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestApp } from "../../testing/test-app.ts";
import { setPlan } from "./set-plan.ts";

/** What an account's own screens are told: GET /api/subscription, as the browser reads it. */
async function subscriptionOf(ctx: TestApp, user: { headers: { authorization: string } }) {
  const response = await ctx.app.inject({ method: "GET", url: "/api/subscription", headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ subscription: { status: string; plan_id: string | null }; usage: { limit: number; inputLimits: object } }>();
}

/** Study text of exactly this many characters (as the server counts them: trimmed). */
function textOf(characters: number): string {
  const text = Array.from({ length: Math.ceil(characters / STUDY_TEXT.length) + 1 }, () => STUDY_TEXT).join("\n\n");
  return `${text.slice(0, characters - 1)}.`;
}

describe("a new account (NEW_ACCOUNT_PLAN unset: free)", () => {
  const ctx = useTestApp({ generation: {} });

  it("starts on the Free plan through email sign-up: 2,000 characters at a time, 40,000 words a month", async () => {
    const user = await createTestUser(ctx.app);
    expect(await subscriptionOf(ctx, user)).toMatchObject({
      subscription: { status: "active", plan_id: "free" },
      usage: { limit: 40_000, inputLimits: { text: 2000, pages: 1 } },
    });
    expect(await callerFor(ctx, user).generation.options()).toMatchObject({ plan_id: "free", input_limits: { text: 2000, pages: 1 } });
  });

  it("makes cards from a passage of the free plan's size, which an account without a plan may not send", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const passage = textOf(1_900);
    const started = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: passage, types: ["qna"] },
    });
    expect(started.statusCode).toBe(202);
    expect((await waitForJob(ctx.app, user, started.json<{ id: string }>().id)).status).toBe("succeeded");
  });

  it(
    "keeps working without a subscription row (an older account): the defaults apply and cards are made",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
      expect(await subscriptionOf(ctx, user)).toMatchObject({
        subscription: { status: "missing", plan_id: null },
        usage: { limit: 10_000, inputLimits: { text: 1000, pages: 1 } },
      });
      expect(await callerFor(ctx, user).generation.options()).toMatchObject({ plan_id: null, input_limits: { text: 1000, pages: 1 } });

      const groupId = await createDeck(ctx.app, user);
      const over = textOf(1_001);
      const tooLong = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: over, types: ["qna"] },
      });
      expect(tooLong.statusCode).toBe(413);
      expect(tooLong.json<TRestError>()).toMatchObject({ code: "INPUT_LIMIT_EXCEEDED", details: { limit: 1000 } });

      const started = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: textOf(900), types: ["qna"] },
      });
      expect(started.statusCode).toBe(202);
      expect((await waitForJob(ctx.app, user, started.json<{ id: string }>().id)).status).toBe("succeeded");
    },
  );

  it("lets a learner without a plan choose Free, and never changes a plan the learner has", async () => {
    const user = await createTestUser(ctx.app);
    const caller = callerFor(ctx, user);
    await setPlan({ email: user.email, planId: "free", status: "missing" }, ctx.db);
    expect((await caller.subscription.get()).subscription).toEqual({ status: "missing", plan_id: null });

    expect(await caller.subscription.chooseFree()).toMatchObject({
      subscription: { status: "active", plan_id: "free" },
      usage: { inputLimits: { text: 2000 } },
    });
    await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
    expect((await caller.subscription.chooseFree()).subscription).toMatchObject({ status: "active", plan_id: "free" });

    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    expect((await caller.subscription.chooseFree()).subscription).toMatchObject({ status: "active", plan_id: "pro" });
  });
});

describe("NEW_ACCOUNT_PLAN=premium", () => {
  const ctx = useTestApp({ newAccountPlan: "premium" });

  it("starts new accounts on Premium, leaving existing ones as they are", async () => {
    const user = await createTestUser(ctx.app);
    expect(await subscriptionOf(ctx, user)).toMatchObject({
      subscription: { status: "active", plan_id: "premium" },
      usage: { limit: 480_000, inputLimits: { text: 5000, pages: 10 } },
    });
  });

  it("starts an account first seen in the Supabase mode on it too, once: a plan it has since is kept", async () => {
    const secret = "super-secret-jwt-token-with-at-least-32-characters-long";
    const verifier = createSupabaseTokenVerifier({ url: "https://abcd.supabase.co", anonKey: "anon", jwtSecret: secret });
    const resolve = createSupabaseSessionResolver({ verifier, db: ctx.db, projectRef: "abcd", newAccountPlan: "premium", cacheTtlMs: 0 });
    const sub = randomUUID();
    const email = `supa-${sub.slice(0, 8)}@example.test`;
    const token = await new SignJWT({ email, role: "authenticated", app_metadata: { provider: "email", providers: ["email"] } })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("https://abcd.supabase.co/auth/v1")
      .setAudience("authenticated")
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(secret));

    expect((await resolve({ authorization: `Bearer ${token}` }))?.id).toBe(sub);
    const row = () => ctx.db.subscription.findUnique({ where: { userId: sub }, select: { planId: true, status: true } });
    expect(await row()).toEqual({ planId: "premium", status: "active" });

    await setPlan({ email, planId: "pro" }, ctx.db);
    await resolve({ authorization: `Bearer ${token}` });
    expect(await row()).toEqual({ planId: "pro", status: "active" });
  });
});

describe("NEW_ACCOUNT_PLAN=none", () => {
  const ctx = useTestApp({ newAccountPlan: null });

  it("gives new accounts no subscription: the defaults apply until they choose Free", async () => {
    const user = await createTestUser(ctx.app);
    expect(await subscriptionOf(ctx, user)).toMatchObject({
      subscription: { status: "missing", plan_id: null },
      usage: { inputLimits: { text: 1000, pages: 1 } },
    });
  });
});
