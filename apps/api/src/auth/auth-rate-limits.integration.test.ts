import { describe, expect, it } from "vitest";
import { createPostgresRateLimitStore } from "../lib/rate-limit-store.ts";
import { createTestUser, TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";
import { AUTH_RATE_RULES, createAuthRateLimiter } from "./auth-rate-limits.ts";

const MINUTE = 60_000;
const ctx = useTestApp({
  authRateLimiter: createAuthRateLimiter({
    // The real store (this file's database); small limits so the tests stay short.
    store: { hit: (key, windowMs) => createPostgresRateLimitStore(ctx.db).hit(key, windowMs) },
    hashKey: "test",
    rules: {
      ...AUTH_RATE_RULES,
      "sign-in": {
        perClient: { limit: 20, windowMs: MINUTE },
        perEmailAndClient: { limit: 3, windowMs: MINUTE },
        perEmail: { limit: 6, windowMs: MINUTE },
        message: "Too many sign-in attempts.",
      },
      "sign-up": {
        perClient: { limit: 2, windowMs: MINUTE },
        perEmail: { limit: 2, windowMs: MINUTE },
        message: "Too many accounts created from here.",
      },
      "password-reset": {
        perClient: { limit: 5, windowMs: MINUTE },
        perEmail: { limit: 1, windowMs: MINUTE },
        message: "Too many password reset requests.",
      },
    },
  }),
});

function post(url: string, payload: object, remoteAddress: string, cookie?: string) {
  return ctx.app.inject({ method: "POST", url, remoteAddress, headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) }, payload });
}

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  post("/api/auth/sign-in/email", { email, password }, ip, cookie);

describe("auth endpoints under our rate limits", () => {
  it("wrong passwords from anywhere cannot lock the owner out of their own device (they locked it for 13 minutes before)", async () => {
    const owner = await createTestUser(ctx.app, { password: "the owner's passphrase" });
    // The owner signs in once from home: the browser becomes a known device.
    const first = await signIn(owner.email, "the owner's passphrase", "198.51.100.10");
    expect(first.statusCode).toBe(200);
    const deviceCookie = [first.headers["set-cookie"]].flat().find((cookie) => cookie?.startsWith("mnemo_known_device="));
    expect(deviceCookie).toMatch(/HttpOnly/);
    const cookie = deviceCookie!.split(";")[0]!;

    // An attacker tries from many addresses until the account-wide limit is hit.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(owner.email, "guess", `203.0.113.${i % 3}`)).statusCode);
    expect(statuses).toContain(429);
    const refused = await signIn(owner.email, "guess", "203.0.113.200");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many sign-in attempts\. Try again in (1 minute|\d\d? seconds)\.$/),
      code: "TOO_MANY_REQUESTS",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // The owner, on the known device, still gets in.
    expect((await signIn(owner.email, "the owner's passphrase", "198.51.100.10", cookie)).statusCode).toBe(200);
  });

  it("one client guessing is slowed on its own", async () => {
    const owner = await createTestUser(ctx.app, { password: "another fine passphrase" });
    for (let i = 0; i < 3; i++) expect((await signIn(owner.email, "guess", "192.0.2.50")).statusCode).toBe(401);
    expect((await signIn(owner.email, "guess", "192.0.2.50")).statusCode).toBe(429);
    // A spoofed X-Forwarded-For changes nothing (no trusted proxy): still that client.
    const spoofed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "192.0.2.50",
      headers: { origin: TEST_BASE_URL, "x-forwarded-for": "10.9.8.7" },
      payload: { email: owner.email, password: "guess" },
    });
    expect(spoofed.statusCode).toBe(429);
    // The owner elsewhere is fine.
    expect((await signIn(owner.email, "another fine passphrase", "192.0.2.51")).statusCode).toBe(200);
  });

  it("limit reset requests per email without telling whether the account exists", async () => {
    const reset = (email: string) =>
      post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password/change" }, "203.0.113.5");
    expect((await reset("someone@example.test")).statusCode).toBe(200);
    const again = await reset("someone@example.test");
    expect(again.statusCode).toBe(429);
    expect(again.json<{ error: string }>().error).toMatch(/^Too many password reset requests\. Try again in (1 minute|\d\d? seconds)\.$/);
  });

  it("limit sign-ups per address", async () => {
    const signUp = (n: number) =>
      post(
        "/api/auth/sign-up/email",
        { email: `new${n}-${Date.now()}@example.test`, password: "a fine passphrase", name: "N" },
        "203.0.113.77",
      );
    expect((await signUp(1)).statusCode).toBe(200);
    expect((await signUp(2)).statusCode).toBe(200);
    expect((await signUp(3)).statusCode).toBe(429);
  });
});
