import type { Db } from "@mnemo/db";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { bearer } from "better-auth/plugins/bearer";

export type CreateAuthOptions = {
  db: Db;
  secret: string;
  /** Where the app is reached, e.g. http://localhost:3000. */
  baseUrl: string;
  trustedOrigins: string[];
  /** better-auth's own per-IP limiter; tests turn it off. */
  rateLimit?: boolean;
};

/** Set by our Fastify handler from the socket (or trusted proxy), replacing any client value. */
export const CLIENT_IP_HEADER = "x-mnemo-client-ip";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function createAuth({ db, secret, baseUrl, trustedOrigins, rateLimit = true }: CreateAuthOptions) {
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
    rateLimit: { enabled: rateLimit, window: 60, max: 100 },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: baseUrl.startsWith("https://"),
      // Rate limits are per client IP; without this every client would share one bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
