import { describe, expect, it } from "vitest";
import { TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";
import { createAuthRateLimiter } from "./auth-rate-limits.ts";

const window = 60_000;
const ctx = useTestApp({
  authRateLimiter: createAuthRateLimiter({
    rules: {
      "sign-in": { perIp: 4, perEmail: 2, windowMs: window, message: "Too many sign-in attempts." },
      "sign-up": { perIp: 2, perEmail: 2, windowMs: window, message: "Too many accounts created from here." },
      "password-reset": { perIp: 5, perEmail: 1, windowMs: window, message: "Too many password reset requests." },
    },
  }),
});

function post(url: string, payload: object, remoteAddress: string) {
  return ctx.app.inject({ method: "POST", url, remoteAddress, headers: { origin: TEST_BASE_URL }, payload });
}

describe("auth endpoints under our rate limits", () => {
  it("answer 429 with the wait in words and Retry-After, per email across addresses and per address", async () => {
    const signIn = (email: string, ip: string) => post("/api/auth/sign-in/email", { email, password: "wrong passphrase" }, ip);
    expect((await signIn("target@example.test", "198.51.100.1")).statusCode).toBe(401);
    expect((await signIn("target@example.test", "198.51.100.2")).statusCode).toBe(401);
    const limited = await signIn("target@example.test", "198.51.100.3");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^Too many sign-in attempts\. Try again in (1 minute|\d\d seconds)\.$/),
      code: "TOO_MANY_REQUESTS",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    // One address trying many accounts.
    for (const email of ["a@example.test", "b@example.test", "c@example.test", "d@example.test"]) {
      expect((await signIn(email, "198.51.100.9")).statusCode).toBe(401);
    }
    expect((await signIn("e@example.test", "198.51.100.9")).statusCode).toBe(429);
  });

  it("limit reset requests per email without telling whether the account exists", async () => {
    const reset = (email: string) =>
      post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password/change" }, "203.0.113.5");
    expect((await reset("someone@example.test")).statusCode).toBe(200);
    const again = await reset("someone@example.test");
    expect(again.statusCode).toBe(429);
    expect(again.json<{ error: string }>().error).toMatch(/^Too many password reset requests\. Try again in (1 minute|\d\d seconds)\.$/);
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
