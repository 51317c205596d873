import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { expectNoSidewaysScroll, PHOTOSYNTHESIS_TEXT } from "./support/make-cards.ts";

/**
 * The review step (docs/card-quality.md#the-learner-reviews-before-saving): a generation's cards wait as candidates,
 * grouped by section with the strong ones ticked, and are triaged by keyboard before the ticked ones join the deck.
 * Screenshots go to e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const row = (page: Page, index: number) => page.locator(`[data-candidate-index='${index}']`);
const counts = (page: Page) => page.getByTestId("review-counts");

async function tickedCount(page: Page): Promise<number> {
  return Number(/^(\d+) cards? of/.exec((await counts(page).innerText()).trim())?.[1]);
}

test("generated cards are reviewed by keyboard, one edited, and only the ticked ones join the deck, ready to study", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  const deck = await createDeck(page, "Photosynthesis");
  await page.goto(`/flashcards/${deck.id}/create`);
  await page.getByLabel("Text to make cards from").fill(PHOTOSYNTHESIS_TEXT);
  await page.getByRole("button", { name: "Generate cards" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  const status = await page.getByTestId("generation-status").innerText();
  let made = Number(/(\d+) cards? made/.exec(status)?.[1]);
  expect(made).toBeGreaterThan(2);

  // Nothing is in the deck yet: the result leads to the review.
  const review = page.getByTestId("review-new-cards");
  await expect(review).toHaveText(`Review ${made} cards`);
  // The deck page points at them too, and opens the same review.
  await page.goto(`/flashcards/${deck.id}`);
  const waiting = page.getByTestId("deck-waiting-review");
  await expect(waiting).toHaveText(`${made} cards waiting for your review`);
  // The deck has no card yet: its empty state points at the review too, not at making the first cards.
  const emptyState = page.getByTestId("deck-empty-waiting");
  await expect(emptyState).toContainText("Your new cards are waiting for review");
  await expect(page.getByText("No cards in this deck yet")).toHaveCount(0);
  await expect(emptyState.getByRole("link", { name: "Review the cards" })).toHaveAttribute("href", (await waiting.getAttribute("href"))!);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "deck-waiting-review.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "deck-waiting-review-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await waiting.click();
  await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.id}/review/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Photosynthesis" })).toBeVisible();
  await expect(page.locator("[data-candidate-index]")).toHaveCount(made);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  const startTicked = await tickedCount(page);
  expect(startTicked).toBeGreaterThan(0);
  await expect(counts(page)).toHaveText(`${startTicked} ${startTicked === 1 ? "card" : "cards"} of ${made} ticked`);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "review-desktop.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page, "review screen");

  // J and K move (focus follows), X drops and restores.
  await page.keyboard.press("j");
  await expect(row(page, 1)).toBeFocused();
  await expect(row(page, 1)).toHaveAttribute("data-active", "true");
  await expect(row(page, 0)).not.toHaveAttribute("data-active", "true");
  await page.keyboard.press("k");
  await expect(row(page, 0)).toBeFocused();
  const firstWasTicked = (await row(page, 0).getByRole("checkbox").isChecked()) ? 1 : 0;
  await page.keyboard.press("x");
  await expect(row(page, 0)).toHaveAttribute("data-dropped", "true");
  await expect(row(page, 0).getByRole("button", { name: "Restore card 1" })).toBeVisible();
  await expect(counts(page)).toContainText(`of ${made} ticked, 1 dropped`);
  await page.keyboard.press("x");
  await expect(row(page, 0)).not.toHaveAttribute("data-dropped", "true");
  await page.keyboard.press("x");
  await expect(row(page, 0)).toHaveAttribute("data-dropped", "true");
  await expect(counts(page)).toContainText("1 dropped");

  // E edits the next card in place; saving keeps the keys going from that row.
  await page.keyboard.press("j");
  await page.keyboard.press("e");
  const form = page.getByRole("form", { name: "Edit card 2" });
  await expect(form).toBeVisible();
  // Whatever its type, its first field (question, statement or cloze text) gets a word more.
  const field = form.getByRole("textbox").first();
  await field.fill(`${await field.inputValue()} (edited)`);
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form).toHaveCount(0);
  await expect(row(page, 1)).toContainText("(edited)");
  await expect(row(page, 1)).toBeFocused();

  // Space flips its tick, A ticks its whole section.
  const wasTicked = await row(page, 1).getByRole("checkbox").isChecked();
  await page.keyboard.press(" ");
  await expect(row(page, 1).getByRole("checkbox")).toBeChecked({ checked: !wasTicked });
  await page.keyboard.press("a");
  await expect(row(page, 1).getByRole("checkbox")).toBeChecked();
  expect(await tickedCount(page)).toBeGreaterThanOrEqual(startTicked - firstWasTicked);

  // The source of a card is one click away.
  await row(page, 1)
    .getByRole("button", { name: /Source/ })
    .click();
  const source = page.getByRole("dialog", { name: "Source of card 2" });
  await expect(source).toContainText("Pasted text");
  await page.keyboard.press("Escape");
  await expect(source).toBeHidden();

  // "More from this section": the last section gets the cards its points can still give, at the end of its list.
  const more = page.getByRole("button", { name: /^More from this section/ }).last();
  await more.click();
  const moreStatus = page.getByTestId("section-more-status").last();
  await expect(moreStatus).toHaveText(/^(\d+) more cards? added to this section\.$|^No more cards from this section\.$/, {
    timeout: 30_000,
  });
  const moreAdded = Number(/^(\d+) more/.exec(await moreStatus.innerText())?.[1] ?? 0);
  made += moreAdded;
  await expect(page.locator("[data-candidate-index]")).toHaveCount(made);
  await expect(counts(page)).toContainText(`of ${made} ticked, 1 dropped`);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "review-desktop-more.png"), fullPage: true });
  const toAdd = await tickedCount(page);
  await expect(page.getByTestId("review-add")).toHaveText(`Add ${toAdd} ${toAdd === 1 ? "card" : "cards"}`);

  // At phone width it fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "review-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Enter adds the ticked cards and opens the deck, saying how many.
  await row(page, 1).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.id}$`));
  await expect(
    page.getByRole("status").filter({ hasText: `${toAdd} ${toAdd === 1 ? "card" : "cards"} added to Photosynthesis.` }),
  ).toBeVisible();
  await expect(page.getByTestId("deck-card-count")).toHaveText(`${toAdd} ${toAdd === 1 ? "card" : "cards"}`);
  await expect(page.getByText("(edited)").first()).toBeVisible();
  // What was neither added nor dropped still waits.
  const left = made - toAdd - 1;
  if (left > 0)
    await expect(page.getByTestId("deck-waiting-review")).toHaveText(`${left} ${left === 1 ? "card" : "cards"} waiting for your review`);
  else await expect(page.getByTestId("deck-waiting-review")).toHaveCount(0);

  // What is left (the dropped card, any unticked) stays out of the deck; the review still has it.
  await page.goBack();
  await expect(page.locator("[data-candidate-index]")).toHaveCount(made - toAdd);
  await expect(page.locator("[data-dropped]")).toHaveCount(1);

  // And the new cards study.
  await page.goto(`/study/${deck.id}`);
  const card = page.getByTestId("study-card");
  await expect(card).toBeVisible();
  await page.keyboard.press("Space");
  await expect(card).toHaveAttribute("data-revealed", "true");
  await page.keyboard.press("3");
  await expect(card.or(page.getByTestId("study-summary"))).toBeVisible();
});

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking, `serious accessibility violations on ${label}`).toEqual([]);
}
