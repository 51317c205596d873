import type { TAuthConfig, TOAuthProviderId } from "@mnemo/api-contract";

/**
 * How the browser signs people in, whichever service holds the accounts:
 * Mnemo's own server (better-auth, HttpOnly cookie session) or a Supabase
 * project (supabase-js in the browser, token pair kept in chunked cookies the
 * API reads). Screens talk to this, never to either service directly.
 */
export type TSessionUser = { id: string; email: string; name: string };
export type TSession = { user: TSessionUser };

export type TSignInInput = { email: string; password: string };
export type TSignUpInput = TSignInInput & { name?: string | undefined };
export type TChangePasswordInput = { currentPassword: string; newPassword: string };
export type TResetPasswordInput = { token: string | null; newPassword: string };

export type TSignUpResult = { signedIn: true } | { signedIn: false; confirmEmail: true };

export type AuthClient = {
  readonly mode: TAuthConfig["mode"];
  /**
   * False on a server without SMTP_URL: reset links reach only its log, so people are told
   * to ask whoever runs it. Supabase sends its own emails.
   */
  readonly canSendEmail: boolean;
  /** Signed out is `null`. Network and server failures throw. */
  getSession(): Promise<TSession | null>;
  signIn(input: TSignInInput): Promise<void>;
  /** Supabase projects may ask people to confirm their email before the first sign-in. */
  signUp(input: TSignUpInput): Promise<TSignUpResult>;
  signOut(): Promise<void>;
  /**
   * Leaves for the provider's consent screen; comes back to `/auth/oauth?redirect=…`,
   * or to `/auth?oauth=failed` (local) when the provider or the exchange fails.
   */
  signInWithOAuth(provider: TOAuthProviderId, redirect: string): Promise<void>;
  /** Answers the same whether or not an account has that email. */
  requestPasswordReset(email: string): Promise<void>;
  /** The change step of a reset: the link's token (local), or the recovery session it set up (Supabase). */
  resetPassword(input: TResetPasswordInput): Promise<void>;
  /** Also signs out every other session of the user. */
  changePassword(input: TChangePasswordInput): Promise<void>;
  /** The OAuth providers to offer a button for. */
  oauthProviders(): Promise<TOAuthProviderId[]>;
};

/** Where a password reset link lands (docs/product.md: /Auth/reset-password/Change). */
export const RESET_PASSWORD_CHANGE_PATH = "/auth/reset-password/change";
/** Where an OAuth sign-in comes back to (docs/product.md: /Auth/oauth, empty layout). */
export const OAUTH_CALLBACK_PATH = "/auth/oauth";
