import { createHmac, timingSafeEqual } from "node:crypto";
import type pg from "pg";
import { SESSION_SQL } from "./bare-sql.ts";

export type BareUser = { id: string; email: string; name: string };

/**
 * The bare servers' session check, as ours does it: a bearer token whose
 * HMAC signature (better-auth's signed cookie format) checks out, then one
 * query for an unexpired session and its user.
 */
export function bareAuthenticator(pool: pg.Pool) {
  const secret = process.env.BENCH_AUTH_SECRET ?? "bench-secret-that-is-long-enough-for-better-auth";

  /** The session token when the signature checks out, else null. */
  function verifiedToken(authorization: string | undefined): string | null {
    if (!authorization || authorization.slice(0, 7).toLowerCase() !== "bearer ") return null;
    let value: string;
    try {
      value = decodeURIComponent(authorization.slice(7).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }

  return async function authenticate(authorization: string | undefined): Promise<BareUser | null> {
    const token = verifiedToken(authorization);
    if (!token) return null;
    const { rows } = await pool.query<BareUser & { expiresAt: Date }>(SESSION_SQL, [token]);
    const row = rows[0];
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return { id: row.id, email: row.email, name: row.name };
  };
}
