import { buildPlans, type TSubscription } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { pastDueMessage, subscriptionStatusView } from "./subscription-status.ts";
import { trialButtonLabel, trialOfferShort, trialTermsSentence } from "./trial-terms.ts";

const premium = buildPlans().find((plan) => plan.id === "premium")!;
const now = new Date("2026-11-20T12:00:00.000Z");
const base = { plan_id: "premium", current_period_end: "2026-12-24T10:00:00.000Z", cancel_at_period_end: false } as const;
const view = (subscription: TSubscription) => subscriptionStatusView({ subscription, plan: premium, now, timeZone: "UTC" });

describe("subscriptionStatusView", () => {
  it("says when a trial ends and what it costs after", () => {
    expect(view({ ...base, status: "trialing", trial_end: "2026-11-24T10:00:00.000Z" })).toEqual({
      label: "Trialing — trial ends on 24 November 2026",
      next: "Then Premium is £3 a month unless you cancel before the trial ends.",
      tone: "blue",
    });
  });

  it("says a cancelled trial will not continue", () => {
    const cancelled = view({ ...base, status: "trialing", trial_end: "2026-11-24T10:00:00.000Z", cancel_at: "2026-11-24T10:00:00.000Z" });
    expect(cancelled.label).toBe("Trialing — trial ends on 24 November 2026");
    expect(cancelled.next).toMatch(/Free plan/);
  });

  it("gives an active subscription's renewal date", () => {
    expect(view({ ...base, status: "active" }).label).toBe("Active — renews on 24 December 2026");
  });

  it("gives the date a cancelled subscription ends, from cancel_at or the period end", () => {
    expect(view({ ...base, status: "active", cancel_at_period_end: true, cancel_at: "2026-12-24T10:00:00.000Z" }).label).toBe(
      "Cancels on 24 December 2026",
    );
    expect(view({ ...base, status: "active", cancel_at_period_end: true }).label).toBe("Cancels on 24 December 2026");
  });

  it("asks a past-due subscriber to fix the payment by the end of the grace period", () => {
    const pastDue = view({ ...base, status: "past_due", grace_ends_at: "2026-11-27T10:00:00.000Z" });
    expect(pastDue.label).toBe("Past due — fix your payment by 27 November 2026");
    expect(pastDue.next).toBe("Your last payment failed. You keep Premium while it's fixed.");
    expect(view({ ...base, status: "past_due", grace_ends_at: "2026-11-19T10:00:00.000Z" }).next).toMatch(/^Premium has paused/);
  });

  it("names the ended and unpaid states", () => {
    expect(view({ ...base, status: "canceled" }).label).toBe("Canceled");
    expect(view({ ...base, status: "unpaid" }).label).toBe("Unpaid");
    expect(view({ ...base, status: "incomplete_expired" }).label).toBe("Payment not completed");
    expect(view({ status: "missing", plan_id: null }).label).toBe("No subscription");
  });
});

describe("trial terms", () => {
  it("states the trial's end date and the price after, before checkout", () => {
    expect(trialTermsSentence({ plan: premium, trialDays: 7, now, timeZone: "UTC" })).toBe(
      "Your free trial ends on 27 November 2026. After that Premium is £3 a month unless you cancel before then. Nothing is charged today.",
    );
    expect(trialOfferShort(premium, 7)).toBe("7 days free, then £3 a month unless you cancel.");
    expect(trialButtonLabel(7)).toBe("Start 7-day free trial");
  });
});

describe("pastDueMessage", () => {
  const pastDue = { ...base, status: "past_due", grace_ends_at: "2026-11-27T10:00:00.000Z" } as const;
  it("asks for the payment by the grace period's end to keep the plan", () => {
    expect(pastDueMessage(pastDue, "Premium", now, "UTC")).toBe(
      "Your last payment failed. Update your payment method by 27 November 2026 to keep Premium.",
    );
    expect(pastDueMessage({ ...pastDue, grace_ends_at: null }, "Premium", now, "UTC")).toBe(
      "Your last payment failed. Update your payment method to keep Premium.",
    );
  });

  it("says the plan is paused once the grace period is over, and nothing for other statuses", () => {
    expect(pastDueMessage(pastDue, "Pro", new Date("2026-11-28T00:00:00.000Z"), "UTC")).toMatch(
      /^Your last payment failed and Pro is paused/,
    );
    expect(pastDueMessage({ ...base, status: "active" }, "Premium", now)).toBe("");
  });
});
