import { buildPlans } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { createPasswordResetLink } from "../features/account/create-password-reset-link.ts";
import { createAuthSetup } from "../runtime/auth-setup.ts";
import { createTestUser, TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";

/**
 * A server without SMTP_URL cannot email reset links (they only reach its log):
 * it says so to the browser, and its operator makes the link with
 * `pnpm admin reset-password <email>` (createPasswordResetLink).
 */
const ctx = useTestApp();
const silent = { info() {}, warn() {}, debug() {}, error() {} };

async function authConfig(app: { inject: typeof ctx.app.inject }) {
  return (await app.inject({ url: "/api/auth-config" })).json<Record<string, unknown>>();
}

describe("GET /api/auth-config", () => {
  it("says email cannot be sent when SMTP_URL is not set", async () => {
    expect(await authConfig(ctx.app)).toEqual({ mode: "local", providers: [], canSendEmail: false });
  });

  it("says email can be sent when the server is started with SMTP_URL", async () => {
    const env = readEnv({ SMTP_URL: "smtp://mailer.invalid:2525", BETTER_AUTH_SECRET: "s".repeat(40) });
    const db = createDb({ databaseUrl: ctx.database.url, poolSize: 1 });
    const { trustedOrigins: _origins, ...accounts } = createAuthSetup(env, db, { baseUrl: TEST_BASE_URL, log: silent });
    const app = await buildApp({ services: { db, ...accounts, plans: buildPlans() } });
    try {
      expect(await authConfig(app)).toEqual({ mode: "local", providers: [], canSendEmail: true });
    } finally {
      await app.close();
      await db.$disconnect();
    }
  });
});

describe("pnpm admin reset-password", () => {
  const deps = () => ({ db: ctx.db, secret: "test-secret-that-is-long-enough-for-better-auth", baseUrl: TEST_BASE_URL });
  const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, headers: { origin: TEST_BASE_URL }, payload });

  it("makes a link on the server's address that sets a new password once, without any email", async () => {
    const user = await createTestUser(ctx.app, { password: "forgotten passphrase" });
    const mailsBefore = ctx.mailLog.length;
    const link = await createPasswordResetLink({ email: ` ${user.email.toUpperCase()} ` }, deps());
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_BASE_URL);
    expect(ctx.mailLog.length, "nothing reaches the server's mailer").toBe(mailsBefore);

    const landing = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), TEST_BASE_URL);
    expect(target.pathname).toBe("/auth/reset-password/change");
    const token = target.searchParams.get("token")!;
    expect((await post("/api/auth/reset-password", { token, newPassword: "a remembered passphrase" })).statusCode).toBe(200);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: "forgotten passphrase" })).statusCode).toBe(401);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: "a remembered passphrase" })).statusCode).toBe(200);
    expect((await post("/api/auth/reset-password", { token, newPassword: "yet another passphrase" })).statusCode).toBe(400);
  });

  it("makes nothing for an email no account uses", async () => {
    expect(await createPasswordResetLink({ email: `nobody-${Date.now()}@example.test` }, deps())).toBeNull();
  });
});
