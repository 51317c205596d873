import type { FastifyInstance } from "fastify";
import { getSubscriptionWithUsage } from "../features/plan/get-subscription-with-usage.ts";
import { requireUser } from "./require-user.ts";

export async function subscriptionRoutes(app: FastifyInstance) {
  const { db, plans } = app.services;
  app.get("/api/subscription", async (request) => {
    const user = await requireUser(request);
    return getSubscriptionWithUsage({ userId: user.id, plans }, db);
  });
}
