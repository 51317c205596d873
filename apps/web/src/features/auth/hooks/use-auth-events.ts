import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getAuthClient } from "@/lib/auth/get-auth-client.ts";
import { SESSION_QUERY_KEY } from "@/lib/auth/use-session.ts";

/**
 * Supabase mode only: docs/product.md's auth events (initial session sets the user
 * and refreshes the subscription; signed out only logs). The local mode has
 * no event stream: its session query is the whole story.
 */
export function useAuthEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const client = await getAuthClient();
      if (client.mode !== "supabase" || !("auth" in client)) return;
      const { watchAuthEvents } = await import("@/lib/auth/supabase/auth-events.ts");
      if (cancelled) return;
      stop = watchAuthEvents(client.auth as Parameters<typeof watchAuthEvents>[0], {
        onUser: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user ? { user } : null),
        onRefreshSubscription: () => queryClient.invalidateQueries({ queryKey: [["subscription", "get"]] }),
        refreshSubscriptionOnInitialSession: true,
        log: (message, detail) => console.info(`[auth] ${message}`, detail ?? ""),
      });
    })().catch((error: unknown) => console.warn("[auth] could not watch auth events", error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}
