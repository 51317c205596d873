import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { createTestUser, useTestApp } from "../testing/test-app.ts";
import { createSessionResolver, toHeaders } from "./session-user.ts";

const ctx = useTestApp();

/** What better-auth itself says about these headers: the reference our fast path must match. */
async function betterAuthUserId(headers: IncomingHttpHeaders): Promise<string | null> {
  const session = await ctx.auth.api.getSession({ headers: toHeaders(headers) });
  return session?.user.id ?? null;
}

describe("the lean session check", () => {
  it("agrees with better-auth's getSession on valid, raw, tampered and foreign credentials", async () => {
    const resolve = createSessionResolver(ctx.auth, ctx.db);
    const user = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const signed = user.headers.authorization.slice("Bearer ".length);
    const rawToken = decodeURIComponent(signed).split(".")[0]!;
    const cookieName = (await ctx.auth.$context).authCookies.sessionToken.name;
    const cases: Record<string, IncomingHttpHeaders> = {
      "bearer (signed)": user.headers,
      "bearer (URL-decoded signature)": { authorization: `Bearer ${decodeURIComponent(signed)}` },
      "bearer (raw token)": { authorization: `Bearer ${rawToken}` },
      "bearer with a forged signature": { authorization: `Bearer ${rawToken}.${"A".repeat(43)}=` },
      "bearer of an unknown token": { authorization: "Bearer nope" },
      "lower-case scheme": { authorization: `bearer ${signed}` },
      "basic auth": { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` },
      cookie: { cookie: user.cookie },
      "cookie with a raw (unsigned) token": { cookie: `${cookieName}=${rawToken}` },
      "cookie with a tampered signature": { cookie: `${cookieName}=${encodeURIComponent(`${rawToken}.${"B".repeat(43)}=`)}` },
      "forged bearer, valid cookie": { authorization: "Bearer nope.bad", cookie: other.cookie },
      "valid bearer, other user's cookie": { ...user.headers, cookie: other.cookie },
      nothing: {},
    };
    for (const [name, headers] of Object.entries(cases)) {
      const ours = (await resolve(headers))?.id ?? null;
      expect(ours, name).toBe(await betterAuthUserId(headers));
    }
    expect((await resolve(user.headers))?.email).toBe(user.email);
  });

  it("refuses an expired session and a deleted (signed-out) one", async () => {
    const resolve = createSessionResolver(ctx.auth, ctx.db);
    const expired = await createTestUser(ctx.app);
    await ctx.db.session.updateMany({ where: { userId: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolve(expired.headers)).toBeNull();
    const gone = await createTestUser(ctx.app);
    await ctx.db.session.deleteMany({ where: { userId: gone.id } });
    expect(await resolve(gone.headers)).toBeNull();
  });

  it("lets better-auth slide the expiry of a session that is due for refresh", async () => {
    const resolve = createSessionResolver(ctx.auth, ctx.db);
    const user = await createTestUser(ctx.app);
    // Created two days ago: past the one-day update age, so its expiry should move forward.
    const dueExpiry = new Date(Date.now() + 398 * 24 * 3600 * 1000);
    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: dueExpiry } });
    expect((await resolve(user.headers))?.id).toBe(user.id);
    const [session] = await ctx.db.session.findMany({ where: { userId: user.id }, select: { expiresAt: true } });
    expect(session!.expiresAt.getTime()).toBeGreaterThan(dueExpiry.getTime() + 24 * 3600 * 1000);
  });
});
