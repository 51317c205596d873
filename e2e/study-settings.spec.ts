import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { auditPage } from "./support/audit.ts";
import { createCard, createDeck, type Deck } from "./support/api.ts";

/**
 * Study settings (issue 17): the profile's Study card changes how sessions
 * run; a deck's own daily limits on /study; the end of a session says what is
 * due tomorrow and offers "study more".
 */

async function trpcQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${path}${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function deckWithCards(page: Page, title: string, count: number): Promise<Deck> {
  const deck = await createDeck(page, title);
  for (let n = 1; n <= count; n += 1) await createCard(page, deck.id, `${title} question ${n}?`, `${title} answer ${n}`);
  return deck;
}

const deckRow = (page: Page, title: string) => page.getByTestId("study-deck").filter({ hasText: title });
const answerRow = (page: Page) => page.getByRole("group", { name: "How well did you know it?" });

test.describe("study settings", () => {
  test.describe("in Tokyo", () => {
    test.use({ timezoneId: "Asia/Tokyo" });

    test("a session opened from a link saves the time zone; the profile's limits and two-button mode take effect", async ({ page }) => {
      await signUp(page);
      const deck = await deckWithCards(page, "Kanji", 4);

      // Straight into a session, never through /study: the browser's zone is saved all the same.
      await page.goto(`/study/${deck.id}`);
      await expect(page.getByTestId("study-card")).toBeVisible();
      await expect.poll(async () => (await trpcQuery<{ time_zone: string }>(page, "study.settings")).time_zone).toBe("Asia/Tokyo");

      await page.goto("/auth/profile");
      const card = page.getByTestId("study-settings");
      await expect(card.getByRole("combobox", { name: "Time zone" })).toHaveValue(/Asia\/Tokyo/);
      await expect(card.getByRole("button", { name: "Save study settings" })).toBeDisabled();
      await card.getByRole("textbox", { name: "New cards per day" }).fill("2");
      await card.getByRole("switch", { name: /Two buttons/ }).check();
      // The retention slider by keyboard: two steps down from 90%.
      await card.getByRole("slider").focus();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(card.getByTestId("retention-value")).toHaveText("88%");
      await card.getByRole("button", { name: "Save study settings" }).click();
      await expect(card.getByTestId("study-settings-saved")).toContainText("reschedule all cards");
      await auditPage(page, "profile with the study card");
      expect(await trpcQuery(page, "study.settings")).toMatchObject({ new_per_day: 2, two_buttons: true, desired_retention: 0.88 });

      // Reschedule all cards asks first, and says what it did.
      await card.getByRole("button", { name: "Reschedule all cards" }).click();
      const dialog = page.getByRole("dialog", { name: "Reschedule all cards?" });
      await expect(dialog).toContainText("never rewritten");
      await auditPage(page, "reschedule all cards dialog");
      await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId("reschedule-result")).toHaveText("No card in review to reschedule.");

      await page.goto("/study");
      await expect(deckRow(page, "Kanji").locator("[data-count='new']")).toContainText("2");
      await page.goto(`/study/${deck.id}`);
      await expect(page.getByTestId("study-card")).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answerRow(page).getByRole("button")).toHaveCount(2);
    });
  });

  test("a deck's own daily limit changes that deck's count on /study, and 'Use account limits' clears it", async ({ page }) => {
    await signUp(page);
    await deckWithCards(page, "Botany", 5);
    await deckWithCards(page, "Zoology", 5);

    await page.goto("/study");
    await expect(deckRow(page, "Botany").locator("[data-count='new']")).toContainText("5");
    await page.getByRole("button", { name: "Daily limits for Botany" }).click();
    const dialog = page.getByRole("dialog", { name: "Daily limits for Botany" });
    await expect(dialog.getByRole("textbox", { name: "New cards per day" })).toBeFocused();
    await page.keyboard.type("1");
    await auditPage(page, "deck limits dialog");
    await dialog.getByRole("button", { name: "Save limits" }).click();
    await expect(dialog).toBeHidden();
    await expect(deckRow(page, "Botany").locator("[data-count='new']")).toContainText("1");
    await expect(deckRow(page, "Botany")).toContainText("Own limits: 1 new a day");
    await expect(deckRow(page, "Zoology").locator("[data-count='new']")).toContainText("5");
    await expect(page.getByRole("button", { name: "Study all (6)" })).toBeVisible();

    await page.getByRole("button", { name: "Daily limits for Botany" }).click();
    await dialog.getByRole("button", { name: "Use account limits" }).click();
    await expect(dialog).toBeHidden();
    await expect(deckRow(page, "Botany").locator("[data-count='new']")).toContainText("5");
    await expect(deckRow(page, "Botany")).not.toContainText("Own limits");
  });

  test("the summary says what is due tomorrow, and 'Review ahead' studies it today", async ({ page }) => {
    await signUp(page);
    // The zone the browser would save on the first visit, saved first, so "tomorrow" means the same study day throughout.
    const saved = await page.request.post("/trpc/study.saveSettings", { data: { timeZone: "America/New_York" } });
    expect(saved.ok(), await saved.text()).toBe(true);
    const deck = await deckWithCards(page, "Physics", 4);
    const queue = await trpcQuery<{ cards: { id: string; content: { front: string } }[] }>(page, "study.queue", { groupIds: [deck.id] });
    const [tomorrow, ahead] = queue.cards;
    // One card due on the next study day, as "set due" makes it.
    const setDue = await page.request.post("/trpc/study.setDue", { data: { cardId: tomorrow!.id, days: 1 } });
    expect(setDue.ok(), await setDue.text()).toBe(true);
    // One answered Easy three days ago (an answer sent late keeps its time): due in a few days, so "ahead".
    const answered = await page.request.post("/trpc/study.answer", {
      data: {
        cardId: ahead!.id,
        rating: "easy",
        reviewId: randomUUID(),
        durationMs: 3000,
        seen: { reps: 0, due: null, state: "new" },
        answeredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    });
    expect(answered.ok(), await answered.text()).toBe(true);

    await page.goto(`/study/${deck.id}`);
    for (let n = 0; n < 2; n += 1) {
      await expect(page.getByTestId("study-card")).toBeVisible();
      await page.keyboard.press("Space");
      await page.keyboard.press("4");
    }
    const summary = page.getByTestId("study-summary");
    await expect(summary.getByTestId("stat-cards-studied")).toHaveText("2");
    await expect(summary.getByTestId("stat-due-tomorrow")).toHaveText("1");
    await expect(summary.getByTestId("stat-retention-today")).toHaveText("100%");
    await auditPage(page, "session summary with study more");

    await summary.getByRole("link", { name: "Review ahead" }).click();
    await expect(page).toHaveURL(new RegExp(`/study/${deck.id}\\?more=ahead$`));
    await expect(page.getByTestId("study-card")).toContainText(ahead!.content.front);
    await page.keyboard.press("Space");
    await page.keyboard.press("3");
    await expect(summary.getByTestId("stat-cards-studied")).toHaveText("1");
    await expect(summary).toContainText("You reviewed ahead.");
    await expect(summary.getByRole("link", { name: "Forgotten today" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Review ahead" })).toHaveCount(0);
  });
});
