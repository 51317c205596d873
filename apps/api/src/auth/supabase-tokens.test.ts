import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSupabaseTokenVerifier,
  SupabaseTokenError,
  type SupabaseTokenFailure,
  type SupabaseTokenVerifier,
} from "./supabase-tokens.ts";

const URL_ = "https://abcd.supabase.co";
const ISSUER = `${URL_}/auth/v1`;
const SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
const now = () => Math.floor(Date.now() / 1000);

/** What Supabase's auth server puts in a signed-in user's access token. */
function claims(overrides: Record<string, unknown> = {}): JWTPayload {
  return {
    iss: ISSUER,
    aud: "authenticated",
    sub: "5b0f3a52-3c7e-4a57-9b8e-0f3c2d1e4a5b",
    email: "ada@example.test",
    phone: "",
    role: "authenticated",
    aal: "aal1",
    session_id: "0e6c1f7a-1111-4222-8333-944455556666",
    is_anonymous: false,
    app_metadata: { provider: "email", providers: ["email", "google"] },
    user_metadata: { email: "ada@example.test", email_verified: true, full_name: "Ada Lovelace" },
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  };
}

/** Signs `payload` as given: keys set to undefined are left out of the token. */
function sign(payload: JWTPayload, key: CryptoKey | Uint8Array, header: { alg: string; kid?: string } = { alg: "HS256" }) {
  const defined = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
  return new SignJWT(defined).setProtectedHeader({ ...header, typ: "JWT" }).sign(key);
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

async function failure(verifier: SupabaseTokenVerifier, token: string): Promise<SupabaseTokenFailure> {
  const error: unknown = await verifier.verify(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupabaseTokenError);
  return (error as SupabaseTokenError).reason;
}

describe("HS256 tokens (legacy JWT secret)", () => {
  const verifier = createSupabaseTokenVerifier({ url: URL_, anonKey: "anon", jwtSecret: SECRET });

  it("accepts a valid token and reads the user from it", async () => {
    const user = await verifier.verify(await sign(claims(), secretKey(SECRET)));
    expect(user).toEqual({ sub: claims().sub, email: "ada@example.test", providers: ["email", "google"], name: "Ada Lovelace" });
  });

  it("falls back to app_metadata.provider, and to no name", async () => {
    const token = await sign(claims({ app_metadata: { provider: "github" }, user_metadata: {} }), secretKey(SECRET));
    expect(await verifier.verify(token)).toEqual({ sub: claims().sub, email: "ada@example.test", providers: ["github"] });
  });

  it("accepts the project URL with a trailing slash", async () => {
    const slashed = createSupabaseTokenVerifier({ url: `${URL_}/`, anonKey: "anon", jwtSecret: SECRET });
    expect((await slashed.verify(await sign(claims(), secretKey(SECRET)))).email).toBe("ada@example.test");
  });

  it("refuses expired, forged, foreign and incomplete tokens with the reason", async () => {
    const key = secretKey(SECRET);
    const { privateKey } = await generateKeyPair("ES256");
    const cases: [string, Promise<string> | string, SupabaseTokenFailure][] = [
      ["expired", sign(claims({ iat: now() - 7200, exp: now() - 60 }), key), "expired"],
      ["signed with another secret", sign(claims(), secretKey(`${SECRET}-other`)), "invalid_signature"],
      ["signed with ES256 where HS256 is expected", sign(claims(), privateKey, { alg: "ES256" }), "invalid_signature"],
      ["unsigned (alg none)", unsigned(claims()), "invalid_signature"],
      ["wrong audience", sign(claims({ aud: "anon" }), key), "wrong_audience"],
      ["no audience (e.g. the anon key)", sign(claims({ aud: undefined }), key), "wrong_audience"],
      ["wrong issuer", sign(claims({ iss: "https://other.supabase.co/auth/v1" }), key), "wrong_issuer"],
      ["no email", sign(claims({ email: undefined }), key), "missing_claims"],
      ["anonymous user (empty email)", sign(claims({ email: "", is_anonymous: true }), key), "missing_claims"],
      ["email not a string", sign(claims({ email: 42 }), key), "missing_claims"],
      ["no sub", sign(claims({ sub: undefined }), key), "missing_claims"],
      ["no exp", sign(claims({ exp: undefined }), key), "missing_claims"],
      ["not a JWT", "not-a-jwt", "malformed"],
      ["three dots of garbage", "a.b.c", "malformed"],
    ];
    for (const [name, token, reason] of cases) expect(await failure(verifier, await token), name).toBe(reason);
  });
});

function unsigned(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
}

describe("ES256 tokens checked against the project's JWKS", () => {
  let server: Server;
  let jwksUrl: string;
  let requests = 0;
  let signingKey: CryptoKey;
  let verifier: SupabaseTokenVerifier;
  const kid = "key-1";

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    signingKey = privateKey;
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" }] };
    server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
    });
    jwksUrl = await listen(server);
    verifier = createSupabaseTokenVerifier({ url: URL_, anonKey: "anon", jwksUrl });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts a token signed by the published key, fetching the key set once", async () => {
    const token = await sign(claims(), signingKey, { alg: "ES256", kid });
    expect((await verifier.verify(token)).sub).toBe(claims().sub);
    expect((await verifier.verify(token)).sub).toBe(claims().sub);
    expect(requests).toBe(1);
  });

  it("refuses expired, foreign-key, wrong-audience and wrong-issuer tokens", async () => {
    const other = (await generateKeyPair("ES256")).privateKey;
    const cases: [string, Promise<string>, SupabaseTokenFailure][] = [
      ["expired", sign(claims({ exp: now() - 1 }), signingKey, { alg: "ES256", kid }), "expired"],
      ["another key under the published kid", sign(claims(), other, { alg: "ES256", kid }), "invalid_signature"],
      ["another key under an unknown kid", sign(claims(), other, { alg: "ES256", kid: "key-2" }), "invalid_signature"],
      ["HS256 with the anon key as secret", sign(claims(), secretKey("anon"), { alg: "HS256" }), "invalid_signature"],
      ["wrong audience", sign(claims({ aud: "service_role" }), signingKey, { alg: "ES256", kid }), "wrong_audience"],
      ["wrong issuer", sign(claims({ iss: "supabase" }), signingKey, { alg: "ES256", kid }), "wrong_issuer"],
      ["no email", sign(claims({ email: undefined }), signingKey, { alg: "ES256", kid }), "missing_claims"],
    ];
    for (const [name, token, reason] of cases) expect(await failure(verifier, await token), name).toBe(reason);
  });
});

