import { describe, expect, it } from "vitest";
import {
  decodeBase64Url,
  decodeStoredSession,
  encodeBase64Url,
  joinCookieChunks,
  MAX_COOKIE_CHUNK,
  parseSessionTokens,
  splitCookieValue,
  supabaseProjectRef,
  supabaseSessionCookieToken,
} from "./supabase-session.ts";

const now = () => Math.floor(Date.now() / 1000);
describe("the browser client's session cookie", () => {
  const name = "sb-abcd-auth-token";
  const session = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      access_token: "the.access.token",
      refresh_token: "r3fresh",
      expires_at: now() + 3600,
      token_type: "bearer",
      ...extra,
    });
  const base64 = (json: string) => `base64-${encodeBase64Url(json)}`;
  /** A Cookie header as a browser sends it: values URL-encoded, as @supabase/ssr's `serialize` writes them. */
  const header = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ");

  it("derives the project ref the way supabase-js names its storage key", () => {
    expect(supabaseProjectRef("https://abcd.supabase.co")).toBe("abcd");
    expect(supabaseProjectRef("https://abcd.supabase.co/")).toBe("abcd");
    expect(supabaseProjectRef("http://127.0.0.1:54321")).toBe("127");
    expect(supabaseProjectRef("http://localhost:54321")).toBe("localhost");
  });

  it("keeps a short value in one cookie and splits a long one into chunks that join back", () => {
    expect(splitCookieValue(name, "short")).toEqual([{ name, value: "short" }]);
    // Multi-byte characters must never be cut between two chunks.
    const long = session({ user: { user_metadata: { full_name: "Zoë Ŵłødarczyk 山田 🧠 ".repeat(200) } } });
    const chunks = splitCookieValue(name, long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.name)).toEqual(chunks.map((_, i) => `${name}.${i}`));
    for (const chunk of chunks) expect(encodeURIComponent(chunk.value).length).toBeLessThanOrEqual(MAX_COOKIE_CHUNK);
    const jar = new Map(chunks.map((c) => [c.name, c.value]));
    expect(joinCookieChunks(name, (n) => jar.get(n))).toBe(long);
  });

  it("joins chunks in order up to the first missing index, and prefers an unsplit cookie", () => {
    const jar = new Map([
      [`${name}.0`, "a"],
      [`${name}.1`, "b"],
      [`${name}.3`, "d"],
    ]);
    expect(joinCookieChunks(name, (n) => jar.get(n))).toBe("ab");
    jar.set(name, "whole");
    expect(joinCookieChunks(name, (n) => jar.get(n))).toBe("whole");
    expect(joinCookieChunks(name, () => undefined)).toBeUndefined();
  });

  it("reads the access token from a chunked base64 cookie and from a raw JSON one", () => {
    const big = session({ user: { user_metadata: { bio: "x".repeat(5000) } } });
    const chunks = splitCookieValue(name, base64(big));
    expect(chunks).toHaveLength(3);
    expect(supabaseSessionCookieToken(`theme=dark; ${header(chunks)}`, "abcd")).toBe("the.access.token");
    expect(supabaseSessionCookieToken(header([{ name, value: session() }]), "abcd")).toBe("the.access.token");
  });

  it("needs both access_token and refresh_token as strings", () => {
    const token = (json: string) => supabaseSessionCookieToken(header([{ name, value: base64(json) }]), "abcd");
    expect(token(session())).toBe("the.access.token");
    expect(token(JSON.stringify({ access_token: "the.access.token" }))).toBeUndefined();
    expect(token(session({ refresh_token: null }))).toBeUndefined();
    expect(token(session({ refresh_token: 123 }))).toBeUndefined();
    expect(token(session({ access_token: { jwt: "x" } }))).toBeUndefined();
    expect(token(JSON.stringify([session()]))).toBeUndefined();
  });

  it("ignores broken, partial and other projects' cookies", () => {
    const chunks = splitCookieValue(name, base64(session({ pad: "y".repeat(4000) })));
    expect(supabaseSessionCookieToken(header(chunks.slice(1)), "abcd")).toBeUndefined();
    expect(supabaseSessionCookieToken(header(chunks.slice(0, 1)), "abcd")).toBeUndefined();
    expect(supabaseSessionCookieToken(`${name}=base64-%%%`, "abcd")).toBeUndefined();
    expect(supabaseSessionCookieToken(`${name}={not json`, "abcd")).toBeUndefined();
    expect(supabaseSessionCookieToken(header([{ name, value: session() }]), "efgh")).toBeUndefined();
    expect(supabaseSessionCookieToken(undefined, "abcd")).toBeUndefined();
  });
});

describe("session token pairs", () => {
  it("accepts both tokens as strings and says which one is wrong otherwise", () => {
    expect(parseSessionTokens({ access_token: "a", refresh_token: "r", expires_in: 3600 })).toEqual({
      ok: true,
      tokens: { access_token: "a", refresh_token: "r" },
    });
    expect(parseSessionTokens({ refresh_token: "r" })).toEqual({ ok: false, reason: "access_token is missing" });
    expect(parseSessionTokens({ access_token: "a" })).toEqual({ ok: false, reason: "refresh_token is missing" });
    expect(parseSessionTokens({ access_token: 1, refresh_token: "r" })).toEqual({ ok: false, reason: "access_token is not a string" });
    expect(parseSessionTokens({ access_token: "a", refresh_token: ["r"] })).toEqual({ ok: false, reason: "refresh_token is not a string" });
    expect(parseSessionTokens({ access_token: "", refresh_token: "r" })).toEqual({ ok: false, reason: "access_token is empty" });
    expect(parseSessionTokens("a.b.c")).toEqual({ ok: false, reason: "the payload is not an object" });
    expect(parseSessionTokens(null)).toEqual({ ok: false, reason: "the payload is not an object" });
  });

  it("round-trips UTF-8 through base64url and refuses other alphabets", () => {
    const text = "Zoë 山田 🧠 ?>~";
    expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
    expect(encodeBase64Url("?>~")).not.toMatch(/[+/=]/);
    expect(() => decodeBase64Url("a+b/")).toThrow();
    expect(decodeStoredSession(`base64-${encodeBase64Url(JSON.stringify({ access_token: "a", refresh_token: "r" }))}`)).toEqual({
      access_token: "a",
      refresh_token: "r",
    });
    expect(decodeStoredSession("base64-!!")).toBeUndefined();
  });
});
