import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";

/**
 * The statistics on /study (issue 17): what a learner sees before any review,
 * and after answering a few cards. Cards are answered through tRPC with the
 * page's own request context (the session cookie is shared), as a study
 * session would answer them.
 */

type QueueCard = { id: string; schedule: { reps: number; due: string | null; state: "new" | "learning" | "review" | "relearning" } };

async function studyQueue(page: Page, groupIds: string[]): Promise<QueueCard[]> {
  const input = encodeURIComponent(JSON.stringify({ groupIds }));
  const response = await page.request.get(`/trpc/study.queue?input=${input}`);
  if (!response.ok()) throw new Error(`study.queue failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: { cards: QueueCard[] } } };
  return body.result.data.cards;
}

async function answerCard(page: Page, card: QueueCard, rating: "again" | "hard" | "good" | "easy"): Promise<void> {
  const response = await page.request.post("/trpc/study.answer", {
    data: {
      cardId: card.id,
      rating,
      reviewId: randomUUID(),
      durationMs: 8_000,
      seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
    },
  });
  if (!response.ok()) throw new Error(`study.answer failed: ${response.status()} ${await response.text()}`);
}

const statistics = (page: Page) => page.getByRole("region", { name: "Statistics" });

test.describe("statistics, signed in", () => {
  test("before any review, the empty state says how to fill it and the cards wait as new", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Rivers");
    await createCard(page, deck.id, "Longest river in Africa?", "The Nile");
    await createCard(page, deck.id, "River through Paris?", "The Seine");

    await page.goto("/study");
    await expect(page.getByRole("heading", { level: 2, name: "Statistics" })).toBeVisible();
    await expect(statistics(page).getByText("No reviews yet: study a few cards and your progress shows here")).toBeVisible();
    const states = statistics(page).getByRole("list", { name: "Cards by state" });
    await expect(states.locator('[data-state="new"] [data-testid="state-count"]')).toHaveText("2");
    await expect(statistics(page).getByRole("img", { name: /Reviews per day/ })).toHaveCount(0);
  });

  test("answered cards show in the year's heatmap, the streak, the due chart and cards by state", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Capitals");
    await createCard(page, deck.id, "Capital of France?", "Paris");
    await createCard(page, deck.id, "Capital of Japan?", "Tokyo");
    await createCard(page, deck.id, "Capital of Peru?", "Lima");

    const cards = await studyQueue(page, [deck.id]);
    expect(cards).toHaveLength(3);
    await answerCard(page, cards[0]!, "good");
    await answerCard(page, cards[1]!, "good");
    await answerCard(page, cards[2]!, "easy");

    await page.goto("/study");
    await expect(page.getByRole("heading", { level: 2, name: "Statistics" })).toBeVisible();
    const heatmap = statistics(page).getByRole("img", { name: /Reviews per day over the last year: 3 reviews on 1 day\./ });
    await expect(heatmap).toBeVisible();
    await expect(heatmap).toHaveAttribute("aria-label", /Current streak: 1 day\./);
    // One day studied: a single shaded cell, at the busiest level.
    await expect(heatmap.locator('rect[data-level="4"]')).toHaveCount(1);
    await expect(statistics(page).getByText("Current streak", { exact: true })).toBeVisible();

    const states = statistics(page).getByRole("list", { name: "Cards by state" });
    await expect(states.locator('[data-state="new"] [data-testid="state-count"]')).toHaveText("0");
    await expect(states.locator('[data-state="learning"] [data-testid="state-count"]')).toHaveText("2");
    await expect(states.locator('[data-state="review"] [data-testid="state-count"]')).toHaveText("1");
    // True retention counts only reviews of cards already in review: none yet, so it is hidden.
    await expect(statistics(page).getByRole("heading", { name: "True retention" })).toHaveCount(0);
    await expect(statistics(page).getByRole("heading", { name: "Due in the next 30 days" })).toBeVisible();
    await expect(statistics(page).getByRole("heading", { name: "Time spent" })).toBeVisible();

    // One deck's statistics: another deck's cards leave the figures, and the choice is in the URL.
    const other = await createDeck(page, "Rivers");
    await createCard(page, other.id, "Longest river in Africa?", "The Nile");
    await page.reload();
    await expect(states.locator('[data-state="new"] [data-testid="state-count"]')).toHaveText("1");
    await statistics(page).getByLabel("Decks").selectOption({ label: "Capitals" });
    await expect(page).toHaveURL(new RegExp(`[?&]deck=${deck.id}`));
    await expect(states.locator('[data-state="new"] [data-testid="state-count"]')).toHaveText("0");
    await expect(heatmap).toBeVisible();
    await statistics(page).getByLabel("Decks").selectOption({ label: "Rivers" });
    await expect(statistics(page).getByText("No reviews yet: study a few cards and your progress shows here")).toBeVisible();
  });
});
