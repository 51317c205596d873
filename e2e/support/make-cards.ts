import { expect, type Page } from "@playwright/test";
import { createDeck, type Deck } from "./api.ts";
import { reviewAndAddAll } from "./review-cards.ts";

/** A short lecture on photosynthesis that the offline generator makes several cards from. */
export const PHOTOSYNTHESIS_TEXT = `Photosynthesis is the process by which green plants and algae turn light energy into chemical energy. It takes place in chloroplasts, which contain a green pigment called chlorophyll. Chlorophyll absorbs red and blue light and reflects green light.

During the light-dependent reactions in the thylakoid membranes, water molecules are split. This releases oxygen as a by-product and produces the energy carriers ATP and NADPH.

The Calvin cycle takes place in the stroma. It uses ATP and NADPH to fix carbon dioxide into sugar. The enzyme RuBisCO catalyses the first step of carbon fixation.`;

/**
 * Makes cards from pasted text in a new deck through the create page, the real queue and the offline generator, and
 * adds them all on the review screen; ends on the deck page.
 */
export async function makeCardsFromText(page: Page, deckTitle: string, text: string = PHOTOSYNTHESIS_TEXT): Promise<Deck> {
  const deck = await createDeck(page, deckTitle);
  await page.goto(`/flashcards/${deck.id}/create`);
  await page.getByLabel("Text to make cards from").fill(text);
  await page.getByRole("button", { name: "Generate cards" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  await expect(page.getByTestId("generation-status")).toContainText(/\d+ cards? made/);
  await reviewAndAddAll(page);
  return deck;
}

/** The page is no wider than the screen (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page is wider than the screen").toBeLessThanOrEqual(0);
}
