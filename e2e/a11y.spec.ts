import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";

/**
 * axe-core on the main pages, signed out and signed in, light and dark, and
 * on the shell's open overlays (phone navigation, account menu): no serious
 * or critical violations. Lesser ones are printed, not failed.
 */
type Check = { name: string; path: string | ((deckId: string) => string); route: string };

const VISITOR_PAGES: Check[] = [
  { name: "home", path: "/", route: "home" },
  { name: "flashcards", path: "/flashcards", route: "decks" },
  { name: "notes", path: "/notes", route: "notes" },
  { name: "study playground", path: "/study/playground", route: "study-playground" },
  { name: "about", path: "/about", route: "about" },
  { name: "how to", path: "/about/how_to", route: "how-to" },
  { name: "upgrade", path: "/upgrade", route: "upgrade" },
  { name: "diagrams", path: "/ai-diagrams", route: "diagrams" },
  { name: "suggest a feature", path: "/contact/suggest_a_feature", route: "suggest-feature" },
  { name: "sign in", path: "/auth", route: "auth" },
  { name: "sign up", path: "/auth?mode=sign-up", route: "auth" },
  { name: "reset password", path: "/auth/reset-password", route: "auth-reset-password" },
  { name: "reset password, change step", path: "/auth/reset-password/Change?token=e2e", route: "auth-reset-password-change" },
  { name: "404", path: "/no-such-page", route: "not-found" },
  { name: "tests gallery", path: "/tests", route: "tests" },
];

const SIGNED_IN_PAGES: Check[] = [
  { name: "home", path: "/", route: "home" },
  { name: "flashcards", path: "/flashcards", route: "decks" },
  { name: "deck", path: (deckId) => `/flashcards/${deckId}`, route: "deck" },
  { name: "add cards", path: (deckId) => `/flashcards/${deckId}/create`, route: "deck-create" },
  { name: "notes", path: "/notes", route: "notes" },
  { name: "study", path: "/study", route: "study" },
  { name: "study session", path: (deckId) => `/study/${deckId}`, route: "study-groups" },
  { name: "profile", path: "/auth/profile", route: "auth-profile" },
  { name: "change password", path: "/auth/ChangePassword", route: "auth-change-password" },
  { name: "upgrade", path: "/upgrade", route: "upgrade" },
  { name: "create diagrams", path: "/ai-diagrams/create", route: "diagrams-create" },
];

const BLOCKING = new Set(["serious", "critical"]);

async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
    violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
      .join("\n");
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  const minor = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ""));
  if (minor.length > 0) console.log(`axe, ${label} (not failing):\n${minor.map(describe).join("\n")}`);
  // Soft: one page's violations do not hide the next page's.
  expect.soft(blocking.map(describe), `serious or critical accessibility violations on ${label}`).toEqual([]);
}

async function openAndSettle(page: Page, path: string, route: string) {
  await page.goto(path);
  await expect(page.locator("main")).toHaveAttribute("data-route", route);
  await expect(page.locator("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const check of VISITOR_PAGES) {
      test(`visitor: ${check.name}`, async ({ page }) => {
        const path = typeof check.path === "string" ? check.path : check.path("");
        await openAndSettle(page, path, check.route);
        await audit(page, `${check.name} (${path}, visitor, ${colorScheme})`);
      });
    }

    test("signed in: main pages", async ({ page }) => {
      // Ten pages, each loaded, settled and audited: more than the default minute on a busy machine.
      test.slow();
      await signUp(page, { name: "Grace Hopper" });
      const deck = await createDeck(page, "Astronomy");
      await createCard(page, deck.id, "Closest star to Earth?", "The Sun.");
      await createCard(page, deck.id, "Largest planet?", "Jupiter.");
      for (const check of SIGNED_IN_PAGES) {
        await test.step(check.name, async () => {
          const path = typeof check.path === "string" ? check.path : check.path(deck.id);
          await openAndSettle(page, path, check.route);
          await audit(page, `${check.name} (${path}, signed in, ${colorScheme})`);
        });
      }
    });
  });
}

test.describe("shell overlays", () => {
  test("the phone navigation drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAndSettle(page, "/", "home");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Flashcards" })).toBeVisible();
    await audit(page, "navigation drawer (phone)");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the account menu", async ({ page }) => {
    await signUp(page, { name: "Grace Hopper" });
    await openAndSettle(page, "/flashcards", "decks");
    await page.getByRole("button", { name: /Account menu for Grace Hopper/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await audit(page, "account menu");
  });

  test("keyboard: the skip link is the first stop and moves focus to the page", async ({ page }) => {
    await openAndSettle(page, "/about", "about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});
