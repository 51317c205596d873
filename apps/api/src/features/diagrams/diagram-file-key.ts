import { randomBytes } from "node:crypto";

/** A diagram's address: 16 random bytes as 22 characters of base64url, never guessed from another. */
export function newDiagramFileKey(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Whether `value` could be a key (base64url characters): anything else is
 * answered "not found" without asking the database, which cannot hold a NUL.
 */
export function isDiagramFileKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
