import { supabaseAuthCookieName, supabaseProjectRef, supabaseSessionCookieToken, WEAK_PASSWORD_MESSAGE } from "@mnemo/api-contract";
import { jwtVerify } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorMessage, NETWORK_ERROR_MESSAGE } from "../../error-info.ts";
import { RESET_PASSWORD_CHANGE_PATH } from "../auth-client.ts";
import { watchAuthEvents } from "./auth-events.ts";
import { createCookieStorage, type CookieJar } from "./cookie-storage.ts";
import { completeHashSignIn } from "./hash-sign-in.ts";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "./testing/fake-supabase-auth.ts";
import { createSupabaseAuthClient, type SupabaseAuthClient } from "./supabase-auth-client.ts";

const ORIGIN = "http://localhost:5173";
let fake: FakeSupabaseAuth;
let cookieName: string;
const clients: SupabaseAuthClient[] = [];

beforeAll(async () => {
  fake = await startFakeSupabaseAuth();
  cookieName = supabaseAuthCookieName(supabaseProjectRef(fake.url));
});
afterEach(async () => {
  // The real client's auto-refresh timers (unref'd, but stopped anyway) and event subscribers.
  await Promise.all(clients.splice(0).map((client) => client.auth.dispose()));
  fake.settings.autoconfirm = true;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => fake?.close());

function memoryJar() {
  const cookies = new Map<string, string>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies, header: () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ") };
}

function newClient(memory = memoryJar()) {
  const log = vi.fn();
  const client = createSupabaseAuthClient(
    { mode: "supabase", supabaseUrl: fake.url, supabaseAnonKey: fake.anonKey },
    { jar: memory.jar, origin: ORIGIN, log },
  );
  clients.push(client);
  return { client, log, ...memory, serverToken: () => supabaseSessionCookieToken(memory.header(), supabaseProjectRef(fake.url)) };
}

let emails = 0;
function newUser(overrides: { name?: string; password?: string } = {}) {
  return fake.addUser({ email: `person-${++emails}-${Date.now()}@example.test`, password: "correct horse battery", ...overrides });
}

const verify = (token: string) =>
  jwtVerify(token, new TextEncoder().encode(fake.jwtSecret), { issuer: fake.issuer, audience: "authenticated" });

const requestsTo = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === path);

