import type { TSessionTokens } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import { completeHashSignIn, fetchSubscriptionWithToken, readHashSignIn } from "./hash-sign-in.ts";

const TOKENS = { access_token: "secret-access", refresh_token: "secret-refresh" };
const TOKEN_HASH = `#access_token=${TOKENS.access_token}&expires_in=3600&refresh_token=${TOKENS.refresh_token}&token_type=bearer&type=signup`;

describe("readHashSignIn", () => {
  it("takes both tokens of Supabase's implicit-flow redirect", () => {
    expect(readHashSignIn(TOKEN_HASH)).toEqual({ kind: "tokens", tokens: TOKENS });
    expect(readHashSignIn(TOKEN_HASH.slice(1))).toEqual({ kind: "tokens", tokens: TOKENS });
  });

  it("leaves hashes that are not an OAuth result alone", () => {
    for (const hash of ["", "#", "#section-2", "#/decks", "#type=recovery", "#token=abc"]) {
      expect(readHashSignIn(hash)).toEqual({ kind: "none" });
    }
  });

  it("reads Supabase's failure redirect as a failed sign-in with its description", () => {
    expect(readHashSignIn("#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired")).toEqual({
      kind: "error",
      message: "Email link is invalid or has expired",
    });
    expect(readHashSignIn("#error=server_error")).toEqual({ kind: "error", message: "The sign-in did not complete (server_error)." });
    expect(readHashSignIn(`${TOKEN_HASH}&error=access_denied`)).toMatchObject({ kind: "error" });
  });

  it("rejects a payload where a token is missing or empty", () => {
    expect(readHashSignIn("#access_token=a")).toEqual({ kind: "invalid", reason: "refresh_token is missing" });
    expect(readHashSignIn("#refresh_token=r")).toEqual({ kind: "invalid", reason: "access_token is missing" });
    expect(readHashSignIn("#access_token=&refresh_token=r")).toEqual({ kind: "invalid", reason: "access_token is empty" });
    expect(readHashSignIn("#access_token=a&refresh_token")).toEqual({ kind: "invalid", reason: "refresh_token is empty" });
  });

  it("rejects a token given twice rather than guess which one is meant", () => {
    expect(readHashSignIn("#access_token=a&access_token=b&refresh_token=r")).toEqual({
      kind: "invalid",
      reason: "access_token appears more than once",
    });
    expect(readHashSignIn("#access_token=a&refresh_token=r&refresh_token=r")).toMatchObject({ kind: "invalid" });
  });
});

function harness(
  hash: string,
  overrides: { setSession?: (tokens: TSessionTokens) => Promise<void>; fetchSubscription?: () => Promise<string> } = {},
) {
  const calls: string[] = [];
  const log = vi.fn((message: string) => void calls.push(`log: ${message}`));
  const options = {
    mode: "supabase" as const,
    location: { pathname: "/auth/oauth", search: "?redirect=%2Fstudy", hash },
    replaceUrl: vi.fn((url: string) => void calls.push(`replaceUrl ${url}`)),
    setSession: vi.fn(async (tokens: TSessionTokens) => {
      calls.push("setSession");
      await overrides.setSession?.(tokens);
    }),
    fetchSubscription: vi.fn(async (accessToken: string) => {
      calls.push(`fetchSubscription ${accessToken === TOKENS.access_token ? "(new token)" : accessToken}`);
      return overrides.fetchSubscription ? overrides.fetchSubscription() : "premium";
    }),
    reload: vi.fn(() => void calls.push("reload")),
    log,
  };
  return { options, calls, log };
}

describe("completeHashSignIn", () => {
  it("strips the URL first, then stores the session, fetches the subscription with the new token, then reloads", async () => {
    const { options, calls } = harness(TOKEN_HASH);
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "signed-in", subscription: "premium" });
    expect(calls).toEqual(["replaceUrl /auth/oauth?redirect=%2Fstudy", "setSession", "fetchSubscription (new token)", "reload"]);
    expect(options.setSession).toHaveBeenCalledWith(TOKENS);
  });

  it("still reloads when the subscription fetch fails, logging it", async () => {
    const { options, calls, log } = harness(TOKEN_HASH, { fetchSubscription: () => Promise.reject(new Error("HTTP 500")) });
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "signed-in", subscription: null });
    expect(calls.at(-1)).toBe("reload");
    expect(log).toHaveBeenCalledWith("Subscription fetch failed after OAuth sign-in.", expect.any(Error));
  });

  it("rejects an invalid payload: URL stripped, logged, no session stored, no reload", async () => {
    const { options, calls } = harness("#access_token=secret-access");
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "invalid", reason: "refresh_token is missing" });
    expect(calls).toEqual([
      "replaceUrl /auth/oauth?redirect=%2Fstudy",
      "log: OAuth sign-in result rejected: refresh_token is missing. Sign-in aborted.",
    ]);
  });

  it("returns Supabase's failure description for the caller to show, without reloading", async () => {
    const { options, calls } = harness("#error=access_denied&error_description=Signups+not+allowed");
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "error", message: "Signups not allowed" });
    expect(calls[0]).toBe("replaceUrl /auth/oauth?redirect=%2Fstudy");
    expect(options.setSession).not.toHaveBeenCalled();
    expect(options.reload).not.toHaveBeenCalled();
  });

  it("aborts without reloading when Supabase refuses the tokens", async () => {
    const { options } = harness(TOKEN_HASH, { setSession: () => Promise.reject(new Error("This sign-in link has expired.")) });
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "error", message: "This sign-in link has expired." });
    expect(options.fetchSubscription).not.toHaveBeenCalled();
    expect(options.reload).not.toHaveBeenCalled();
  });

  it("leaves a hash that is not an OAuth result untouched", async () => {
    const { options, calls } = harness("#section-2");
    await expect(completeHashSignIn(options)).resolves.toEqual({ kind: "none" });
    expect(calls).toEqual([]);
  });

  it("in local mode only strips the tokens and logs that they are not used", async () => {
    const replaceUrl = vi.fn();
    const log = vi.fn();
    const location = { pathname: "/", search: "", hash: TOKEN_HASH };
    await expect(completeHashSignIn({ mode: "local", location, replaceUrl, log })).resolves.toEqual({ kind: "ignored" });
    expect(replaceUrl).toHaveBeenCalledWith("/");
    expect(log).toHaveBeenCalledOnce();
  });

  it("never logs token values", async () => {
    for (const hash of [TOKEN_HASH, "#access_token=secret-access", `${TOKEN_HASH}&access_token=secret-2`]) {
      const { options, log } = harness(hash, {
        setSession: () => Promise.reject(new Error("refused")),
        fetchSubscription: () => Promise.reject(new Error("down")),
      });
      await completeHashSignIn(options);
      expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret/);
    }
  });
});

describe("fetchSubscriptionWithToken", () => {
  it("asks the API for subscription.get with the token as a Bearer", async () => {
    const data = { subscription: { status: "missing", plan_id: null }, usage: {} };
    const fetchImpl = vi.fn(async () => Response.json({ result: { data } }));
    await expect(fetchSubscriptionWithToken("tok", fetchImpl)).resolves.toEqual(data);
    expect(fetchImpl).toHaveBeenCalledWith("/trpc/subscription.get", {
      headers: { authorization: "Bearer tok", accept: "application/json" },
    });
  });

  it("throws on an error answer, with the status", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ error: { message: "UNAUTHORIZED" } }, { status: 401 }));
    await expect(fetchSubscriptionWithToken("tok", fetchImpl)).rejects.toMatchObject({ status: 401 });
  });
});
