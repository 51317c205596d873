import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("has sensible defaults for the two-command quick start", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", EMBEDDED_PG_PORT: 54329, SERVE_WEB: true, LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
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
