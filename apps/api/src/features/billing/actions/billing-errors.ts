import Stripe from "stripe";
import { AppError } from "../../../lib/app-error.ts";
import type { BillingService } from "../billing-service.ts";

/** The words every learner-facing billing refusal uses (docs/billing.md quotes them). */
export const BILLING_MESSAGES = {
  disabled: "Payments are not set up on this server. An operator can give you a plan with `pnpm admin set-plan`.",
  alreadySubscribed:
    "You already have a subscription. To move between Premium and Pro, switch plans; to change your card, see invoices or cancel, use Manage billing.",
  trialUsed: "This account has already had its free trial. You can still subscribe to a plan without one.",
  trialUsedByEmail:
    "This email address has already had a free trial, on an earlier account. You can still subscribe to a plan without one.",
  trialsOff: "This server offers no free trial. You can still subscribe to a plan without one.",
  trialPremiumOnly: "The free trial is of the Premium plan only. Choose Premium for the trial, or subscribe to Pro without one.",
  noCustomer: "You have no billing account yet: it is made when you first subscribe. Choose a plan on the Upgrade page.",
  noSubscription: "You have no running subscription to switch. Choose a plan on the Upgrade page to subscribe.",
  sessionNotFound: "No checkout with that id was found for your account. Start again from the Upgrade page.",
  providerError:
    "Stripe, our payment provider, could not be reached or refused the request, so nothing was charged or changed. Try again in a moment.",
  deletionProviderError:
    "Your subscription could not be cancelled with Stripe, our payment provider, so your account was not deleted and nothing was changed. Try again in a moment.",
} as const;

export function billingDisabled(): AppError {
  return new AppError("BILLING_DISABLED", { message: BILLING_MESSAGES.disabled });
}

/** The Stripe service, or BILLING_DISABLED when this server takes no payments. */
export function requireBilling(billing: BillingService | undefined): BillingService {
  if (!billing) throw billingDisabled();
  return billing;
}

/** Stripe says the object (a customer, a session) does not exist. */
export function isStripeMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

/**
 * Runs a billing action; a Stripe failure (after the client's own retries)
 * becomes PAYMENT_PROVIDER_ERROR. Only the error's type, code and Stripe's
 * request id are logged: never the key, never a body.
 */
export async function withStripe<T>(
  billing: BillingService,
  action: string,
  run: () => Promise<T>,
  message: string = BILLING_MESSAGES.providerError,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    billing.log.error(
      {
        action,
        stripeErrorType: error.type,
        stripeErrorCode: error.code ?? null,
        status: error.statusCode ?? null,
        stripeRequestId: error.requestId ?? null,
      },
      "stripe request failed",
    );
    throw new AppError("PAYMENT_PROVIDER_ERROR", { message, cause: error });
  }
}
