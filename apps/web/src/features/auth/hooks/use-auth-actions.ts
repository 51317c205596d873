import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { signInWithEmail, signOut, signUpWithEmail } from "../api/auth-api.ts";
import { SESSION_QUERY_KEY } from "./use-session.ts";

/** Another account's decks must never show for a moment after switching users. */
function dropUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * After sign-in the session is re-read before the mutation settles, so the
 * guest-only /auth page sees the user and sends them on to their target.
 */
async function afterSignIn(queryClient: QueryClient) {
  dropUserData(queryClient);
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInWithEmail, onSuccess: () => afterSignIn(queryClient) });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUpWithEmail, onSuccess: () => afterSignIn(queryClient) });
}

export function useSignOut({ redirectTo = paths.home.getHref() }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the protected page before forgetting the user, or its guard would bounce to
      // /auth?redirect=… on the way out. flushSync commits the new page now: the router
      // otherwise renders in a transition that the session update below would overtake.
      await navigate(redirectTo, { flushSync: true });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      dropUserData(queryClient);
    },
  });
}
