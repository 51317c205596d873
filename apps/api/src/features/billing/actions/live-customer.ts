import type { Db } from "@mnemo/db";
import { ensureCustomer } from "../billing-customer.ts";
import type { BillingService } from "../billing-service.ts";
import { isStripeMissing } from "./billing-errors.ts";

/**
 * The user's Stripe customer, made once and reused. A stored customer that
 * Stripe no longer has (deleted in the dashboard, or a test-mode id after a
 * switch to live keys) is replaced by a new one, so checkout still works.
 */
export async function ensureLiveCustomer(
  { userId, email }: { userId: string; email: string },
  deps: { db: Db; billing: BillingService },
): Promise<string> {
  const customerId = await ensureCustomer({ userId, email }, deps);
  const customer = await deps.billing.stripe.customers.retrieve(customerId).catch((error: unknown) => {
    if (isStripeMissing(error)) return { deleted: true as const };
    throw error;
  });
  if (!customer.deleted) return customerId;
  deps.billing.log.warn({ userId, customerId }, "stored stripe customer no longer exists in stripe; replacing it");
  return ensureCustomer({ userId, email, replacing: customerId }, deps);
}
