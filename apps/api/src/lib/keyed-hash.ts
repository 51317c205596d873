import { createHmac } from "node:crypto";

/**
 * A short HMAC-SHA256 of `value` under a server secret, for keys and log
 * fields that must tell equal values apart without revealing them (a client
 * address, an email). `purpose` keeps hashes of one use from matching another's.
 */
export function keyedHash(secret: string, purpose: string, value: string, length = 27): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url").slice(0, length);
}
