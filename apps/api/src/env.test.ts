import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("has sensible defaults for the two-command quick start", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", EMBEDDED_PG_PORT: 54329, SERVE_WEB: true, LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns billing on only with a Stripe key, its webhook secret and both prices, with a 7-day trial and grace period", () => {
    const off = readEnv({});
    expect(off.STRIPE_SECRET_KEY).toBeUndefined();
    expect(off).toMatchObject({ STRIPE_TRIAL_DAYS: 7, BILLING_GRACE_DAYS: 7 });
    expect(() => readEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_PREMIUM: required[\s\S]*STRIPE_PRICE_PRO: required/,
    );
    const on = {
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PREMIUM: "price_a",
      STRIPE_PRICE_PRO: "price_b",
    };
    expect(readEnv({ ...on, STRIPE_TRIAL_DAYS: "0" }).STRIPE_TRIAL_DAYS).toBe(0);
    expect(() => readEnv({ ...on, STRIPE_API_BASE: "localhost:12111" })).toThrow("STRIPE_API_BASE: must be an http(s) origin");
    expect(readEnv({ ...on, STRIPE_API_BASE: "http://127.0.0.1:12111" }).STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
  });

  it("starts new accounts on the Free plan unless NEW_ACCOUNT_PLAN names another (or none), and refuses an unknown plan", () => {
    expect(readEnv({}).NEW_ACCOUNT_PLAN).toBe("free");
    expect(readEnv({ NEW_ACCOUNT_PLAN: "" }).NEW_ACCOUNT_PLAN).toBe("free");
    expect(readEnv({ NEW_ACCOUNT_PLAN: "pro" }).NEW_ACCOUNT_PLAN).toBe("pro");
    expect(readEnv({ NEW_ACCOUNT_PLAN: "none" }).NEW_ACCOUNT_PLAN).toBe("none");
    expect(() => readEnv({ NEW_ACCOUNT_PLAN: "gold" })).toThrow(
      "NEW_ACCOUNT_PLAN: must be one of free, premium, pro, none (the plan a new account starts on)",
    );
  });

  it("treats empty values (as .env.example leaves them) as unset", () => {
    expect(readEnv({ DATABASE_URL: "", STRIPE_PRICE_PRO: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every invalid variable and points at .env.example", () => {
    expect(() => readEnv({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT:[\s\S]*LOG_LEVEL:[\s\S]*\.env\.example/);
  });

  it("wants OAuth client ids and secrets in pairs, and Supabase's URL and key in the Supabase mode", () => {
    expect(readEnv({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" }).GITHUB_CLIENT_ID).toBe("id");
    expect(() => readEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      "GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    );
    expect(() => readEnv({ AUTH_PROVIDER: "supabase" })).toThrow(/SUPABASE_URL: required[\s\S]*SUPABASE_ANON_KEY: required/);
    expect(() => readEnv({ AUTH_PROVIDER: "supabase", SUPABASE_URL: "abcd.supabase.co", SUPABASE_ANON_KEY: "k" })).toThrow(
      "SUPABASE_URL: must be the project's http(s) URL",
    );
    expect(readEnv({}).AUTH_PROVIDER).toBe("local");
    expect(() => readEnv({ AUTH_PROVIDER: "firebase" })).toThrow(/AUTH_PROVIDER/);
  });
});
