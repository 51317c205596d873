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
});
