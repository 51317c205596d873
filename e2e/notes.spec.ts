import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck as createDeckWithTitle } from "./support/api.ts";

/**
 * /notes: every card across the user's decks, searchable, with the filters in
 * the URL. Decks and cards are made through the API with the page's own
 * request context (the session cookie is shared).
 */

const createDeck = async (page: Page, title: string) => (await createDeckWithTitle(page, title)).id;
const addCard = createCard;

const notesCount = (page: Page) => page.getByTestId("notes-count");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search your cards" });
const results = (page: Page) => page.getByRole("list", { name: "Cards" }).getByRole("article");

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("visitors", () => {
  test("see what the page is for, a way to sign in and the sample deck, and nothing is fetched", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/") && request.url().includes("notes.search")) searches.push(request.url());
    });
    await page.goto("/notes");
    await expect(page.getByRole("heading", { level: 1, name: "Notes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to search your cards" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try the sample deck" })).toHaveAttribute("href", "/flashcards");

    await page.locator("main").getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fnotes$/);
    expect(searches).toEqual([]);
  });
});

test.describe("signed in", () => {
  test("with no cards yet: an empty state that leads to creating a deck", async ({ page }) => {
    await signUp(page);
    await page.goto("/notes");
    await expect(page.getByRole("heading", { name: "No cards yet" })).toBeVisible();
    await expect(notesCount(page)).toHaveText("0 cards");
    await page.getByRole("link", { name: "Create a deck" }).click();
    await expect(page).toHaveURL(/\/flashcards$/);
  });

  test("search, deck and type filters live in the URL, and Back and Forward walk through them", async ({ page }) => {
    await signUp(page);
    const biology = await createDeck(page, "Biology");
    const chemistry = await createDeck(page, "Chemistry");
    await addCard(page, biology, "Cell membrane", "Controls what enters the cell");
    await addCard(page, biology, "Mitochondria", "Powerhouse of the cell");
    await addCard(page, chemistry, "Electrochemical cell", "Makes a current");
    await addCard(page, chemistry, "Noble gases", "Helium, neon, argon");

    await page.goto("/notes");
    await expect(notesCount(page)).toHaveText("4 cards");
    await expect(results(page)).toHaveCount(4);
    // Newest first.
    await expect(results(page).first()).toContainText("Noble gases");

    await searchBox(page).fill("cell");
    await expect(page).toHaveURL(/\/notes\?q=cell$/);
    await expect(notesCount(page)).toHaveText("3 cards found");
    await expect(results(page)).toHaveCount(3);
    await expect(results(page).first().locator("mark").first()).toHaveText(/cell/i);

    await chooseOption(page, "Deck", "Biology");
    await expect(page).toHaveURL(new RegExp(`\\?q=cell&deck=${biology}$`));
    await expect(notesCount(page)).toHaveText("2 cards found");
    await expect(results(page).filter({ hasText: "Electrochemical" })).toHaveCount(0);

    await chooseOption(page, "Card type", "Q&A");
    await expect(page).toHaveURL(new RegExp(`deck=${biology}&type=qna$`));
    await expect(page.getByRole("heading", { name: "No cards match" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=cell&deck=${biology}$`));
    await expect(notesCount(page)).toHaveText("2 cards found");
    await expect(page.getByRole("combobox", { name: "Deck" })).toHaveValue("Biology");
    await page.goBack();
    await expect(page).toHaveURL(/\/notes\?q=cell$/);
    await expect(notesCount(page)).toHaveText("3 cards found");
    await page.goBack();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(notesCount(page)).toHaveText("4 cards");
    await page.goForward();
    await expect(searchBox(page)).toHaveValue("cell");
    await expect(notesCount(page)).toHaveText("3 cards found");

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(notesCount(page)).toHaveText("4 cards");

    // A card's deck links to the deck.
    await results(page)
      .filter({ hasText: "Noble gases" })
      .getByRole("link", { name: /Chemistry/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/flashcards/${chemistry}$`));
  });

  test("a shared link opens the same search", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Languages");
    await addCard(page, deck, "¿Dónde está la biblioteca?", "Where is the library?");
    await addCard(page, deck, "Bonjour", "Hello");
    await page.goto("/notes?q=LIBRARY&type=manual");
    await expect(searchBox(page)).toHaveValue("LIBRARY");
    await expect(page.getByRole("combobox", { name: "Card type" })).toHaveValue("Written by you");
    await expect(notesCount(page)).toHaveText("1 card found");
    await expect(results(page).locator("mark")).toHaveText("library");
  });

  test("'Load more' appends the next page and moves focus to the first new card", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Big deck");
    for (let start = 0; start < 35; start += 7) {
      await Promise.all(Array.from({ length: 7 }, (_, i) => addCard(page, deck, `Card ${start + i}`, `Answer ${start + i}`)));
    }
    await page.goto("/notes");
    await expect(notesCount(page)).toHaveText("35 cards · showing 30");
    await expect(results(page)).toHaveCount(30);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(results(page)).toHaveCount(35);
    await expect(notesCount(page)).toHaveText("35 cards");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expect(results(page).nth(30)).toBeFocused();
  });

  test("a deck filter for a deck that is gone offers every deck instead", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Kept");
    await addCard(page, deck, "Still here", "Yes");
    await page.goto("/notes?deck=0190f3b4-0000-7000-8000-00000000abcd");
    await expect(page.getByText("That deck isn't there any more")).toBeVisible();
    await page.getByRole("button", { name: "Search all decks" }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(notesCount(page)).toHaveText("1 card");
  });
});
