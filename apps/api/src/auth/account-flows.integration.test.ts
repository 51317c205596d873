import type { TAccount } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../testing/test-app.ts";

const ctx = useTestApp();
const origin = { origin: TEST_BASE_URL };

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "POST", url, headers: { ...origin, ...headers }, payload });
}

/** The session cookie a response set, as a Cookie header value. */
function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const setCookie = response.headers["set-cookie"];
  return (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? "")]).map((cookie: string) => cookie.split(";")[0]).join("; ");
}

async function signIn(email: string, password: string) {
  return post("/api/auth/sign-in/email", { email, password });
}

async function account(headers: Record<string, string>): Promise<{ status: number; account?: TAccount }> {
  const response = await ctx.app.inject({ url: "/trpc/account.get", headers });
  if (response.statusCode !== 200) return { status: response.statusCode };
  return { status: 200, account: response.json<{ result: { data: TAccount } }>().result.data };
}

/** The reset link from the newest captured email to `to`. */
function lastResetLink(to: string): string {
  const mail = ctx.mailLog.filter((entry) => entry.to === to).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link was sent to ${to}`);
  return link;
}

describe("weak passwords", () => {
  it("are refused at sign-up with every reason, and nothing is created", async () => {
    const email = `weak-${Date.now()}@example.test`;
    const response = await post("/api/auth/sign-up/email", { email, password: "password1", name: "W" });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; reasons: string[] }>();
    expect(body.code).toBe("WEAK_PASSWORD");
    expect(body.reasons).toEqual(["It is one of the most common passwords; pick something less guessable."]);
    expect(body.message).toContain("Choose a stronger password.");
    expect(await ctx.db.user.count({ where: { email } })).toBe(0);

    const short = await post("/api/auth/sign-up/email", { email, password: "abc", name: "W" });
    expect(short.json<{ reasons: string[] }>().reasons).toEqual(["Use at least 8 characters."]);
    const ownEmail = await post("/api/auth/sign-up/email", { email: "marguerite@example.test", password: "marguerite-rocks", name: "M" });
    expect(ownEmail.json<{ reasons: string[] }>().reasons).toEqual(["It contains your email address."]);
  });
});

describe("the account", () => {
  it("lists a password user's identity as 'email', which allows a password change", async () => {
    const user = await createTestUser(ctx.app);
    const { account: data } = await account(user.headers);
    expect(data).toMatchObject({ id: user.id, email: user.email, canChangePassword: true });
    expect(data!.identities.map((identity) => identity.provider)).toEqual(["email"]);
    expect(await account({})).toEqual({ status: 401 });
  });

  it("offers no password change to a user who only signs in with an OAuth provider", async () => {
    const user = await createTestUser(ctx.app);
    await ctx.db.account.updateMany({ where: { userId: user.id }, data: { providerId: "github", password: null } });
    const { account: data } = await account(user.headers);
    expect(data).toMatchObject({ canChangePassword: false, identities: [{ provider: "github" }] });
    const change = await post(
      "/api/auth/change-password",
      { currentPassword: "correct horse battery", newPassword: "a new long passphrase" },
      user.headers,
    );
    expect(change.statusCode).toBeGreaterThanOrEqual(400);
    expect(change.statusCode).toBeLessThan(500);
  });
});

describe("changing the password", () => {
  it("needs the current password, refuses weak ones, and signs out the user's other sessions", async () => {
    const user = await createTestUser(ctx.app, { password: "first long passphrase" });
    const other = await signIn(user.email, "first long passphrase");
    const otherCookie = cookieFrom(other);
    expect((await account({ cookie: otherCookie })).status).toBe(200);

    const wrong = await post(
      "/api/auth/change-password",
      { currentPassword: "not it at all", newPassword: "second long passphrase" },
      user.headers,
    );
    expect(wrong.statusCode).toBe(400);
    const weak = await post(
      "/api/auth/change-password",
      { currentPassword: "first long passphrase", newPassword: "12345678" },
      user.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ code: string }>().code).toBe("WEAK_PASSWORD");

    const changed = await post(
      "/api/auth/change-password",
      { currentPassword: "first long passphrase", newPassword: "second long passphrase", revokeOtherSessions: true },
      { ...user.headers, "x-mnemo-bearer": "true" },
    );
    expect(changed.statusCode).toBe(200);
    const newToken = changed.headers["set-auth-token"];
    expect(typeof newToken).toBe("string");
    // The other device is signed out; this one carries on with the new session.
    expect((await account({ cookie: otherCookie })).status).toBe(401);
    expect((await account({ authorization: `Bearer ${String(newToken)}` })).status).toBe(200);
    expect((await signIn(user.email, "first long passphrase")).statusCode).toBe(401);
    expect((await signIn(user.email, "second long passphrase")).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  const redirectTo = "/auth/reset-password/change";

  it("answers the same whether or not the email exists, and only a real account gets an email", async () => {
    const user = await createTestUser(ctx.app);
    const before = ctx.mailLog.length;
    const known = await post("/api/auth/request-password-reset", { email: user.email, redirectTo });
    const unknown = await post("/api/auth/request-password-reset", { email: `nobody-${Date.now()}@example.test`, redirectTo });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await ctx.mailer.flush();
    expect(ctx.mailLog.slice(before).map((mail) => mail.to)).toEqual([user.email]);
    expect(ctx.mailLog.at(-1)!.subject).toBe("Reset your Mnemo password");
  });

  it("sets a new password from the emailed link, once, and signs every device out", async () => {
    const user: TestUser = await createTestUser(ctx.app, { password: "forgotten passphrase" });
    await post("/api/auth/request-password-reset", { email: user.email, redirectTo });
    const link = new URL(lastResetLink(user.email));
    expect(link.origin).toBe(TEST_BASE_URL);

    // The link checks the token and sends the browser to the web app's change step.
    const landing = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), TEST_BASE_URL);
    expect(target.pathname).toBe(redirectTo);
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const weak = await post("/api/auth/reset-password", { token, newPassword: "aaaaaaaa" });
    expect(weak.json<{ code: string }>().code).toBe("WEAK_PASSWORD");
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(false);
    const reset = await post("/api/auth/reset-password", { token, newPassword: "remembered passphrase" });
    expect(reset.statusCode).toBe(200);
    // The link reached their inbox: the address is now proven.
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true);

    expect((await account(user.headers)).status).toBe(401);
    expect((await signIn(user.email, "forgotten passphrase")).statusCode).toBe(401);
    expect((await signIn(user.email, "remembered passphrase")).statusCode).toBe(200);

    const again = await post("/api/auth/reset-password", { token, newPassword: "a third passphrase" });
    expect(again.statusCode).toBe(400);
    const stale = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(new URL(String(stale.headers.location), TEST_BASE_URL).searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});

describe("sign-out", () => {
  it("revokes the session on the server, not just the cookie", async () => {
    const user = await createTestUser(ctx.app);
    expect((await account(user.headers)).status).toBe(200);
    const out = await post("/api/auth/sign-out", {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    expect(await ctx.db.session.count({ where: { userId: user.id } })).toBe(0);
    // The same token, replayed, no longer works.
    expect((await account(user.headers)).status).toBe(401);
    expect((await account({ cookie: user.cookie })).status).toBe(401);
  });
});

describe("sign-in", () => {
  it("says the same for an unknown email and a wrong password", async () => {
    const user = await createTestUser(ctx.app);
    const wrongPassword = await signIn(user.email, "not the password");
    const unknownEmail = await signIn(`nobody-${Date.now()}@example.test`, "not the password");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json<{ message: string }>().message).toBe(wrongPassword.json<{ message: string }>().message);
  });
});

describe("sign-up with an email that already has an account (docs/security.md, Known gaps)", () => {
  // Documented, not closed: answering alike would mean confirming the email before the first sign-in.
  it("answers 422 'User already exists', whatever the case, and changes nothing of the account", async () => {
    const user = await createTestUser(ctx.app, { password: "the owner's passphrase" });
    for (const email of [user.email, user.email.toUpperCase()]) {
      const response = await post("/api/auth/sign-up/email", { email, password: "an intruder's passphrase", name: "Someone" });
      expect(response.statusCode, email).toBe(422);
      expect(response.json(), email).toEqual({
        message: "User already exists. Use another email.",
        code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      });
      expect(response.headers["set-cookie"], email).toBeUndefined();
    }
    expect(await ctx.db.user.count({ where: { email: user.email } })).toBe(1);
    expect((await signIn(user.email, "an intruder's passphrase")).statusCode).toBe(401);
    expect((await signIn(user.email, "the owner's passphrase")).statusCode).toBe(200);
    // A new address signs up as usual: the difference is what the docs say it is.
    const fresh = await post("/api/auth/sign-up/email", {
      email: `new-${Date.now()}@example.test`,
      password: "a brand new passphrase",
      name: "New",
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe("GET /api/auth-config", () => {
  it("tells the browser it signs in here, with no OAuth providers unless configured", async () => {
    const response = await ctx.app.inject({ url: "/api/auth-config" });
    expect(response.json()).toEqual({ mode: "local", providers: [], canSendEmail: false });
  });
});
