import {
  cleanLine,
  MAX_USER_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordProblems,
  WEAK_PASSWORD_CODE,
  WEAK_PASSWORD_MESSAGE,
  type TPlanId,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { passwordResetEmail, type Mailer } from "../mail/mailer.ts";
import { grantNewAccountPlan } from "../features/plan/grant-new-account-plan.ts";
import { saveInitialTimeZone } from "../features/study/save-initial-time-zone.ts";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** A social sign-in provider's app credentials (https://github.com/settings/developers, Google Cloud console). */
export type OAuthCredentials = { clientId: string; clientSecret: string };
export type OAuthProviders = { github?: OAuthCredentials | undefined; google?: OAuthCredentials | undefined };
export type OAuthProviderId = keyof OAuthProviders;

export type CreateAuthOptions = {
  db: Db;
  secret: string;
  /** Where the app is reached, e.g. http://localhost:3000. */
  baseUrl: string;
  trustedOrigins: string[];
  /** Reset links go out through it (SMTP, or the server log). */
  mailer: Mailer;
  /** Only the providers given here get a sign-in button and a callback. */
  oauth?: OAuthProviders;
  /** The plan every new account starts on (NEW_ACCOUNT_PLAN); null: none. */
  newAccountPlan: TPlanId | null;
};

/** Set by our Fastify handler from the socket (or trusted proxy), replacing any client value. */
export const CLIENT_IP_HEADER = "x-mnemo-client-ip";

/** Reset links work for an hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Where better-auth sends the browser after checking a reset link: the web app's change step. */
export const RESET_PASSWORD_CHANGE_PATH = "/auth/reset-password/change";

/** The endpoints that take a new password, and where it is in their body. */
const NEW_PASSWORD_FIELD: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** The endpoints that take a display name. */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** A name is one line of visible text: controls and bidirectional overrides go, and it has a length cap. */
function checkName(body: Record<string, unknown> | undefined) {
  if (!body || typeof body.name !== "string") return;
  const name = cleanLine(body.name).trim();
  if (name.length > MAX_USER_NAME_LENGTH) {
    throw new APIError("BAD_REQUEST", {
      message: `Name must be at most ${MAX_USER_NAME_LENGTH} characters.`,
      code: "NAME_TOO_LONG",
    });
  }
  body.name = name;
}

export function configuredOAuthProviders(oauth: OAuthProviders | undefined): OAuthProviderId[] {
  return (["github", "google"] as const).filter((id) => oauth?.[id]);
}

export function createAuth({ db, secret, baseUrl, trustedOrigins, mailer, oauth, newAccountPlan }: CreateAuthOptions) {
  return betterAuth({
    appName: "Mnemo",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // A reset means the old password may be known to someone else: sign every device out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        mailer.send(passwordResetEmail({ to: user.email, url }));
      },
      // Following the emailed link proves the address is theirs: from now on GitHub or Google
      // sign-ins under that email may join this account (better-auth refuses while unverified).
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await db.user.update({ where: { id: user.id }, data: { emailVerified: true } });
      },
    },
    socialProviders: {
      ...(oauth?.github ? { github: { ...oauth.github } } : {}),
      ...(oauth?.google ? { google: { ...oauth.google, prompt: "select_account" as const } } : {}),
    },
    account: {
      // Signing in with GitHub or Google under the same (provider-verified) email joins that account.
      accountLinking: { enabled: true, trustedProviders: ["github", "google"] },
    },
    session: {
      // 400 days: the longest a browser keeps a cookie.
      expiresIn: 60 * 60 * 24 * 400,
      updateAge: 60 * 60 * 24,
    },
    // `Authorization: Bearer <token>` for API clients; the token comes back in
    // the `set-auth-token` header of sign-in and sign-up.
    plugins: [bearer()],
    trustedOrigins,
    // One limiter, one error shape: ours (auth-rate-limits.ts, in front of every /api/auth POST), shared by all processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    onAPIError: {
      // A failed OAuth round trip lands on the sign-in page with the reason, not on better-auth's own page.
      errorURL: "/auth",
    },
    databaseHooks: {
      // Every way an account is made (email sign-up, GitHub, Google) goes through here.
      user: { create: { after: async (user) => grantNewAccountPlan({ userId: user.id, planId: newAccountPlan }, db) } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (NAME_PATHS.has(ctx.path)) checkName(ctx.body as Record<string, unknown> | undefined);
        const field = NEW_PASSWORD_FIELD[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[field];
        if (typeof password !== "string") return;
        const email = typeof body.email === "string" ? body.email : undefined;
        const reasons = passwordProblems(password, { email });
        if (reasons.length > 0) {
          throw new APIError("BAD_REQUEST", {
            message: `${WEAK_PASSWORD_MESSAGE} ${reasons.join(" ")}`,
            code: WEAK_PASSWORD_CODE,
            reasons,
          });
        }
      }),
      // The web app sends the device's time zone (`timeZone`, an IANA name) with the sign-up form.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const userId = ctx.context.newSession?.user.id;
        if (!userId) return;
        const timeZone = (ctx.body as Record<string, unknown> | undefined)?.timeZone;
        // The account exists by now: a failure here must not fail the sign-up (/study saves the browser's zone when none is set).
        await saveInitialTimeZone({ userId, timeZone }, db).catch(() => false);
      }),
    },
    advanced: {
      useSecureCookies: baseUrl.startsWith("https://"),
      // Rate limits are per client IP; without this every client would share one bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
