import type { TConfirmCheckoutResult, TSubscription } from "@mnemo/api-contract";
import { errorMessage, isNetworkFailure } from "@/lib/error-info.ts";

/** How often /upgrade/success asks the server again while Stripe is still settling. */
export const CONFIRM_POLL_MS = 2000;
/** About two minutes of asking; after that the page says it is taking longer (the webhook still updates the plan). */
export const CONFIRM_MAX_ATTEMPTS = 60;

/**
 * What /upgrade/success shows. The URL's session id is only a question for
 * the server, which asks Stripe: the page never takes the URL's word for a purchase.
 */
export type TConfirmView =
  | { kind: "no-session" }
  | { kind: "confirming"; attempts: number }
  | { kind: "slow" }
  | { kind: "confirmed"; subscription: TSubscription }
  | { kind: "expired" }
  | { kind: "failed"; message: string };

export function initialConfirmView(sessionId: string | null): TConfirmView {
  return sessionId ? { kind: "confirming", attempts: 0 } : { kind: "no-session" };
}

export type TConfirmEvent = { type: "answer"; result: TConfirmCheckoutResult } | { type: "error"; error: unknown };

/** The next view after one answer (or failure) of `billing.confirmCheckout`. */
export function nextConfirmView(view: TConfirmView, event: TConfirmEvent): TConfirmView {
  if (view.kind !== "confirming") return view;
  const attempts = view.attempts + 1;
  const stillPending: TConfirmView = attempts >= CONFIRM_MAX_ATTEMPTS ? { kind: "slow" } : { kind: "confirming", attempts };
  if (event.type === "error") {
    // A dropped connection is asked again like a pending answer; a refusal from the server is final.
    return isNetworkFailure(event.error) ? stillPending : { kind: "failed", message: errorMessage(event.error) };
  }
  const { result } = event;
  if (result.state === "confirmed") return { kind: "confirmed", subscription: result.subscription };
  if (result.state === "expired") return { kind: "expired" };
  return stillPending;
}

/** Whether to ask again in CONFIRM_POLL_MS. */
export function isConfirming(view: TConfirmView): view is Extract<TConfirmView, { kind: "confirming" }> {
  return view.kind === "confirming";
}
