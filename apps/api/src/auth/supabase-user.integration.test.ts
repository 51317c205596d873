import { randomUUID } from "node:crypto";
import { createDb, type Db } from "@mnemo/db";
import { createTestDatabase, type TestDatabase } from "@mnemo/db/testing";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitCookieValue, supabaseAuthCookieName } from "@mnemo/api-contract";
import { createSupabaseTokenVerifier } from "./supabase-tokens.ts";
import { createSupabaseSessionResolver, type SupabaseSessionResolverOptions } from "./supabase-user.ts";

const SUPABASE_URL = "https://abcd.supabase.co";
const PROJECT_REF = "abcd";
const SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
const verifier = createSupabaseTokenVerifier({ url: SUPABASE_URL, anonKey: "anon", jwtSecret: SECRET });

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ databaseUrl: database.url, poolSize: 5 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

function resolverWith(options: Partial<SupabaseSessionResolverOptions> = {}) {
  return createSupabaseSessionResolver({ verifier, db, projectRef: PROJECT_REF, newAccountPlan: "free", ...options });
}

type TokenOptions = { sub: string; email: string; name?: string; exp?: number; secret?: string };

/** An access token as Supabase's auth server issues it. */
function accessToken({ sub, email, name, exp, secret = SECRET }: TokenOptions): Promise<string> {
  return new SignJWT({
    email,
    role: "authenticated",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: name ? { full_name: name } : {},
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setAudience("authenticated")
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(secret));
}

const bearer = async (options: TokenOptions) => ({ authorization: `Bearer ${await accessToken(options)}` });

/** The Cookie header @supabase/ssr's browser client leaves behind (base64 cookie encoding, chunked when long). */
async function sessionCookie(options: TokenOptions, extra: Record<string, unknown> = {}): Promise<string> {
  const json = JSON.stringify({ access_token: await accessToken(options), refresh_token: "r3fresh", token_type: "bearer", ...extra });
  const chunks = splitCookieValue(supabaseAuthCookieName(PROJECT_REF), `base64-${Buffer.from(json).toString("base64url")}`);
  return chunks.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ");
}

let counter = 0;
function newIdentity(name?: string) {
  counter += 1;
  return { sub: randomUUID(), email: `supa${counter}-${Date.now().toString(36)}@example.test`, ...(name ? { name } : {}) };
}

const rowOf = (id: string) => db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, updatedAt: true } });

