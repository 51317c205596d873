import type { TAccount } from "@mnemo/api-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOAuthProvider, routeProviderHosts, type FakeOAuthProvider } from "../testing/fake-oauth-provider.ts";
import { createTestUser, TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";

const clientIds = { github: "gh-client-id", google: "google-client-id.apps.example" };
const ctx = useTestApp({
  oauth: {
    github: { clientId: clientIds.github, clientSecret: "gh-secret" },
    google: { clientId: clientIds.google, clientSecret: "google-secret" },
  },
});

let provider: FakeOAuthProvider;
let unroute: () => void;
beforeAll(async () => {
  provider = await startFakeOAuthProvider({ clientIds });
  unroute = routeProviderHosts(provider.origin);
});
afterAll(async () => {
  unroute?.();
  await provider?.close();
});

/** A cookie jar for one browser. */
class Browser {
  private readonly cookies = new Map<string, string>();

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  take(setCookie: string | string[] | undefined) {
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = cookie.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * The whole round trip a browser makes: ask us for the provider's URL, visit
 * it (the fake consents at once), follow the redirect back to our callback.
 * Returns where the callback finally sends the browser.
 */
async function signInWith(
  browser: Browser,
  providerId: "github" | "google",
  callbackURL = "/auth/oauth?redirect=%2Fflashcards",
): Promise<URL> {
  const start = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: { origin: TEST_BASE_URL, cookie: browser.cookieHeader },
    payload: { provider: providerId, callbackURL, errorCallbackURL: "/auth?oauth=failed" },
  });
  expect(start.statusCode).toBe(200);
  browser.take(start.headers["set-cookie"]);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  expect(authorizeUrl.hostname).toBe(providerId === "github" ? "github.com" : "accounts.google.com");
  expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${TEST_BASE_URL}/api/auth/callback/${providerId}`);

  // The browser at the provider (routed to the fake): consent, then back to us with a code.
  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get("location")!);
  expect(callback.pathname).toBe(`/api/auth/callback/${providerId}`);

  const done = await ctx.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: browser.cookieHeader } });
  expect(done.statusCode).toBe(302);
  browser.take(done.headers["set-cookie"]);
  return new URL(String(done.headers.location), TEST_BASE_URL);
}

async function accountOf(browser: Browser): Promise<TAccount | null> {
  const response = await ctx.app.inject({ url: "/trpc/account.get", headers: { cookie: browser.cookieHeader } });
  return response.statusCode === 200 ? response.json<{ result: { data: TAccount } }>().result.data : null;
}

describe("OAuth sign-in through better-auth's providers", () => {
  it("are offered by /api/auth-config once configured", async () => {
    expect((await ctx.app.inject({ url: "/api/auth-config" })).json()).toEqual({ mode: "local", providers: ["github", "google"], canSendEmail: false });
  });

  it("GitHub: a new user is created, signed in, and sent to the callback page; no password change is offered", async () => {
    provider.setProfile("github", { id: 4242, email: "octo-new@example.test", name: "Octo New", emailVerified: true });
    const browser = new Browser();
    const landing = await signInWith(browser, "github");
    expect(`${landing.pathname}${landing.search}`).toBe("/auth/oauth?redirect=%2Fflashcards");
    const account = await accountOf(browser);
    expect(account).toMatchObject({
      email: "octo-new@example.test",
      name: "Octo New",
      canChangePassword: false,
      identities: [{ provider: "github" }],
    });
    // The client secret went to the token endpoint, as GitHub requires.
    expect(
      provider.requests.some(
        (request) => request.path === "github.com/login/oauth/access_token" && request.body.includes("client_secret=gh-secret"),
      ),
    ).toBe(true);
  });

  it("Google: the ID token's verified email joins an existing account whose email is verified", async () => {
    const user = await createTestUser(ctx.app, { email: "linked@example.test" });
    await ctx.db.user.update({ where: { id: user.id }, data: { emailVerified: true } });
    provider.setProfile("google", { id: "g-linked", email: "linked@example.test", name: "Linked", emailVerified: true });
    const browser = new Browser();
    const landing = await signInWith(browser, "google");
    expect(landing.pathname).toBe("/auth/oauth");
    const account = await accountOf(browser);
    expect(account?.id).toBe(user.id);
    expect(account?.identities.map((identity) => identity.provider).sort()).toEqual(["email", "google"]);
    expect(account?.canChangePassword).toBe(true);
  });

  it("never joins an account whose email nobody proved (someone may have signed up with another person's address)", async () => {
    const squatter = await createTestUser(ctx.app, { email: "victim@example.test" });
    provider.setProfile("google", { id: "g-victim", email: "victim@example.test", name: "Victim", emailVerified: true });
    const browser = new Browser();
    const landing = await signInWith(browser, "google");
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("error")).toBe("account_not_linked");
    expect(await accountOf(browser)).toBeNull();
    expect(await ctx.db.account.count({ where: { userId: squatter.id, providerId: "google" } })).toBe(0);
  });

  it("a second sign-in with the same GitHub account finds the same user", async () => {
    provider.setProfile("github", { id: 777, email: "again@example.test", name: "Again", emailVerified: true });
    const first = new Browser();
    await signInWith(first, "github");
    const second = new Browser();
    await signInWith(second, "github");
    expect((await accountOf(second))?.id).toBe((await accountOf(first))?.id);
    expect(await ctx.db.user.count({ where: { email: "again@example.test" } })).toBe(1);
  });

  it("a failed code exchange lands on the error callback, signed out", async () => {
    provider.setProfile("github", { id: 9001, email: "fails@example.test", name: "Fails", emailVerified: true });
    provider.failNextTokenExchange();
    const browser = new Browser();
    const landing = await signInWith(browser, "github");
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("oauth")).toBe("failed");
    expect(landing.searchParams.get("error")).toBeTruthy();
    expect(await accountOf(browser)).toBeNull();
    expect(await ctx.db.user.count({ where: { email: "fails@example.test" } })).toBe(0);
  });

  it("a callback with a forged state is refused", async () => {
    const browser = new Browser();
    const response = await ctx.app.inject({
      url: "/api/auth/callback/github?code=whatever&state=forged",
      headers: { cookie: browser.cookieHeader },
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain("error=");
    expect(response.headers["set-cookie"] ?? "").not.toContain("session_token=");
  });
});
