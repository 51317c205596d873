import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { auditPage } from "./support/audit.ts";
import { setPlan } from "./support/plans.ts";
import { reviewAndAddAll } from "./support/review-cards.ts";

/**
 * Study notes (docs/study-notes.md): made from a source's outline on its
 * "Study notes" tab, every line citing where the source says it (a chip that
 * opens the text at the quote), blocks edited as Markdown and kept when the
 * notes are made again, exported as Markdown and PDF. Screenshots go to
 * e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

const LECTURE = `# Cell respiration

Cellular respiration is the process by which cells break down glucose to release energy. It takes place mostly in the mitochondria.

## Glycolysis

Glycolysis is the first stage of cellular respiration. It splits one molecule of glucose into two molecules of pyruvate in the cytoplasm. Glycolysis produces a net gain of two ATP molecules.

## The Krebs cycle

The Krebs cycle takes place in the mitochondrial matrix. It oxidises acetyl-CoA to carbon dioxide. For example, one turn of the cycle releases two molecules of carbon dioxide.

## The electron transport chain

The electron transport chain is located in the inner mitochondrial membrane. It uses the energy of electrons to pump protons across the membrane. Oxygen is the final electron acceptor, and it combines with protons to form water.`;

async function makeCardsFromText(page: Page, deckTitle: string) {
  const deck = await createDeck(page, deckTitle);
  await page.goto(`/flashcards/${deck.id}/create`);
  await page.getByLabel("Text to make cards from").fill(LECTURE);
  await page.getByRole("button", { name: "Generate cards" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  // The create page offers the document's study notes once its cards are made; the cards are reviewed and added
  // first (the notes' self-check asks them).
  const notesHref = await page.getByRole("link", { name: "Study notes" }).getAttribute("href");
  expect(notesHref).toMatch(/^\/sources\/[0-9a-f-]{36}\/notes$/);
  await reviewAndAddAll(page);
  return { ...deck, notesHref: notesHref! };
}

const blocks = (page: Page) => page.locator("main [data-block]");

test("study notes: made from a source, cited, edited and kept when made again, exported", async ({ page }) => {
  test.slow();
  const account = await signUp(page);
  const deck = await makeCardsFromText(page, "Respiration");
  await page.goto(deck.notesHref);
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}\/notes$/);
  await expect(blocks(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Cell respiration" })).toBeVisible();
  await page.getByRole("tab", { name: "Text" }).click();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("tab", { name: "Text" })).toBeFocused();
  const sourcePath = new URL(page.url()).pathname;

  // The tab, keyboard first: focus stays on the tab as the address changes.
  await page.getByRole("tab", { name: "Study notes" }).click();
  await expect(page).toHaveURL(`${sourcePath}/notes`);
  await expect(page.getByRole("tab", { name: "Study notes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Study notes" })).toBeFocused();
  await expect(blocks(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("main [data-block='overview']")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Glycolysis/ })).toBeVisible();
  await expect(page.locator("main")).toContainText("pyruvate");
  await expect(page.locator("main [data-block='self_check'] details").first()).toBeAttached();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "study-notes-desktop.png"), fullPage: true });
  await auditPage(page, "study notes");
  // The dark theme passes the same audit (the citation chips, the folded questions).
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "study-notes-desktop-dark.png"), fullPage: true });
  await auditPage(page, "study notes (dark)");
  await page.emulateMedia({ colorScheme: "light" });

  // A citation chip opens the text at its quote, highlighted.
  const chip = page.locator("main a.cite-chip").first();
  await expect(chip).toHaveText(/§|p\.|slide/);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${sourcePath}\\?section=\\d+&start=\\d+&end=\\d+$`));
  await expect(page.getByRole("tab", { name: "Text" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("mark[data-source-highlight]").first()).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(`${sourcePath}/notes`);

  // Edit a block as Markdown; it says it is the learner's.
  const part = page.locator("main [data-block^='part:']").first();
  const partTitle = (await part.getByRole("heading", { level: 2 }).innerText()).trim();
  await part.getByRole("button", { name: `Edit ${partTitle}` }).click();
  const field = page.getByRole("textbox", { name: `Markdown of ${partTitle}` });
  await expect(field).toBeFocused();
  await field.fill("- My own summary: **glucose in, energy out**.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(part.getByText("Edited by you")).toBeVisible();
  await expect(part.locator("strong")).toHaveText("glucose in, energy out");
  await expect(part.getByRole("button", { name: `Edit ${partTitle}` })).toBeFocused();

  // Made again at another length: the edited block is kept as written.
  await page
    .locator("main label")
    .filter({ hasText: /^Detailed$/ })
    .click();
  await expect(page.getByText("Detailed notes made")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Detailed" })).toBeChecked();
  await expect(part.locator("strong")).toHaveText("glucose in, energy out");
  await page.reload();
  await expect(page.locator(`main [data-block="${await part.getAttribute("data-block")}"] strong`)).toHaveText("glucose in, energy out");

  // Exports: Markdown with the citations as footnotes, and a PDF.
  await page.getByRole("button", { name: "Export" }).click();
  const [markdownFile] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: /Download Markdown/ }).click(),
  ]);
  expect(markdownFile.suggestedFilename()).toMatch(/\.md$/);
  const markdown = await readFile(await markdownFile.path(), "utf8");
  expect(markdown).toContain("glucose in, energy out");
  expect(markdown).toMatch(/\[\^1\]:/);
  // The PDF follows the plan's export rights, like a deck's: refused on Free with the same words, made on Premium.
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
  await expect(page.getByText("The PDF could not be made")).toBeVisible();
  await setPlan(account.email, "premium");
  await page.getByRole("button", { name: "Export" }).click();
  const [pdfFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Download PDF" }).click()]);
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdfFile.path())).subarray(0, 5).toString()).toBe("%PDF-");

  // Undo the edit: the generated text comes back.
  await part.getByRole("button", { name: `Undo my edit of ${partTitle}` }).click();
  await expect(part.getByText("Edited by you")).toBeHidden();

  // The deck made from the source has the same notes on its own "Study notes" tab.
  await page.goto(`/flashcards/${deck.id}`);
  await page.getByRole("tab", { name: "Study notes" }).click();
  await expect(page).toHaveURL(/\?view=notes$/);
  await expect(page.getByRole("tab", { name: "Study notes" })).toBeFocused();
  await expect(page.locator("main [data-block='overview']")).toBeVisible();
  await expect(page.locator("main a.cite-chip").first()).toHaveAttribute("href", new RegExp(`^${sourcePath}\\?section=`));
  await auditPage(page, "deck study notes tab");
  await page.getByRole("tab", { name: "Cards" }).click();
  await expect(page.locator("main [data-card-index='0']")).toBeVisible();

  await page.goto(`${sourcePath}/notes`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(blocks(page).first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "study-notes-phone.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page is wider than the screen").toBeLessThanOrEqual(0);
});

test("study notes only: chosen on the create page, made from the document without cards, opened", async ({ page }) => {
  test.slow();
  await signUp(page);
  const deck = await createDeck(page, "Respiration notes");
  await page.goto(`/flashcards/${deck.id}/create`);
  const cards = page.getByRole("checkbox", { name: "Cards", exact: true });
  const notes = page.getByRole("checkbox", { name: "Study notes", exact: true });
  await expect(cards).toBeChecked();
  await expect(notes).not.toBeChecked();

  // Choosing nothing is explained, and Generate does not run.
  await cards.uncheck();
  await expect(page.getByTestId("generate-reason")).toHaveText("Choose what to make: cards, study notes or both.");
  // Keyboard: Space toggles the focused choice; the card types go with the cards.
  await notes.focus();
  await page.keyboard.press("Space");
  await expect(notes).toBeChecked();
  await expect(page.getByRole("group", { name: /Card types/ })).toBeHidden();
  await page.getByLabel("Text to make study notes from").fill(LECTURE);
  await expect(page.getByTestId("generate-reason")).toHaveText("");

  for (const [width, name] of [
    [1280, "desktop"],
    [390, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `create-notes-only-${name}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `create page at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Make study notes" }).click();
  const status = page.getByTestId("generation-status");
  await expect(status.getByRole("heading", { name: "Study notes made" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100");
  // No cards were made, so there are none to review.
  await expect(page.getByRole("button", { name: "Review the new cards" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Review the new cards" })).toBeHidden();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "create-notes-only-done-desktop.png"), fullPage: true });
  await auditPage(page, "create page, study notes made");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "create-notes-only-done-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("link", { name: "Open study notes" }).click();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}\/notes$/);
  const sourcePath = new URL(page.url()).pathname.replace(/\/notes$/, "");
  await expect(blocks(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: /Glycolysis/ })).toBeVisible();
  await expect(page.locator("main [data-block='self_check']")).toHaveCount(0);

  // The deck has no cards, yet its Study notes tab has the notes.
  await page.goto(`/flashcards/${deck.id}?view=notes`);
  await expect(page.getByRole("tab", { name: "Study notes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("main a.cite-chip").first()).toHaveAttribute("href", new RegExp(`^${sourcePath}\\?section=`));
});
