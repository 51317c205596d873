import type { FastifyInstance } from "fastify";

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.services;
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await db.$queryRaw`SELECT 1`;
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "unavailable", error: "The database cannot be reached.", code: "INTERNAL" });
    }
  });
}
