import { useQuery } from "@tanstack/react-query";
import { getAuthClient } from "./get-auth-client.ts";
import { sessionMode, type TSessionMode } from "./session-mode.ts";

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/**
 * Who is signed in (the auth store), from the mode's auth client: better-auth's
 * cookie session, or Supabase's token pair. `user` is null both while loading
 * and when signed out: check `isPending` before redirecting.
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => (await getAuthClient()).getSession(),
    // Sign-in and sign-out update this query themselves; a 401 from the API invalidates it.
    staleTime: 5 * 60_000,
  });
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Whether the playground applies: only once the session is known to be signed out. */
export function useSessionMode(): { mode: TSessionMode; userId: string | null; retry: () => void } {
  const { user, isPending, error, refetch } = useSession();
  return { mode: sessionMode({ user, isPending, error }), userId: user?.id ?? null, retry: () => void refetch() };
}
