import type { Page, Request } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck, createNote } from "./support/api.ts";

/**
 * Issue 27: a deck's size reads the same on every page (a cloze note with two
 * gaps is one note and two cards), and a study session opens without waiting
 * for its code: the pages with Study buttons fetch it while shown, and a
 * pointed-at Study link asks for the first cards before the click.
 */

/** The session's chunk (app/routes/study-session.tsx), as the build names it. */
const SESSION_CHUNK = /\/assets\/study-session-[\w-]+\.js$/;

async function seedCountries(page: Page) {
  const deck = await createDeck(page, "Countries");
  await createNote(page, deck.id, { type: "qna", question: "Capital of Italy?", answer: "Rome." });
  await createNote(page, deck.id, { type: "qna", question: "Capital of Spain?", answer: "Madrid." });
  await createNote(page, deck.id, { type: "clozedel", text: "{{c1::Paris}} is the capital of {{c2::France}}." });
  return deck;
}

function recordRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) seen.push(request);
  });
  return seen;
}

test.describe("opening a study session", () => {
  test("a deck with a two-gap cloze has one size on the deck list, its page and /study", async ({ page }) => {
    await signUp(page);
    const deck = await seedCountries(page);

    await page.goto("/flashcards");
    const tile = page.locator(`[data-deck-id="${deck.id}"]`);
    await expect(tile.getByTestId("deck-card-count")).toHaveText("3 notes, 4 cards");

    await page.goto(`/flashcards/${deck.id}`);
    await expect(page.getByTestId("deck-card-count")).toHaveText("3 notes, 4 cards");
    await expect(page.getByTestId("cards-shown")).toHaveText("Showing 3 notes");

    await page.goto("/study");
    const row = page.getByTestId("study-deck").filter({ hasText: "Countries" });
    await expect(row).toContainText("3 notes, 4 cards");
    await expect(row.locator("[data-count='new']")).toContainText("4");
  });

  test("the session's code is fetched while /study or a deck page is shown, and its first cards when Study is pointed at", async ({
    page,
  }) => {
    await signUp(page);
    const deck = await seedCountries(page);
    const chunks = recordRequests(page, SESSION_CHUNK);
    const queues = recordRequests(page, /\/trpc\/[^?]*study\.queue/);

    await page.goto(`/flashcards/${deck.id}`);
    await expect(page.getByTestId("deck-card-count")).toBeVisible();
    await expect.poll(() => chunks.length, { message: "the deck page fetches the session's code" }).toBeGreaterThan(0);

    // A fresh page: nothing cached from the deck page.
    const overview = await page.context().newPage();
    const overviewChunks = recordRequests(overview, SESSION_CHUNK);
    const overviewQueues = recordRequests(overview, /\/trpc\/[^?]*study\.queue/);
    await overview.goto("/study");
    const study = overview.getByRole("link", { name: "Study Countries", exact: true });
    await expect(study).toBeVisible();
    await expect.poll(() => overviewChunks.length, { message: "/study fetches the session's code" }).toBeGreaterThan(0);
    expect(overviewQueues).toHaveLength(0);

    await study.hover();
    await expect.poll(() => overviewQueues.length, { message: "pointing at Study asks for the first cards" }).toBe(1);
    await study.click();
    await expect(overview.getByTestId("study-card")).toBeVisible();
    await expect(overview.getByRole("heading", { level: 1, name: "Countries" })).toBeVisible();
    // The session took the cards asked for on hover rather than asking again.
    expect(overviewQueues).toHaveLength(1);
    expect(queues).toHaveLength(0);
  });
});
