import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { toAppError } from "../lib/app-error.ts";
import { requireJsonBody } from "../lib/require-json-body.ts";
import { createContextFactory } from "../trpc/context.ts";
import { appRouter, type AppRouter } from "../trpc/router.ts";

/** Calls one batched request may carry; the web app sends at most TRPC_CLIENT_MAX_BATCH. */
export const TRPC_MAX_BATCH_SIZE = 20;

function retryAfterOf(cause: unknown): number | undefined {
  const appError = toAppError(cause);
  const wait = appError?.code === "TOO_MANY_REQUESTS" ? appError.details?.retryAfterSeconds : undefined;
  return typeof wait === "number" ? wait : undefined;
}

export async function trpcRoutes(app: FastifyInstance) {
  // tRPC's adapter passes multipart bodies through unread and then buffers them
  // without any limit. Calls here take JSON only (bounded by the app's bodyLimit):
  // anything else is refused before a byte of its body is read. This also turns
  // away the "simple" cross-site form posts (text/plain, urlencoded, multipart).
  app.addHook(
    "onRequest",
    requireJsonBody("tRPC calls take a JSON body: send Content-Type: application/json (files go to POST /api/generation/jobs)."),
  );

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(app.services),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      // A refusal for too many requests says when to come back, as REST answers do.
      responseMeta({ errors }) {
        const waits = errors.map((error) => retryAfterOf(error.cause)).filter((wait): wait is number => wait !== undefined);
        return waits.length > 0 ? { headers: { "retry-after": String(Math.max(...waits)) } } : {};
      },
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error, path }, "tRPC call failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
