import { randomUUID } from "node:crypto";
import { buildPlans, type TAccount } from "@mnemo/api-contract";
import { createDb, type Db } from "@mnemo/db";
import { createTestDatabase, type TestDatabase } from "@mnemo/db/testing";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { readEnv } from "../env.ts";
import { createAuthSetup } from "../runtime/auth-setup.ts";

/** The whole app as `AUTH_PROVIDER=supabase` starts it (server.ts's wiring), with tokens signed here. */
const SUPABASE_URL = "https://wxyz.supabase.co";
const SECRET = "another-super-secret-jwt-token-of-32-characters-or-more";
const silent = { info() {}, warn() {}, debug() {}, error() {} };

let database: TestDatabase;
let db: Db;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ databaseUrl: database.url, poolSize: 5 });
  const env = readEnv({
    AUTH_PROVIDER: "supabase",
    SUPABASE_URL,
    SUPABASE_ANON_KEY: "public-anon-key",
    SUPABASE_JWT_SECRET: SECRET,
    BETTER_AUTH_SECRET: "x".repeat(40),
  });
  const { trustedOrigins: _origins, ...accounts } = createAuthSetup(env, db, { baseUrl: "http://localhost:3000", log: silent });
  app = await buildApp({ services: { db, ...accounts, plans: buildPlans() } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
  await database?.drop();
});

function token(claims: { sub: string; email: string; providers: string[] }): Promise<string> {
  return new SignJWT({
    email: claims.email,
    role: "authenticated",
    app_metadata: { provider: claims.providers[0], providers: claims.providers },
  })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setAudience("authenticated")
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(SECRET));
}

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}

describe("AUTH_PROVIDER=supabase", () => {
  it("tells the browser to sign in with Supabase, and better-auth's endpoints are gone", async () => {
    expect((await get("/api/auth-config")).json()).toEqual({
      mode: "supabase",
      supabaseUrl: SUPABASE_URL,
      supabaseAnonKey: "public-anon-key",
    });
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "a@b.test", password: "whatever long" },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.json<{ error: string }>().error).toContain("Supabase");
  });

  it("serves decks and the account to a Supabase user, password change only for the 'email' identity", async () => {
    const sub = randomUUID();
    const email = `supa-${Date.now()}@example.test`;
    const headers = { authorization: `Bearer ${await token({ sub, email, providers: ["email", "github"] })}` };
    const account = await get("/trpc/account.get", headers);
    expect(account.statusCode).toBe(200);
    expect(account.json<{ result: { data: TAccount } }>().result.data).toMatchObject({
      id: sub,
      email,
      canChangePassword: true,
      identities: [{ provider: "email" }, { provider: "github" }],
    });
    const created = await app.inject({ method: "POST", url: "/api/notes/add_group", headers, payload: { title: "Biology" } });
    expect(created.statusCode).toBe(200);
    const groups = await get("/api/notes/groups", headers);
    expect(groups.json<{ title: string }[]>().map((group) => group.title)).toEqual(["Biology"]);

    const githubOnly = {
      authorization: `Bearer ${await token({ sub: randomUUID(), email: `gh-${Date.now()}@example.test`, providers: ["github"] })}`,
    };
    expect((await get("/trpc/account.get", githubOnly)).json<{ result: { data: TAccount } }>().result.data.canChangePassword).toBe(false);
    // Someone else's decks stay theirs.
    expect((await get("/api/notes/groups", githubOnly)).json()).toEqual([]);
  });

  it("treats a token signed with another secret as signed out", async () => {
    const forged = await new SignJWT({ email: "x@example.test" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(`${SUPABASE_URL}/auth/v1`)
      .setAudience("authenticated")
      .setSubject(randomUUID())
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-project-secret-at-all-but-long-enough"));
    expect((await get("/trpc/account.get", { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    expect((await get("/api/subscription", { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });
});
