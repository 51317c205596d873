import type { TConfirmCheckoutResult, TSubscription } from "@mnemo/api-contract";
import type Stripe from "stripe";
import { AppError } from "../../../lib/app-error.ts";
import { getSubscription } from "../../plan/get-subscription.ts";
import type { BillingService } from "../billing-service.ts";
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
  return withStripe(billing, "confirm-checkout", () =>
    confirmWithStripe({ userId, sessionId }, deps, billing).catch((error: unknown) => {
      // The session, or its customer, is one Stripe no longer has: answered as a session never made.
      throw isStripeMissing(error) ? sessionNotFound() : error;
    }),
  );
}

async function confirmWithStripe(
  { userId, sessionId }: { userId: string; sessionId: string },
  deps: BillingDeps,
  billing: BillingService,
): Promise<TConfirmCheckoutResult> {
  const session = await billing.stripe.checkout.sessions.retrieve(sessionId);
  const customerId = idOf(session.customer);
  const ownCustomer = (await readBillingRow(userId, deps.db))?.stripeCustomerId ?? null;
  const owned = session.client_reference_id === userId || (customerId !== null && customerId === ownCustomer);
  if (!owned) throw sessionNotFound();

  if (session.status === "complete" && customerId) {
    const synced = await syncSubscription({ customerId }, { db: deps.db, billing, plans: deps.plans });
    if (synced.userId !== userId) throw sessionNotFound();
    return { state: stateOf(synced.subscription.status), subscription: synced.subscription };
  }
  const subscription = await getSubscription({ userId }, deps.db);
  return { state: session.status === "expired" ? "expired" : "pending", subscription };
}

/**
 * A completed session's answer from the subscription it made, as synced:
 * paid (or trialing) is confirmed; ended since (cancelled, or never paid
 * within Stripe's window) is expired, so the page stops waiting; anything
 * else (incomplete: a payment still being confirmed) is pending.
 */
function stateOf(status: TSubscription["status"]): TConfirmCheckoutResult["state"] {
  if (status === "active" || status === "trialing") return "confirmed";
  if (status === "canceled" || status === "incomplete_expired") return "expired";
  return "pending";
}

function idOf(customer: Stripe.Checkout.Session["customer"]): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}

function sessionNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: BILLING_MESSAGES.sessionNotFound });
}
