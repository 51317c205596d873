import { describe, expect, it } from "vitest";
import { AUTH_RATE_RULES, createAuthRateLimiter, describeWait } from "./auth-rate-limits.ts";

describe("the auth rate limiter", () => {
  it("counts per IP and per email, in fixed windows", () => {
    let now = 0;
    const limiter = createAuthRateLimiter({ now: () => now });
    const { perEmail, windowMs } = AUTH_RATE_RULES["sign-in"];
    // The same email from ever-new addresses still runs out: guessing one account from a botnet.
    for (let i = 0; i < perEmail; i++)
      expect(limiter.check("sign-in", { ip: `10.0.0.${i}`, email: "Ann@Example.test" }).allowed).toBe(true);
    const refused = limiter.check("sign-in", { ip: "10.0.1.1", email: " ann@example.test " });
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: windowMs / 1000,
      message: "Too many sign-in attempts. Try again in 15 minutes.",
    });
    // Another account is not affected; nor is another action for the same account.
    expect(limiter.check("sign-in", { ip: "10.0.1.1", email: "bob@example.test" }).allowed).toBe(true);
    expect(limiter.check("password-reset", { ip: "10.0.1.1", email: "ann@example.test" }).allowed).toBe(true);
    now += windowMs;
    expect(limiter.check("sign-in", { ip: "10.0.1.1", email: "ann@example.test" }).allowed).toBe(true);
  });

  it("stops one address trying many accounts", () => {
    let now = 1_000;
    const limiter = createAuthRateLimiter({ now: () => now });
    const { perIp } = AUTH_RATE_RULES["sign-up"];
    for (let i = 0; i < perIp; i++) expect(limiter.check("sign-up", { ip: "192.0.2.7", email: `u${i}@example.test` }).allowed).toBe(true);
    now += 30 * 60_000;
    const refused = limiter.check("sign-up", { ip: "192.0.2.7", email: "fresh@example.test" });
    expect(refused).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30 * 60,
      message: "Too many accounts created from here. Try again in 30 minutes.",
    });
    expect(limiter.check("sign-up", { ip: "192.0.2.8", email: "fresh@example.test" }).allowed).toBe(true);
  });

  it("words the wait for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(61)).toBe("2 minutes");
  });
});
