import { useEffect, useReducer } from "react";
import { trpc } from "@/lib/trpc.ts";
import {
  CONFIRM_POLL_MS,
  initialConfirmView,
  isConfirming,
  nextConfirmView,
  type TConfirmEvent,
  type TConfirmView,
} from "../utils/checkout-confirmation.ts";
import { useRefreshPlanData } from "./use-billing.ts";

/**
 * /upgrade/success: asks the server to confirm the checkout session with
 * Stripe, again every CONFIRM_POLL_MS while it is pending. Once confirmed,
 * the plan's data is read again everywhere.
 */
export function useCheckoutConfirmation(sessionId: string | null, enabled: boolean): TConfirmView {
  const [view, dispatch] = useReducer(nextConfirmView, sessionId, initialConfirmView);
  const confirm = trpc.billing.confirmCheckout.useMutation();
  const refresh = useRefreshPlanData();
  // Stable (react-query binds it once), so only a new attempt re-runs the effect.
  const { mutateAsync } = confirm;
  const attempts = isConfirming(view) ? view.attempts : -1;

  useEffect(() => {
    if (!enabled || !sessionId || attempts < 0) return;
    // Cleared by the cleanup, so React's double effects in development still send one request.
    let cancelled = false;
    const ask = () =>
      mutateAsync({ sessionId })
        .then((result): TConfirmEvent => ({ type: "answer", result }))
        .catch((error: unknown): TConfirmEvent => ({ type: "error", error }))
        .then((event) => {
          if (!cancelled) dispatch(event);
        });
    const timer = window.setTimeout(() => void ask(), attempts === 0 ? 0 : CONFIRM_POLL_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [enabled, sessionId, attempts, mutateAsync]);

  const isConfirmed = view.kind === "confirmed";
  useEffect(() => {
    if (isConfirmed) void refresh();
  }, [isConfirmed, refresh]);

  return view;
}
