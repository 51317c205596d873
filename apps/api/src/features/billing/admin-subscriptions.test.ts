import { buildPlans } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { formatSubscriptions, type AdminSubscriptionRow } from "./admin-subscriptions.ts";

const plans = buildPlans({ premium: "price_premium", pro: "price_pro" });
const now = new Date("2026-03-10T12:00:00Z");

function row(overrides: Partial<AdminSubscriptionRow>): AdminSubscriptionRow {
  return {
    planId: "premium",
    status: "active",
    currentPeriodEnd: new Date("2026-04-01T00:00:00Z"),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    trialEnd: null,
    graceEndsAt: null,
    stripeCustomerId: "cus_1",
    user: { email: "a@example.test" },
    ...overrides,
  };
}

describe("formatSubscriptions", () => {
  it("shows each row's plan, status, the plan in effect now, its customer and its dates, in aligned columns", () => {
    const text = formatSubscriptions(
      [
        row({}),
        row({ user: { email: "trial@example.test" }, status: "trialing", trialEnd: new Date("2026-03-15T00:00:00Z") }),
        row({ user: { email: "late@example.test" }, planId: "pro", status: "past_due", graceEndsAt: new Date("2026-03-09T00:00:00Z") }),
        row({ user: { email: "leaving@example.test" }, cancelAtPeriodEnd: true, cancelAt: new Date("2026-04-01T00:00:00Z") }),
        row({ user: { email: "byhand@example.test" }, planId: "free", status: "missing", stripeCustomerId: null, currentPeriodEnd: null }),
      ],
      { plans, now },
    );
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^EMAIL\s+PLAN\s+STATUS\s+EFFECTIVE NOW\s+STRIPE CUSTOMER\s+DATES$/);
    const dateColumn = lines[0]!.indexOf("DATES");
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      ["a@example.test", "premium", "active", "premium", "cus_1", "period ends 2026-04-01"],
      ["trial@example.test", "premium", "trialing", "premium", "cus_1", "period ends 2026-04-01; trial ends 2026-03-15"],
      // The grace period ended yesterday: the free plan applies.
      ["late@example.test", "pro", "past_due", "free", "cus_1", "period ends 2026-04-01; grace ends 2026-03-09"],
      ["leaving@example.test", "premium", "active", "premium", "cus_1", "cancels on 2026-04-01"],
      ["byhand@example.test", "-", "missing", "defaults", "-", "-"],
    ]);
    for (const line of lines.slice(1)) expect(line.indexOf("period ends") === -1 || line.indexOf("period ends") === dateColumn).toBe(true);
  });

  it("says so when there are none", () => {
    expect(formatSubscriptions([], { plans, now })).toBe("No subscriptions yet.");
  });
});