describe("Supabase users in the local database", () => {
  it("creates the local user on the first request, named from the token or the email", async () => {
    const resolve = resolverWith();
    const ada = newIdentity("Ada Lovelace");
    expect(await resolve(await bearer(ada))).toEqual({ id: ada.sub, email: ada.email, name: "Ada Lovelace", providers: ["email"] });
    expect(await rowOf(ada.sub)).toMatchObject({ id: ada.sub, email: ada.email, name: "Ada Lovelace" });

    const nameless = newIdentity();
    expect((await resolve(await bearer(nameless)))?.name).toBe(nameless.email.split("@")[0]);
  });

  it("does not write again while nothing changed, with or without the cache", async () => {
    for (const resolve of [resolverWith(), resolverWith({ cacheTtlMs: 0 })]) {
      const user = newIdentity("Grace");
      const headers = await bearer(user);
      await resolve(headers);
      const before = await rowOf(user.sub);
      await new Promise((r) => setTimeout(r, 20));
      expect((await resolve(headers))?.id).toBe(user.sub);
      expect((await resolve(await bearer(user)))?.id).toBe(user.sub);
      expect((await rowOf(user.sub))?.updatedAt).toEqual(before?.updatedAt);
    }
  });

  it("follows an email change made in Supabase, keeping the local name", async () => {
    const resolve = resolverWith();
    const user = newIdentity("Katherine");
    await resolve(await bearer(user));
    await db.user.update({ where: { id: user.sub }, data: { name: "Kate (renamed here)" } });
    const changed = { ...user, email: `changed-${user.email}`, name: "Katherine J" };
    expect(await resolve(await bearer(changed))).toMatchObject({ id: user.sub, email: changed.email, name: "Kate (renamed here)" });
    expect(await rowOf(user.sub)).toMatchObject({ email: changed.email, name: "Kate (renamed here)" });
  });

  it("creates exactly one row when ten first requests arrive at once", async () => {
    const resolve = resolverWith();
    const user = newIdentity("Concurrent");
    const tokens = await Promise.all(Array.from({ length: 10 }, () => bearer(user)));
    const results = await Promise.all(tokens.map((headers) => resolve(headers)));
    expect(results.map((r) => r?.id)).toEqual(Array(10).fill(user.sub));
    expect(await db.user.count({ where: { OR: [{ id: user.sub }, { email: user.email }] } })).toBe(1);
  });

  it("survives two new users claiming one email at once (an old token still carrying a changed email)", async () => {
    const resolve = resolverWith();
    const email = newIdentity().email;
    const [first, second] = [
      { sub: randomUUID(), email },
      { sub: randomUUID(), email },
    ];
    const results = await Promise.all([resolve(await bearer(first)), resolve(await bearer(second))]);
    expect(results.map((r) => r?.id).sort()).toEqual([first.sub, second.sub].sort());
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("frees the email from a stale local row that holds it", async () => {
    const resolve = resolverWith();
    const user = newIdentity("Newcomer");
    const staleId = `stale-${randomUUID()}`;
    await db.user.create({ data: { id: staleId, email: user.email, name: "Old account" } });
    expect((await resolve(await bearer(user)))?.email).toBe(user.email);
    expect(await rowOf(staleId)).toMatchObject({ email: `stale+${staleId}@invalid.local`, name: "Old account" });
    expect(await rowOf(user.sub)).toMatchObject({ email: user.email, name: "Newcomer" });
  });

  it("treats refused tokens as signed out, logging only the reason", async () => {
    const logged: unknown[] = [];
    const log = { debug: (object: object, message: string) => logged.push([object, message]), warn: () => {} };
    const resolve = resolverWith({ log });
    const user = newIdentity();
    const expired = await accessToken({ ...user, exp: Math.floor(Date.now() / 1000) - 10 });
    const forged = await accessToken({ ...user, secret: `${SECRET}-not-ours` });
    for (const headers of [
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${forged}` },
      { authorization: "Bearer not-a-jwt" },
      { authorization: "Basic dXNlcjpwYXNz" },
      { cookie: "theme=dark" },
      {},
    ]) {
      expect(await resolve(headers)).toBeNull();
    }
    expect(await rowOf(user.sub)).toBeNull();
    expect(logged).toEqual([
      [{ reason: "expired", source: "bearer" }, "Supabase token refused"],
      [{ reason: "invalid_signature", source: "bearer" }, "Supabase token refused"],
      [{ reason: "malformed", source: "bearer" }, "Supabase token refused"],
    ]);
    expect(JSON.stringify(logged)).not.toContain(expired);
  });

  it("reads the session cookie; a valid bearer wins over it, a refused one falls back to it", async () => {
    const resolve = resolverWith();
    const viaCookie = newIdentity("Cookie user");
    const viaBearer = newIdentity("Bearer user");
    // Long enough metadata that the cookie is split into chunks.
    const cookie = await sessionCookie(viaCookie, { user: { user_metadata: { bio: "z".repeat(4000) } } });
    expect(cookie).toContain(".1=");
    expect((await resolve({ cookie: `theme=dark; ${cookie}` }))?.id).toBe(viaCookie.sub);
    expect((await resolve({ ...(await bearer(viaBearer)), cookie }))?.id).toBe(viaBearer.sub);
    expect((await resolve({ authorization: "Bearer not-a-jwt", cookie }))?.id).toBe(viaCookie.sub);
  });

  it("ignores a session cookie without a refresh token", async () => {
    const resolve = resolverWith();
    const user = newIdentity();
    expect(await resolve({ cookie: await sessionCookie(user, { refresh_token: undefined }) })).toBeNull();
    expect(await rowOf(user.sub)).toBeNull();
  });
});
