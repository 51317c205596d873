import { encodeBase64Url, MAX_COOKIE_CHUNK, supabaseAuthCookieName, supabaseSessionCookieToken } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import { createCookieStorage, documentCookieJar, SESSION_COOKIE_MAX_AGE_SECONDS, type CookieJar } from "./cookie-storage.ts";

const REF = "abcd";
const KEY = supabaseAuthCookieName(REF);

/** A browser's jar for one site, minus expiry: what `document.cookie` would hold. */
function memoryJar() {
  const cookies = new Map<string, string>();
  const maxAges = new Map<string, number>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value, { maxAgeSeconds }) => {
      cookies.set(name, value);
      maxAges.set(name, maxAgeSeconds);
    },
    remove: (name) => {
      cookies.delete(name);
      maxAges.delete(name);
    },
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
  return { jar, cookies, maxAges, header, names: () => [...cookies.keys()].sort() };
}

function setup() {
  const memory = memoryJar();
  const log = vi.fn();
  const storage = createCookieStorage({ jar: memory.jar, sessionKey: KEY, log });
  return { ...memory, log, storage };
}

function sessionJson({ accessToken = "header.payload.signature", name = "Zoë", padding = 0 } = {}) {
  return JSON.stringify({
    access_token: accessToken,
    refresh_token: "r3fr3sh",
    token_type: "bearer",
    expires_at: 1_900_000_000,
    user: { id: "u1", email: "zoe@example.test", user_metadata: { full_name: name, bio: "日本語のノート 🎴 ".repeat(padding) } },
  });
}

describe("cookie storage", () => {
  it("keeps a small session in one base64 cookie for 400 days", () => {
    const { storage, cookies, maxAges, names } = setup();
    const value = sessionJson();
    storage.setItem(KEY, value);
    expect(names()).toEqual([KEY]);
    expect(cookies.get(KEY)).toMatch(/^base64-[A-Za-z0-9_-]+$/);
    expect(maxAges.get(KEY)).toBe(SESSION_COOKIE_MAX_AGE_SECONDS);
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(34_560_000);
    expect(storage.getItem(KEY)).toBe(value);
  });

  it("splits a long session with multi-byte characters into chunks that fit, and joins them back", () => {
    const { storage, cookies, names } = setup();
    const value = sessionJson({ padding: 400 });
    storage.setItem(KEY, value);
    const chunkNames = names();
    expect(chunkNames.length).toBeGreaterThan(2);
    expect(chunkNames).toEqual(chunkNames.map((_, i) => `${KEY}.${i}`).sort());
    for (const chunk of cookies.values()) expect(encodeURIComponent(chunk).length).toBeLessThanOrEqual(MAX_COOKIE_CHUNK);
    expect(storage.getItem(KEY)).toBe(value);
  });

  it("gives the server's cookie reader exactly the access token that was stored, split or not", () => {
    for (const padding of [0, 400]) {
      const { storage, header } = setup();
      storage.setItem(KEY, sessionJson({ accessToken: `token-${padding}`, padding }));
      expect(supabaseSessionCookieToken(header(), REF)).toBe(`token-${padding}`);
    }
  });

  it("removes stale chunks when the value shrinks, and the unsplit cookie when it grows", () => {
    const { storage, names } = setup();
    storage.setItem(KEY, sessionJson({ padding: 600 }));
    const many = names().length;
    expect(many).toBeGreaterThan(3);

    storage.setItem(KEY, sessionJson());
    expect(names()).toEqual([KEY]);

    storage.setItem(KEY, sessionJson({ padding: 600 }));
    expect(names()).toHaveLength(many);
    expect(names()).not.toContain(KEY);

    storage.setItem(KEY, sessionJson({ padding: 150, accessToken: "shorter" }));
    expect(names()).toEqual([`${KEY}.0`, `${KEY}.1`]);
    expect(JSON.parse(storage.getItem(KEY)!)).toMatchObject({ access_token: "shorter" });
  });

  it("answers null for a broken or invalid session, logs why without the value, and removes it", () => {
    const broken = [
      "base64-not*base64",
      "base64-" + encodeBase64Url('{"access_token":"secret-a"}'),
      '{"access_token":"secret-a","refresh_token":42}',
      '{"access_token":"","refresh_token":"secret-r"}',
      "not json at all",
    ];
    for (const value of broken) {
      const { storage, jar, log, names } = setup();
      jar.set(`${KEY}.0`, value, { maxAgeSeconds: 60 });
      expect(storage.getItem(KEY)).toBeNull();
      expect(names()).toEqual([]);
      expect(log).toHaveBeenCalledOnce();
      expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret/);
    }
  });

  it("reads raw JSON sessions too, as supabase-js writes them without the prefix", () => {
    const { storage, jar } = setup();
    const value = sessionJson();
    jar.set(KEY, value, { maxAgeSeconds: 60 });
    expect(storage.getItem(KEY)).toBe(value);
  });

  it("keeps other keys (code verifier) without session checks, and removeItem clears every chunk", () => {
    const { storage, names } = setup();
    storage.setItem(`${KEY}-code-verifier`, '"verifier"');
    expect(storage.getItem(`${KEY}-code-verifier`)).toBe('"verifier"');
    storage.setItem(KEY, sessionJson({ padding: 400 }));
    storage.removeItem(KEY);
    storage.removeItem(`${KEY}-code-verifier`);
    expect(names()).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe("documentCookieJar", () => {
  it("writes encoded values with path=/, SameSite=Lax, and Secure only on https", () => {
    const writes: string[] = [];
    const target = {
      get cookie() {
        return "other=1; sb-abcd-auth-token=base64-eyJ9%3D";
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const secure = documentCookieJar(target, true);
    expect(secure.get(KEY)).toBe("base64-eyJ9=");
    secure.set(KEY, "a b;c", { maxAgeSeconds: 10 });
    secure.remove(KEY);
    documentCookieJar(target, false).set(KEY, "x", { maxAgeSeconds: 10 });
    expect(writes).toEqual([
      `${KEY}=a%20b%3Bc; Max-Age=10; Path=/; SameSite=Lax; Secure`,
      `${KEY}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
      `${KEY}=x; Max-Age=10; Path=/; SameSite=Lax`,
    ]);
  });
});
