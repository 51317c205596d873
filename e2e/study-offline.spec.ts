import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";

/**
 * Studying without a connection (issue 17): answers made offline move on at
 * once, wait in the browser (the screen says how many), and are sent by review
 * id when the connection returns, even from a later visit after the tab closed.
 */

const card = (page: Page) => page.getByTestId("study-card");
const newCount = (page: Page) => page.getByTestId("study-counts").first().locator("[data-count='new']");

/** Answers saved on the server today, read past the browser (the API request context is not taken offline). */
async function reviewsToday(page: Page): Promise<number> {
  const response = await page.request.get("/trpc/study.overview");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { today: { reviews: number } } } }).result.data.today.reviews;
}

/** Reveals the card on screen and rates it Easy (a new card leaves today's session). */
async function answerEasy(page: Page): Promise<string> {
  await expect(card(page)).toHaveAttribute("data-revealed", "false");
  const front = await card(page).innerText();
  await page.keyboard.press("Space");
  await expect(card(page)).toHaveAttribute("data-revealed", "true");
  await page.keyboard.press("4");
  return front;
}

test("answers made offline wait in the browser and are sent when the connection returns, even after the tab closed", async ({
  page,
  context,
}) => {
  await signUp(page);
  const deck = await createDeck(page, "Offline");
  for (const n of [1, 2, 3, 4]) await createCard(page, deck.id, `Question ${n}?`, `Answer ${n}.`);

  await page.goto(`/study/${deck.id}`);
  await expect(newCount(page)).toContainText("4");

  await context.setOffline(true);
  await answerEasy(page);
  await answerEasy(page);
  const waiting = page.getByTestId("answers-waiting");
  await expect(waiting).toContainText("You are offline");
  await expect(waiting).toContainText("2 answers waiting");
  await expect(newCount(page)).toContainText("2");
  expect(await reviewsToday(page)).toBe(0);

  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect.poll(() => reviewsToday(page)).toBe(2);

  // Offline again, and the tab is closed before the connection returns: the next visit sends the answer first.
  await context.setOffline(true);
  const answered = await answerEasy(page);
  await expect(waiting).toContainText("1 answer waiting");
  await page.close();
  await context.setOffline(false);

  const later = await context.newPage();
  await later.goto(`/study/${deck.id}`);
  await expect(card(later)).toBeVisible();
  await expect.poll(() => reviewsToday(later)).toBe(3);
  await expect(newCount(later)).toContainText("1");
  await expect(card(later)).not.toHaveText(answered);
  await expect(later.getByTestId("answers-waiting")).toBeHidden();

  // /study sends what waits too, and its counts include it.
  await context.setOffline(true);
  await answerEasy(later);
  await expect(later.getByTestId("answers-waiting")).toContainText("1 answer waiting");
  await later.close();
  await context.setOffline(false);
  const overview = await context.newPage();
  await overview.goto("/study");
  await expect.poll(() => reviewsToday(overview)).toBe(4);
  await expect(overview.getByTestId("study-deck").filter({ hasText: "Offline" }).locator("[data-count='new']")).toContainText("0");
});
