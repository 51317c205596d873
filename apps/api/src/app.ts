import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import type { Auth } from "./auth/create-auth.ts";
import { errorHandler, notFoundBody } from "./lib/error-handler.ts";
import authPlugin from "./plugins/auth.ts";
import { healthRoutes } from "./plugins/health.ts";
import { trpcRoutes } from "./plugins/trpc.ts";
import { webRoutes } from "./plugins/web.ts";
import { notesRoutes } from "./rest/notes-routes.ts";
import { subscriptionRoutes } from "./rest/subscription-routes.ts";

export type BuildAppOptions = {
  db: Db;
  auth: Auth;
  plans: TPlan[];
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** Serve apps/web/dist (production); off in tests. */
  serveWeb?: boolean;
  webRoot?: string;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (default none). */
  trustProxy?: boolean | string[];
};

/** External plugins, then app plugins, then routes. `server.ts` listens. */
export async function buildApp({ db, auth, plans, logger, serveWeb = false, webRoot, trustProxy = false }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy,
    routerOptions: { maxParamLength: 5000, caseSensitive: true },
    logController: new LogController({
      disableRequestLogging: (request) => request.url === "/healthz" || request.url === "/readyz",
    }),
  });
  app.setErrorHandler(errorHandler);

  await app.register(authPlugin, { auth, db });
  await app.register(healthRoutes, { db });
  await app.register(trpcRoutes, { db, plans });
  await app.register(notesRoutes, { db });
  await app.register(subscriptionRoutes, { db, plans });
  if (serveWeb) await app.register(webRoutes, { root: webRoot });
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
