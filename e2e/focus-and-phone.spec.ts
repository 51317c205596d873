import type { Locator, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck, createNote } from "./support/api.ts";

/**
 * Issue 27, keyboard and phone: where focus lands after "Try the sample deck" and after creating a
 * deck, and the study session on a phone (answer buttons under the thumb, no footer, the card
 * never covered). Screenshots go to e2e/.artifacts/screenshots.
 */

const SCREENSHOT_DIR = "e2e/.artifacts/screenshots";

test("Try the sample deck puts focus on the card, and Space flips it", async ({ page }) => {
  await page.goto("/");
  const tryIt = page.getByTestId("try-it");
  await expect(tryIt.getByTestId("viewer-position")).toBeVisible();
  const button = page.getByRole("button", { name: "Try the sample deck" });
  await button.focus();
  await page.keyboard.press("Enter");

  const card = tryIt.locator("[data-card-surface]");
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute("data-flipped", "false");
  await page.keyboard.press("Space");
  await expect(card).toHaveAttribute("data-flipped", "true");
  await expect(card).toHaveAccessibleName(/answer side/);
  await expect(card).toBeInViewport();
});

test("after creating a deck, focus is in the form that makes its cards", async ({ page }) => {
  await signUp(page);
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "New deck" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New deck" });
  await dialog.getByLabel("Title").fill("Cell biology");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}\/create$/);
  const text = page.getByRole("textbox", { name: "Text to make cards from" });
  await expect(text).toBeFocused();
  await page.keyboard.type("Mitochondria make ATP.");
  await expect(text).toHaveValue("Mitochondria make ATP.");

  // Coming to the page another way (the deck's "Add cards") starts at its heading, as every page does.
  await page.getByRole("link", { name: /Done/ }).click();
  await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "Add cards" }).first().click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cell biology" })).toBeFocused();
  await expect(text).not.toBeFocused();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

/** Every button of the docked bar within the lowest 120 px of the screen. */
async function expectAtScreenBottom(page: Page, buttons: Locator) {
  const height = page.viewportSize()?.height ?? 0;
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const { y, height: buttonHeight } = await box(buttons.nth(index));
    expect(y + buttonHeight, "the button ends on screen").toBeLessThanOrEqual(height);
    expect(y, "the button sits at the bottom of the screen").toBeGreaterThanOrEqual(height - 120);
  }
}

test("a study session on a phone: the answer buttons at the bottom of the screen, no footer, the card never under them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const deck = await createDeck(page, "Phone study");
  const longAnswer = Array.from({ length: 14 }, (_, index) => `Line ${index + 1} of a long answer.`).join("\n");
  await createNote(page, deck.id, { type: "qna", question: "What does a long answer look like?", answer: longAnswer });
  await page.goto(`/study/${deck.id}`);

  const card = page.getByTestId("study-card");
  await expect(card).toBeVisible();
  await expect(page.locator("footer.app-footer"), "no footer during a session on a phone").toBeHidden();
  await expectAtScreenBottom(page, page.getByRole("button", { name: "Show answer" }));

  await page.keyboard.press("Space");
  const ratings = page.getByRole("group", { name: "How well did you know it?" }).getByRole("button");
  await expect(ratings).toHaveCount(4);
  await expectAtScreenBottom(page, ratings);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/study-phone-answer.png` });

  // Scrolled to the end, the card's last line shows above the bar instead of under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = card.getByText("Line 14 of a long answer.", { exact: false });
  const bar = page.getByRole("group", { name: "How well did you know it?" });
  const lineBox = await box(lastLine);
  const barBox = await box(bar);
  expect(lineBox.y + lineBox.height, "the card's last line ends above the answer bar").toBeLessThanOrEqual(barBox.y);
  await expectAtScreenBottom(page, ratings);

  // On a desktop screen the bar stays under the card and the footer is back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator("footer.app-footer")).toBeVisible();
});
