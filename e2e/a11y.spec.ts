import type { Cookie, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck, createNote, type Deck } from "./support/api.ts";
import { auditPage, expectLandmarksInOrder } from "./support/audit.ts";

/**
 * axe-core over every page, signed out and signed in, in the light and the dark theme, and on
 * the shell's open overlays (phone navigation, account menu): no serious or critical violation
 * and no colour-contrast one (e2e/support/audit.ts). Lean for CI: one visit per page per theme,
 * a test per theme and audience, one signed-in account shared by both themes. The signed-in pages
 * carry what the contrast checks need: every card type's badge, the study card's answer side with
 * the rating buttons, and a plan's "Current plan" badge (new accounts start on Free).
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

async function openAndSettle(page: Page, path: string, route: string) {
  await page.goto(path);
  await expect(page.locator("main")).toHaveAttribute("data-route", route);
  await expect(page.locator("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** The signed-in account every test here shares: its cookies and its deck of every card type. */
let account: { cookies: Cookie[]; deck: Deck } | null = null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signUp(page, { name: "Grace Hopper" });
  const deck = await createDeck(page, "Multivariable calculus and linear algebra revision");
  await createNote(page, deck.id, {
    type: "mcq",
    question: "Largest planet?",
    options: ["Mars", "Jupiter", "Venus", "Mercury"],
    correctIndex: 1,
  });
  await createNote(page, deck.id, { type: "truefalse", statement: "The Sun is a star.", isTrue: true });
  await createNote(page, deck.id, { type: "clozedel", text: "{{c1::Paris}} is the capital of France." });
  await createNote(page, deck.id, { type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "Have their own DNA"] });
  await createNote(page, deck.id, { type: "qna", question: "Closest star to Earth?", answer: "The Sun." });
  await createNote(page, deck.id, { type: "manual", front: "Boiling point of water at sea level?", back: "100 °C." });
  account = { cookies: (await context.storageState()).cookies, deck };
  await context.close();
});

async function signIn(page: Page): Promise<Deck> {
  if (!account) throw new Error("the shared account was not created");
  await page.context().addCookies(account.cookies);
  return account.deck;
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("visitor pages", async ({ page }) => {
      // Fifteen pages, each loaded, settled and audited once.
      test.setTimeout(240_000);
      for (const check of VISITOR_PAGES) {
        await test.step(check.name, async () => {
          const path = typeof check.path === "string" ? check.path : check.path("");
          await openAndSettle(page, path, check.route);
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
          await auditPage(page, `${check.name} (${path}, visitor, ${colorScheme})`);
        });
      }
    });

    test("signed-in pages", async ({ page }) => {
      test.setTimeout(240_000);
      const deck = await signIn(page);
      for (const check of SIGNED_IN_PAGES) {
        await test.step(check.name, async () => {
          const path = typeof check.path === "string" ? check.path : check.path(deck.id);
          await openAndSettle(page, path, check.route);
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
          await auditPage(page, `${check.name} (${path}, signed in, ${colorScheme})`);
          if (check.route === "study-groups") {
            // The answer side too, with the rating buttons (the preselected one filled).
            await expect(page.getByTestId("study-card")).toBeVisible();
            await page.keyboard.press("Space");
            await expect(page.getByRole("group", { name: "How well did you know it?" })).toBeVisible();
            await auditPage(page, `${check.name}, answer side (${path}, signed in, ${colorScheme})`);
          }
          if (check.route === "upgrade") await expect(page.getByTestId("current-plan-badge")).toBeVisible();
          if (check.route === "deck") await expect(page.getByText("Concept & facts", { exact: true })).toBeVisible();
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
    await auditPage(page, "navigation drawer (phone)");
    await expectLandmarksInOrder(page, "navigation drawer (phone)");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the account menu", async ({ page }) => {
    await signIn(page);
    await openAndSettle(page, "/flashcards", "decks");
    await page.getByRole("button", { name: /Account menu for Grace Hopper/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await auditPage(page, "account menu");
    await expectLandmarksInOrder(page, "account menu");
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
