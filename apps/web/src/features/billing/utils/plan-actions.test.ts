import { buildPlans, type TBillingStatus, type TPlan, type TPlanId, type TSubscription } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { billingViewer, freePlanAction, planCardView, showsPageManageBilling, type TBillingViewer } from "./plan-actions.ts";

const plans = buildPlans({ premium: "price_premium", pro: "price_pro" });
const plan = (id: TPlanId): TPlan => plans.find((candidate) => candidate.id === id)!;
const config = { enabled: true, trialDays: 7, graceDays: 7 };

function member(
  overrides: Partial<TBillingStatus> = {},
  subscription: TSubscription = { status: "missing", plan_id: null },
): TBillingViewer {
  return {
    kind: "member",
    status: {
      ...config,
      subscription,
      trialAvailable: true,
      trialUsedAt: null,
      hasBillingAccount: false,
      hasActiveSubscription: false,
      ...overrides,
    },
  };
}

const running = (status: "active" | "trialing" | "past_due", planId: "premium" | "pro"): TSubscription => ({
  status,
  plan_id: planId,
  current_period_end: "2026-12-01T00:00:00.000Z",
  cancel_at_period_end: false,
  grace_ends_at: status === "past_due" ? "2026-11-24T00:00:00.000Z" : null,
});

/** The labels of each card's buttons, free, premium, pro. */
function labels(viewer: TBillingViewer, current: TPlanId | null = null): string[][] {
  return plans.map((candidate) => planCardView(candidate, viewer, current).actions.map((action) => action.label));
}

describe("planCardView", () => {
  it("shows nothing to press while the viewer is not known yet", () => {
    expect(labels({ kind: "loading" })).toEqual([[], [], []]);
  });

  it("offers a visitor the trial and both upgrades (they sign in first)", () => {
    expect(labels({ kind: "visitor", config })).toEqual([[], ["Start 7-day free trial", "Upgrade to Premium"], ["Upgrade to Pro"]]);
  });

  it("names the trial's days from the server's config, and offers none when it is 0", () => {
    expect(labels({ kind: "visitor", config: { ...config, trialDays: 14 } })[1]).toEqual(["Start 14-day free trial", "Upgrade to Premium"]);
    expect(labels({ kind: "visitor", config: { ...config, trialDays: 0 } })[1]).toEqual(["Upgrade to Premium"]);
  });

  it("offers a free learner who never had a trial the trial and the upgrades", () => {
    const free: TSubscription = { status: "active", plan_id: "free", current_period_end: null, cancel_at_period_end: false };
    expect(labels(member({}, free), "free")).toEqual([[], ["Start 7-day free trial", "Upgrade to Premium"], ["Upgrade to Pro"]]);
    expect(planCardView(plan("free"), member({}, free), "free").isCurrent).toBe(true);
  });

  it("offers no trial once it has been used", () => {
    const used = member({ trialAvailable: false, trialUsedAt: "2026-01-01T00:00:00.000Z", hasBillingAccount: true });
    expect(labels(used)).toEqual([[], ["Upgrade to Premium"], ["Upgrade to Pro"]]);
  });

  it("gives an active premium subscriber Manage billing on Premium and a switch to Pro", () => {
    const viewer = member({ hasBillingAccount: true, hasActiveSubscription: true, trialAvailable: false }, running("active", "premium"));
    expect(labels(viewer, "premium")).toEqual([[], ["Manage billing"], ["Switch to Pro"]]);
    expect(planCardView(plan("premium"), viewer, "premium").isCurrent).toBe(true);
    expect(showsPageManageBilling(viewer)).toBe(false);
  });

  it("lets a trialing pro subscriber switch down to Premium", () => {
    const viewer = member({ hasBillingAccount: true, hasActiveSubscription: true, trialAvailable: false }, running("trialing", "pro"));
    expect(labels(viewer, "pro")).toEqual([[], ["Switch to Premium"], ["Manage billing"]]);
  });

  it("sends a past-due subscriber to fix the payment rather than switch", () => {
    const viewer = member({ hasBillingAccount: true, hasActiveSubscription: true, trialAvailable: false }, running("past_due", "premium"));
    expect(labels(viewer, "premium")).toEqual([[], ["Manage billing"], []]);
    expect(planCardView(plan("pro"), viewer, "premium").note).toMatch(/Fix your payment/);
  });

  it("offers nothing to buy for a plan an operator gave, and the other plan to buy", () => {
    const given: TSubscription = { status: "active", plan_id: "premium", current_period_end: null, cancel_at_period_end: false };
    expect(labels(member({}, given), "premium")).toEqual([[], [], ["Upgrade to Pro"]]);
  });

  it("shows no button at all with billing off, for visitors and members alike", () => {
    const off = { ...config, enabled: false };
    expect(labels({ kind: "visitor", config: off })).toEqual([[], [], []]);
    const viewer = member({ enabled: false, hasBillingAccount: true, hasActiveSubscription: true }, running("active", "premium"));
    expect(labels(viewer, "premium")).toEqual([[], [], []]);
    expect(showsPageManageBilling(viewer)).toBe(false);
  });

  it("puts Manage billing above the plans for a former subscriber, once", () => {
    const canceled: TSubscription = { status: "canceled", plan_id: "premium", current_period_end: null, cancel_at_period_end: false };
    const viewer = member({ hasBillingAccount: true, trialAvailable: false }, canceled);
    expect(showsPageManageBilling(viewer)).toBe(true);
    expect(labels(viewer, "free")).toEqual([[], ["Upgrade to Premium"], ["Upgrade to Pro"]]);
  });
});

