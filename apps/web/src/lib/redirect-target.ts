import { paths } from "./paths.ts";

/** Where a signed-in user lands when nothing (or nothing safe) was asked for. */
export const DEFAULT_REDIRECT = "/flashcards";

// Any absolute URL would do; it only lets the URL parser resolve the path for us.
const PROBE_ORIGIN = "https://mnemo.invalid";

/**
 * Turns an untrusted `?redirect=` value into a same-origin path, or the fallback.
 * It must start with exactly one '/': '//host' and '/\host' are protocol-relative
 * URLs to browsers, and 'http:', 'javascript:' and friends leave the app. Paths
 * back to the sign-in page (and its OAuth landing) are refused too, so signing
 * in can never loop; the account pages under /auth (profile, change password) are fine.
 */
export function sanitizeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  if (!raw || raw.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.com' would become '//evil.com'.
  if (hasControlCharOrBackslash(raw)) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//")) return fallback;

  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (/^\/auth(\/oauth)?\/?$/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}

/**
 * Where the guest-only sign-in page sends a signed-in user: the page asked for
 * (`?redirect=`, if safe); else, right after signing in or up there, the deck
 * list (where a new learner makes a first deck); else, for someone who opened
 * the page already signed in, their profile (docs/product.md).
 */
export function guestRedirectTarget(raw: string | null | undefined, { signedInHere }: { signedInHere: boolean }): string {
  return sanitizeRedirect(raw, signedInHere ? DEFAULT_REDIRECT : paths.authProfile.getHref());
}
