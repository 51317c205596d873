import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The product's resilience rules (docs/product.md, "Keeping the page alive") in a real browser on the production build:
 * a page chunk that fails to load reloads the page at most once per 10 seconds
 * per path (then the error screen), and a periodic check of the deployed
 * build's manifest offers a reload when a new version is out; the console
 * stays quiet.
 */

/** The about pages' code-split chunk (apps/web/src/app/routes/about.tsx), as a deploy that removed it would answer. */
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js$/;

/** After a poll's answer, time for the page to act on it (a toast would show well within this). */
async function settleAfterPoll(page: Page, poll: Promise<unknown>) {
  await poll;
  await page.waitForTimeout(500);
}

/** Counts full page loads of the main frame (a reload is one). */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("load", () => (counter.count += 1));
  return counter;
}

async function failAboutChunk(page: Page): Promise<{ readonly requests: number }> {
  const counter = { requests: 0 };
  await page.route(ABOUT_CHUNK, async (route) => {
    counter.requests += 1;
    await route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"gone","code":"NOT_FOUND"}' });
  });
  return counter;
}

async function expectErrorScreen(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
  await expect(page.getByText("Looks like something went wrong.")).toBeVisible();
  await expect(page).toHaveTitle("Error | Mnemo");
}

test.describe("stale chunks", () => {
  test("a page chunk that fails to load reloads the page once, then shows the error screen", async ({ page }) => {
    const chunk = await failAboutChunk(page);
    const loads = countLoads(page);
    await page.goto("/about");
    await expectErrorScreen(page);
    expect(chunk.requests, "the chunk is asked for before and after the one reload").toBeGreaterThanOrEqual(2);
    expect(loads.count).toBe(2);
  });

  test("each path has its own budget, renewed after 10 seconds", async ({ page }) => {
    await page.clock.install();
    const chunk = await failAboutChunk(page);
    const loads = countLoads(page);
    await page.goto("/about");
    await expectErrorScreen(page);
    expect(loads.count).toBe(2);

    // Another path (same chunk): one reload of its own.
    await page.goto("/about/privacy");
    await expectErrorScreen(page);
    expect(loads.count).toBe(4);

    // Within 10 s of its reload, /about shows the error screen at once...
    await page.goto("/about");
    await expectErrorScreen(page);
    expect(loads.count).toBe(5);

    // ...and after 10 s it may reload once more.
    await page.clock.fastForward(10_000);
    await page.goto("/about");
    await expectErrorScreen(page);
    expect(loads.count).toBe(7);
    expect(chunk.requests, "every load asked for the chunk").toBeGreaterThanOrEqual(7);
  });

  test("the page works again once the chunk is back", async ({ page }) => {
    await failAboutChunk(page);
    await page.goto("/about");
    await expectErrorScreen(page);
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator("main[data-route='about']")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toHaveCount(0);
  });
});

test.describe("new version check", () => {
  const NEW_VERSION = "A new version of Mnemo is available.";

  test("the build publishes its version, never cached", async ({ request }) => {
    const response = await request.get("/version.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const manifest = (await response.json()) as { version: unknown; builtAt: unknown };
    expect(typeof manifest.version).toBe("string");
    expect(new Date(String(manifest.builtAt)).toString()).not.toBe("Invalid Date");
  });

  test("offers a reload when the deployed version differs, every 5 minutes", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.locator("main[data-route='home']")).toBeVisible();

    // Same version deployed: the poll finds nothing to offer.
    const samePoll = page.waitForResponse("**/version.json");
    await page.clock.fastForward("05:00");
    await settleAfterPoll(page, samePoll);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

    await page.route("**/version.json", (route) =>
      route.fulfill({ json: { version: "a-newer-build", builtAt: new Date().toISOString() }, headers: { "cache-control": "no-store" } }),
    );
    await page.clock.fastForward("05:00");
    const toast = page.getByRole("status").filter({ hasText: NEW_VERSION });
    await expect(toast).toBeVisible();

    // Sticky: still there long after a normal toast's 4 seconds.
    await page.clock.fastForward(30_000);
    await expect(toast).toBeVisible();

    await page.unrouteAll();
    const loads = countLoads(page);
    await toast.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => loads.count).toBe(1);
    await expect(page.locator("main[data-route='home']")).toBeVisible();
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test("the new-version toast can be closed with the keyboard", async ({ page }) => {
    await page.clock.install();
    await page.route("**/version.json", (route) =>
      route.fulfill({ json: { version: "a-newer-build", builtAt: new Date().toISOString() } }),
    );
    await page.goto("/");
    await expect(page.locator("main[data-route='home']")).toBeVisible();
    await page.clock.fastForward("05:00");
    const toast = page.getByRole("status").filter({ hasText: NEW_VERSION });
    await expect(toast).toBeVisible();

    const close = toast.getByRole("button", { name: "Close notification" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);

    // The same deploy is not announced again at the next poll.
    const nextPoll = page.waitForResponse("**/version.json");
    await page.clock.fastForward("05:00");
    await settleAfterPoll(page, nextPoll);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });
});

test("console output is silenced in the production build", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto("/");
  await expect(page.locator("main[data-route='home']")).toBeVisible();
  await page.evaluate(() => {
    console.log("log");
    console.info("info");
    console.warn("warn");
    console.error("error", new Error("boom"));
    console.debug("debug");
  });
  expect(messages).toEqual([]);
});
