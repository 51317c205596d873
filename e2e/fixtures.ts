import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export type Account = { email: string; password: string };

type Options = {
  /** Fail the test when the page throws an uncaught error (default true); a spec that provokes one turns it off. */
  failOnPageError: boolean;
};

/** Anything not served by the app under test. */
const isOffSite = (url: URL) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost";

/**
 * Every spec imports `test` and `expect` from here. Besides Playwright's own
 * fixtures it answers requests to other sites with empty responses (a spec
 * can answer them itself with `page.route`, which takes precedence; there is
 * no network here, and no test may depend on one) and fails a test whose page threw
 * an uncaught error, which a visible check alone could miss.
 */
const test = base.extend<Options & { pageErrorGuard: void }>({
  failOnPageError: [true, { option: true }],
  context: async ({ context }, use) => {
    // Answered empty rather than aborted: a blocked or failed load logs a console error in the page.
    await context.route(isOffSite, (route) => {
      const type = route.request().resourceType();
      if (type === "script") return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      if (type === "stylesheet") return route.fulfill({ status: 200, contentType: "text/css", body: "" });
      return route.fulfill({ status: 204 });
    });
    await use(context);
  },
  pageErrorGuard: [
    async ({ page, failOnPageError }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
      await use();
      if (failOnPageError) expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Creates a new account through the real sign-up endpoint with the page's own
 * request context, so the session cookie lands in the page's browser context:
 * the page is signed in from its next navigation on.
 */
async function signUp(page: Page, overrides: Partial<Account> & { name?: string } = {}): Promise<Account> {
  const email = overrides.email ?? `e2e-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.test`;
  const password = overrides.password ?? `pw-${randomBytes(8).toString("hex")}`;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("signUp needs use.baseURL (playwright.config.ts sets it)");
  const response = await page.request.post("/api/auth/sign-up/email", {
    // better-auth checks the Origin of state-changing requests against its trusted origins.
    headers: { origin: new URL(baseURL).origin },
    data: { email, password, name: overrides.name ?? "E2E Tester" },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password };
}

export { test, expect, signUp };
