import { requestJson } from "../../../lib/request-json.ts";

/**
 * better-auth's email+password endpoints, called with plain fetch: the server
 * sets and clears the HttpOnly session cookie, so the browser holds no token.
 */
const AUTH_BASE = "/api/auth";

export type TSessionUser = { id: string; email: string; name: string };
export type TSession = { user: TSessionUser; session: { expiresAt: string } };

export type TSignInInput = { email: string; password: string };
export type TSignUpInput = TSignInInput & { name?: string | undefined };

/** Signed out is `null` (better-auth answers 200 with a null body). */
export function fetchSession(): Promise<TSession | null> {
  return requestJson<TSession | null>(`${AUTH_BASE}/get-session`);
}

export async function signInWithEmail(input: TSignInInput): Promise<void> {
  await requestJson(`${AUTH_BASE}/sign-in/email`, { method: "POST", body: { email: input.email.trim(), password: input.password } });
}

export async function signUpWithEmail(input: TSignUpInput): Promise<void> {
  await requestJson(`${AUTH_BASE}/sign-up/email`, { method: "POST", body: buildSignUpBody(input) });
}

export async function signOut(): Promise<void> {
  await requestJson(`${AUTH_BASE}/sign-out`, { method: "POST", body: {} });
}

/** better-auth requires a name; people who skip it are called by their email's local part. */
export function buildSignUpBody({ email, password, name }: TSignUpInput): { email: string; password: string; name: string } {
  const trimmedEmail = email.trim();
  return { email: trimmedEmail, password, name: name?.trim() || defaultDisplayName(trimmedEmail) };
}

export function defaultDisplayName(email: string): string {
  const at = email.lastIndexOf("@");
  const local = (at > 0 ? email.slice(0, at) : email).trim();
  return local || email.trim();
}
