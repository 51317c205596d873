import Stripe from "stripe";
import type { BillingService } from "../billing-service.ts";
import { isStripeMissing } from "./billing-errors.ts";

/**
 * Expires every open Checkout Session of the customer, so none of them can
 * still be paid: a second tab (or Back, then pay again) would otherwise make
 * a second subscription or a second trial, and a deleted account could still
 * be charged. A session paid or expired meanwhile is left as it is (the
 * caller checks the customer's subscriptions after this). A customer Stripe
 * no longer has has no sessions to expire. Returns the ids expired.
 */
export async function expireOpenCheckouts(billing: BillingService, customerId: string): Promise<string[]> {
  const open: string[] = [];
  try {
    for await (const session of billing.stripe.checkout.sessions.list({ customer: customerId, status: "open", limit: 100 })) {
      open.push(session.id);
    }
  } catch (error) {
    if (isStripeMissing(error)) return [];
    throw error;
  }
  const expired: string[] = [];
  for (const id of open) {
    if (await expireIfOpen(billing.stripe, id)) expired.push(id);
  }
  return expired;
}

async function expireIfOpen(stripe: Stripe, sessionId: string): Promise<boolean> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Stripe refuses to expire a session that is no longer open: completed or expired since it was listed.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === "open") throw error;
    return false;
  }
}
