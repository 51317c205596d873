import { WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE } from "@mnemo/api-contract";
import { isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError, isAuthWeakPasswordError } from "@supabase/supabase-js";
import { HttpError } from "../../http-error.ts";

/**
 * Supabase Auth's errors in the words the screens show (via `errorMessage`).
 * Client errors become `HttpError`s. Server and gateway failures become an
 * `AuthServiceError` without a `status` on purpose: `errorMessage` shows its
 * fixed "Can't reach Mnemo" text for anything with a 502/503/504 status, and
 * docs/product.md wants these to name the sign-in service. No answer at all is a
 * `TypeError`, like a failed fetch anywhere else in the app.
 */

/**
 * A failure the screens explain, with the code the local mode uses for it
 * (better-auth's), so one code-to-message table serves both modes.
 */
export type TAuthFailure = { message: string; code: string };

export const AUTH_FAILURES = {
  invalidCredentials: { message: "Incorrect email or password.", code: "INVALID_CREDENTIALS" },
  wrongCurrentPassword: { message: "Your current password is incorrect.", code: "INVALID_PASSWORD" },
  resetLinkInvalid: { message: "This reset link is invalid or has expired. Ask for a new one.", code: "INVALID_TOKEN" },
  sessionExpired: { message: "Your session has ended. Sign in again to continue.", code: "SESSION_EXPIRED" },
  signInLinkInvalid: { message: "This sign-in link is invalid or has expired. Sign in again.", code: "INVALID_SIGN_IN_LINK" },
} satisfies Record<string, TAuthFailure>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Try again in a few minutes.";
export const UNREACHABLE_MESSAGE = "Can't reach the sign-in service. Check your connection and try again.";

export class AuthServiceError extends Error {
  override readonly name = "AuthServiceError";
  /** Not `status`: see the note above. */
  readonly serviceStatus: number;
  constructor(serviceStatus: number, message: string) {
    super(message);
    this.serviceStatus = serviceStatus;
  }
}

/** Supabase's weak-password reasons as the local mode words them (one sentence each). */
function weakPasswordReason(reason: string, supabaseMessage: string): string | undefined {
  if (reason === "length") {
    const minimum = /at least (\d+) characters/i.exec(supabaseMessage)?.[1];
    return minimum ? `Use at least ${minimum} characters.` : "It is too short.";
  }
  if (reason === "characters") return "Mix lower and upper case letters, digits and symbols.";
  if (reason === "pwned") return "It has appeared in a data breach; pick one nobody else uses.";
  return undefined;
}

/** Supabase codes to the local mode's code and words. */
const KNOWN_CODES: Record<string, TAuthFailure> = {
  user_already_exists: {
    message: "An account with this email already exists. Sign in instead, or reset your password if you forgot it.",
    code: "USER_ALREADY_EXISTS",
  },
  email_exists: {
    message: "An account with this email already exists. Sign in instead, or reset your password if you forgot it.",
    code: "USER_ALREADY_EXISTS",
  },
  email_not_confirmed: { message: "Confirm your email address first: open the link we sent you.", code: "EMAIL_NOT_VERIFIED" },
  same_password: { message: "Choose a new password that is different from your current one.", code: "SAME_PASSWORD" },
  signup_disabled: { message: "New sign-ups are turned off for now.", code: "SIGNUP_DISABLED" },
  email_provider_disabled: { message: "Signing in with an email and password is turned off for now.", code: "EMAIL_PROVIDER_DISABLED" },
  email_address_invalid: { message: "Enter a valid email address.", code: "INVALID_EMAIL" },
};

/** Codes and statuses meaning "the session this needed is gone" (expired, revoked, never there). */
const NO_SESSION_CODES = new Set([
  "session_not_found",
  "session_expired",
  "refresh_token_not_found",
  "refresh_token_already_used",
  "bad_jwt",
]);

export function isNoSessionError(error: unknown): boolean {
  if (isAuthSessionMissingError(error)) return true;
  if (!isAuthError(error)) return false;
  return (error.code !== undefined && NO_SESSION_CODES.has(error.code)) || error.status === 401 || error.status === 403;
}

export type TErrorContext = {
  /** What it means here when the session the action needed is missing or expired. */
  noSession?: TAuthFailure;
  /** What `invalid_credentials` means here (default: the sign-in failure). */
  invalidCredentials?: TAuthFailure;
};

/** An Error for the screens from whatever supabase-js returned or threw. */
export function toUserError(error: unknown, context: TErrorContext = {}): Error {
  if (!isAuthError(error)) return error instanceof Error ? error : new Error(String(error));
  const status = error.status ?? 0;
  if (isAuthRetryableFetchError(error) || status >= 500) {
    // No answer at all: fetch's TypeError, as elsewhere in the app, so it reads and retries as a network failure.
    if (status === 0) return new TypeError(UNREACHABLE_MESSAGE, { cause: error });
    return new AuthServiceError(status, `The sign-in service is unavailable right now (HTTP ${status}). Try again in a moment.`);
  }
  if (status === 429) return new HttpError(429, RATE_LIMIT_MESSAGE, "TOO_MANY_REQUESTS");
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons.map((reason) => weakPasswordReason(reason, error.message)).filter((text) => text !== undefined);
    const shown = reasons.length > 0 ? reasons : [error.message];
    return new HttpError(status || 422, `${WEAK_PASSWORD_MESSAGE} ${shown.join(" ")}`, WEAK_PASSWORD_CODE, shown);
  }
  const failure =
    error.code === "invalid_credentials" || /invalid login credentials/i.test(error.message)
      ? (context.invalidCredentials ?? AUTH_FAILURES.invalidCredentials)
      : isNoSessionError(error)
        ? (context.noSession ?? (isAuthSessionMissingError(error) ? AUTH_FAILURES.sessionExpired : undefined))
        : error.code
          ? KNOWN_CODES[error.code]
          : undefined;
  if (failure) return new HttpError(status || 400, failure.message, failure.code);
  return new HttpError(status || 400, error.message || "The sign-in service refused the request.", error.code);
}
