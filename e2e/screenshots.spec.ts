import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";

/**
 * Screenshots of the main pages in light and dark, on a desktop and a phone,
 * signed in (with decks and cards) and signed out, saved under
 * e2e/.artifacts/screenshots for people to look at. What a test can tell
 * about the looks is asserted: the page rendered its heading and nothing
 * is wider than the screen (no sideways scrolling on a phone).
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

type Shot = { name: string; path: string; route: string };

const VISITOR_PAGES: Shot[] = [
  { name: "home", path: "/", route: "home" },
  { name: "flashcards", path: "/flashcards", route: "decks" },
  { name: "about", path: "/about", route: "about" },
  { name: "how-to", path: "/about/how_to", route: "how-to" },
  { name: "upgrade", path: "/upgrade", route: "upgrade" },
  { name: "login", path: "/auth", route: "auth" },
  { name: "reset-password", path: "/auth/reset-password", route: "auth-reset-password" },
  { name: "404", path: "/no-such-page", route: "not-found" },
];

async function seedAccount(page: Page): Promise<Shot[]> {
  await signUp(page, { name: "Ada Lovelace" });
  const biology = await createDeck(page, "Cell biology");
  await createDeck(page, "Spanish verbs");
  await createDeck(page, "Organic chemistry: reaction mechanisms and named reactions");
  const cards = [
    ["What is the powerhouse of the cell?", "The mitochondrion."],
    ["Which organelle holds the genetic material?", "The nucleus."],
    ["What does the cell membrane do?", "It controls what enters and leaves the cell."],
  ] as const;
  for (const [front, back] of cards) await createCard(page, biology.id, front, back);
  return [
    { name: "home", path: "/", route: "home" },
    { name: "flashcards", path: "/flashcards", route: "decks" },
    { name: "deck", path: `/flashcards/${biology.id}`, route: "deck" },
    { name: "notes", path: "/notes", route: "notes" },
    { name: "about", path: "/about", route: "about" },
    { name: "how-to", path: "/about/how_to", route: "how-to" },
    { name: "upgrade", path: "/upgrade", route: "upgrade" },
    { name: "profile", path: "/auth/profile", route: "auth-profile" },
    { name: "change-password", path: "/auth/ChangePassword", route: "auth-change-password" },
    { name: "404", path: "/no-such-page", route: "not-found" },
  ];
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(overflow.scrollWidth, `wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(overflow.clientWidth);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const who of ["signed-in", "visitor"] as const) {
      test.describe(`${viewportName}, ${colorScheme}`, () => {
        test.use({ ...viewport, colorScheme });

        test(`main pages, ${who}`, async ({ page }) => {
          // One test walks every page (a dozen or more, each with fonts and lazy chunks): on a busy 2-core runner that takes over a minute.
          test.slow();
          const shots = who === "signed-in" ? await seedAccount(page) : VISITOR_PAGES;
          for (const shot of shots) {
            await test.step(shot.name, async () => {
              await page.goto(shot.path);
              await expect(page.locator("main")).toHaveAttribute("data-route", shot.route);
              await expect(page.locator("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
              await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
              // Let lazy content and the page fade settle.
              await page.waitForLoadState("networkidle");
              await expectNoSidewaysScroll(page);
              await page.screenshot({
                path: path.join(SCREENSHOT_DIR, `${shot.name}-${who}-${viewportName}-${colorScheme}.png`),
                fullPage: true,
                animations: "disabled",
              });
            });
          }
        });
      });
    }
  }
}
