import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { auditPage } from "./support/audit.ts";
import { expectNoSidewaysScroll, makeCardsFromText } from "./support/make-cards.ts";
import { reviewAndAddAll } from "./support/review-cards.ts";
import { tinyPdf } from "./support/tiny-pdf.ts";

/**
 * Sources (docs/sources.md): pasted text kept as a source when cards are made
 * from it, the library at /sources (search, rename, delete), the viewer with a
 * card's quote highlighted, reached from the card's source popover in the deck.
 * Screenshots go to e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const librarySources = (page: Page) => page.getByRole("list", { name: "Sources" }).locator("[data-source-id]");

test.describe("sources", () => {
  test("pasted text is kept as a source: listed, searched, opened, renamed, opened at a card's quote, and deleted", async ({ page }) => {
    test.slow();
    await signUp(page);

    // Nothing yet: the library says what a source is and where to make one.
    await page.goto("/sources");
    await expect(page.getByRole("heading", { name: "No sources yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Make cards from a document" })).toHaveAttribute("href", "/flashcards");

    const deck = await makeCardsFromText(page, "Photosynthesis");

    // The library, from the navigation: one source, pasted text, with what was made from it.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sources" }).click();
    await expect(page).toHaveURL(/\/sources$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
    await expect(librarySources(page)).toHaveCount(1);
    const item = librarySources(page).first();
    await expect(item).toContainText("Pasted text");
    await expect(item).toContainText(/\d+ words · \d+ KB · added /);
    await expect(item).toContainText(/\d+ cards? in 1 deck/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-library-desktop.png"), fullPage: true });
    await auditPage(page, "sources library");

    // Search, debounced: a word of the title finds it, a word that is nowhere finds nothing.
    const search = page.getByRole("searchbox", { name: "Search sources" });
    await search.fill("zebra crossing");
    await expect(page.getByRole("heading", { name: "No sources match" })).toBeVisible();
    await search.fill("photosynthesis");
    await expect(librarySources(page)).toHaveCount(1);
    await search.fill("");

    // The viewer: what it is, the deck made from it, and the text itself.
    await librarySources(page).first().locator("a").first().click();
    await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
    const sourceUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Pasted text").first()).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Decks made from this source" }).getByRole("link", { name: "Photosynthesis" }),
    ).toHaveAttribute("href", `/flashcards/${deck.id}`);
    await expect(page.locator("main")).toContainText("The enzyme RuBisCO catalyses the first step of carbon fixation.");
    await expect(page.locator("mark")).toHaveCount(0);
    await auditPage(page, "source viewer");

    // Renamed in place: the heading, the tab's title and the library follow.
    await page.getByRole("button", { name: "Rename source" }).click();
    const titleField = page.getByRole("textbox", { name: "Source title" });
    await titleField.fill("Light and sugar");
    await titleField.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Light and sugar" })).toBeVisible();
    await expect(page).toHaveTitle(/Light and sugar/);
    await expect(page.getByRole("button", { name: "Rename source" })).toBeFocused();

    // A card's source in the deck opens the viewer at its quote, highlighted and scrolled to.
    await page.goto(`/flashcards/${deck.id}`);
    const firstCard = page.locator("main [data-card-index='0']");
    await firstCard.getByRole("button", { name: /Source/ }).click();
    const popover = page.getByRole("dialog");
    const quote = squash(await popover.locator("blockquote").innerText());
    await popover.getByRole("link", { name: "Open in source" }).click();
    await expect(page).toHaveURL(new RegExp(`${sourceUrl}\\?section=\\d+&start=\\d+&end=\\d+$`));
    const mark = page.locator("mark[data-source-highlight]").first();
    await expect(mark).toBeVisible();
    await expect(mark).toBeInViewport();
    const marked = squash((await page.locator("mark[data-source-highlight]").allInnerTexts()).join(" "));
    expect(quote.replace(/…$/, "")).toContain(marked.slice(0, 40));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-viewer-desktop.png"), fullPage: true });
    await auditPage(page, "source viewer with a highlighted quote");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator("mark[data-source-highlight]").first()).toBeInViewport();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-viewer-phone.png"), fullPage: true });
    await expectNoSidewaysScroll(page);
    await page.goto("/sources");
    await expect(librarySources(page)).toHaveCount(1);
    await expect(librarySources(page).first()).toContainText("Light and sugar");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-library-phone.png"), fullPage: true });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Deleted from the library's menu, after a warning that the cards keep their quotes.
    await page.getByRole("button", { name: "Actions for Light and sugar" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this source?" });
    await expect(confirm).toContainText("keep their quotes");
    await auditPage(page, "delete source dialog");
    await confirm.getByRole("button", { name: "Delete source" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("heading", { name: "No sources yet" })).toBeVisible();

    // The cards keep their quotes; their link now finds no source.
    await page.goto(`/flashcards/${deck.id}`);
    await firstCard.getByRole("button", { name: /Source/ }).click();
    await expect(page.getByRole("dialog").locator("blockquote")).toHaveText(/\S/);
    await page.getByRole("dialog").getByRole("link", { name: "Open in source" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Source not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Source not found/);
  });

  test("the viewer deletes its source and goes back to the library; someone else's source is not found", async ({ page }) => {
    test.slow();
    await signUp(page);
    await makeCardsFromText(page, "Plants");
    await page.goto("/sources");
    await librarySources(page).first().locator("a").first().click();
    // The click navigates in the page: read the address once the viewer's is there.
    await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}/);
    const sourceUrl = new URL(page.url()).pathname;

    await page.getByRole("button", { name: "Delete source" }).click();
    await page.getByRole("dialog", { name: "Delete this source?" }).getByRole("button", { name: "Delete source" }).click();
    await expect(page).toHaveURL(/\/sources$/);
    await expect(page.getByRole("heading", { name: "No sources yet" })).toBeVisible();
    await page.goto(sourceUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Source not found" })).toBeVisible();

    // Another learner, signed in in this browser now, gets the same answer for a source that is not theirs.
    await makeCardsFromText(page, "Plants again");
    await page.goto("/sources");
    await librarySources(page).first().locator("a").first().click();
    await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}/);
    const theirs = new URL(page.url()).pathname;
    await page.context().clearCookies();
    await signUp(page);
    await page.goto(theirs);
    await expect(page.getByRole("heading", { level: 1, name: "Source not found" })).toBeVisible();
    await auditPage(page, "source not found");
  });

  test("an uploaded PDF is kept with its file, shown page by page, and a card opens it at its quote on that page", async ({ page }) => {
    test.slow();
    await signUp(page);
    const deck = await createDeck(page, "Cell biology");
    await page.goto(`/flashcards/${deck.id}/create`);
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
      ]),
    });
    await page.getByRole("button", { name: "Generate cards" }).click();
    await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100", {
      timeout: 60_000,
    });
    // Its cards are reviewed and added to the deck.
    await reviewAndAddAll(page);

    await page.goto("/sources");
    const item = librarySources(page).first();
    await expect(item).toContainText("PDF");
    await expect(item).toContainText(/1 page · \d+ KB · added /);

    await page.goto(`/flashcards/${deck.id}`);
    await page
      .locator("main [data-card-index='0']")
      .getByRole("button", { name: /Source/ })
      .click();
    await page.getByRole("dialog").getByRole("link", { name: "Open in source" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Page 1" })).toBeVisible();
    // The e2e server keeps source files as `pnpm start` does (docs/sources.md), so the upload is kept.
    await expect(page.getByTestId("source-file-kept")).toHaveText("File kept: cells.pdf");
    await expect(page.locator("mark[data-source-highlight]").first()).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-viewer-pdf-desktop.png"), fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-viewer-pdf-dark-desktop.png"), fullPage: true });
    await auditPage(page, "source viewer, a PDF, dark");
    await page.setViewportSize({ width: 820, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "sources-viewer-pdf-tablet.png") });
  });
});
