import { useQuery } from "@tanstack/react-query";
import { fetchSession } from "../api/auth-api.ts";

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/**
 * Who is signed in, from better-auth's cookie session. `user` is null both
 * while loading and when signed out: check `isPending` before redirecting.
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
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
