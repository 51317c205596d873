import { AUTH_CONFIG_PATH, type TAuthConfig, type TOAuthProviderId } from "@mnemo/api-contract";
import { requestJson } from "../request-json.ts";
import { OAUTH_CALLBACK_PATH, RESET_PASSWORD_CHANGE_PATH, type AuthClient, type TSession, type TSignUpInput } from "./auth-client.ts";

/**
 * Mnemo's own accounts: better-auth's endpoints, called with plain fetch. The
 * server sets and clears the HttpOnly session cookie, so the browser holds no token.
 */
const AUTH_BASE = "/api/auth";

export function fetchAuthConfig(): Promise<TAuthConfig> {
  return requestJson<TAuthConfig>(AUTH_CONFIG_PATH);
}

export function createLocalAuthClient(providers: TOAuthProviderId[], { canSendEmail }: { canSendEmail: boolean }): AuthClient {
  return {
    mode: "local",
    canSendEmail,
    // Signed out is `null` (better-auth answers 200 with a null body).
    getSession: () => requestJson<TSession | null>(`${AUTH_BASE}/get-session`),
    signIn: async ({ email, password }) => {
      await requestJson(`${AUTH_BASE}/sign-in/email`, { method: "POST", body: { email: email.trim(), password } });
    },
    signUp: async (input) => {
      await requestJson(`${AUTH_BASE}/sign-up/email`, { method: "POST", body: buildSignUpBody(input, deviceTimeZone()) });
      return { signedIn: true };
    },
    signOut: async () => {
      await requestJson(`${AUTH_BASE}/sign-out`, { method: "POST", body: {} });
    },
    signInWithOAuth: async (provider, redirect) => {
      const { url } = await requestJson<{ url: string }>(`${AUTH_BASE}/sign-in/social`, {
        method: "POST",
        body: {
          provider,
          callbackURL: `${OAUTH_CALLBACK_PATH}?redirect=${encodeURIComponent(redirect)}`,
          errorCallbackURL: "/auth?oauth=failed",
        },
      });
      window.location.assign(url);
    },
    requestPasswordReset: async (email) => {
      await requestJson(`${AUTH_BASE}/request-password-reset`, {
        method: "POST",
        body: { email: email.trim(), redirectTo: RESET_PASSWORD_CHANGE_PATH },
      });
    },
    resetPassword: async ({ token, newPassword }) => {
      await requestJson(`${AUTH_BASE}/reset-password`, { method: "POST", body: { token: token ?? "", newPassword } });
    },
    changePassword: async ({ currentPassword, newPassword }) => {
      await requestJson(`${AUTH_BASE}/change-password`, {
        method: "POST",
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    },
    oauthProviders: () => Promise.resolve(providers),
  };
}

/**
 * better-auth requires a name; people who skip it are called by their email's local part.
 * The device's time zone becomes the study time zone (the server ignores one it does not know).
 */
export function buildSignUpBody(
  { email, password, name }: TSignUpInput,
  timeZone: string | undefined,
): { email: string; password: string; name: string; timeZone?: string } {
  const trimmedEmail = email.trim();
  return { email: trimmedEmail, password, name: name?.trim() || defaultDisplayName(trimmedEmail), ...(timeZone ? { timeZone } : {}) };
}

/** The device's IANA time zone ("Europe/London"), as the browser reports it; undefined when it reports none. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function defaultDisplayName(email: string): string {
  const at = email.lastIndexOf("@");
  const local = (at > 0 ? email.slice(0, at) : email).trim();
  return local || email.trim();
}
