import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { addAllReviewedCards } from "./support/review-cards.ts";
import { tinyPdf } from "./support/tiny-pdf.ts";

/**
 * Making cards on /flashcards/{deckId}/create: pasted text through the real
 * queue and the offline generator to cards with their sources, the plan's
 * limits shown live, a file the server refuses, and cards of every type
 * written by hand. Screenshots go to e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const STUDY_TEXT = `Photosynthesis is the process by which green plants and algae turn light energy into chemical energy. It takes place in chloroplasts, which contain a green pigment called chlorophyll. Chlorophyll absorbs red and blue light and reflects green light.

During the light-dependent reactions in the thylakoid membranes, water molecules are split. This releases oxygen as a by-product and produces the energy carriers ATP and NADPH.

The Calvin cycle takes place in the stroma. It uses ATP and NADPH to fix carbon dioxide into sugar. The enzyme RuBisCO catalyses the first step of carbon fixation.

The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. A factor in short supply limits the rate.`;

const textArea = (page: Page) => page.getByLabel("Text to make cards from");
const generateButton = (page: Page) => page.getByRole("button", { name: "Generate cards" });

async function openCreatePage(page: Page, title: string) {
  await signUp(page);
  const deck = await createDeck(page, title);
  await page.goto(`/flashcards/${deck.id}/create`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("words-remaining")).toContainText("words left this month");
  return deck;
}

test.describe("generating cards", () => {
  test("pasted text becomes cards with their sources, reviewed and then shown in the deck", async ({ page }) => {
    test.slow();
    const deck = await openCreatePage(page, "Photosynthesis");

    // The free plan's limits and types, live: a new account starts on the Free plan.
    await expect(page.getByTestId("plan-allowance")).toContainText("Free plan · up to 2,000 characters or 1 page at a time");
    await expect(page.getByRole("checkbox", { name: /Question and answer/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Multiple choice/ })).toBeDisabled();
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByTestId("generate-reason")).toHaveText("Paste some text to make cards from.");

    await textArea(page).fill(STUDY_TEXT);
    await expect(page.getByTestId("text-counter")).toContainText(`${STUDY_TEXT.trim().length.toLocaleString("en-GB")} / 2,000 characters`);
    await page.getByRole("checkbox", { name: /True or false/ }).uncheck();
    await expect(generateButton(page)).toBeEnabled();
    await page.setViewportSize({ width: 1366, height: 1100 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-create-desktop.png"), fullPage: true });

    // A screen tall enough to show the new cards where they appear: the learner is looking at them.
    await page.setViewportSize({ width: 1366, height: 2400 });
    await generateButton(page).click();
    const progress = page.getByRole("progressbar", { name: "Generation progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    await expect(page.getByTestId("generation-status")).toContainText(/\d+ cards? made/);
    await expect(page.getByTestId("generation-message")).toContainText(/Cards from \d+ of \d+ sections?/);

    // The new cards wait for review before they join the deck: only the chosen types, the deck still empty.
    const reviewLink = page.getByTestId("review-new-cards");
    await expect(reviewLink).toHaveText(/^Review \d+ cards?$/);
    // No "Flashcards ready!" over a result already on screen (the PDF test below sees it when it is not).
    await expect(page.locator("[data-toast-id='note_cards_ready']")).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 1100 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-done-desktop.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page, "create page after generating");
    await reviewLink.click();
    await expect(page.locator("[data-candidate-index]").first()).toBeVisible();
    await expect(page.getByText("True/false")).toHaveCount(0);
    const reviewCount = await addAllReviewedCards(page);

    await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.id}$`));
    // A cloze with several gaps is one note and several cards: "3 cards", or "3 notes, 4 cards" (docs/glossary.md).
    await expect(page.getByTestId("deck-card-count")).toHaveText(new RegExp(`^${reviewCount} (cards?|notes?, \\d+ cards)$`));

    // Each generated card's source is one click away, quoting the text it came from.
    const firstCard = page.locator("main [data-card-index='0']");
    await firstCard.getByRole("button", { name: /Source/ }).click();
    const source = page.getByRole("dialog");
    await expect(source).toBeVisible();
    await expect(source).toContainText("Pasted text");
    const quote = (await source.locator("blockquote").innerText()).trim();
    expect(quote.length).toBeGreaterThan(10);
    expect(STUDY_TEXT.replace(/\s+/g, " ")).toContain(quote.replace(/\s+/g, " ").replace(/…$/, "").slice(0, 40));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-deck-source-desktop.png") });
    await expectNoSeriousAxeViolations(page, "deck page with a source open");
    await page.keyboard.press("Escape");
    await expect(source).toBeHidden();
    await expect(firstCard.getByRole("button", { name: /Source/ })).toBeFocused();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-deck-desktop.png"), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-deck-phone.png"), fullPage: true });
    await page.goto(`/flashcards/${deck.id}/create`);
    await textArea(page).fill(STUDY_TEXT);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-create-phone.png"), fullPage: true });
    await expectNoSidewaysScroll(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 1366, height: 1000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-create-dark-desktop.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page, "create page, dark, with text");
  });

  test("text over the plan's limit shows the limit and disables Generate, saying why", async ({ page }) => {
    await openCreatePage(page, "Too long");
    const longText = `${STUDY_TEXT}\n\n${STUDY_TEXT}\n\n${STUDY_TEXT}`;
    await textArea(page).fill(longText);
    const counter = page.getByTestId("text-counter");
    await expect(counter).toContainText(`${longText.trim().length.toLocaleString("en-GB")} / 2,000 characters`);
    await expect(counter).toHaveAttribute("data-over-limit", "true");
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByTestId("generate-reason")).toContainText("the Free plan allows up to 2,000 at a time");
    await expect(generateButton(page)).toHaveAccessibleDescription(/allows up to 2,000 at a time/);
    // Clicking it anyway starts nothing.
    await generateButton(page).click({ force: true });
    await expect(page.getByTestId("generation-status")).toHaveCount(0);

    await textArea(page).fill(STUDY_TEXT);
    await expect(counter).not.toHaveAttribute("data-over-limit", "true");
    await expect(generateButton(page)).toBeEnabled();
  });

  test("card types outside the plan are disabled, with a way to upgrade", async ({ page }) => {
    await openCreatePage(page, "Plans");
    for (const [type, label] of [
      ["mcq", "Multiple choice"],
      ["concept_fact_list", "Concept and facts"],
    ] as const) {
      const tile = page.getByTestId(`card-type-${type}`);
      await expect(tile.getByRole("checkbox", { name: new RegExp(label) })).toBeDisabled();
      await expect(tile.getByRole("link", { name: new RegExp(`Upgrade for ${label}`) })).toHaveAttribute("href", "/upgrade");
    }
    await page.getByRole("checkbox", { name: /Question and answer/ }).uncheck();
    await page.getByRole("checkbox", { name: /True or false/ }).uncheck();
    // Cloze is in the Free plan too (checked by default).
    await page.getByRole("checkbox", { name: /Cloze/ }).uncheck();
    await textArea(page).fill(STUDY_TEXT);
    await expect(page.getByTestId("generate-reason")).toHaveText("Pick at least one card type.");
    await expect(generateButton(page)).toBeDisabled();
    await page
      .getByTestId("card-type-mcq")
      .getByRole("link", { name: /Upgrade/ })
      .click();
    await expect(page).toHaveURL(/\/upgrade$/);
  });

  test("a file the server cannot read shows its error before anything is generated", async ({ page }) => {
    await openCreatePage(page, "Uploads");
    await page.getByRole("tab", { name: "Upload a file" }).click();
    await expect(page.getByTestId("generate-reason")).toHaveText("Choose a file to make cards from.");
    await page.getByLabel("Drop a file here, or choose one").setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("These are plain text notes, not a PDF at all.\n"),
    });
    const chosen = page.getByTestId("chosen-file");
    await expect(chosen).toContainText("notes.pdf");
    await expect(chosen.getByTestId("file-size")).toContainText("of 25 MB allowed");
    const error = chosen.getByTestId("file-error");
    await expect(error).toBeVisible();
    const message = (await error.innerText()).trim();
    expect(message.length).toBeGreaterThan(10);
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByTestId("generate-reason")).toHaveText(message);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-file-error-desktop.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page, "create page with a refused file");

    await chosen.getByRole("button", { name: "Remove notes.pdf" }).click();
    await expect(chosen).toHaveCount(0);
  });
});

test.describe("generating from a file", () => {
  test("a PDF is checked against the plan, uploaded, and its cards point at their page", async ({ page }) => {
    test.slow();
    const deck = await openCreatePage(page, "Cell biology");
    await page.getByRole("tab", { name: "Upload a file" }).click();
    await page.getByLabel("Drop a file here, or choose one").setInputFiles({
      name: "cells.pdf",
      mimeType: "application/pdf",
      buffer: tinyPdf([
        "Mitochondria are the powerhouse of the cell.",
        "Mitochondria produce ATP through cellular respiration.",
        "The nucleus holds the genetic material of the cell.",
        "Ribosomes are the sites of protein synthesis in the cell.",
        "The cell membrane controls what enters and leaves the cell.",
        "Chloroplasts carry out photosynthesis in plant cells.",
      ]),
    });
    const chosen = page.getByTestId("chosen-file");
    await expect(chosen.getByTestId("file-pages")).toHaveText("1 page · your plan takes up to 1 page");
    await expect(generateButton(page)).toBeEnabled();
    // The page in another tab (hidden) when the cards are ready: the toast says so, and its button opens their review.
    await page.evaluate(() => Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true }));
    await generateButton(page).click();
    const progress = page.getByRole("progressbar", { name: "Generation progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    await expect(page.getByTestId("generation-message")).toContainText("Cards from 1 of 1 page");
    const toast = page.getByTestId("toast-stack").locator("[data-toast-id='note_cards_ready']");
    await expect(toast).toContainText("Flashcards ready!");
    await expect(toast).toContainText("Click the 'View Flascards' button to view your new flashcards.");
    // It opens the review of the new cards; added there, they are in the deck.
    await toast.getByRole("button", { name: "View Flashcards" }).click();
    await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.id}/review/`));
    await addAllReviewedCards(page);

    await page.goto(`/flashcards/${deck.id}`);
    await page
      .locator("main [data-card-index='0']")
      .getByRole("button", { name: /Source/ })
      .click();
    const source = page.getByRole("dialog");
    await expect(source).toContainText("cells.pdf");
    await expect(source).toContainText("Page 1");
    await expect(source.locator("blockquote")).toContainText(/cell/i);
  });
});

test.describe("an input that gives no cards", () => {
  test("says so calmly, with no error beside it, and makes cards anyway when asked", async ({ page }) => {
    test.slow();
    await openCreatePage(page, "Rivers");
    // An essay brief: tasks and a deadline around one statement of fact the generator judges too weak alone.
    const brief = [
      "Write an essay about a river you know.",
      "Describe how the river changes through the seasons.",
      "The Thames flows through London and reaches the North Sea at its estuary.",
      "Answer the questions below in full sentences.",
      "Submit your work by Friday.",
    ].join("\n\n");
    await textArea(page).fill(brief);
    await generateButton(page).click();
    const calm = page.getByTestId("generation-no-cards");
    await expect(calm).toBeVisible({ timeout: 60_000 });
    await expect(calm).toContainText("No cards from this input");
    await expect(calm).toContainText("This looks like an assignment: few facts to turn into cards.");
    await expect(calm).toContainText("Your usage has not been affected.");
    await expect(calm).toHaveAttribute("role", "status");
    // One message: no red "Something went wrong" toast beside it.
    await expect(page.locator("[data-toast-id='note_conversion_error_generic']")).toHaveCount(0);
    await expect(page.getByTestId("generation-failed")).toHaveCount(0);
    for (const [width, name] of [
      [1280, "generate-no-cards-desktop.png"],
      [390, "generate-no-cards-phone.png"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await calm.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
    }
    await expectNoSeriousAxeViolations(page, "create page after an input with no cards");

    await page.setViewportSize({ width: 1280, height: 900 });
    await calm.getByRole("button", { name: "Make cards anyway" }).click();
    const progress = page.getByRole("progressbar", { name: "Generation progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    await expect(page.getByTestId("generation-status")).toContainText(/\d+ cards? made/);
    await page.getByTestId("review-new-cards").click();
    await expect(page.locator("[data-candidate-index]").first()).toContainText("Thames");
  });

  test("a poem is offered 'Learn by heart', which makes one card per line, cued by the lines before", async ({ page }) => {
    test.slow();
    await openCreatePage(page, "Poems");
    const poem = [
      "The Weathervane",
      "The cockerel on the chapel spire,\nIt turns to every wind that blows,\nIt points to rain, it points to fire,\nAnd where it points the weather goes.",
      "It never sleeps, it never sings,\nIt only knows the turning sky,\nAnd all the news the north wind brings\nIt tells the village passing by.",
    ].join("\n\n");
    await textArea(page).fill(poem);
    await generateButton(page).click();
    const calm = page.getByTestId("generation-no-cards");
    await expect(calm).toContainText("This looks like a poem. To learn it by heart, choose 'Learn by heart: one card per line'", {
      timeout: 60_000,
    });
    await calm.getByRole("button", { name: "Learn it by heart" }).click();
    await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100", {
      timeout: 60_000,
    });
    await expect(page.getByTestId("generation-status")).toContainText("8 cards made");
    await page.getByTestId("review-new-cards").click();
    const first = page.locator("[data-candidate-index]").first();
    await expect(first).toContainText("The Weathervane · line 1");
    await expect(first).toContainText("First line:");
    await expect(page.locator("[data-candidate-index]")).toHaveCount(8);
    // One section named after the poem, with no "More from this section" (every line has its card already).
    await expect(page.locator("section[aria-labelledby^='section-'] h2")).toHaveText(["The Weathervane"]);
    await expect(page.getByRole("button", { name: /More from this section/ })).toHaveCount(0);
  });
});

test.describe("writing cards of every type", () => {
  test("a multiple-choice card and a concept card, written, shown per type, edited and flipped", async ({ page }) => {
    const deck = await openCreatePage(page, "Hand-written");
    const form = page.getByRole("form", { name: "Add a card" });

    await form.getByRole("combobox", { name: "Card type" }).click();
    await page.getByRole("option", { name: "Multiple choice" }).click();
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(form.getByLabel("Question")).toBeFocused();
    await expect(form.getByText("Choose the correct option.")).toBeVisible();
    await form.getByLabel("Question").fill("Which gas do plants release?");
    for (const [letter, option] of [
      ["A", "Nitrogen"],
      ["B", "Oxygen"],
      ["C", "Helium"],
      ["D", "Argon"],
    ] as const) {
      await form.getByRole("textbox", { name: `Option ${letter}`, exact: true }).fill(option);
    }
    await form.getByRole("radio", { name: "Option B is correct" }).check();
    await form.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-write-mcq-form.png") });
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByText("1 card added.")).toBeVisible();

    await form.getByRole("combobox", { name: "Card type" }).click();
    await page.getByRole("option", { name: "Concept and facts" }).click();
    await form.getByLabel("Concept").fill("Chlorophyll");
    await form.getByRole("textbox", { name: "Fact 1" }).fill("A green pigment");
    await form.getByRole("textbox", { name: "Fact 1" }).press("Enter");
    await expect(form.getByRole("textbox", { name: "Fact 2" })).toBeFocused();
    await form.getByRole("textbox", { name: "Fact 2" }).fill("Absorbs red and blue light");
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByText("2 cards added.")).toBeVisible();

    await page.goto(`/flashcards/${deck.id}`);
    await page.getByRole("switch", { name: "Show answers" }).check();
    const mcq = page.locator("main [data-card-index='0']");
    await expect(mcq.getByText("Oxygen (correct answer)")).toBeAttached();
    const concept = page.locator("main [data-card-index='1']");
    await expect(concept.getByRole("listitem").filter({ hasText: "Absorbs red and blue light" })).toBeVisible();

    await concept.getByRole("button", { name: "Edit card 2" }).click();
    const edit = page.getByRole("form", { name: "Edit card 2" });
    await edit.getByRole("button", { name: "Add a fact" }).click();
    await edit.getByRole("textbox", { name: "Fact 3" }).fill("Found in chloroplasts");
    await edit.getByRole("button", { name: "Save card" }).click();
    await expect(concept.getByText("Found in chloroplasts")).toBeVisible();
    await expect(concept.getByRole("button", { name: "Edit card 2" })).toBeFocused();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-deck-types-desktop.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page, "deck page with cards of several types");

    await page.goto(`/flashcards/${deck.id}/view`);
    await expect(page.getByTestId("viewer-position")).toHaveText("1 / 2");
    await page.keyboard.press("Space");
    await expect(page.locator("[data-card-surface]")).toHaveAttribute("data-flipped", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText("2 / 2");
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-card-surface]")).toHaveAttribute("data-flipped", "true");
    await expect(page.locator("footer")).toHaveCount(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "generate-viewer-concept-desktop.png") });
  });
});

/** The create page's states that e2e/a11y.spec.ts (which audits it empty) does not reach. */
async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect.soft(blocking, `serious accessibility violations on ${label}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page is wider than the screen").toBeLessThanOrEqual(0);
}
