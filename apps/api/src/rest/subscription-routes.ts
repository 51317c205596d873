import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { FastifyInstance } from "fastify";
import { getSubscriptionWithUsage } from "../features/subscription/get-subscription-with-usage.ts";
import { requireUser } from "./require-user.ts";

export async function subscriptionRoutes(app: FastifyInstance, { db, plans }: { db: Db; plans: TPlan[] }) {
  app.get("/api/subscription", async (request) => {
    const user = await requireUser(request);
    return getSubscriptionWithUsage({ userId: user.id, plans }, db);
  });
}
