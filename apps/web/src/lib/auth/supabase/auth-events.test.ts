import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { toSessionUser, watchAuthEvents, type AuthEventSource } from "./auth-events.ts";

function eventSource() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const unsubscribe = vi.fn(() => (listener = undefined));
  const source: AuthEventSource = {
    onAuthStateChange(callback) {
      listener = callback;
      return { data: { subscription: { unsubscribe } } };
    },
  };
  return { source, unsubscribe, emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session) };
}

const session = {
  access_token: "secret-access",
  refresh_token: "secret-refresh",
  user: { id: "u1", email: "ada@example.test", user_metadata: { full_name: "Ada" } },
} as unknown as Session;

function watch(refreshSubscriptionOnInitialSession: boolean, onRefreshSubscription = vi.fn()) {
  const { source, emit, unsubscribe } = eventSource();
  const onUser = vi.fn();
  const log = vi.fn();
  const stop = watchAuthEvents(source, { onUser, onRefreshSubscription, refreshSubscriptionOnInitialSession, log });
  return { emit, stop, unsubscribe, onUser, onRefreshSubscription, log };
}

describe("watchAuthEvents", () => {
  it("sets the user of the initial session and refreshes the subscription when flagged", () => {
    const flagged = watch(true);
    flagged.emit("INITIAL_SESSION", session);
    expect(flagged.onUser).toHaveBeenCalledWith({ id: "u1", email: "ada@example.test", name: "Ada" });
    expect(flagged.onRefreshSubscription).toHaveBeenCalledOnce();

    const unflagged = watch(false);
    unflagged.emit("INITIAL_SESSION", session);
    expect(unflagged.onUser).toHaveBeenCalledOnce();
    expect(unflagged.onRefreshSubscription).not.toHaveBeenCalled();
  });

  it("reports no user for an initial session without one, and fetches nothing", () => {
    const { emit, onUser, onRefreshSubscription } = watch(true);
    emit("INITIAL_SESSION", null);
    expect(onUser).toHaveBeenCalledWith(null);
    expect(onRefreshSubscription).not.toHaveBeenCalled();
  });

  it("only logs SIGNED_OUT, and leaves the other events to supabase-js", () => {
    const { emit, onUser, onRefreshSubscription, log } = watch(true);
    emit("SIGNED_OUT", null);
    emit("TOKEN_REFRESHED", session);
    emit("SIGNED_IN", session);
    expect(log).toHaveBeenCalledExactlyOnceWith("Signed out of Supabase.");
    expect(onUser).not.toHaveBeenCalled();
    expect(onRefreshSubscription).not.toHaveBeenCalled();
  });

  it("logs a failed subscription refresh instead of leaving an unhandled rejection", async () => {
    const { emit, log } = watch(
      true,
      vi.fn(() => Promise.reject(new Error("down"))),
    );
    emit("INITIAL_SESSION", session);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith("Subscription refresh failed.", expect.any(Error)));
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret/);
  });

  it("unsubscribes", () => {
    const { stop, unsubscribe, emit, onUser } = watch(false);
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
    emit("INITIAL_SESSION", session);
    expect(onUser).not.toHaveBeenCalled();
  });
});

describe("toSessionUser", () => {
  it("names people by full name, else name, else their email's local part", () => {
    const base = { id: "u1", email: "grace.hopper@example.test" };
    expect(toSessionUser({ ...base, user_metadata: { full_name: " Grace Hopper ", name: "gh" } }).name).toBe("Grace Hopper");
    expect(toSessionUser({ ...base, user_metadata: { full_name: "", name: "gh" } }).name).toBe("gh");
    expect(toSessionUser({ ...base, user_metadata: { full_name: 42 } }).name).toBe("grace.hopper");
    expect(toSessionUser({ ...base, user_metadata: {} })).toEqual({ id: "u1", email: "grace.hopper@example.test", name: "grace.hopper" });
  });
});
