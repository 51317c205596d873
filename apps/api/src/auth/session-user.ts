import type { IncomingHttpHeaders } from "node:http";
import type { Auth } from "./create-auth.ts";

export type SessionUser = { id: string; email: string; name: string };

/** Reads the session from the cookie or an `Authorization: Bearer` header; null when signed out. */
export async function getSessionUser(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionUser | null> {
  if (!headers.cookie && !headers.authorization) return null;
  const session = await auth.api.getSession({ headers: toHeaders(headers) });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
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
