import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";
import type { TSessionUser } from "../auth-client.ts";
import type { TAuthLog } from "./cookie-storage.ts";

/** What we need of supabase-js's auth client: its auth events. */
export type AuthEventSource = {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
};

export type WatchAuthEventsOptions = {
  onUser(user: TSessionUser | null): void;
  onRefreshSubscription(): void | Promise<void>;
  /** Refresh the subscription when the page starts with a session (e.g. not right after a hash sign-in that already did). */
  refreshSubscriptionOnInitialSession: boolean;
  log: TAuthLog;
};

/**
 * docs/product.md's auth events. INITIAL_SESSION with a session: the session is
 * already stored (supabase-js read it from the sign-in cookies, and wrote
 * them back if it had to refresh it), so this sets the user and refreshes
 * the subscription when asked. SIGNED_OUT only logs: the sign-out flow
 * resets the stores itself. Other events are left to supabase-js.
 *
 * Handlers run without being awaited here: supabase-js holds its lock while
 * it calls back, and a handler awaiting a supabase call would deadlock.
 * Returns the unsubscribe function.
 */
export function watchAuthEvents(source: AuthEventSource, options: WatchAuthEventsOptions): () => void {
  const { onUser, onRefreshSubscription, refreshSubscriptionOnInitialSession, log } = options;
  const {
    data: { subscription },
  } = source.onAuthStateChange((event, session) => {
    if (event === "SIGNED_OUT") {
      log("Signed out of Supabase.");
      return;
    }
    if (event !== "INITIAL_SESSION") return;
    if (!session) {
      onUser(null);
      return;
    }
    onUser(toSessionUser(session.user));
    if (!refreshSubscriptionOnInitialSession) return;
    try {
      Promise.resolve(onRefreshSubscription()).catch((error: unknown) => log("Subscription refresh failed.", error));
    } catch (error) {
      log("Subscription refresh failed.", error);
    }
  });
  return () => subscription.unsubscribe();
}

/** docs/product.md: name = full name, else name, else the email's local part. */
export function toSessionUser(user: Pick<User, "id" | "email" | "user_metadata">): TSessionUser {
  const email = user.email ?? "";
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [metadata.full_name, metadata.name].find((value): value is string => typeof value === "string" && value.trim() !== "");
  return { id: user.id, email, name: name?.trim() || emailLocalPart(email) };
}

/** As auth-api.ts's `defaultDisplayName` (kept separate so this chunk does not pull the local client in). */
function emailLocalPart(email: string): string {
  const at = email.lastIndexOf("@");
  return (at > 0 ? email.slice(0, at) : email).trim() || email.trim();
}
