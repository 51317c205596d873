import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import type { GenerationService } from "../features/generation/generation-service.ts";
import { createContextFactory } from "../trpc/context.ts";
import { appRouter, type AppRouter } from "../trpc/router.ts";

export async function trpcRoutes(
  app: FastifyInstance,
  { db, plans, generation }: { db: Db; plans: TPlan[]; generation?: GenerationService | undefined },
) {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory({ db, plans, generation }),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error, path }, "tRPC call failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
