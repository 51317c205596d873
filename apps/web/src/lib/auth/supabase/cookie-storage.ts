import {
  BASE64_PREFIX,
  decodeBase64Url,
  decodeStoredSession,
  encodeBase64Url,
  joinCookieChunks,
  parseCookieHeader,
  splitCookieValue,
} from "@mnemo/api-contract";
import type { SupportedStorage } from "@supabase/supabase-js";

/**
 * supabase-js's storage kept in cookies, as @supabase/ssr's browser client
 * keeps it, so the API reads the same session from the request's cookies
 * (`supabaseSessionCookieToken`). Values are written as `base64-` + base64url
 * and split into chunks the browser accepts; reading joins them back.
 */

/** docs/product.md: "Cookie session lifetime 400 days by default" (browsers cap Max-Age there too). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Values are plain text: a jar does its own encoding. */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number }): void;
  remove(name: string): void;
};

/** Receives what is worth a line in the console. Never passed token values. */
export type TAuthLog = (message: string, detail?: unknown) => void;

export type CookieStorageOptions = {
  jar: CookieJar;
  /** supabase-js's storage key: values under it must hold a session (both tokens as strings), or they are dropped. */
  sessionKey: string;
  log: TAuthLog;
  maxAgeSeconds?: number;
};

export function createCookieStorage({ jar, sessionKey, log, maxAgeSeconds = SESSION_COOKIE_MAX_AGE_SECONDS }: CookieStorageOptions) {
  function removeChunksFrom(key: string, first: number) {
    // Chunks are always written from .0 without gaps, and readers stop at the first missing one.
    for (let i = first; jar.get(`${key}.${i}`) !== undefined; i++) jar.remove(`${key}.${i}`);
  }

  function removeItem(key: string) {
    if (jar.get(key) !== undefined) jar.remove(key);
    removeChunksFrom(key, 0);
  }

  const storage = {
    getItem(key: string): string | null {
      const stored = joinCookieChunks(key, (name) => jar.get(name));
      if (stored === undefined) return null;
      const value = decodeStoredValue(stored);
      // docs/product.md: cookie sign-in validates the session before supabase-js sees it.
      const isValid = value !== undefined && (key !== sessionKey || decodeStoredSession(stored) !== undefined);
      if (isValid) return value;
      log(`The sign-in cookie "${key}" does not hold a valid value; it was removed.`);
      removeItem(key);
      return null;
    },
    setItem(key: string, value: string): void {
      const chunks = splitCookieValue(key, BASE64_PREFIX + encodeBase64Url(value));
      for (const chunk of chunks) jar.set(chunk.name, chunk.value, { maxAgeSeconds });
      // A reader prefers the unsplit cookie and joins chunks up to the first gap: nothing stale may remain.
      if (chunks.length === 1) {
        removeChunksFrom(key, 0);
      } else {
        if (jar.get(key) !== undefined) jar.remove(key);
        removeChunksFrom(key, chunks.length);
      }
    },
    removeItem,
  } satisfies SupportedStorage;
  return storage;
}

export type CookieStorage = ReturnType<typeof createCookieStorage>;

/** Raw JSON or `base64-` + base64url of it, as supabase-js and @supabase/ssr write; undefined when it cannot be decoded. */
function decodeStoredValue(stored: string): string | undefined {
  if (!stored.startsWith(BASE64_PREFIX)) return stored;
  try {
    return decodeBase64Url(stored.slice(BASE64_PREFIX.length));
  } catch {
    return undefined;
  }
}

/**
 * `document.cookie` as a jar. docs/product.md: "Cookies: path=/, SameSite=Lax, Secure
 * when the page is https". Not HttpOnly: supabase-js reads and refreshes them.
 */
export function documentCookieJar(
  target: { cookie: string } = document,
  isSecure: boolean = typeof location !== "undefined" && location.protocol === "https:",
): CookieJar {
  const attributes = `; Path=/; SameSite=Lax${isSecure ? "; Secure" : ""}`;
  return {
    get: (name) => parseCookieHeader(target.cookie).get(name),
    set: (name, value, { maxAgeSeconds }) => {
      target.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${attributes}`;
    },
    remove: (name) => {
      target.cookie = `${name}=; Max-Age=0${attributes}`;
    },
  };
}
