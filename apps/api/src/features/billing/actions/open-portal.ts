import type { TRedirect } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { BILLING_MESSAGES, isStripeMissing, requireBilling, withStripe } from "./billing-errors.ts";
import { readBillingRow } from "./billing-row.ts";

/** Stripe's customer portal (change plan, payment method, cancel, invoices), back to the profile afterwards. */
export async function openPortal({ userId }: { userId: string }, deps: BillingDeps): Promise<TRedirect> {
  const billing = requireBilling(deps.billing);
  const customer = (await readBillingRow(userId, deps.db))?.stripeCustomerId;
  if (!customer) throw noBillingAccount();
  return withStripe(billing, "portal", async () => {
    const session = await billing.stripe.billingPortal.sessions
      .create({ customer, return_url: `${billing.publicUrl}/auth/profile` })
      .catch((error: unknown) => {
        // The customer was deleted in Stripe: there is nothing to manage until the next checkout makes a new one.
        throw isStripeMissing(error) ? noBillingAccount() : error;
      });
    return { url: session.url };
  });
}

function noBillingAccount(): AppError {
  return new AppError("NO_BILLING_ACCOUNT", { message: BILLING_MESSAGES.noCustomer });
}
