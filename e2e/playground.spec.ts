import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

/** The sample deck's fixed id (apps/web/src/lib/playground/playground-deck.ts). */
const SAMPLE_DECK_ID = "00000000-0000-4000-8000-00000000f1a5";
const SAMPLE_CARD_COUNT = 11;
// One of its notes is a cloze with two gaps: 11 notes make 12 cards to study (docs/glossary.md).
const SAMPLE_DECK_SIZE = "11 notes, 12 cards";
const CARD_TYPES = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"];

type StoredNote = { id: string; type: string; content: Record<string, unknown> };
type Stored = { version: number; notes: StoredNote[] } | null;

function storedPlayground(page: Page): Promise<Stored> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("_playground_notes");
    return raw ? (JSON.parse(raw) as Stored) : null;
  });
}

const cardItems = (page: Page) => page.locator("main [data-card-index]");

test.describe("the playground, for visitors", () => {
  test("a visitor gets 'Your First Deck', kept in browser storage, and the server is never asked for decks or cards", async ({ page }) => {
    const deckCalls: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/\/trpc\/[^?]*(groups|notes)\./.test(url) || url.includes("/api/notes/")) deckCalls.push(url);
    });

    await page.goto("/flashcards");
    const decks = page.getByRole("list", { name: "Your decks" });
    await expect(decks.getByRole("link", { name: "Your First Deck" })).toBeVisible();
    await expect(decks.getByTestId("deck-card-count")).toHaveText(SAMPLE_DECK_SIZE);
    await expect(page.getByText("You're trying Mnemo without an account")).toBeVisible();

    const stored = await storedPlayground(page);
    expect(stored?.version).toBe(1);
    expect(stored?.notes).toHaveLength(SAMPLE_CARD_COUNT);
    expect(new Set(stored?.notes.map((note) => note.type))).toEqual(new Set(CARD_TYPES));

    await decks.getByRole("link", { name: "Your First Deck" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your First Deck" })).toBeVisible();
    await expect(cardItems(page)).toHaveCount(SAMPLE_CARD_COUNT);
    await page.goto(`/flashcards/${SAMPLE_DECK_ID}/view`);
    await expect(page.getByTestId("viewer-position")).toHaveText(`1 / ${SAMPLE_CARD_COUNT}`);
    expect(deckCalls).toEqual([]);
  });

  test("a card added on the home page is still there after a reload", async ({ page }) => {
    await page.goto("/");
    const tryIt = page.getByTestId("try-it");
    await expect(tryIt.getByTestId("viewer-position")).toHaveText(`1 / ${SAMPLE_CARD_COUNT}`);

    const form = tryIt.getByRole("form", { name: "Add your own card" });
    await form.getByLabel("Front").fill("What is the capital of Peru?");
    await form.getByLabel("Back").fill("Lima");
    await form.getByRole("button", { name: "Add card" }).click();
    // The viewer jumps to the new card, question side up.
    await expect(tryIt.getByTestId("viewer-position")).toHaveText(`${SAMPLE_CARD_COUNT + 1} / ${SAMPLE_CARD_COUNT + 1}`);
    await expect(tryIt.locator("[data-card-surface]")).toContainText("What is the capital of Peru?");

    await page.reload();
    await expect(page.getByTestId("try-it").getByTestId("viewer-position")).toHaveText(`1 / ${SAMPLE_CARD_COUNT + 1}`);
    const stored = await storedPlayground(page);
    expect(stored?.notes.at(-1)?.content).toEqual({ type: "manual", front: "What is the capital of Peru?", back: "Lima" });

    await page.goto(`/flashcards/${SAMPLE_DECK_ID}`);
    await expect(cardItems(page)).toHaveCount(SAMPLE_CARD_COUNT + 1);
    await expect(cardItems(page).last()).toContainText("What is the capital of Peru?");
    await expect(cardItems(page).last()).toContainText("Lima");
  });

  test("cards flip with a click or the keyboard, and the arrows move", async ({ page }) => {
    await page.goto("/");
    const tryIt = page.getByTestId("try-it");
    const surface = tryIt.locator("[data-card-surface]");
    await expect(surface).toHaveAttribute("data-flipped", "false");
    await surface.click();
    await expect(surface).toHaveAttribute("data-flipped", "true");
    await surface.press("Space");
    await expect(surface).toHaveAttribute("data-flipped", "false");
    await surface.press("Enter");
    await expect(surface).toHaveAttribute("data-flipped", "true");
    await surface.press("ArrowRight");
    await expect(tryIt.getByTestId("viewer-position")).toHaveText(`2 / ${SAMPLE_CARD_COUNT}`);
    await expect(surface).toHaveAttribute("data-flipped", "false");
    await tryIt.getByRole("button", { name: "Previous card" }).click();
    await expect(tryIt.getByTestId("viewer-position")).toHaveText(`1 / ${SAMPLE_CARD_COUNT}`);
    await tryIt.getByRole("button", { name: "Show answer" }).click();
    await expect(surface).toHaveAttribute("data-flipped", "true");
    await expect(tryIt.getByRole("button", { name: "Show question" })).toBeVisible();
  });

  test("a visitor edits and deletes hand-written cards locally, and can reset the sample", async ({ page }) => {
    await page.goto(`/flashcards/${SAMPLE_DECK_ID}`);
    const card = cardItems(page).filter({ hasText: "Why keep one idea per card?" });
    await card.getByRole("button", { name: /^Edit card/ }).click();
    const editForm = page.getByRole("form", { name: /^Edit card/ });
    await editForm.getByLabel("Back").fill("Small cards are quick to review.");
    await editForm.getByRole("button", { name: "Save card" }).click();
    await expect(editForm).toBeHidden();
    await expect(card).toContainText("Small cards are quick to review.");

    await page.reload();
    await expect(cardItems(page).filter({ hasText: "Why keep one idea per card?" })).toContainText("Small cards are quick to review.");

    await cardItems(page)
      .filter({ hasText: "Why keep one idea per card?" })
      .getByRole("button", { name: /^Delete card/ })
      .click();
    await page.getByRole("dialog", { name: "Delete this card?" }).getByRole("button", { name: "Delete card" }).click();
    await expect(cardItems(page)).toHaveCount(SAMPLE_CARD_COUNT - 1);
    expect((await storedPlayground(page))?.notes).toHaveLength(SAMPLE_CARD_COUNT - 1);

    await page.getByRole("button", { name: "Reset sample deck" }).click();
    await page.getByRole("dialog", { name: "Reset the sample deck?" }).getByRole("button", { name: "Reset sample" }).click();
    await expect(cardItems(page)).toHaveCount(SAMPLE_CARD_COUNT);
    await expect(cardItems(page).filter({ hasText: "Why keep one idea per card?" })).toContainText("when you miss one");
  });

  test("a visitor who tries to create a deck is sent to sign in, with a way back", async ({ page }) => {
    await page.goto("/flashcards");
    await expect(page.getByRole("list", { name: "Your decks" })).toBeVisible();
    await page.getByRole("button", { name: "New deck" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/flashcards");
    await expect(page.locator("main[data-route='auth']")).toBeVisible();
  });

  test("unreadable storage is replaced by a fresh sample deck", async ({ page }) => {
    await page.goto("/flashcards");
    await expect(page.getByRole("link", { name: "Your First Deck" })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem("_playground_notes", "{not json"));
    await page.reload();
    await expect(page.getByTestId("deck-card-count")).toHaveText(SAMPLE_DECK_SIZE);
    expect((await storedPlayground(page))?.notes).toHaveLength(SAMPLE_CARD_COUNT);
  });

  test("deck URLs that are not the sample deck are 'Group not found'; ones that are no deck id are 404s", async ({ page }) => {
    await page.goto("/flashcards/3f1c1a3e-1111-4111-8111-111111111111");
    await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
    await expect(page.getByText("Group not found")).toBeVisible();
    await page.goto("/flashcards/not-a-deck/view");
    await expect(page.getByText("Page Not Found: /flashcards/not-a-deck/view")).toBeVisible();
  });
});

test.describe("the playground, for signed-in users", () => {
  test("a signed-in user never sees or loads the sample deck", async ({ page }) => {
    await signUp(page);
    await page.goto("/flashcards");
    await expect(page.getByText("No decks yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Your First Deck" })).toHaveCount(0);
    await expect(page.getByText("You're trying Mnemo without an account")).toHaveCount(0);
    expect(await storedPlayground(page)).toBeNull();

    await page.goto(`/flashcards/${SAMPLE_DECK_ID}`);
    await expect(page.getByText("Group not found")).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("link", { name: "Go to your decks" })).toBeVisible();
    await expect(page.getByTestId("try-it")).toHaveCount(0);
    expect(await storedPlayground(page)).toBeNull();
  });
});
