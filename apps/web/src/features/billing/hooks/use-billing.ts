import { useCallback, useEffect, useState } from "react";
import { trpc } from "@/lib/trpc.ts";

/** The plans with their prices and limits (public; changes only with a deploy). */
export function usePlans() {
  return trpc.plans.list.useQuery(undefined, { staleTime: 60 * 60_000 });
}

/** Whether this server takes payments, and its trial and grace days (public; rarely changes). */
export function useBillingConfig() {
  return trpc.billing.config.useQuery(undefined, { staleTime: 10 * 60_000 });
}

/** The signed-in learner's billing: what they may do next (trial, checkout, switch, portal). */
export function useBillingStatus(enabled: boolean) {
  return trpc.billing.status.useQuery(undefined, { enabled, staleTime: 30_000 });
}

/**
 * After a plan changed (a confirmed checkout, a switch): everything that
 * depends on the plan is read again, so the create page shows the new
 * limits at once and the export menu its formats.
 */
export function useRefreshPlanData() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.subscription.get.invalidate(),
        utils.usage.get.invalidate(),
        utils.billing.status.invalidate(),
        utils.generation.options.invalidate(),
        utils.exports.options.invalidate(),
      ]),
    [utils],
  );
}

/**
 * True from the moment the browser is sent to Stripe until it leaves, so the
 * button keeps its spinner; reset when Back brings the page out of the
 * back-forward cache (the page would otherwise stay "loading" forever).
 */
function useLeaving(): [boolean, (url: string) => void] {
  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  const leave = useCallback((url: string) => {
    setIsLeaving(true);
    window.location.assign(url);
  }, []);
  return [isLeaving, leave];
}

/** Stripe Checkout for a plan (with the trial or not): the server makes the session, the browser goes there. */
export function useCheckout() {
  const [isLeaving, leave] = useLeaving();
  const utils = trpc.useUtils();
  const checkout = trpc.billing.checkout.useMutation({
    onSuccess: ({ url }) => leave(url),
    // TRIAL_ALREADY_USED, ALREADY_SUBSCRIBED: the page's buttons were out of date.
    onError: () => void utils.billing.status.invalidate(),
  });
  return { start: checkout.mutate, isPending: checkout.isPending || isLeaving, error: checkout.error, reset: checkout.reset };
}

/** Stripe's customer portal: payment method, invoices, cancelling. */
export function usePortal() {
  const [isLeaving, leave] = useLeaving();
  const portal = trpc.billing.portal.useMutation({ onSuccess: ({ url }) => leave(url) });
  return { open: () => portal.mutate(), isPending: portal.isPending || isLeaving, error: portal.error };
}

/** Switch a running subscription between premium and pro; Stripe prorates the difference. */
export function useChangePlan() {
  const refresh = useRefreshPlanData();
  return trpc.billing.changePlan.useMutation({ onSettled: () => void refresh() });
}

/** "Choose Free" on /upgrade, for a learner without a plan (any server, billing on or off). */
export function useChooseFree() {
  const refresh = useRefreshPlanData();
  return trpc.subscription.chooseFree.useMutation({ onSettled: () => void refresh() });
}
