import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildPlans } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { multipartBody } from "../testing/generation-helpers.ts";
import { createTestUser, TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";

/** Finding 7 (no origin check on mutations), 8 (no security headers) and source maps. */
const ctx = useTestApp({ generation: { work: false } });

const EVIL = "http://localhost:3001"; // a page on another port of the same host

describe("requests that change data must come from a trusted page", () => {
  it("cookie-carrying mutations from another origin answer 403 and change nothing", async () => {
    const user = await createTestUser(ctx.app);
    const attempts = [
      { method: "POST" as const, url: "/trpc/groups.create", headers: { "content-type": "application/json" }, payload: '{"title":"CSRF"}' },
      { method: "POST" as const, url: "/api/notes/add_group", headers: {}, payload: undefined },
      {
        method: "POST" as const,
        url: "/api/notes/add_group",
        headers: { "content-type": "application/json" },
        payload: '{"title":"CSRF"}',
      },
      {
        method: "POST" as const,
        url: "/api/generation/jobs",
        ...multipartBody({ groupId: "x", types: "qna" }, { name: "a.txt", bytes: Buffer.from("hi") }),
      },
    ];
    for (const attempt of attempts) {
      for (const origin of [{ origin: EVIL }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }]) {
        const response = await ctx.app.inject({ ...attempt, headers: { ...attempt.headers, cookie: user.cookie, ...origin } });
        expect(response.statusCode, `${attempt.url} ${JSON.stringify(origin)}`).toBe(403);
        expect(response.json()).toEqual({
          error: "This request came from a page on another site, so it was refused. Use Mnemo from its own address.",
          code: "FORBIDDEN",
        });
      }
    }
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the app's own pages, same-origin requests and programs without a browser still work", async () => {
    const user = await createTestUser(ctx.app);
    const create = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/notes/add_group",
        headers: { "content-type": "application/json", ...headers },
        payload: '{"title":"Mine"}',
      });
    expect((await create({ cookie: user.cookie, origin: TEST_BASE_URL })).statusCode).toBe(200);
    expect((await create({ cookie: user.cookie, origin: "http://localhost:80", host: "localhost" })).statusCode).toBe(200);
    expect((await create({ cookie: user.cookie, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await create(user.headers)).statusCode).toBe(200);
    // Reading is not affected.
    expect((await ctx.app.inject({ url: "/api/notes/groups", headers: { cookie: user.cookie, origin: EVIL } })).statusCode).toBe(200);
  });

  it("REST mutations take a JSON body: body-less or form-encoded posts answer 415", async () => {
    const user = await createTestUser(ctx.app);
    for (const headers of [{}, { "content-type": "application/x-www-form-urlencoded" }, { "content-type": "text/plain" }]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/notes/add_group",
        headers: { ...user.headers, ...headers },
        payload: headers["content-type"] ? "title=x" : undefined,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(415);
      expect(response.json()).toEqual({ error: "Send a JSON body with Content-Type: application/json.", code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(0);
  });

  it("sign-in from another origin is refused too", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: EVIL },
      payload: { email: "someone@example.test", password: "whatever passphrase" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("security headers", () => {
  it("every answer carries a CSP without inline scripts, frame-ancestors 'none', nosniff and a referrer policy; no HSTS on http", async () => {
    for (const url of ["/healthz", "/api/notes/groups", "/trpc/plans.list", "/nope"]) {
      const response = await ctx.app.inject({ url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("HSTS on https, configured analytics allowed, and source maps served only when asked for", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "mnemo-web-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(path.join(root, "index.html"), "<!doctype html><div id=root></div>");
    await writeFile(path.join(root, "assets", "main.js"), "console.log(1)");
    await writeFile(path.join(root, "assets", "main.js.map"), "{}");
    const make = (serveSourceMaps: boolean) =>
      buildApp({
        services: { db: ctx.db, auth: ctx.auth, plans: buildPlans() },
        serveWeb: true,
        webRoot: root,
        serveSourceMaps,
        security: { hsts: true, analytics: { googleAnalytics: true, sentry: true } },
      });
    const app = await make(false);
    const withMaps = await make(true);
    try {
      const page = await app.inject({ url: "/decks" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(page.headers["content-security-policy"]).toContain(
        "script-src 'self' https://www.googletagmanager.com https://js.sentry-cdn.com",
      );
      expect((await app.inject({ url: "/assets/main.js" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/assets/main.js.map" })).statusCode).toBe(404);
      expect((await withMaps.inject({ url: "/assets/main.js.map" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await withMaps.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
