import {
  OAUTH_PROVIDER_IDS,
  supabaseAuthCookieName,
  supabaseProjectRef,
  type TAuthConfig,
  type TOAuthProviderId,
  type TSessionTokens,
} from "@mnemo/api-contract";
// Only the auth client: importing supabase-js's `createClient` would also bundle
// PostgREST, Storage, Realtime and Functions, and throws in Node 20 (no WebSocket).
import { GoTrueClient } from "@supabase/supabase-js";
import { HttpError } from "../../http-error.ts";
import { OAUTH_CALLBACK_PATH, RESET_PASSWORD_CHANGE_PATH, type AuthClient } from "../auth-client.ts";
import { toSessionUser } from "./auth-events.ts";
import { createCookieStorage, documentCookieJar, type CookieJar, type TAuthLog } from "./cookie-storage.ts";
import { AUTH_FAILURES, isNoSessionError, toUserError } from "./supabase-auth-errors.ts";

/**
 * Sign-in through a Supabase project: supabase-js in the browser, its session
 * kept in the `sb-<ref>-auth-token` cookies the API reads. Load it lazily
 * (`await import(...)`): only the Supabase mode needs it.
 */

export type TSupabaseAuthConfig = Extract<TAuthConfig, { mode: "supabase" }>;

export type SupabaseAuthClientOptions = {
  /** Default: `document.cookie`. */
  jar?: CookieJar;
  fetch?: typeof fetch;
  /** Where Supabase sends people back to. Default: this page's origin. */
  origin?: string;
  log?: TAuthLog;
};

export type SupabaseAuthClient = AuthClient & {
  readonly mode: "supabase";
  /** supabase-js's auth client: give it to `watchAuthEvents`. */
  readonly auth: GoTrueClient;
  /** Stores a session received as tokens (the OAuth hash): Supabase checks it, then it goes to the sign-in cookies. */
  setSession(tokens: TSessionTokens): Promise<void>;
};

export function createSupabaseAuthClient(config: TSupabaseAuthConfig, options: SupabaseAuthClientOptions = {}): SupabaseAuthClient {
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const origin = () => options.origin ?? window.location.origin;
  const authUrl = `${config.supabaseUrl.replace(/\/+$/, "")}/auth/v1`;
  // supabase-js's own default key, so the API finds the cookie under the name it expects.
  const storageKey = supabaseAuthCookieName(supabaseProjectRef(config.supabaseUrl));
  const storage = createCookieStorage({ jar: options.jar ?? documentCookieJar(), sessionKey: storageKey, log });

  const auth = new GoTrueClient({
    url: authUrl,
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    storageKey,
    storage,
    // Tokens come back in the URL hash, which completeHashSignIn handles (validation, cookies, reload).
    flowType: "implicit",
    detectSessionInUrl: false,
    persistSession: true,
    autoRefreshToken: true,
    fetch: fetchImpl,
  });

  function clearCookies() {
    for (const key of [storageKey, `${storageKey}-code-verifier`, `${storageKey}-user`]) storage.removeItem(key);
  }

  return {
    mode: "supabase",
    canSendEmail: true,
    auth,

    async getSession() {
      const { data, error } = await auth.getSession();
      if (error) {
        // A refresh token Supabase no longer knows means signed out; a failure to reach it is an error.
        if (isNoSessionError(error)) return null;
        throw toUserError(error);
      }
      return data.session ? { user: toSessionUser(data.session.user) } : null;
    },

    async signIn({ email, password }) {
      const { error } = await auth.signInWithPassword({ email: email.trim(), password });
      if (error) throw toUserError(error);
    },

    async signUp({ email, password, name }) {
      const displayName = name?.trim();
      const { data, error } = await auth.signUp({
        email: email.trim(),
        password,
        options: { emailRedirectTo: `${origin()}/`, ...(displayName ? { data: { full_name: displayName } } : {}) },
      });
      if (error) throw toUserError(error);
      // With email confirmation on, Supabase answers with the user and no session (for taken emails too).
      return data.session ? { signedIn: true } : { signedIn: false, confirmEmail: true };
    },

    async signOut() {
      const { error } = await auth.signOut({ scope: "local" });
      if (error) log("Supabase sign-out failed; the sign-in cookies are cleared anyway.", error.message);
      clearCookies();
    },

    async signInWithOAuth(provider, redirect) {
      const redirectTo = `${origin()}${OAUTH_CALLBACK_PATH}?redirect=${encodeURIComponent(redirect)}`;
      // supabase-js leaves for the provider (window.location.assign) in browsers.
      const { error } = await auth.signInWithOAuth({ provider, options: { redirectTo } });
      if (error) throw toUserError(error);
    },

    async requestPasswordReset(email) {
      // Supabase answers the same for unknown emails; rate limits and outages still surface.
      const { error } = await auth.resetPasswordForEmail(email.trim(), { redirectTo: `${origin()}${RESET_PASSWORD_CHANGE_PATH}` });
      if (error) throw toUserError(error);
    },

    async resetPassword({ newPassword }) {
      // The reset link signed the person in (recovery session, through the URL hash); the token is unused here.
      const { error } = await auth.updateUser({ password: newPassword });
      if (error) throw toUserError(error, { noSession: AUTH_FAILURES.resetLinkInvalid });
    },

    async changePassword({ currentPassword, newPassword }) {
      const { data, error } = await auth.getSession();
      if (error && !isNoSessionError(error)) throw toUserError(error);
      const email = data.session?.user.email;
      if (!email) throw new HttpError(401, AUTH_FAILURES.sessionExpired.message, AUTH_FAILURES.sessionExpired.code);
      // Supabase does not ask for the current password by default: check it by signing in with it.
      const check = await auth.signInWithPassword({ email, password: currentPassword });
      if (check.error) throw toUserError(check.error, { invalidCredentials: AUTH_FAILURES.wrongCurrentPassword });
      const update = await auth.updateUser({ password: newPassword });
      if (update.error) throw toUserError(update.error, { noSession: AUTH_FAILURES.sessionExpired });
      const others = await auth.signOut({ scope: "others" });
      if (others.error) {
        log("Password changed, but signing out the other sessions failed.", others.error.message);
        throw new Error(`Your password was changed, but your other devices could not be signed out. ${toUserError(others.error).message}`);
      }
    },

    async oauthProviders() {
      try {
        const response = await fetchImpl(`${authUrl}/settings`, { headers: { apikey: config.supabaseAnonKey } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const settings = (await response.json()) as { external?: Partial<Record<string, unknown>> } | null;
        return OAUTH_PROVIDER_IDS.filter((id): id is TOAuthProviderId => settings?.external?.[id] === true);
      } catch (error) {
        log("Could not read Supabase's sign-in providers; offering none.", error);
        return [];
      }
    },

    async setSession(tokens) {
      const { error } = await auth.setSession(tokens);
      if (error) throw toUserError(error, { noSession: AUTH_FAILURES.signInLinkInvalid });
    },
  };
}
