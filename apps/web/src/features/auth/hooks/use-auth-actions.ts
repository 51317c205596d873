import type { TOAuthProviderId } from "@mnemo/api-contract";
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { addToast } from "@/components/toasts/toast-store.ts";
import type { TChangePasswordInput, TResetPasswordInput, TSignInInput, TSignUpInput } from "@/lib/auth/auth-client.ts";
import { getAuthClient } from "@/lib/auth/get-auth-client.ts";
import { resetUserData } from "@/lib/auth/user-data-reset.ts";
import { runSignOutFlow, wait } from "../sign-out-flow.ts";
import { SESSION_QUERY_KEY } from "@/lib/auth/use-session.ts";

/** Another account's decks must never show for a moment after switching users. */
function dropUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/** The auth store's reset: signed out, and nothing of the user's left in the cache. */
export function resetAuthStore(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  dropUserData(queryClient);
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
  return useMutation({
    mutationFn: async (input: TSignInInput) => (await getAuthClient()).signIn(input),
    onSuccess: () => afterSignIn(queryClient),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSignUpInput) => (await getAuthClient()).signUp(input),
    onSuccess: async (result) => {
      if (result.signedIn) await afterSignIn(queryClient);
    },
  });
}

/** Leaves for the provider; the page unloads, so success never settles here. */
export function useOAuthSignIn() {
  return useMutation({
    mutationFn: async ({ provider, redirect }: { provider: TOAuthProviderId; redirect: string }) =>
      (await getAuthClient()).signInWithOAuth(provider, redirect),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: async (email: string) => (await getAuthClient()).requestPasswordReset(email) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: async (input: TResetPasswordInput) => (await getAuthClient()).resetPassword(input) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: async (input: TChangePasswordInput) => (await getAuthClient()).changePassword(input) });
}

export const SIGN_OUT_MUTATION_KEY = ["auth", "sign-out"] as const;

/** True while a sign-out runs anywhere in the app (its 2-second pause included). */
export function useIsSigningOut(): boolean {
  return useIsMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0;
}

/**
 * docs/product.md's sign-out (see sign-out-flow.ts). Pending for the whole flow,
 * including the 2-second pause, so buttons can say "Signing out…".
 */
export function useSignOut({ redirectTo = paths.home.getHref() }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: () =>
      runSignOutFlow(
        {
          signOut: async () => (await getAuthClient()).signOut(),
          addToast,
          wait,
          resetStores: () => {
            resetUserData(queryClient);
            resetAuthStore(queryClient);
          },
          // The flow stays pending until the target page is shown (its code may still be loading):
          // meanwhile the protected page being left shows "Signing out…" (RouteGuard) instead of
          // bouncing to /auth?redirect=… when it sees the session gone. flushSync: the router
          // otherwise commits the new page in a transition, which the mutation's own settling (an
          // urgent update) would overtake, rendering the old page signed out.
          navigate: (target) => navigate(target, { flushSync: true }),
          log: (message, error) => console.warn(message, error),
        },
        redirectTo,
      ),
  });
}
