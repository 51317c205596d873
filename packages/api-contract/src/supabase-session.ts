/**
 * The Supabase browser session as both sides see it: the API reads the access
 * token from the cookie(s) the browser client writes, and the browser writes
 * and validates them. Pure functions, the same in Node and in browsers.
 */

/** A stored or received Supabase session: both tokens must be strings, or it is no session (spec: "Auth session"). */
export type TSessionTokens = { access_token: string; refresh_token: string };

/**
 * `value` as a session token pair, or why it is not one. Used for the OAuth
 * result in the URL hash, for cookie sign-in and for stored sessions.
 */
export function parseSessionTokens(value: unknown): { ok: true; tokens: TSessionTokens } | { ok: false; reason: string } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "the payload is not an object" };
  const record = value as Record<string, unknown>;
  for (const key of ["access_token", "refresh_token"] as const) {
    if (record[key] === undefined || record[key] === null) return { ok: false, reason: `${key} is missing` };
    if (typeof record[key] !== "string") return { ok: false, reason: `${key} is not a string` };
    if (record[key] === "") return { ok: false, reason: `${key} is empty` };
  }
  return { ok: true, tokens: { access_token: record.access_token as string, refresh_token: record.refresh_token as string } };
}

// ---------------------------------------------------------------------------
// The session cookie written by @supabase/ssr's browser client
// ---------------------------------------------------------------------------

/** @supabase/ssr's chunk size, measured on the URL-encoded value. */
export const MAX_COOKIE_CHUNK = 3180;
export const BASE64_PREFIX = "base64-";

/**
 * The `<ref>` in supabase-js's default storage key `sb-<ref>-auth-token`: the
 * first dot-separated label of the URL's hostname, for any host. So
 * `https://abcd.supabase.co` gives `abcd`, `http://127.0.0.1:54321` gives
 * `127` and `http://localhost:54321` gives `localhost`. It must be exactly
 * what supabase-js computes, or we would look for a cookie nobody writes.
 */
export function supabaseProjectRef(url: string): string {
  return new URL(url).hostname.split(".")[0]!;
}

export function supabaseAuthCookieName(projectRef: string): string {
  return `sb-${projectRef}-auth-token`;
}

/**
 * As @supabase/ssr's `createChunks`: one cookie `name` if the URL-encoded
 * value fits in MAX_COOKIE_CHUNK, else `name.0`, `name.1`, … each fitting,
 * never cutting a percent-escape or a multi-byte character in two. Values
 * are returned unencoded; encode them when writing the cookie.
 */
export function splitCookieValue(name: string, value: string, chunkSize = MAX_COOKIE_CHUNK): { name: string; value: string }[] {
  let encoded = encodeURIComponent(value);
  if (encoded.length <= chunkSize) return [{ name, value }];
  const chunks: string[] = [];
  while (encoded.length > 0) {
    let head = encoded.slice(0, chunkSize);
    const lastEscape = head.lastIndexOf("%");
    if (lastEscape > chunkSize - 3) head = head.slice(0, lastEscape);
    // A character of several UTF-8 bytes is several escapes: drop whole escapes until it decodes.
    let decoded: string | undefined;
    while (decoded === undefined) {
      try {
        decoded = decodeURIComponent(head);
      } catch {
        head = head.slice(0, -3);
      }
    }
    if (!head) throw new RangeError(`chunkSize ${chunkSize} cannot hold one character`);
    chunks.push(decoded);
    encoded = encoded.slice(head.length);
  }
  return chunks.map((chunk, i) => ({ name: `${name}.${i}`, value: chunk }));
}

/** As @supabase/ssr's `combineChunks`: the unsplit cookie if set, else `name.0`, `name.1`, … up to the first missing one. */
export function joinCookieChunks(name: string, getCookie: (name: string) => string | null | undefined): string | undefined {
  const whole = getCookie(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; ; i++) {
    const chunk = getCookie(`${name}.${i}`);
    if (!chunk) break;
    chunks.push(chunk);
  }
  return chunks.length > 0 ? chunks.join("") : undefined;
}

/**
 * The access token of the session the browser client keeps in the
 * `sb-<projectRef>-auth-token` cookie(s), raw JSON or `base64-` + base64url
 * of it. Only a session holding both `access_token` and `refresh_token` as
 * strings counts (as supabase-js checks before it trusts stored sessions);
 * anything else is no session. The token itself is not verified here.
 */
export function supabaseSessionCookieToken(cookieHeader: string | undefined, projectRef: string): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parseCookieHeader(cookieHeader);
  const stored = joinCookieChunks(supabaseAuthCookieName(projectRef), (name) => cookies.get(name));
  const session = stored === undefined ? undefined : decodeStoredSession(stored);
  return session?.access_token;
}

/**
 * The session in a stored value: raw JSON or `base64-` + base64url of it, as
 * supabase-js and @supabase/ssr write it. Undefined unless it is JSON holding
 * both tokens as strings (as supabase-js checks before trusting a stored session).
 */
export function decodeStoredSession(stored: string): TSessionTokens | undefined {
  try {
    const json = stored.startsWith(BASE64_PREFIX) ? decodeBase64Url(stored.slice(BASE64_PREFIX.length)) : stored;
    const parsed = parseSessionTokens(JSON.parse(json));
    return parsed.ok ? parsed.tokens : undefined;
  } catch {
    return undefined;
  }
}

/** UTF-8 text from base64url (padding optional); throws on characters outside the alphabet. */
export function decodeBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) throw new SyntaxError("not base64url");
  const binary = atob(
    value
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .replace(/=+$/, "")
      .padEnd(Math.ceil(value.length / 4) * 4, "="),
  );
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** UTF-8 text as base64url without padding, as @supabase/ssr encodes cookie values. */
export function encodeBase64Url(value: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Name to URL-decoded value of a Cookie header (or `document.cookie`); the first of duplicate names wins, as browsers send the most specific path first. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}
