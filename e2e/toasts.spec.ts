import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The toast stack as people meet it: placement on desktops and phones, both
 * themes, keyboard and screen-reader access (with the app's own new-version
 * toast), then life, pausing, dedupe, closing and buttons with the toasts the
 * gallery's buttons raise. The store's rules are also unit-tested in
 * apps/web/src/components/toasts.
 */

const NEW_VERSION = "A new version of Mnemo is available.";

async function showNewVersionToast(page: Page) {
  await page.clock.install();
  await page.route("**/version.json", (route) => route.fulfill({ json: { version: "a-newer-build", builtAt: new Date().toISOString() } }));
  await page.goto("/");
  await expect(page.locator("main[data-route='home']")).toBeVisible();
  await page.clock.fastForward("05:00");
  const toast = page.getByRole("status").filter({ hasText: NEW_VERSION });
  await expect(toast).toBeVisible();
  return toast;
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("desktop: top right, below the header, clear of the page's edges", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const toast = await showNewVersionToast(page);
      const box = (await toast.boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      expect(box.x + box.width).toBeGreaterThan(1280 - 40);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.width).toBeLessThanOrEqual(24 * 16);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      await page.screenshot({ path: test.info().outputPath(`toast-desktop-${colorScheme}.png`) });
    });

    test("phone: full width at the top", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const toast = await showNewVersionToast(page);
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeLessThanOrEqual(12);
      expect(box.width).toBeGreaterThanOrEqual(360 - 24);
      expect(box.y).toBeLessThan(740 / 3);
      await page.screenshot({ path: test.info().outputPath(`toast-phone-${colorScheme}.png`) });
    });

    test("no serious accessibility violations with a toast on screen", async ({ page }) => {
      await showNewVersionToast(page);
      const results = await new AxeBuilder({ page }).include("[data-testid='toast-stack']").analyze();
      const blocking = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}

test("the stack is a polite live region, and the toast's buttons are reachable by keyboard", async ({ page }) => {
  const toast = await showNewVersionToast(page);
  await expect(page.getByTestId("toast-stack")).toHaveAttribute("aria-live", "polite");
  await expect(toast.getByRole("button", { name: "Reload" })).toBeVisible();

  // Tab order reaches the toast's buttons after the page's own controls.
  const close = toast.getByRole("button", { name: "Close notification" });
  let reached = false;
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press("Tab");
    reached = await close.evaluate((element) => element === document.activeElement);
  }
  expect(reached, "Tab reaches the toast's close button").toBe(true);
  await page.keyboard.press("Enter");
  await expect(toast).toHaveCount(0);
});

test.describe("toasts raised from the gallery (/tests/dialogs)", () => {
  const gallery = (page: Page) => page.locator("main");

  test("a toast leaves after 4 seconds, and stays while the pointer rests on it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/tests/dialogs");
    await expect(gallery(page).getByRole("heading", { level: 1, name: "Dialogs" })).toBeVisible();
    // Stopped, so only runFor moves the page's time.
    await page.clock.pauseAt(Date.now() + 60_000);
    await gallery(page).getByRole("button", { name: "info", exact: true }).click();
    const toast = page.getByRole("status").filter({ hasText: "Export started" });
    await expect(toast).toContainText("A info toast.");
    await page.clock.runFor(3999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);

    await gallery(page).getByRole("button", { name: "info", exact: true }).click();
    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
  });

  test("a toast whose id is on screen is not stacked twice; the close button removes it", async ({ page }) => {
    await page.goto("/tests/dialogs");
    const button = gallery(page).getByRole("button", { name: "generic_error" });
    await button.click();
    await button.click();
    const toast = page.getByRole("alert").filter({ hasText: "Oops..." });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Something went wrong");
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("toasts without an id stack, newest last", async ({ page }) => {
    await page.goto("/tests/dialogs");
    for (const severity of ["success", "warning", "success", "info"]) {
      await gallery(page).getByRole("button", { name: severity, exact: true }).click();
    }
    const toasts = page.getByTestId("toast-stack").locator("[data-toast-id]");
    await expect(toasts).toHaveCount(4);
    const severities = await toasts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-severity")));
    expect(severities).toEqual(["success", "warning", "success", "info"]);
  });

  test("note_cards_ready's button opens the flashcards", async ({ page }) => {
    await page.goto("/tests/dialogs");
    await gallery(page).getByRole("button", { name: "note_cards_ready" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Flashcards ready!" });
    await expect(toast).toContainText("Click the 'View Flascards' button to view your new flashcards.");
    await toast.getByRole("button", { name: "View Flashcards" }).click();
    await expect(page).toHaveURL(/\/flashcards$/);
    await expect(toast).toHaveCount(0);
  });
});
