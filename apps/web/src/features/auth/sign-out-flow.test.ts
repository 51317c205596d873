import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/http-error.ts";
import { runSignOutFlow, SIGN_OUT_DELAY_MS, wait } from "./sign-out-flow.ts";

function deps(signOut: () => Promise<void>) {
  const events: string[] = [];
  return {
    events,
    deps: {
      signOut: async () => {
        events.push("signOut");
        await signOut();
      },
      addToast: vi.fn((toast: { summary: string; detail?: unknown }) => events.push(`toast:${toast.summary}:${String(toast.detail)}`)),
      wait: async (ms: number) => {
        events.push(`wait:${ms}`);
        await wait(ms);
      },
      resetStores: () => {
        events.push("reset");
      },
      navigate: (target: string) => {
        events.push(`navigate:${target}`);
      },
    },
  };
}

describe("the sign-out flow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("signs out, waits 2 seconds, resets the stores and goes home", async () => {
    const { events, deps: d } = deps(() => Promise.resolve());
    const done = runSignOutFlow(d);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS - 1);
    expect(events).toEqual(["signOut", "wait:2000"]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ signedOut: true });
    expect(events).toEqual(["signOut", "wait:2000", "reset", "navigate:/"]);
    expect(d.addToast).not.toHaveBeenCalled();
  });

  it("on failure shows 'Error signing out' with the message, then carries on to the caller's target", async () => {
    const { events, deps: d } = deps(() => Promise.reject(new HttpError(500, "The database is away.")));
    const done = runSignOutFlow(d, "/about");
    await vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS);
    await expect(done).resolves.toEqual({ signedOut: false });
    expect(events).toEqual(["signOut", "toast:Error signing out:The database is away.", "wait:2000", "reset", "navigate:/about"]);
    expect(d.addToast).toHaveBeenCalledWith(expect.objectContaining({ severity: "error" }));
  });
});