describe("sign-in and the session cookies", () => {
  it("signs in, and the cookies hold a token the API's reader finds and that verifies", async () => {
    const user = newUser({ name: "Ada Lovelace" });
    const { client, serverToken, cookies } = newClient();
    await client.signIn({ email: ` ${user.email} `, password: user.password });

    expect([...cookies.keys()]).toEqual([cookieName]);
    const token = serverToken();
    expect(token).toBeDefined();
    expect((await verify(token!)).payload.sub).toBe(user.id);
    await expect(client.getSession()).resolves.toEqual({ user: { id: user.id, email: user.email, name: "Ada Lovelace" } });
  });

  it("refreshes an expired access token transparently when the next page load reads the session", async () => {
    const user = newUser();
    const memory = memoryJar();
    const expired = await fake.issueSession(user, { expiresInSeconds: -60 });
    createCookieStorage({ jar: memory.jar, sessionKey: cookieName, log: () => {} }).setItem(cookieName, JSON.stringify(expired));
    const refreshesBefore = requestsTo("POST", "/auth/v1/token").filter(
      (request) => request.query.get("grant_type") === "refresh_token",
    ).length;

    const { client, serverToken } = newClient(memory);
    await expect(client.getSession()).resolves.toMatchObject({ user: { id: user.id, name: user.email.split("@")[0] } });

    const refreshes = requestsTo("POST", "/auth/v1/token").filter((request) => request.query.get("grant_type") === "refresh_token");
    expect(refreshes.length).toBe(refreshesBefore + 1);
    expect(refreshes.at(-1)!.body).toEqual({ refresh_token: expired.refresh_token });
    const token = serverToken()!;
    expect(token).not.toBe(expired.access_token);
    expect((await verify(token)).payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("treats a session Supabase no longer honours as signed out", async () => {
    const user = newUser();
    const memory = memoryJar();
    const revoked = await fake.issueSession(user, { expiresInSeconds: -60 });
    for (const session of fake.liveSessions(user.id)) session.revoked = true;
    createCookieStorage({ jar: memory.jar, sessionKey: cookieName, log: () => {} }).setItem(cookieName, JSON.stringify(revoked));
    const { client, cookies } = newClient(memory);
    await expect(client.getSession()).resolves.toBeNull();
    expect(cookies.size).toBe(0);
  });

  it("treats a broken cookie as no session: logged and removed, never handed to supabase-js", async () => {
    const memory = memoryJar();
    memory.jar.set(`${cookieName}.0`, 'base64-{"access_token":"x"}', { maxAgeSeconds: 60 });
    const { client, log, cookies } = newClient(memory);
    await expect(client.getSession()).resolves.toBeNull();
    expect(cookies.size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("does not hold a valid value"));
  });

  it("gives the same message for a wrong password and an unknown email", async () => {
    const user = newUser();
    const { client, cookies } = newClient();
    const wrongPassword = await client.signIn({ email: user.email, password: "nope-nope-nope" }).catch((error: unknown) => error);
    const unknownEmail = await client.signIn({ email: "nobody@example.test", password: "nope-nope-nope" }).catch((error: unknown) => error);
    for (const error of [wrongPassword, unknownEmail]) {
      expect(error).toMatchObject({ name: "HttpError", status: 400, code: "INVALID_CREDENTIALS", message: "Incorrect email or password." });
      expect(errorMessage(error)).toBe("Incorrect email or password.");
    }
    expect(cookies.size).toBe(0);
  });

  it("says so when too many attempts were made (429)", async () => {
    fake.failNext("POST /auth/v1/token", 429, { code: "over_request_rate_limit", message: "Request rate limit reached" });
    const error = await newClient()
      .client.signIn({ email: "a@example.test", password: "whatever-long" })
      .catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("Too many attempts. Try again in a few minutes.");
  });

  it("names the sign-in service when it is down (502/503/504), not the user's connection", async () => {
    for (const status of [502, 503, 504]) {
      fake.failNext("POST /auth/v1/token", status, "<html><body>Bad gateway</body></html>");
      const error = await newClient()
        .client.signIn({ email: "a@example.test", password: "whatever-long" })
        .catch((caught: unknown) => caught);
      expect(errorMessage(error)).toBe(`The sign-in service is unavailable right now (HTTP ${status}). Try again in a moment.`);
    }
  });

  it("reads as a network failure when Supabase does not answer at all", async () => {
    // supabase-js console.errors the fetch failure itself.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createSupabaseAuthClient(
      { mode: "supabase", supabaseUrl: fake.url, supabaseAnonKey: fake.anonKey },
      { jar: memoryJar().jar, origin: ORIGIN, fetch: () => Promise.reject(new TypeError("fetch failed")) },
    );
    clients.push(client);
    const error = await client.signIn({ email: "a@example.test", password: "whatever-long" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("signs out locally: Supabase revokes this session and the cookies go, even when Supabase is unreachable", async () => {
    const user = newUser();
    const { client, cookies } = newClient();
    await client.signIn({ email: user.email, password: user.password });
    await client.signOut();
    expect(requestsTo("POST", "/auth/v1/logout").at(-1)!.query.get("scope")).toBe("local");
    expect(fake.liveSessions(user.id)).toHaveLength(0);
    expect(cookies.size).toBe(0);

    const second = newClient();
    await second.client.signIn({ email: user.email, password: user.password });
    fake.failNext("POST /auth/v1/logout", 503, "unavailable");
    await second.client.signOut();
    expect(second.cookies.size).toBe(0);
    expect(second.log).toHaveBeenCalledWith(expect.stringContaining("sign-out failed"), expect.any(String));
  });
});

describe("sign-up", () => {
  it("signs in at once when the project does not ask for email confirmation", async () => {
    const email = `new-${Date.now()}@example.test`;
    const { client, serverToken } = newClient();
    await expect(client.signUp({ email, password: "a long passphrase", name: " Grace " })).resolves.toEqual({ signedIn: true });
    expect(serverToken()).toBeDefined();
    await expect(client.getSession()).resolves.toMatchObject({ user: { email, name: "Grace" } });
    const request = requestsTo("POST", "/auth/v1/signup").at(-1)!;
    expect(request.body).toMatchObject({ email, data: { full_name: "Grace" } });
    expect(request.query.get("redirect_to")).toBe(`${ORIGIN}/`);
  });

  it("asks to confirm the email when the project requires it, for a new and a taken email alike", async () => {
    fake.settings.autoconfirm = false;
    const taken = newUser();
    for (const email of [`confirm-${Date.now()}@example.test`, taken.email]) {
      const { client, cookies } = newClient();
      await expect(client.signUp({ email, password: "a long passphrase" })).resolves.toEqual({ signedIn: false, confirmEmail: true });
      expect(cookies.size).toBe(0);
    }
  });

  it("explains a weak password with Supabase's reasons", async () => {
    const error = await newClient()
      .client.signUp({ email: `weak-${Date.now()}@example.test`, password: "abc" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: "WEAK_PASSWORD", reasons: ["Use at least 6 characters."] });
    expect(errorMessage(error)).toBe(`${WEAK_PASSWORD_MESSAGE} Use at least 6 characters.`);
  });
});

describe("passwords", () => {
  it("changes the password only with the right current one, and signs out the other sessions", async () => {
    const user = newUser();
    const here = newClient();
    const elsewhere = newClient();
    await here.client.signIn({ email: user.email, password: user.password });
    await elsewhere.client.signIn({ email: user.email, password: user.password });

    const wrong = await here.client
      .changePassword({ currentPassword: "not my password", newPassword: "a brand new passphrase" })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: "INVALID_PASSWORD", message: "Your current password is incorrect." });
    expect(user.password).toBe("correct horse battery");
    expect(requestsTo("PUT", "/auth/v1/user")).toHaveLength(0);

    await here.client.changePassword({ currentPassword: user.password, newPassword: "a brand new passphrase" });
    expect(user.password).toBe("a brand new passphrase");
    expect(requestsTo("POST", "/auth/v1/logout").at(-1)!.query.get("scope")).toBe("others");
    const live = fake.liveSessions(user.id);
    expect(live).toHaveLength(1);
    // This device stays signed in, on the session the check created.
    const token = here.serverToken()!;
    expect((await verify(token)).payload.session_id).toBe(live[0]!.id);
    await expect(here.client.getSession()).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("requests a reset with the change page as the redirect, the same way for unknown emails", async () => {
    const { client } = newClient();
    await client.requestPasswordReset(" someone@example.test ");
    await client.requestPasswordReset("nobody-at-all@example.test");
    const request = requestsTo("POST", "/auth/v1/recover").at(-2)!;
    expect(request.body).toMatchObject({ email: "someone@example.test" });
    expect(request.query.get("redirect_to")).toBe(`${ORIGIN}${RESET_PASSWORD_CHANGE_PATH}`);

    fake.failNext("POST /auth/v1/recover", 429, { code: "over_email_send_rate_limit", message: "email rate limit exceeded" });
    await expect(client.requestPasswordReset("someone@example.test")).rejects.toThrow("Too many attempts. Try again in a few minutes.");
  });

  it("sets the new password on the recovery session, and explains an expired link when there is none", async () => {
    const user = newUser();
    const { client } = newClient();
    await expect(client.resetPassword({ token: null, newPassword: "another passphrase" })).rejects.toMatchObject({
      code: "INVALID_TOKEN",
      message: "This reset link is invalid or has expired. Ask for a new one.",
    });

    const recovery = await fake.issueSession(user);
    await client.setSession({ access_token: recovery.access_token, refresh_token: recovery.refresh_token });
    await client.resetPassword({ token: null, newPassword: "another passphrase" });
    expect(user.password).toBe("another passphrase");
  });
});

describe("tokens from the OAuth hash", () => {
  it("stores a session Supabase accepts in the cookies", async () => {
    const user = newUser();
    const issued = await fake.issueSession(user);
    const { client, serverToken } = newClient();
    await client.setSession({ access_token: issued.access_token, refresh_token: issued.refresh_token });
    expect(serverToken()).toBe(issued.access_token);
    expect(requestsTo("GET", "/auth/v1/user").at(-1)!.headers.authorization).toBe(`Bearer ${issued.access_token}`);
  });

  it("completes a hash sign-in end to end: URL stripped, cookies set, subscription fetched with the new token, reload", async () => {
    const user = newUser();
    const issued = await fake.issueSession(user);
    const { client, serverToken } = newClient();
    const replaceUrl = vi.fn();
    const reload = vi.fn();
    const fetchSubscription = vi.fn(async (accessToken: string) => {
      // By the time the API is asked, the cookie already carries the same session.
      expect(serverToken()).toBe(accessToken);
      return "subscription";
    });
    const hash = `#access_token=${issued.access_token}&expires_in=3600&refresh_token=${issued.refresh_token}&token_type=bearer`;
    const outcome = await completeHashSignIn({
      mode: "supabase",
      location: { pathname: "/auth/oauth", search: "?redirect=%2F", hash },
      setSession: (tokens) => client.setSession(tokens),
      fetchSubscription,
      reload,
      replaceUrl,
      log: vi.fn(),
    });
    expect(outcome).toEqual({ kind: "signed-in", subscription: "subscription" });
    expect(replaceUrl).toHaveBeenCalledWith("/auth/oauth?redirect=%2F");
    expect(fetchSubscription).toHaveBeenCalledWith(issued.access_token);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("refuses tokens Supabase does not accept, writing no cookie", async () => {
    const { client, cookies } = newClient();
    await expect(client.setSession({ access_token: "not.a.jwt", refresh_token: "nope" })).rejects.toThrow();
    const user = newUser();
    const issued = await fake.issueSession(user);
    for (const session of fake.liveSessions(user.id)) session.revoked = true;
    await expect(client.setSession({ access_token: issued.access_token, refresh_token: issued.refresh_token })).rejects.toThrow(
      "This sign-in link is invalid or has expired. Sign in again.",
    );
    expect(cookies.size).toBe(0);
  });
});

describe("OAuth", () => {
  it("offers the providers Supabase has turned on, and none when it cannot say", async () => {
    const { client, log } = newClient();
    await expect(client.oauthProviders()).resolves.toEqual(["github"]);
    expect(requestsTo("GET", "/auth/v1/settings").at(-1)!.headers.apikey).toBe(fake.anonKey);
    fake.failNext("GET /auth/v1/settings", 500, { message: "boom" });
    await expect(client.oauthProviders()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it("leaves for Supabase's authorize URL, coming back to /auth/oauth with the redirect", async () => {
    const { client } = newClient();
    const assign = vi.fn();
    // supabase-js navigates only in browsers.
    vi.stubGlobal("window", { location: { assign } });
    vi.stubGlobal("document", {});
    await client.signInWithOAuth("github", "/study?deck=1");
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe(`${fake.url}/auth/v1/authorize`);
    expect(target.searchParams.get("provider")).toBe("github");
    expect(target.searchParams.get("redirect_to")).toBe(`${ORIGIN}/auth/oauth?redirect=${encodeURIComponent("/study?deck=1")}`);
  });
});

describe("auth events from the real client", () => {
  it("reports the initial session's user and refreshes the subscription when asked", async () => {
    const user = newUser({ name: "Initial" });
    const memory = memoryJar();
    const first = newClient(memory);
    await first.client.signIn({ email: user.email, password: user.password });

    for (const refreshSubscriptionOnInitialSession of [true, false]) {
      const { client } = newClient(memory);
      const onUser = vi.fn();
      const onRefreshSubscription = vi.fn();
      const stop = watchAuthEvents(client.auth, { onUser, onRefreshSubscription, refreshSubscriptionOnInitialSession, log: vi.fn() });
      await vi.waitFor(() => expect(onUser).toHaveBeenCalledWith({ id: user.id, email: user.email, name: "Initial" }));
      expect(onRefreshSubscription).toHaveBeenCalledTimes(refreshSubscriptionOnInitialSession ? 1 : 0);
      stop();
    }
  });

  it("logs the sign-out", async () => {
    const user = newUser();
    const { client } = newClient();
    await client.signIn({ email: user.email, password: user.password });
    const log = vi.fn();
    const onUser = vi.fn();
    const stop = watchAuthEvents(client.auth, { onUser, onRefreshSubscription: vi.fn(), refreshSubscriptionOnInitialSession: false, log });
    await vi.waitFor(() => expect(onUser).toHaveBeenCalledOnce());
    await client.signOut();
    expect(log).toHaveBeenCalledWith("Signed out of Supabase.");
    expect(onUser).toHaveBeenCalledOnce();
    stop();
  });
});
