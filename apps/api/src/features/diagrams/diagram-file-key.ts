import { randomBytes } from "node:crypto";

/** A diagram's address: 16 random bytes as 22 characters of base64url, never guessed from another. */
export function newDiagramFileKey(): string {
  return randomBytes(16).toString("base64url");
}
