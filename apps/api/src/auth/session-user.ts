import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "@mnemo/db";
import type { Auth } from "./create-auth.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  /** Sign-in methods of a Supabase user (`email`, `google`, …); absent for better-auth sessions. */
  providers?: string[];
  /** The session this request runs under (better-auth sessions; absent in the Supabase mode). */
  sessionId?: string;
};
export type SessionResolver = (headers: IncomingHttpHeaders) => Promise<SessionUser | null>;

type SessionRow = { expiresAt: Date; sessionId: string; id: string; email: string; name: string };

/**
 * Resolves the signed-in user for API calls: the same credentials better-auth
 * accepts (`Authorization: Bearer <token>` from `set-auth-token`, or the
 * session cookie), checked the same way (HMAC signature, unexpired session
 * row), in one query instead of better-auth's ~2 ms `getSession`. When a
 * session is due for its sliding refresh, better-auth handles the request so
 * expiry keeps moving exactly as it would have.
 */
export function createSessionResolver(auth: Auth, db: Db): SessionResolver {
  const config = auth.$context.then((ctx) => ({
    secret: ctx.secret,
    cookieName: ctx.authCookies.sessionToken.name,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  return async (headers) => {
    if (!headers.cookie && !headers.authorization) return null;
    const { secret, cookieName, expiresInMs, updateAgeMs } = await config;
    // Like better-auth: a valid bearer wins; otherwise the (always signed) cookie.
    const bearer = bearerValue(headers.authorization);
    const cookie = cookieValue(headers.cookie, cookieName);
    const token = (bearer && (bearer.includes(".") ? verifySigned(bearer, secret) : bearer)) || (cookie && verifySigned(cookie, secret));
    if (!token) return null;

    const [row] = await db.$queryRaw<SessionRow[]>`
      SELECT s."expiresAt", s.id AS "sessionId", u.id, u.email, u.name
      FROM "session" s JOIN "user" u ON u.id = s."userId"
      WHERE s.token = ${token}`;
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return null;
    const isDueForRefresh = row.expiresAt.getTime() - expiresInMs + updateAgeMs <= now;
    if (isDueForRefresh) {
      const session = await auth.api.getSession({ headers: toHeaders(headers) });
      return session ? { id: session.user.id, email: session.user.email, name: session.user.name, sessionId: session.session.id } : null;
    }
    return { id: row.id, email: row.email, name: row.name, sessionId: row.sessionId };
  };
}

/** As better-auth's bearer plugin: a signed value (URL-encoded or not) or a bare token. */
function bearerValue(header: string | undefined): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== "bearer ") return undefined;
  const value = header.slice(7).trim();
  if (!value) return undefined;
  return value.includes("%") ? safeDecode(value) : value;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** `<token>.<base64 HMAC-SHA256 of token>`, as better-call signs cookies; the token, or undefined if forged. */
function verifySigned(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function toHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) result.append(key, item);
    else result.set(key, value);
  }
  return result;
}
