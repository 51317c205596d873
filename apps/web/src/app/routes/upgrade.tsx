import { UpgradePage } from "../../features/billing/components/upgrade-page.tsx";
import { UpgradeSuccess } from "../../features/billing/components/upgrade-success.tsx";
import { PlanUsageCard } from "../../features/subscription/components/plan-usage-card.tsx";
import { usePlanSummary } from "../../features/subscription/hooks/use-plan-summary.ts";

/** /upgrade: the plans and buying them (billing), with the learner's plan and usage (subscription). */
export function UpgradeRoute() {
  const summary = usePlanSummary();
  return <UpgradePage subscription={summary.subscription.data?.subscription} usageCard={<PlanUsageCard summary={summary} />} />;
}

/** /upgrade/success: where Stripe's checkout comes back to; the server confirms the purchase. */
export function UpgradeSuccessRoute() {
  return <UpgradeSuccess />;
}
