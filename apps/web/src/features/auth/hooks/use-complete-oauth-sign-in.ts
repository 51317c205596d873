import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SESSION_QUERY_KEY } from "@/lib/auth/use-session.ts";
import { trpc } from "@/lib/trpc.ts";

/**
 * Back from the provider: re-reads the session, fetches the subscription, goes
 * on to `target`. Runs once per mount; true when no session came back.
 */
export function useCompleteOAuthSignIn(target: string): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      const session = queryClient.getQueryData<{ user: unknown } | null>(SESSION_QUERY_KEY);
      if (!session?.user) {
        setFailed(true);
        return;
      }
      // Errors here are the subscription's own (logged by the query); signing in still succeeded.
      await utils.subscription.get.fetch().catch((error: unknown) => console.warn("subscription fetch failed", error));
      await navigate(target, { replace: true });
    })();
  }, [navigate, queryClient, target, utils]);

  return failed;
}