describe("an unreachable JWKS", () => {
  it("refuses quickly when nothing listens on the port", async () => {
    const port = await closedPort();
    const verifier = createSupabaseTokenVerifier({ url: URL_, anonKey: "anon", jwksUrl: `http://127.0.0.1:${port}/jwks.json` });
    const token = await sign(claims(), (await generateKeyPair("ES256")).privateKey, { alg: "ES256", kid: "k" });
    const started = Date.now();
    expect(await failure(verifier, token)).toBe("jwks_unavailable");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("gives up on a server that never answers, and on one that answers 500", async () => {
    const hanging = createServer(() => {});
    const broken = createServer((_req, res) => res.writeHead(500).end("oops"));
    try {
      const token = await sign(claims(), (await generateKeyPair("ES256")).privateKey, { alg: "ES256", kid: "k" });
      const slow = createSupabaseTokenVerifier({ url: URL_, anonKey: "anon", jwksUrl: await listen(hanging) }, { jwksTimeoutMs: 200 });
      const started = Date.now();
      expect(await failure(slow, token)).toBe("jwks_unavailable");
      expect(Date.now() - started).toBeLessThan(1500);
      const failing = createSupabaseTokenVerifier({ url: URL_, anonKey: "anon", jwksUrl: await listen(broken) });
      expect(await failure(failing, token)).toBe("jwks_unavailable");
    } finally {
      hanging.closeAllConnections();
      await Promise.all([hanging, broken].map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
