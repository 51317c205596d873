import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";
import { expectNoSidewaysScroll } from "./support/make-cards.ts";

/** Screenshots for people to look at. */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const cardItems = (page: Page) => page.locator("main [data-card-index]");
const deckList = (page: Page) => page.getByRole("list", { name: "Your decks" });
const tile = (page: Page, title: string) =>
  deckList(page)
    .locator("li[data-deck-id]")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

test.describe("decks, signed in", () => {
  test("creating a deck opens its create page and makes it the active deck", async ({ page }) => {
    await signUp(page);
    await page.goto("/flashcards");
    await expect(page.getByText("No decks yet")).toBeVisible();
    await page.getByRole("button", { name: "New deck" }).first().click();

    const dialog = page.getByRole("dialog", { name: "New deck" });
    await dialog.getByLabel("Title").fill("Cell biology");
    await dialog.getByRole("button", { name: "Create deck" }).click();

    await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cell biology" })).toBeVisible();
    const form = page.getByRole("form", { name: "Add a card" });
    await form.getByLabel("Front").fill("Powerhouse of the cell?");
    await form.getByLabel("Back").fill("Mitochondria");
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByText("1 card added.")).toBeVisible();
    await expect(form.getByLabel("Front")).toHaveValue("");

    await page.goto("/flashcards");
    await expect(tile(page, "Cell biology")).toHaveAttribute("data-active", "true");
    await expect(tile(page, "Cell biology").getByTestId("deck-card-count")).toHaveText("1 card");
  });

  test("a deck created without a title is called 'New Deck'", async ({ page }) => {
    await signUp(page);
    await page.goto("/flashcards");
    await page.getByRole("button", { name: "New deck" }).first().click();
    await page.getByRole("dialog", { name: "New deck" }).getByRole("button", { name: "Create deck" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New Deck" })).toBeVisible();
  });

  test("a failed deck creation shows the product's alert and stays put", async ({ page }) => {
    await signUp(page);
    await page.route("**/trpc/groups.create**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([{ error: { message: "boom", code: -32603, data: { httpStatus: 500 } } }]),
      }),
    );
    await page.goto("/flashcards");
    await page.getByRole("button", { name: "New deck" }).first().click();
    // Accepted in the handler, at once: an alert blocks the page, and a click still settling
    // (Playwright waits for navigations it may have scheduled) could otherwise wait on it for ever.
    const alerts: { type: string; message: string }[] = [];
    page.on("dialog", (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole("dialog", { name: "New deck" }).getByRole("button", { name: "Create deck" }).click();
    await expect.poll(() => alerts).toEqual([{ type: "alert", message: "Error creating note. Try refreshing the page." }]);
    await expect(page).toHaveURL(/\/flashcards$/);
  });

  test("the grid/list choice is remembered across reloads", async ({ page }) => {
    await signUp(page);
    await createDeck(page, "Astronomy");
    await page.goto("/flashcards");
    await expect(deckList(page).getByRole("link", { name: "Astronomy" })).toBeVisible();
    await expect(deckList(page)).toHaveAttribute("data-layout", "layout-grid");
    await page.getByRole("radiogroup", { name: "Deck layout" }).getByText("List").click();
    await expect(deckList(page)).toHaveAttribute("data-layout", "layout-list");
    await page.reload();
    await expect(deckList(page)).toHaveAttribute("data-layout", "layout-list");
    await expect(page.getByRole("radio", { name: /List/ })).toBeChecked();
  });

  test("deleting a deck asks first, and the deck goes only once the server has confirmed", async ({ page }) => {
    await signUp(page);
    await createDeck(page, "Chemistry");
    await createDeck(page, "Physics");
    await page.goto("/flashcards");

    await tile(page, "Chemistry").getByRole("button", { name: "Actions for Chemistry" }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete “Chemistry”?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(tile(page, "Chemistry")).toBeVisible();

    // A failing delete keeps the deck and says why.
    await page.route("**/trpc/groups.delete**", (route) => route.fulfill({ status: 500, body: "nope" }), { times: 1 });
    await tile(page, "Chemistry").getByRole("button", { name: "Actions for Chemistry" }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await dialog.getByRole("button", { name: "Delete deck" }).click();
    await expect(dialog.getByText("Could not delete the deck.")).toBeVisible();
    await expect(tile(page, "Chemistry")).toHaveCount(1);

    // While the server thinks it over, the deck is still listed.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/trpc/groups.delete**", async (route) => {
      await released;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Delete deck" }).click();
    await expect(dialog.getByRole("button", { name: "Delete deck" })).toHaveAttribute("data-loading", "true");
    await expect(tile(page, "Chemistry")).toHaveCount(1);
    release();
    await expect(dialog).toBeHidden();
    await expect(tile(page, "Chemistry")).toHaveCount(0);
    await expect(tile(page, "Physics")).toBeVisible();

    await page.reload();
    await expect(tile(page, "Physics")).toBeVisible();
    await expect(tile(page, "Chemistry")).toHaveCount(0);
  });

  test("deleting the active deck clears the active deck", async ({ page }) => {
    await signUp(page);
    await createDeck(page, "Geology");
    await page.goto("/flashcards");
    await tile(page, "Geology").getByRole("button", { name: "Actions for Geology" }).click();
    await page.getByRole("menuitem", { name: "Set as active deck" }).click();
    await expect(tile(page, "Geology")).toHaveAttribute("data-active", "true");
    const activeBefore = await page.evaluate(() => JSON.parse(window.localStorage.getItem("mnemo:deck-store") ?? "{}").activeGroup);
    expect(activeBefore).toMatch(/^[0-9a-f-]{36}$/);

    await tile(page, "Geology").getByRole("button", { name: "Actions for Geology" }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await page.getByRole("dialog", { name: "Delete “Geology”?" }).getByRole("button", { name: "Delete deck" }).click();
    await expect(page.getByText("No decks yet")).toBeVisible();
    const activeAfter = await page.evaluate(() => JSON.parse(window.localStorage.getItem("mnemo:deck-store") ?? "{}").activeGroup);
    expect(activeAfter).toBeNull();
  });

  test("notes paging appends the next page to the deck's cards", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page);
    const deck = await createDeck(page, "Big deck");
    for (let index = 1; index <= 55; index += 1) await createCard(page, deck.id, `Question ${index}`, `Answer ${index}`);

    await page.goto(`/flashcards/${deck.id}`);
    await expect(page.getByTestId("deck-card-count")).toHaveText("55 cards");
    await expect(cardItems(page)).toHaveCount(50);
    await expect(page.getByTestId("cards-shown")).toHaveText("Showing 50 cards of 55");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cardItems(page)).toHaveCount(55);
    await expect(cardItems(page).nth(0)).toContainText("Question 1");
    await expect(cardItems(page).nth(50)).toContainText("Question 51");
    await expect(cardItems(page).nth(50)).toBeFocused();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("the viewer flips with Space and moves with the arrow keys", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Capitals");
    await createCard(page, deck.id, "Capital of France?", "Paris");
    await createCard(page, deck.id, "Capital of Japan?", "Tokyo");
    await page.goto(`/flashcards/${deck.id}/view`);
    const surface = page.locator("[data-card-surface]");
    await expect(page.getByTestId("viewer-position")).toHaveText("1 / 2");
    await expect(surface).toContainText("Capital of France?");
    await page.keyboard.press("Space");
    await expect(surface).toHaveAttribute("data-flipped", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText("2 / 2");
    await expect(surface).toHaveAttribute("data-flipped", "false");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText("2 / 2");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("viewer-position")).toHaveText("1 / 2");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("a deck is renamed in place, and hand-written cards are edited and deleted", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "Draft");
    await createCard(page, deck.id, "Speed of light?", "About 300,000 km/s");
    await page.goto(`/flashcards/${deck.id}`);

    // The title's editor keeps its field, Save and Cancel on one line on a wide screen, and fits a phone's width.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Rename deck" }).click();
    const renameForm = page.getByRole("form", { name: "Rename deck" });
    const middle = async (name: string) => {
      const box = await renameForm.getByRole("button", { name }).boundingBox();
      return box ? Math.round(box.y + box.height / 2) : null;
    };
    const fieldBox = await renameForm.getByLabel("Deck title").boundingBox();
    expect(await middle("Save")).toBe(Math.round(fieldBox!.y + fieldBox!.height / 2));
    expect(await middle("Cancel")).toBe(await middle("Save"));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "deck-rename-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expect(renameForm.getByRole("button", { name: "Cancel" })).toBeInViewport();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "deck-rename-phone.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel("Deck title").fill("Physics facts");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Physics facts" })).toBeVisible();
    await expect(page).toHaveTitle("Physics facts | Mnemo");

    await cardItems(page).first().getByRole("button", { name: "Edit card 1" }).click();
    const editForm = page.getByRole("form", { name: "Edit card 1" });
    await editForm.getByLabel("Back").fill("299,792 km/s");
    await editForm.getByRole("button", { name: "Save card" }).click();
    // The open form's fields hold the new text too: only a closed form means it was saved.
    await expect(editForm).toBeHidden();
    await expect(cardItems(page).first()).toContainText("299,792 km/s");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Physics facts" })).toBeVisible();
    await expect(cardItems(page).first()).toContainText("299,792 km/s");

    await page.getByRole("switch", { name: "Show answers" }).click();
    await expect(cardItems(page).first()).not.toContainText("299,792 km/s");

    await cardItems(page).first().getByRole("button", { name: "Delete card 1" }).click();
    await page.getByRole("dialog", { name: "Delete this card?" }).getByRole("button", { name: "Delete card" }).click();
    await expect(page.getByText("No cards in this deck yet")).toBeVisible();
    await expect(page.getByTestId("deck-card-count")).toHaveText("0 cards");
  });

  test("signing out clears the remembered deck choices", async ({ page }) => {
    await signUp(page, { name: "Ada Lovelace" });
    await createDeck(page, "Maths");
    await page.goto("/flashcards");
    await expect(deckList(page).getByRole("link", { name: "Maths" })).toBeVisible();
    await page.getByRole("radiogroup", { name: "Deck layout" }).getByText("List").click();
    await expect(deckList(page)).toHaveAttribute("data-layout", "layout-list");

    await page.getByRole("button", { name: /Account menu for Ada Lovelace/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.locator("main[data-route='home']")).toBeVisible();
    await page.goto("/flashcards");
    await expect(deckList(page).getByRole("link", { name: "Your First Deck" })).toBeVisible();
    await expect(deckList(page)).toHaveAttribute("data-layout", "layout-grid");
    await expect(deckList(page).getByRole("link", { name: "Maths" })).toHaveCount(0);
  });
});
