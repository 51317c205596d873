import path from "node:path";
import { expect, signUp, test } from "./fixtures.ts";
import { auditPage, expectLandmarksInOrder } from "./support/audit.ts";
import { expectNoSidewaysScroll, makeCardsFromText } from "./support/make-cards.ts";
import { addAllReviewedCards } from "./support/review-cards.ts";

/**
 * Making more cards from a kept source (docs/sources.md, "Making more from a source"): "Make cards" on the source's
 * page into a second deck, the job's progress, "Open deck", and the deck's "Made from" back to the source.
 * Screenshots go to e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

test.describe("making cards from a source", () => {
  test("a source makes cards into a second deck with no words charged, and that deck links back to it", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUp(page);
    const first = await makeCardsFromText(page, "Photosynthesis");

    // The first deck says what it was made from; its link opens the source, its "Study notes" the source's notes.
    await page.goto(`/flashcards/${first.id}`);
    const madeFrom = page.getByTestId("deck-made-from");
    await expect(madeFrom).toContainText("Made from:");
    const sourceLink = madeFrom.getByRole("link").first();
    const sourceTitle = (await sourceLink.innerText()).trim();
    const sourceHref = await sourceLink.getAttribute("href");
    expect(sourceHref).toMatch(/^\/sources\/[0-9a-f-]{36}$/);
    await expect(madeFrom.getByRole("link", { name: /^Study notes/ })).toHaveAttribute("href", `${sourceHref}/notes`);
    await sourceLink.click();
    await expect(page).toHaveURL(new RegExp(`${sourceHref}$`));
    await expect(page.getByRole("heading", { level: 1, name: sourceTitle })).toBeVisible();

    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-button-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-button-phone.png") });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The dialog opens from the keyboard and Escape gives focus back to the button.
    const makeCards = page.getByRole("button", { name: "Make cards" });
    await makeCards.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Make cards from this source" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Made from this source: no upload, no words charged.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(makeCards).toBeFocused();

    // With a deck already, the learner chooses where the cards go: until then "Make cards" says why it waits.
    await makeCards.click();
    await expect(dialog).toBeVisible();
    const start = dialog.getByRole("button", { name: "Make cards" });
    await expect(dialog.getByTestId("source-cards-reason")).toHaveText("Choose a deck for the cards.");
    await expect(start).toHaveAttribute("aria-disabled", "true");
    await dialog.getByRole("combobox", { name: "Deck" }).click();
    await expect(page.getByRole("option", { name: "Photosynthesis" })).toBeVisible();
    await page.getByRole("option", { name: "A new deck" }).click();
    const newName = dialog.getByRole("textbox", { name: "New deck's name" });
    await expect(newName).toHaveValue(sourceTitle);
    await newName.fill("Photosynthesis, again");
    // The plan's card types, all picked to begin with; one unpicked.
    await expect(dialog.getByRole("checkbox", { name: /Question and answer/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: /Cloze/ }).uncheck();
    await expect(dialog.getByTestId("source-cards-reason")).toHaveText("");
    // "Learn by heart", as on the create form: the card types give way to it, and come back as they were.
    const byHeart = dialog.getByRole("checkbox", { name: "Learn by heart: one card per line" });
    await byHeart.check();
    await expect(dialog.getByRole("checkbox", { name: /Question and answer/ })).toHaveCount(0);
    await byHeart.uncheck();
    await expect(dialog.getByRole("checkbox", { name: /Cloze/ })).not.toBeChecked();
    await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-dialog-desktop.png") });
    await auditPage(page, "make cards from a source (dialog)");
    await expectLandmarksInOrder(page, "make cards from a source (dialog)");

    // At phone width the dialog fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, "dialog fits a phone's width").toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-dialog-phone.png") });
    await page.setViewportSize({ width: 1280, height: 900 });

    await start.click();
    const progress = dialog.getByRole("progressbar", { name: "Generation progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    await expect(dialog.getByTestId("generation-status")).toContainText(/\d+ cards? made/);
    // Nothing charged again: the summary names no words used.
    await expect(dialog.getByTestId("generation-message")).not.toContainText("words used");
    const review = dialog.getByRole("link", { name: "Review the cards" });
    await expect(review).toBeFocused();
    await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-done-desktop.png") });
    await auditPage(page, "make cards from a source (done)");
    await page.keyboard.press("Enter");

    // The cards are reviewed and added; the second deck has them, and "Made from" links back to the same source.
    await addAllReviewedCards(page);
    await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}$/);
    expect(new URL(page.url()).pathname).not.toBe(`/flashcards/${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Photosynthesis, again" })).toBeVisible();
    await expect(page.getByTestId("deck-card-count")).toContainText(/[1-9]\d* cards?/);
    await expect(page.getByRole("list", { name: /cards/i }).getByRole("listitem").first()).toBeVisible();
    const backLink = page.getByTestId("deck-made-from").getByRole("link", { name: sourceTitle, exact: true });
    await expect(backLink).toHaveAttribute("href", sourceHref!);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "source-made-from-deck-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "source-made-from-deck-phone.png") });

    // The source now counts both decks.
    await backLink.click();
    await expect(page).toHaveURL(new RegExp(`${sourceHref}$`));
    await expect(page.getByRole("link", { name: "Photosynthesis, again" })).toBeVisible();
  });

  test("a source deleted meanwhile refuses to start, saying so; the deck is chosen from the keyboard", async ({ page }) => {
    test.slow();
    await signUp(page);
    const first = await makeCardsFromText(page, "Photosynthesis");
    await page.goto(`/flashcards/${first.id}`);
    const sourceHref = await page.getByTestId("deck-made-from").getByRole("link").first().getAttribute("href");
    await page.goto(sourceHref!);
    await page.getByRole("button", { name: "Make cards" }).click();
    const dialog = page.getByRole("dialog", { name: "Make cards from this source" });

    // The deck select answers the keyboard: arrows move through the decks, Enter picks one.
    const deckField = dialog.getByRole("combobox", { name: "Deck" });
    await deckField.focus();
    await page.keyboard.press("ArrowDown");
    const option = page.getByRole("option", { name: "Photosynthesis" });
    await expect(option).toBeVisible();
    for (let step = 0; step < 3 && (await option.getAttribute("data-combobox-selected")) === null; step += 1) {
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    await expect(deckField).toHaveValue("Photosynthesis");

    // The dark theme passes the same audit.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, "source-make-cards-dialog-dark.png") });
    await auditPage(page, "make cards from a source (dialog, dark)");

    // Deleted in another tab: the server refuses, nothing starts, and the dialog says why.
    const deleted = await page.request.post("/trpc/sources.delete", { data: { id: sourceHref!.split("/").pop() } });
    expect(deleted.ok()).toBe(true);
    await dialog.getByRole("button", { name: "Make cards" }).click();
    const refusal = dialog.getByRole("alert");
    await expect(refusal).toContainText("Could not start");
    await expect(refusal).toContainText("Source not found");
    await expect(dialog.getByRole("button", { name: "Make cards" })).toBeFocused();
    await expect(dialog.getByTestId("generation-status")).toHaveCount(0);
    // Into a new deck, learned by heart: the request asks for that, and the refused start leaves no empty deck behind.
    await deckField.click();
    await page.getByRole("option", { name: "A new deck" }).click();
    await dialog.getByRole("textbox", { name: "New deck's name" }).fill("Photosynthesis by heart");
    await dialog.getByRole("checkbox", { name: "Learn by heart: one card per line" }).check();
    const asked = page.waitForRequest((request) => request.url().includes("generation.startFromSource"));
    await dialog.getByRole("button", { name: "Make cards" }).click();
    // tRPC batches the call: its input is the body's first entry.
    const sent = ((await asked).postDataJSON() as Record<string, Record<string, unknown>>)["0"];
    expect(sent).toMatchObject({ memorise: true });
    expect(sent).not.toHaveProperty("types");
    // A new deck, not the one the refused start before asked for.
    expect(sent!.groupId).not.toBe(first.id);
    await expect(dialog.getByRole("alert")).toContainText("Source not found");
    const deckTitles = async () => {
      const listed = await page.request.get("/trpc/groups.list");
      return ((await listed.json()) as { result: { data: { title: string }[] } }).result.data.map((deck) => deck.title);
    };
    await expect.poll(deckTitles).toEqual(["Photosynthesis"]);
  });
});
