import { describe, expect, it } from "vitest";
import type { TPlanCardView } from "./plan-actions.ts";
import { intentOfAction, parseUpgradeIntent, resolveUpgradeIntent, upgradeIntentHref } from "./upgrade-intent.ts";

const card = (actions: TPlanCardView["actions"]): TPlanCardView => ({ isCurrent: false, actions, note: null });
const trial = { kind: "trial", plan: "premium", label: "Start 7-day free trial" } as const;
const checkout = { kind: "checkout", plan: "premium", label: "Upgrade to Premium" } as const;

describe("upgrade intent", () => {
  it("round-trips through the sign-in redirect", () => {
    const href = upgradeIntentHref({ plan: "premium", trial: true });
    expect(href).toBe("/upgrade?plan=premium&trial=1");
    expect(parseUpgradeIntent(new URL(href, "https://x.invalid").searchParams)).toEqual({ plan: "premium", trial: true });
    expect(upgradeIntentHref({ plan: "pro", trial: false })).toBe("/upgrade?plan=pro");
  });

  it("ignores plans that cannot be bought", () => {
    expect(parseUpgradeIntent(new URLSearchParams("plan=free"))).toBeNull();
    expect(parseUpgradeIntent(new URLSearchParams("plan=gold&trial=1"))).toBeNull();
    expect(parseUpgradeIntent(new URLSearchParams("checkout=canceled"))).toBeNull();
  });

  it("is made from the button a visitor pressed", () => {
    expect(intentOfAction(trial)).toEqual({ plan: "premium", trial: true });
    expect(intentOfAction(checkout)).toEqual({ plan: "premium", trial: false });
    expect(intentOfAction({ kind: "portal", label: "Manage billing" })).toBeNull();
  });

  it("resumes the trial when it is still offered", () => {
    expect(resolveUpgradeIntent({ plan: "premium", trial: true }, card([trial, checkout]))).toEqual({
      action: trial,
      trialUnavailable: false,
    });
  });

  it("falls back to buying the plan, saying so, when the trial was used", () => {
    expect(resolveUpgradeIntent({ plan: "premium", trial: true }, card([checkout]))).toEqual({ action: checkout, trialUnavailable: true });
  });

  it("becomes a switch for someone already subscribed, and nothing when it is their plan", () => {
    const change = { kind: "switch", plan: "pro", label: "Switch to Pro" } as const;
    expect(resolveUpgradeIntent({ plan: "pro", trial: false }, card([change]))?.action).toEqual(change);
    expect(resolveUpgradeIntent({ plan: "premium", trial: false }, card([{ kind: "portal", label: "Manage billing" }]))).toBeNull();
  });
});
