import type { SupabaseAuthClient } from "../../lib/auth/supabase/supabase-auth-client.ts";
import type { AuthClient } from "../../lib/auth/auth-client.ts";
import { getAuthClient } from "../../lib/auth/get-auth-client.ts";
import { completeHashSignIn, fetchSubscriptionWithToken, readHashSignIn } from "../../lib/auth/supabase/hash-sign-in.ts";

const log = (message: string, detail?: unknown) => console.warn(`[auth] ${message}`, detail ?? "");
const replaceUrl = (url: string) => window.history.replaceState(window.history.state, "", url);

function isSupabaseClient(client: AuthClient): client is SupabaseAuthClient {
  return client.mode === "supabase" && "setSession" in client;
}

/**
 * docs/product.md: whenever the app loads with a URL hash, it is read as an
 * OAuth sign-in result. Tokens (both strings, else logged and aborted) are
 * stored as the session and its cookies, the subscription is fetched and the
 * page reloads. Runs before the first render, so no page sees the half-done
 * state; a hash that is no sign-in result (an in-page anchor) is left alone.
 */
export async function completeSignInFromUrlHash(): Promise<void> {
  if (readHashSignIn(window.location.hash).kind === "none") return;
  let client: AuthClient;
  try {
    client = await getAuthClient();
  } catch (error) {
    log("could not load the sign-in settings; the sign-in result in the URL is dropped", error);
    replaceUrl(window.location.pathname + window.location.search);
    return;
  }
  const outcome = isSupabaseClient(client)
    ? await completeHashSignIn({
        mode: "supabase",
        location: window.location,
        setSession: (tokens) => client.setSession(tokens),
        fetchSubscription: fetchSubscriptionWithToken,
        reload: () => window.location.reload(),
        replaceUrl,
        log,
      })
    : await completeHashSignIn({ mode: "local", location: window.location, replaceUrl, log });
  // A failed or malformed result: the login page says so and offers to try again.
  if (outcome.kind === "error" || outcome.kind === "invalid") replaceUrl("/auth?oauth=failed");
}
