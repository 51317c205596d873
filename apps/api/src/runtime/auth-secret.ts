import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR } from "./paths.ts";

/**
 * BETTER_AUTH_SECRET signs session cookies. When it is not set, a random one
 * is made once and kept in .data/, so sessions survive restarts without the
 * self-hoster having to invent a secret.
 */
export function resolveAuthSecret(fromEnv: string | undefined, warn: (message: string) => void): string {
  if (fromEnv) return fromEnv;
  const file = path.join(DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    warn(`BETTER_AUTH_SECRET is not set: generated one in ${file}. Set it in production.`);
    return secret;
  }
}
