import { useQuery } from "@tanstack/react-query";
import { getAuthClient } from "@/lib/auth/get-auth-client.ts";

/* What this server's sign-in offers (GET /api/auth-config, read once by the auth client); it does not change while the page is open. */

/** Whether this server can email a reset link at all (`canSendEmail`). */
export function useCanSendEmail() {
  return useQuery({
    queryKey: ["auth", "can-send-email"],
    queryFn: async () => (await getAuthClient()).canSendEmail,
    staleTime: Infinity,
  });
}

/** Which auth backend signs people in here (Mnemo's own, or Supabase). */
export function useAuthMode() {
  return useQuery({ queryKey: ["auth", "mode"], queryFn: async () => (await getAuthClient()).mode, staleTime: Infinity });
}

/** The OAuth providers the server has configured ('Continue with …'). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ["auth", "oauth-providers"],
    queryFn: async () => (await getAuthClient()).oauthProviders(),
    staleTime: Infinity,
  });
}
