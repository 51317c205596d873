import { buildPlans } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { usagePeriodStart } from "../usage/usage-period.ts";
import { effectivePlan } from "./effective-plan.ts";

const plans = buildPlans();
const sub = (status: "active" | "trialing" | "past_due" | "canceled" | "unpaid", planId = "pro") =>
  ({ status, plan_id: planId, current_period_end: null, cancel_at_period_end: false }) as const;

describe("effectivePlan", () => {
  it("applies the plan while the subscription is active, trialing or past due", () => {
    for (const status of ["active", "trialing", "past_due"] as const) expect(effectivePlan(plans, sub(status))?.id).toBe("pro");
  });
  it("applies no plan when missing, canceled or unpaid, or for an unknown plan id", () => {
    expect(effectivePlan(plans, { status: "missing", plan_id: null })).toBeUndefined();
    expect(effectivePlan(plans, sub("canceled"))).toBeUndefined();
    expect(effectivePlan(plans, sub("unpaid"))).toBeUndefined();
    expect(effectivePlan(plans, sub("active", "gold"))).toBeUndefined();
  });
});

describe("usagePeriodStart", () => {
  it("is the first day of the UTC month", () => {
    expect(usagePeriodStart(new Date("2026-11-21T12:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(usagePeriodStart(new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
