import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import { errorHandler, notFoundBody } from "./lib/error-handler.ts";
import type { AuthRateLimiter } from "./auth/auth-rate-limits.ts";
import { presignedUrlOrigin } from "./lib/create-file-stores.ts";
import authPlugin from "./plugins/auth.ts";
import compressionPlugin from "./plugins/compression.ts";
import { healthRoutes } from "./plugins/health.ts";
import securityPlugin, { type SecurityOptions } from "./plugins/security.ts";
import { trpcRoutes } from "./plugins/trpc.ts";
import { webRoutes } from "./plugins/web.ts";
import { accountRoutes } from "./rest/account-routes.ts";
import { billingRoutes } from "./rest/billing-routes.ts";
import { diagramRoutes } from "./rest/diagram-routes.ts";
import { exportRoutes } from "./rest/export-routes.ts";
import { importRoutes } from "./rest/import-routes.ts";
import { mediaRoutes } from "./rest/media-routes.ts";
import { generationRoutes } from "./rest/generation-routes.ts";
import { notesRoutes } from "./rest/notes-routes.ts";
import { practiceRoutes } from "./rest/practice-routes.ts";
import { stripeWebhookRoutes } from "./rest/stripe-webhook-routes.ts";
import { studyNotesRoutes } from "./rest/study-notes-routes.ts";
import { subscriptionRoutes } from "./rest/subscription-routes.ts";
import type { AppServices } from "./runtime/app-services.ts";

export type BuildAppOptions = {
  /** Database, plans, accounts, jobs, generation: built once (runtime/boot-runtime.ts), read by every route as `app.services`. */
  services: AppServices;
  /** Limits on sign-in, sign-up and reset requests (default on); false turns them off. */
  authRateLimiter?: AuthRateLimiter | false;
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
    services,
    authRateLimiter,
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
  // On the root instance, so every plugin and route below sees the same services.
  app.decorate("services", services);

  const authOrigins = services.auth?.options.trustedOrigins;
  const s3 = services.exchange?.s3;
  await app.register(securityPlugin, {
    ...security,
    trustedOrigins: security.trustedOrigins ?? (Array.isArray(authOrigins) ? authOrigins : []),
    // Presigned downloads redirect pictures and sounds to the bucket: its origin must be allowed to load.
    filesOrigin: security.filesOrigin ?? (s3?.presignedUrlSeconds ? await presignedUrlOrigin(s3) : undefined),
  });

  // JSON answers of 1 KB or more are compressed; the web build's files come precompressed (plugins/web.ts).
  await app.register(compressionPlugin);
  await app.register(authPlugin, authRateLimiter === undefined ? {} : { rateLimiter: authRateLimiter });
  await app.register(healthRoutes);
  await app.register(trpcRoutes);
  await app.register(notesRoutes);
  await app.register(accountRoutes);
  await app.register(subscriptionRoutes);
  await app.register(billingRoutes);
  await app.register(generationRoutes);
  await app.register(exportRoutes);
  await app.register(importRoutes);
  await app.register(mediaRoutes);
  await app.register(studyNotesRoutes);
  await app.register(practiceRoutes);
  await app.register(diagramRoutes);
  await app.register(stripeWebhookRoutes);
  if (serveWeb) await app.register(webRoutes, { root: webRoot, serveSourceMaps });
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
