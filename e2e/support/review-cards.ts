import { expect, type Page } from "@playwright/test";

/**
 * On the review screen (/flashcards/{deckId}/review/…) after a generation: ticks every section's cards and adds them
 * to the deck, as a learner keeping everything would. Ends on the deck page; returns how many cards were added.
 */
export async function addAllReviewedCards(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}\/review\//);
  const add = page.getByTestId("review-add");
  await expect(add).toBeVisible({ timeout: 30_000 });
  for (const tickAll of await page.getByRole("button", { name: /^Tick all in / }).all()) await tickAll.click();
  const added = Number(/Add (\d+) cards?/.exec(await add.innerText())?.[1]);
  expect(added).toBeGreaterThan(0);
  await add.click();
  await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}$/);
  return added;
}

/** From the create page once a generation is done: its "Review N cards" link, then every card added. */
export async function reviewAndAddAll(page: Page): Promise<number> {
  await page.getByTestId("review-new-cards").click();
  return addAllReviewedCards(page);
}
