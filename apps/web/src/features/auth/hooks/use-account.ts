import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { addToast } from "@/components/toasts/toast-store.ts";
import { resetUserData } from "@/lib/auth/user-data-reset.ts";
import { paths } from "@/lib/paths.ts";
import { requestJson } from "@/lib/request-json.ts";
import { trpc } from "@/lib/trpc.ts";
import { resetAuthStore, SIGN_OUT_MUTATION_KEY } from "./use-auth-actions.ts";

/** The signed-in account: email, name, sign-in methods, and whether it has a password to change (account.get). */
export function useAccount() {
  return trpc.account.get.useQuery();
}

/** The account's signed-in devices, and signing one (or all the others) out; the list is read again after either. */
export function useSessions() {
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery();
  const refresh = () => void utils.account.sessions.invalidate();
  const revoke = trpc.account.revokeSession.useMutation({ onSettled: refresh });
  const revokeOthers = trpc.account.revokeOtherSessions.useMutation({ onSettled: refresh });
  return { sessions, revoke, revokeOthers };
}

/**
 * Deletes the account for good (POST /api/account/delete, with the password when
 * the account has one), then leaves as a sign-out does: nothing of the user's
 * kept, home, and a toast saying so.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Counts as signing out: while it runs, the profile's guard shows "Signing out…" instead of sending us to sign in.
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async (body: { password?: string }) => {
      await requestJson<{ deleted: true }>("/api/account/delete", { method: "POST", body });
      resetUserData(queryClient);
      resetAuthStore(queryClient);
      await navigate(paths.home.getHref(), { replace: true, flushSync: true });
      addToast({ summary: "Your account was deleted", detail: "Everything of yours is gone from Mnemo.", severity: "success" });
    },
  });
}
