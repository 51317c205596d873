import type { TSubscription } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { CONFIRM_MAX_ATTEMPTS, initialConfirmView, isConfirming, nextConfirmView, type TConfirmView } from "./checkout-confirmation.ts";

const subscription: TSubscription = { status: "active", plan_id: "pro", current_period_end: null, cancel_at_period_end: false };
const pending = { type: "answer", result: { state: "pending", subscription: { status: "missing", plan_id: null } } } as const;

function serverError(message: string): Error {
  return Object.assign(new Error(message), { name: "TRPCClientError", data: { httpStatus: 400, appCode: "BAD_REQUEST" } });
}

describe("checkout confirmation", () => {
  it("has nothing to confirm without a session id", () => {
    expect(initialConfirmView(null)).toEqual({ kind: "no-session" });
    expect(initialConfirmView("cs_test_1")).toEqual({ kind: "confirming", attempts: 0 });
  });

  it("keeps asking while Stripe is pending, then says it is taking longer", () => {
    let view: TConfirmView = initialConfirmView("cs_test_1");
    for (let attempt = 1; attempt < CONFIRM_MAX_ATTEMPTS; attempt += 1) {
      view = nextConfirmView(view, pending);
      expect(view).toEqual({ kind: "confirming", attempts: attempt });
    }
    view = nextConfirmView(view, pending);
    expect(view).toEqual({ kind: "slow" });
    expect(isConfirming(view)).toBe(false);
  });

  it("shows the plan once confirmed, and says so when the checkout expired", () => {
    const start = initialConfirmView("cs_test_1");
    expect(nextConfirmView(start, { type: "answer", result: { state: "confirmed", subscription } })).toEqual({
      kind: "confirmed",
      subscription,
    });
    expect(nextConfirmView(start, { type: "answer", result: { state: "expired", subscription } })).toEqual({ kind: "expired" });
  });

  it("stops at the server's refusal with its message, but asks again after a dropped connection", () => {
    const start = initialConfirmView("cs_test_1");
    expect(nextConfirmView(start, { type: "error", error: serverError("sessionId must be a Stripe checkout session id (cs_…).") })).toEqual(
      {
        kind: "failed",
        message: "sessionId must be a Stripe checkout session id (cs_…).",
      },
    );
    expect(nextConfirmView(start, { type: "error", error: new TypeError("Failed to fetch") })).toEqual({ kind: "confirming", attempts: 1 });
  });

  it("ignores answers that arrive after it has settled", () => {
    const done: TConfirmView = { kind: "confirmed", subscription };
    expect(nextConfirmView(done, pending)).toBe(done);
  });
});
