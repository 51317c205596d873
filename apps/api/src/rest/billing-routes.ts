import { ZCheckoutInputSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { getBillingStatus, openPortal, startCheckout, type BillingDeps } from "../features/billing/billing-actions.ts";
import { BILLING_OFF_CONFIG } from "../features/billing/billing-service.ts";
import { requireUser } from "./require-user.ts";

/**
 * Billing for scripts (docs/billing.md), the same actions as tRPC's billing
 * router: GET /api/billing/status, POST /api/billing/checkout ({plan, trial})
 * and POST /api/billing/portal, each answering where to send the browser.
 */
export async function billingRoutes(app: FastifyInstance) {
  const { db, plans, billing, billingConfig } = app.services;
  const deps: BillingDeps = { db, billing, plans, config: billingConfig ?? BILLING_OFF_CONFIG };

  app.get("/api/billing/status", async (request) => {
    const user = await requireUser(request);
    return getBillingStatus({ userId: user.id }, deps);
  });

  app.post("/api/billing/checkout", async (request) => {
    const user = await requireUser(request);
    const input = ZCheckoutInputSchema.parse(request.body ?? {});
    return startCheckout({ userId: user.id, email: user.email, ...input }, deps);
  });

  app.post("/api/billing/portal", async (request) => {
    const user = await requireUser(request);
    return openPortal({ userId: user.id }, deps);
  });
}
