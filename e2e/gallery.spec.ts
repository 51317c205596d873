import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

/** The developers' gallery under /tests: each page renders, works by keyboard, and keeps the product's layouts and guard. */

const main = (page: Page) => page.locator("main");
/** The page itself, without the sidebar layout's section menu. */
const content = (page: Page) => page.locator(".sidebar-content");

test("the index explains the gallery and links every page", async ({ page }) => {
  await page.goto("/tests");
  await expect(main(page)).toHaveAttribute("data-layout", "sidebar");
  await expect(page.getByRole("heading", { level: 1, name: "Component gallery" })).toBeVisible();
  await expect(page.getByText("A workbench for the people building Mnemo.")).toBeVisible();
  const pages: [string, string, string][] = [
    ["Cards", "/tests/cards", "tests-cards"],
    ["Buttons", "/tests/buttons", "tests-buttons"],
    ["Dialogs", "/tests/dialogs", "tests-dialogs"],
    ["Sidebar grid", "/tests/SidebarGrid.ignore", "tests-sidebar-grid"],
  ];
  for (const [name, href, route] of pages) {
    await page.goto("/tests");
    await content(page)
      .getByRole("link", { name: new RegExp(`^${name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(".", "\\.")}$`));
    await expect(main(page)).toHaveAttribute("data-route", route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
  // Hidden from the app's navigation.
  await page.goto("/tests");
  await expect(page.locator("header").getByRole("link", { name: /tests|gallery/i })).toHaveCount(0);
});

test("cards: every type, on the empty layout, flips with a click, Space and Enter", async ({ page }) => {
  await page.goto("/tests/cards");
  await expect(main(page)).toHaveAttribute("data-layout", "empty");
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  const cards = page.locator(".flip-card");
  await expect(cards).toHaveCount(6);
  for (const type of ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"]) {
    await expect(page.locator(`.flip-card[data-card-type="${type}"]`)).toHaveCount(1);
  }

  const qna = page.locator('.flip-card[data-card-type="qna"]');
  await expect(qna).toHaveAttribute("data-side", "front");
  await qna.click();
  await expect(qna).toHaveAttribute("data-side", "back");
  await expect(qna.locator(".flip-card-back")).toContainText("Deoxyribonucleic acid");
  await qna.press("Space");
  await expect(qna).toHaveAttribute("data-side", "front");
  await qna.press("Enter");
  await expect(qna).toHaveAttribute("data-side", "back");
  // Space flipped the card instead of scrolling the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await qna.press("Space");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "Back to the gallery" }).click();
  await expect(page).toHaveURL(/\/tests$/);
});

test("buttons: variants, sizes and states, and a theme switch", async ({ page }) => {
  await page.goto("/tests/buttons");
  await expect(page.getByRole("heading", { level: 1, name: "Buttons" })).toBeVisible();
  const variants = page.getByRole("region", { name: "Variants" });
  for (const name of ["Filled", "Light", "Outline", "Subtle", "Transparent", "Default", "White", "Gradient"]) {
    await expect(variants.getByRole("button", { name, exact: true })).toBeVisible();
  }
  const states = page.getByRole("region", { name: "States" });
  await expect(states.getByRole("button", { name: "Disabled", exact: true })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Icon buttons" }).getByRole("button", { name: "Edit (filled)" })).toBeVisible();

  const save = states.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeEnabled();
  await states.getByRole("switch", { name: "Show “Save” as loading" }).check();
  await expect(save).toHaveAttribute("data-loading", "true");
  await expect(save).toBeDisabled();
  await states.getByRole("switch", { name: "Show “Save” as loading" }).uncheck();
  await expect(save).toBeEnabled();

  const theme = page.getByRole("radiogroup", { name: "Theme" });
  await theme.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await theme.getByText("Light", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
});

test.describe("dialogs", () => {
  test("each dialog traps focus, closes on Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/tests/dialogs");
    const cases: [string, string][] = [
      ["Confirm dialog", "Save your changes?"],
      ["Destructive confirm", "Delete “Biology”?"],
      ["Form dialog", "New deck"],
      ["Drawer", "Study settings"],
    ];
    for (const [opener, title] of cases) {
      const button = main(page).getByRole("button", { name: opener, exact: true });
      await button.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `${opener}: focus left the dialog`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the destructive confirm focuses Cancel first; the form dialog validates", async ({ page }) => {
    await page.goto("/tests/dialogs");
    await main(page).getByRole("button", { name: "Destructive confirm" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.getByRole("dialog").getByRole("button", { name: "Delete deck" }).click();
    await expect(page.getByTestId("dialog-outcome")).toHaveText("Last outcome: Deck deleted (not really)");

    await main(page).getByRole("button", { name: "Form dialog" }).click();
    const dialog = page.getByRole("dialog", { name: "New deck" });
    await dialog.getByRole("button", { name: "Create deck" }).click();
    await expect(dialog.getByText("Form incomplete.")).toBeVisible();
    await expect(dialog.getByText("Deck title is required.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Deck title" })).toBeFocused();
    await page.keyboard.type("Geology");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("dialog-outcome")).toHaveText("Last outcome: Created “Geology” (not really)");
  });

  test("toast buttons raise each preset with the product's texts", async ({ page }) => {
    await page.goto("/tests/dialogs");
    await main(page).getByRole("button", { name: "generic_error" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Oops..." })).toContainText(
      "Try again, or contact support if the problem persists.",
    );
    await main(page).getByRole("button", { name: "note_cards_ready" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Flashcards ready!" })).toBeVisible();
    await main(page).getByRole("button", { name: "Clear all toasts" }).click();
    await expect(page.getByText("Flashcards ready!")).toHaveCount(0);
  });
});

test.describe("video", () => {
  test("sends visitors to sign in", async ({ page }) => {
    await page.goto("/tests/video");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Ftests%2Fvideo$/);
  });

  test("signed in: a playing native player, without header or footer", async ({ page }) => {
    await signUp(page);
    await page.goto("/tests/video");
    await expect(main(page)).toHaveAttribute("data-route", "tests-video");
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    const video = page.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("data-status", "live");
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState >= 2 && node.videoWidth === 640), { timeout: 10_000 })
      .toBe(true);
  });
});

test("sidebar grid: filters the tiles and reflows to one column on a phone", async ({ page }) => {
  await page.goto("/tests/SidebarGrid.ignore");
  const tiles = page.getByTestId("deck-tile");
  await expect(tiles).toHaveCount(7);
  await page
    .getByRole("navigation", { name: "Deck filters" })
    .getByRole("button", { name: /Favourites/ })
    .click();
  await expect(tiles).toHaveCount(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await Promise.all([0, 1].map(async (i) => (await tiles.nth(i).boundingBox())!));
  expect(wide[1]!.y).toBe(wide[0]!.y);
  await page.setViewportSize({ width: 375, height: 800 });
  const narrow = await Promise.all([0, 1].map(async (i) => (await tiles.nth(i).boundingBox())!));
  expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the catch-all names the missing page and links the real ones", async ({ page }) => {
  const response = await page.goto("/tests/buton");
  expect(response?.status()).toBe(200);
  await expect(main(page)).toHaveAttribute("data-route", "tests-catch-all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('No gallery page called "buton"');
  await expect(main(page).getByText("Did you mean")).toContainText("Buttons");
  await content(page).getByRole("link", { name: "Dialogs", exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/dialogs$/);
});
