import type { TOAuthProviderId } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { supabaseProjectRef } from "@mnemo/api-contract";
import { configuredOAuthProviders, createAuth, type Auth, type OAuthProviders } from "../auth/create-auth.ts";
import { createSupabaseTokenVerifier } from "../auth/supabase-tokens.ts";
import { createSupabaseSessionResolver } from "../auth/supabase-user.ts";
import type { Env } from "../env.ts";
import { createMailer } from "../mail/mailer.ts";
import type { SupabaseAuth } from "../plugins/auth.ts";
import { resolveAuthSecret } from "./auth-secret.ts";

type SetupLog = {
  info(object: object, message: string): void;
  warn(message: string): void;
  warn(object: object, message: string): void;
  debug(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type AuthSetup = {
  auth?: Auth;
  supabase?: SupabaseAuth;
  oauthProviders: TOAuthProviderId[];
  /** Whether reset emails really go out (SMTP_URL is set), rather than only to the log. */
  canSendEmail: boolean;
  /** Pages at these origins may sign in and change data; every other origin's requests to change data are refused. */
  trustedOrigins: string[];
};

/** Where the app is reached: PUBLIC_URL, else this machine's port. */
export function publicBaseUrl(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/** PUBLIC_URL, Vite's dev server in development (pnpm dev proxies to us), and TRUSTED_ORIGINS. */
export function trustedOriginsFor(env: Env, baseUrl: string): string[] {
  return [
    baseUrl,
    ...(env.NODE_ENV === "production" ? [] : ["http://localhost:5173"]),
    ...(env.TRUSTED_ORIGINS?.split(",")
      .map((o) => o.trim())
      .filter(Boolean) ?? []),
  ];
}

/** The accounts side of the app, as the environment asks: better-auth (default) or Supabase. */
export function createAuthSetup(env: Env, db: Db, { baseUrl, log }: { baseUrl: string; log: SetupLog }): AuthSetup {
  const newAccountPlan = env.NEW_ACCOUNT_PLAN === "none" ? null : env.NEW_ACCOUNT_PLAN;
  if (env.AUTH_PROVIDER === "supabase") {
    const url = env.SUPABASE_URL!;
    const verifier = createSupabaseTokenVerifier({
      url,
      anonKey: env.SUPABASE_ANON_KEY!,
      ...(env.SUPABASE_JWT_SECRET ? { jwtSecret: env.SUPABASE_JWT_SECRET } : {}),
      ...(env.SUPABASE_JWKS_URL ? { jwksUrl: env.SUPABASE_JWKS_URL } : {}),
    });
    const resolveUser = createSupabaseSessionResolver({ verifier, db, projectRef: supabaseProjectRef(url), newAccountPlan, log });
    const ipHashKey = resolveAuthSecret(env.BETTER_AUTH_SECRET, (message) => log.warn(message));
    return {
      supabase: { url, anonKey: env.SUPABASE_ANON_KEY!, resolveUser, ipHashKey },
      oauthProviders: [],
      // Supabase sends its own emails.
      canSendEmail: true,
      trustedOrigins: trustedOriginsFor(env, baseUrl),
    };
  }

  const oauth: OAuthProviders = {
    github:
      env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }
        : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
  };
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `Mnemo <no-reply@${new URL(baseUrl).hostname}>`, log });
  if (mailer.transport === "log") log.warn("SMTP_URL is not set: password reset links are written to this log instead of being emailed.");
  const auth = createAuth({
    db,
    secret: resolveAuthSecret(env.BETTER_AUTH_SECRET, (message) => log.warn(message)),
    baseUrl,
    mailer,
    oauth,
    newAccountPlan,
    trustedOrigins: trustedOriginsFor(env, baseUrl),
  });
  return {
    auth,
    oauthProviders: configuredOAuthProviders(oauth),
    canSendEmail: mailer.transport === "smtp",
    trustedOrigins: trustedOriginsFor(env, baseUrl),
  };
}
