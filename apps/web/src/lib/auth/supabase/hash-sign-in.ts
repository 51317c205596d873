import type { AppRouter } from "@mnemo/api/router";
import { parseSessionTokens, type TAuthConfig, type TSessionTokens } from "@mnemo/api-contract";
import type { inferRouterOutputs } from "@trpc/server";
import { httpErrorFromBody } from "../../http-error.ts";
import type { TAuthLog } from "./cookie-storage.ts";

/**
 * The OAuth sign-in result Supabase's implicit flow puts in the URL hash
 * (`#access_token=…&refresh_token=…`, or `#error=…&error_description=…`).
 * docs/product.md: "Whenever the app loads with a URL hash, it parses it as an OAuth
 * sign-in result". Pure, so it can run before anything else loads.
 */

export type THashSignIn =
  /** Not an OAuth result (an in-page anchor, say): leave the hash alone. */
  | { kind: "none" }
  /** Supabase's failure redirect. */
  | { kind: "error"; message: string }
  /** Tokens missing, empty or ambiguous: sign-in aborted. */
  | { kind: "invalid"; reason: string }
  | { kind: "tokens"; tokens: TSessionTokens };

const TOKEN_KEYS = ["access_token", "refresh_token"] as const;
const OAUTH_KEYS = [...TOKEN_KEYS, "error", "error_description"];

export function readHashSignIn(hash: string): THashSignIn {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!OAUTH_KEYS.some((key) => params.has(key))) return { kind: "none" };
  if (params.has("error") || params.has("error_description")) {
    const description = params.get("error_description")?.trim();
    const code = params.get("error")?.trim();
    return { kind: "error", message: description || `The sign-in did not complete${code ? ` (${code})` : ""}.` };
  }
  // Two values for one token cannot both be right; taking either would be a guess.
  const repeated = TOKEN_KEYS.find((key) => params.getAll(key).length > 1);
  if (repeated) return { kind: "invalid", reason: `${repeated} appears more than once` };
  const parsed = parseSessionTokens(Object.fromEntries(TOKEN_KEYS.map((key) => [key, params.get(key) ?? undefined])));
  return parsed.ok ? { kind: "tokens", tokens: parsed.tokens } : { kind: "invalid", reason: parsed.reason };
}

export type TSubscriptionWithUsage = inferRouterOutputs<AppRouter>["subscription"]["get"];

type TLocationParts = { pathname: string; search: string; hash: string };

export type TCompleteHashSignInOptions<TSubscription> =
  | { mode: "local"; location: TLocationParts; replaceUrl(url: string): void; log: TAuthLog }
  | {
      mode: Extract<TAuthConfig["mode"], "supabase">;
      location: TLocationParts;
      /** Stores the session with Supabase (checks the token, writes the sign-in cookies). Throws when refused. */
      setSession(tokens: TSessionTokens): Promise<void>;
      fetchSubscription(accessToken: string): Promise<TSubscription>;
      reload(): void;
      /** `history.replaceState` with this same-origin URL (the current one without its hash). */
      replaceUrl(url: string): void;
      log: TAuthLog;
    };

export type THashSignInOutcome<TSubscription> =
  | { kind: "none" }
  /** Local mode: the server does not use Supabase tokens; the hash was only stripped. */
  | { kind: "ignored" }
  | { kind: "error"; message: string }
  | { kind: "invalid"; reason: string }
  /** The page is reloading. */
  | { kind: "signed-in"; subscription: TSubscription | null };

const STORE_FAILED_MESSAGE = "The sign-in could not be completed. Try again.";

/**
 * docs/product.md's flow: strip the hash first (tokens never stay in the address bar
 * or history), reject invalid payloads, else store the session, fetch the
 * subscription (which also gets the account set up on the API) and reload.
 * Never logs token values.
 */
export async function completeHashSignIn<TSubscription>(
  options: TCompleteHashSignInOptions<TSubscription>,
): Promise<THashSignInOutcome<TSubscription>> {
  const { location, log } = options;
  const result = readHashSignIn(location.hash);
  if (result.kind === "none") return result;
  options.replaceUrl(location.pathname + location.search);

  if (options.mode === "local") {
    log("OAuth tokens in the URL hash are ignored: this server signs people in with its own accounts.");
    return { kind: "ignored" };
  }
  if (result.kind === "error") {
    log("OAuth sign-in failed.", result.message);
    return result;
  }
  if (result.kind === "invalid") {
    log(`OAuth sign-in result rejected: ${result.reason}. Sign-in aborted.`);
    return result;
  }

  try {
    await options.setSession(result.tokens);
  } catch (error) {
    log("OAuth sign-in failed: the session could not be stored.", error);
    return { kind: "error", message: error instanceof Error && error.message ? error.message : STORE_FAILED_MESSAGE };
  }
  let subscription: TSubscription | null = null;
  try {
    subscription = await options.fetchSubscription(result.tokens.access_token);
  } catch (error) {
    // docs/product.md: "Subscription fetch error: logged, null returned". The sign-in itself stands.
    log("Subscription fetch failed after OAuth sign-in.", error);
  }
  options.reload();
  return { kind: "signed-in", subscription };
}

/** `subscription.get` as the new user, with the token as a Bearer (tRPC's GET form, no batching). Throws on failure. */
export async function fetchSubscriptionWithToken(
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
  baseUrl = "",
): Promise<TSubscriptionWithUsage> {
  const response = await fetchImpl(`${baseUrl}/trpc/subscription.get`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as { result?: { data?: TSubscriptionWithUsage } } | null;
  if (!response.ok || body?.result?.data === undefined) throw httpErrorFromBody(response.ok ? 502 : response.status, null);
  return body.result.data;
}
