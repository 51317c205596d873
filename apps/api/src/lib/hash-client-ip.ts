import { createHmac } from "node:crypto";

/**
 * What is stored instead of a visitor's IP: an HMAC-SHA256 keyed with the auth
 * secret. Equal IPs give equal hashes (so rate limits work across processes and
 * restarts), but without the secret the hash cannot be matched back to an address.
 */
export function hashClientIp(ip: string | undefined, secret: string): string {
  // A request whose client hung up before it was read has no address left on its socket (Fastify's req.ip is then
  // undefined): it shares the unknown bucket rather than failing the call.
  if (!ip) return UNKNOWN_CLIENT_IP_HASH;
  return createHmac("sha256", secret).update(ip).digest("hex");
}

/** Where no client address is known (a caller outside HTTP), every such call shares one bucket. */
export const UNKNOWN_CLIENT_IP_HASH = hashClientIp("unknown", "mnemo-no-client-ip");
