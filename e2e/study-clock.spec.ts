import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Cards come due with time (issue 17): the page's clock is moved forward, with
 * no switch in the app. The visitors' sample deck is scheduled in the browser,
 * so the browser's clock is the one that counts: answered cards stay away the
 * next day, and are due again once their interval has passed.
 */

const card = (page: Page) => page.getByTestId("study-card");
const count = (page: Page, bucket: "new" | "learning" | "review") =>
  page.getByTestId("study-counts").first().locator(`[data-count='${bucket}']`);

const DAY_MS = 24 * 3600_000;

test("moving the page's clock forward brings answered cards back when they are due", async ({ page }) => {
  const start = new Date("2026-03-02T10:00:00");
  await page.clock.install({ time: start });
  await page.goto("/study/playground");
  await expect(count(page, "new")).toContainText("12");

  // Two new cards answered Easy: they go to review, days away (FSRS's first Easy interval is about a week).
  for (let answered = 0; answered < 2; answered += 1) {
    await expect(card(page)).toHaveAttribute("data-revealed", "false");
    await page.keyboard.press("Space");
    await expect(card(page)).toHaveAttribute("data-revealed", "true");
    await page.keyboard.press("4");
  }
  await expect(page.getByTestId("studied-count")).toHaveText("2 studied");
  await expect(count(page, "review")).toContainText("0");

  // The next day: a fresh study day, nothing due yet.
  await page.clock.setSystemTime(new Date(start.getTime() + DAY_MS));
  await page.reload();
  await expect(card(page)).toBeVisible();
  await expect(count(page, "new")).toContainText("10");
  await expect(count(page, "review")).toContainText("0");

  // A month on: both are due again.
  await page.clock.setSystemTime(new Date(start.getTime() + 30 * DAY_MS));
  await page.reload();
  await expect(card(page)).toBeVisible();
  await expect(count(page, "review")).toContainText("2");
  await expect(count(page, "new")).toContainText("10");
});