describe("billingViewer", () => {
  const status = (member() as Extract<TBillingViewer, { kind: "member" }>).status;
  it("waits for the session, the config and a signed-in learner's status", () => {
    expect(billingViewer({ isSessionPending: true, isSignedIn: false, config, status: undefined })).toEqual({ kind: "loading" });
    expect(billingViewer({ isSessionPending: false, isSignedIn: true, config: undefined, status })).toEqual({ kind: "loading" });
    expect(billingViewer({ isSessionPending: false, isSignedIn: true, config, status: undefined })).toEqual({ kind: "loading" });
    expect(billingViewer({ isSessionPending: false, isSignedIn: true, config, status })).toEqual({ kind: "member", status });
    expect(billingViewer({ isSessionPending: false, isSignedIn: false, config, status: undefined })).toEqual({ kind: "visitor", config });
  });

  it("needs no status with billing off (no one gets a button)", () => {
    const off = { ...config, enabled: false };
    const viewer = billingViewer({ isSessionPending: false, isSignedIn: true, config: off, status: undefined });
    expect(labels(viewer)).toEqual([[], [], []]);
  });
});

describe("freePlanAction", () => {
  const missing = { status: "missing", plan_id: null } as const;
  const onFree = { status: "active", plan_id: "free", current_period_end: null, cancel_at_period_end: false } as const;

  it("offers a visitor an account, a learner without a plan the Free plan, and nobody else anything", () => {
    expect(freePlanAction({ isSessionPending: false, isSignedIn: false, subscription: undefined })).toEqual({
      kind: "sign-up",
      label: "Create a free account",
    });
    expect(freePlanAction({ isSessionPending: false, isSignedIn: true, subscription: missing })).toEqual({
      kind: "free",
      label: "Choose Free",
    });
    expect(freePlanAction({ isSessionPending: false, isSignedIn: true, subscription: onFree })).toBeNull();
    expect(freePlanAction({ isSessionPending: false, isSignedIn: true, subscription: undefined })).toBeNull();
    expect(freePlanAction({ isSessionPending: true, isSignedIn: false, subscription: undefined })).toBeNull();
  });
});
