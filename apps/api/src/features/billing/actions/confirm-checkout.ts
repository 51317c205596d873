import type { TConfirmCheckoutResult } from "@mnemo/api-contract";
import type Stripe from "stripe";
import { AppError } from "../../../lib/app-error.ts";
import { getSubscription } from "../../subscription/get-subscription.ts";
import { syncSubscription } from "../sync-subscription.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { BILLING_MESSAGES, isStripeMissing, requireBilling, withStripe } from "./billing-errors.ts";
import { readBillingRow } from "./billing-row.ts";

/**
 * The success page's question "did it work?", answered from Stripe, never
 * from the URL: the session must be this user's (another user's answers
 * exactly as a missing one); a completed session syncs the customer's
 * subscription now, without waiting for the webhook.
 */
export async function confirmCheckout(
  { userId, sessionId }: { userId: string; sessionId: string },
  deps: BillingDeps,
): Promise<TConfirmCheckoutResult> {
  const billing = requireBilling(deps.billing);
  return withStripe(billing, "confirm-checkout", async () => {
    const session = await billing.stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      throw isStripeMissing(error) ? sessionNotFound() : error;
    });
    const customerId = idOf(session.customer);
    const ownCustomer = (await readBillingRow(userId, deps.db))?.stripeCustomerId ?? null;
    const owned = session.client_reference_id === userId || (customerId !== null && customerId === ownCustomer);
    if (!owned) throw sessionNotFound();

    if (session.status === "complete" && customerId) {
      const synced = await syncSubscription({ customerId }, { db: deps.db, billing, plans: deps.plans });
      if (synced.userId !== userId) throw sessionNotFound();
      const paid = synced.subscription.status === "active" || synced.subscription.status === "trialing";
      return { state: paid ? "confirmed" : "pending", subscription: synced.subscription };
    }
    const subscription = await getSubscription({ userId }, deps.db);
    return { state: session.status === "expired" ? "expired" : "pending", subscription };
  });
}

function idOf(customer: Stripe.Checkout.Session["customer"]): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}

function sessionNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: BILLING_MESSAGES.sessionNotFound });
}
