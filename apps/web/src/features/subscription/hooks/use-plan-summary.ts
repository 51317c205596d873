import { trpc } from "@/lib/trpc.ts";
import { useSubscription } from "./use-subscription.ts";

/** The signed-in user's plan by name (null without one) beside their subscription and usage. */
export function usePlanSummary() {
  const subscription = useSubscription();
  const plans = trpc.plans.list.useQuery(undefined, { staleTime: 60 * 60_000 });
  const sub = subscription.data?.subscription;
  const planName = sub && sub.status !== "missing" ? (plans.data?.find((plan) => plan.id === sub.plan_id)?.name ?? sub.plan_id) : null;
  return { subscription, planName };
}

export type TPlanSummary = ReturnType<typeof usePlanSummary>;
