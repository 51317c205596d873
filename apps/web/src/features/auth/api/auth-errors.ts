import { WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE } from "@mnemo/api-contract";
import { errorMessage, httpStatusOf, NETWORK_ERROR_MESSAGE } from "@/lib/error-info.ts";
import { HttpError } from "@/lib/http-error.ts";

/** What a sign-in screen shows for an error: a sentence, and for weak passwords the reasons as a list. */
export type TAuthErrorInfo = { message: string; reasons: string[] };

export const AUTH_MESSAGES = {
  weakPassword: WEAK_PASSWORD_MESSAGE,
  badCredentials: "Incorrect email or password.",
  sessionNotFound: "Your session has ended. Sign in again to continue.",
  invalidSession: "You're not signed in, or your session is no longer valid. Sign in again to continue.",
  emailTaken: "An account with this email already exists. Sign in instead, or reset your password if you forgot it.",
  invalidResetLink: "This reset link is invalid or has expired. Ask for a new one.",
  wrongCurrentPassword: "Your current password is incorrect.",
  gateway: (status: number) => `The sign-in service is unavailable right now (HTTP ${status}). Try again in a moment.`,
} as const;

/**
 * better-auth's and our own error codes (the authentication errors of
 * docs/product.md), as messages people can act on. Unknown errors keep the server's
 * words, which are written for users.
 */
export function authErrorInfo(error: unknown): TAuthErrorInfo {
  const status = httpStatusOf(error);
  if (status === 502 || status === 503 || status === 504) return { message: AUTH_MESSAGES.gateway(status), reasons: [] };
  if (error instanceof TypeError) return { message: NETWORK_ERROR_MESSAGE, reasons: [] };
  const code = error instanceof HttpError ? error.code : undefined;
  switch (code) {
    case WEAK_PASSWORD_CODE:
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
      return {
        message: AUTH_MESSAGES.weakPassword,
        reasons: (error as HttpError).reasons.length ? (error as HttpError).reasons : [(error as HttpError).message],
      };
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_CREDENTIALS":
      return { message: AUTH_MESSAGES.badCredentials, reasons: [] };
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return { message: AUTH_MESSAGES.emailTaken, reasons: [] };
    case "SESSION_NOT_FOUND":
    case "SESSION_EXPIRED":
    case "SESSION_NOT_FRESH":
      return { message: AUTH_MESSAGES.sessionNotFound, reasons: [] };
    case "INVALID_TOKEN":
      return { message: AUTH_MESSAGES.invalidResetLink, reasons: [] };
    case "INVALID_PASSWORD":
      return { message: AUTH_MESSAGES.wrongCurrentPassword, reasons: [] };
  }
  if (status === 401) return { message: AUTH_MESSAGES.invalidSession, reasons: [] };
  return { message: errorMessage(error), reasons: [] };
}

/** Messages for `?error=` on /auth, where better-auth sends a failed OAuth sign-in. */
export function oauthErrorMessage(code: string | null): string | undefined {
  if (code === null) return undefined;
  switch (code.toLowerCase()) {
    case "account_not_linked":
      return "That email already has a Mnemo account. Sign in with your password first; you can sign in with the provider once your email is verified.";
    case "access_denied":
      return "Sign-in was cancelled.";
    case "email_not_found":
      return "The provider did not share an email address with Mnemo. Make one visible to apps in your account there, then try again.";
    case "state_mismatch":
    case "state_not_found":
    case "invalid_callback_request":
      return "That sign-in attempt expired or came from another browser tab. Please try again.";
    default:
      return "Signing in with that provider didn't work. Please try again, or use your email and password.";
  }
}
