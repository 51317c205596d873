import { planEntitlement, type TPlan, type TSubscription } from "@mnemo/api-contract";
import { formatBillingDate } from "./billing-dates.ts";
import { monthlyPrice } from "./trial-terms.ts";

export type TStatusTone = "green" | "blue" | "orange" | "red" | "gray";

/**
 * A subscription in words for the profile: `label` is the state with its date
 * ("Trialing — trial ends on 24 November 2026"), `next` what happens after
 * it, when the learner should know.
 */
export type TSubscriptionStatusView = { label: string; next: string | null; tone: TStatusTone };

type TStatusInput = {
  subscription: TSubscription;
  /** The subscription's plan from the catalogue (undefined if unknown). */
  plan: Pick<TPlan, "name" | "currencySymbol" | "price"> | undefined;
  now?: Date;
  timeZone?: string;
};

const FREE_AFTER = "You're on the Free plan; your decks and cards stay.";

export function subscriptionStatusView({ subscription, plan, now = new Date(), timeZone }: TStatusInput): TSubscriptionStatusView {
  if (subscription.status === "missing") {
    return { label: "No subscription", next: "The starter allowance applies until you pick a plan.", tone: "gray" };
  }
  const date = (iso: string | null | undefined) => (iso ? formatBillingDate(iso, timeZone) : null);
  const planName = plan?.name ?? subscription.plan_id;
  const cancelsOn = date(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? date(subscription.current_period_end) : null);

  switch (subscription.status) {
    case "trialing": {
      const ends = date(subscription.trial_end) ?? date(subscription.current_period_end);
      const label = ends ? `Trialing — trial ends on ${ends}` : "Trialing";
      if (cancelsOn) return { label, next: `It won't continue: after the trial you move to the Free plan.`, tone: "blue" };
      const then = plan ? `${planName} is ${monthlyPrice(plan)}` : `${planName} is billed monthly`;
      return { label, next: `Then ${then} unless you cancel before the trial ends.`, tone: "blue" };
    }
    case "active": {
      if (cancelsOn)
        return {
          label: `Cancels on ${cancelsOn}`,
          next: `You keep ${planName} until then. After that, the Free plan applies.`,
          tone: "orange",
        };
      const renews = date(subscription.current_period_end);
      return { label: renews ? `Active — renews on ${renews}` : "Active", next: null, tone: "green" };
    }
    case "past_due": {
      const graceEnd = date(subscription.grace_ends_at);
      if (planEntitlement(subscription, now) === "free") {
        return { label: "Past due", next: `${planName} has paused until the payment is fixed. ${FREE_AFTER}`, tone: "red" };
      }
      return {
        label: graceEnd ? `Past due — fix your payment by ${graceEnd}` : "Past due — update your payment method",
        next: `Your last payment failed. You keep ${planName} while it's fixed.`,
        tone: "red",
      };
    }
    case "canceled":
      return { label: "Canceled", next: FREE_AFTER, tone: "gray" };
    case "unpaid":
      return { label: "Unpaid", next: `The latest invoice is unpaid. ${FREE_AFTER}`, tone: "red" };
    case "incomplete":
      return { label: "Payment incomplete", next: `The first payment has not gone through yet. ${FREE_AFTER}`, tone: "orange" };
    case "incomplete_expired":
      return { label: "Payment not completed", next: `Nothing was charged. ${FREE_AFTER}`, tone: "gray" };
    case "paused":
      return { label: "Paused", next: FREE_AFTER, tone: "gray" };
  }
}

/** The payment failure's sentence: the date to fix it by and the plan at stake (kept during the grace period). */
export function pastDueMessage(subscription: TSubscription, planName: string, now: Date = new Date(), timeZone?: string): string {
  if (subscription.status !== "past_due") return "";
  if (planEntitlement(subscription, now) === "free") {
    return `Your last payment failed and ${planName} is paused. Update your payment method to get it back.`;
  }
  const by = subscription.grace_ends_at ? ` by ${formatBillingDate(subscription.grace_ends_at, timeZone)}` : "";
  return `Your last payment failed. Update your payment method${by} to keep ${planName}.`;
}
