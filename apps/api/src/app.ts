import { randomUUID } from "node:crypto";
import type { TOAuthProviderId, TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import type { Auth } from "./auth/create-auth.ts";
import { errorHandler, notFoundBody } from "./lib/error-handler.ts";
import type { AuthRateLimiter } from "./auth/auth-rate-limits.ts";
import authPlugin, { type SupabaseAuth } from "./plugins/auth.ts";
import { healthRoutes } from "./plugins/health.ts";
import securityPlugin, { type SecurityOptions } from "./plugins/security.ts";
import { trpcRoutes } from "./plugins/trpc.ts";
import { webRoutes } from "./plugins/web.ts";
import type { GenerationService } from "./features/generation/generation-service.ts";
import { accountRoutes } from "./rest/account-routes.ts";
import { generationRoutes } from "./rest/generation-routes.ts";
import { notesRoutes } from "./rest/notes-routes.ts";
import { subscriptionRoutes } from "./rest/subscription-routes.ts";

export type BuildAppOptions = {
  db: Db;
  /** Local accounts (better-auth); or `supabase` instead. */
  auth?: Auth | undefined;
  /** The Supabase mode (AUTH_PROVIDER=supabase). */
  supabase?: SupabaseAuth | undefined;
  /** The OAuth providers `auth` was configured with. */
  oauthProviders?: TOAuthProviderId[];
  /** Limits on sign-in, sign-up and reset requests (default on); false turns them off. */
  authRateLimiter?: AuthRateLimiter | false;
  plans: TPlan[];
  /** Generation (queue, upload inspection); without it the generation endpoints answer an error. */
  generation?: GenerationService | undefined;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** Serve apps/web/dist (production); off in tests. */
  serveWeb?: boolean;
  webRoot?: string;
  /** Serve the web build's .map files (SERVE_SOURCE_MAPS); off by default. */
  serveSourceMaps?: boolean;
  /**
   * Origin checks and security headers. `trustedOrigins` defaults to the ones
   * better-auth was given; analytics hosts and HSTS are off unless named.
   */
  security?: Partial<SecurityOptions>;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (default none). */
  trustProxy?: boolean | string[];
};

/** External plugins, then app plugins, then routes. `server.ts` listens. */
export async function buildApp(options: BuildAppOptions) {
  const {
    db,
    auth,
    supabase,
    oauthProviders,
    authRateLimiter,
    plans,
    generation,
    logger,
    serveWeb = false,
    webRoot,
    serveSourceMaps = false,
    trustProxy = false,
    security = {},
  } = options;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Unique across processes, so an id quoted from an error finds one log entry.
    genReqId: () => randomUUID(),
    trustProxy,
    routerOptions: { maxParamLength: 5000, caseSensitive: true },
    logController: new LogController({
      disableRequestLogging: (request) => request.url === "/healthz" || request.url === "/readyz",
    }),
  });
  app.setErrorHandler(errorHandler);

  const authOrigins = auth?.options.trustedOrigins;
  await app.register(securityPlugin, {
    ...security,
    trustedOrigins: security.trustedOrigins ?? (Array.isArray(authOrigins) ? authOrigins : []),
  });

  await app.register(authPlugin, {
    auth,
    supabase,
    db,
    oauthProviders,
    ...(authRateLimiter === undefined ? {} : { rateLimiter: authRateLimiter }),
  });
  await app.register(healthRoutes, { db });
  await app.register(trpcRoutes, { db, plans, generation });
  await app.register(notesRoutes, { db });
  await app.register(accountRoutes, { db, auth });
  await app.register(subscriptionRoutes, { db, plans });
  await app.register(generationRoutes, { db, plans, generation });
  if (serveWeb) await app.register(webRoutes, { root: webRoot, serveSourceMaps });
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
