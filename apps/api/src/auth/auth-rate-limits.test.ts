import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore } from "../lib/rate-limit-store.ts";
import { AUTH_RATE_RULES, createAuthRateLimiter, describeWait } from "./auth-rate-limits.ts";

function limiterAt(clock: { now: number }) {
  return createAuthRateLimiter({ store: createMemoryRateLimitStore({ now: () => clock.now }), hashKey: "test-key" });
}

describe("the auth rate limiter", () => {
  it("slows one client guessing one account, without locking out the owner elsewhere", async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    const { perEmailAndClient } = AUTH_RATE_RULES["sign-in"];
    for (let i = 0; i < perEmailAndClient!.limit; i++) {
      expect((await limiter.check("sign-in", { ip: "10.0.0.1", email: "Ann@Example.test" })).allowed).toBe(true);
    }
    const refused = await limiter.check("sign-in", { ip: "10.0.0.1", email: " ann@example.test " });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 * 60, message: "Too many sign-in attempts. Try again in 15 minutes." });
    // The owner, from their own address, is not affected.
    expect((await limiter.check("sign-in", { ip: "10.9.9.9", email: "ann@example.test" })).allowed).toBe(true);
    clock.now += perEmailAndClient!.windowMs;
    expect((await limiter.check("sign-in", { ip: "10.0.0.1", email: "ann@example.test" })).allowed).toBe(true);
  });

  it("stops a botnet guessing one account from many addresses, except on a device that signed in before", async () => {
    const limiter = limiterAt({ now: 0 });
    const { perEmail } = AUTH_RATE_RULES["sign-in"];
    for (let i = 0; i < perEmail!.limit; i++)
      await limiter.check("sign-in", { ip: `10.1.${i >> 8}.${i & 255}`, email: "ann@example.test" });
    expect((await limiter.check("sign-in", { ip: "10.2.0.1", email: "ann@example.test" })).allowed).toBe(false);
    expect((await limiter.check("sign-in", { ip: "10.2.0.2", email: "ann@example.test", knownDevice: true })).allowed).toBe(true);
  });

  it("lets a class of thirty behind one address sign up and sign in", async () => {
    const limiter = limiterAt({ now: 0 });
    for (let student = 0; student < 30; student++) {
      const email = `student${student}@school.test`;
      // A typo in the form, then the real sign-up; then two sign-ins, one with a wrong password.
      expect((await limiter.check("sign-up", { ip: "192.0.2.1", email })).allowed).toBe(true);
      expect((await limiter.check("sign-up", { ip: "192.0.2.1", email })).allowed).toBe(true);
      for (let attempt = 0; attempt < 3; attempt++) expect((await limiter.check("sign-in", { ip: "192.0.2.1", email })).allowed).toBe(true);
    }
  });

  it("still limits one address creating accounts in bulk", async () => {
    const limiter = limiterAt({ now: 0 });
    const { perClient } = AUTH_RATE_RULES["sign-up"];
    for (let i = 0; i < perClient.limit; i++) await limiter.check("sign-up", { ip: "192.0.2.7", email: `u${i}@example.test` });
    expect(await limiter.check("sign-up", { ip: "192.0.2.7", email: "fresh@example.test" })).toMatchObject({
      allowed: false,
      message: "Too many accounts created from here. Try again in 60 minutes.",
    });
    expect((await limiter.check("sign-up", { ip: "192.0.2.8", email: "fresh@example.test" })).allowed).toBe(true);
  });

  it("gives each account its own device token, the same for any spelling of the email", () => {
    const limiter = limiterAt({ now: 0 });
    expect(limiter.deviceToken("Ann@Example.test ")).toBe(limiter.deviceToken("ann@example.test"));
    expect(limiter.deviceToken("ann@example.test")).not.toBe(limiter.deviceToken("bob@example.test"));
    expect(limiter.deviceToken("ann@example.test")).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("words the wait for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(61)).toBe("2 minutes");
  });
});
