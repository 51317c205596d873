import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import { compactText, readTestPdf } from "../apps/api/src/features/exchange/testing/read-test-pdf.ts";
import { checkAnkiCollection } from "../apps/api/src/features/exchange/testing/anki-checker.ts";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck, createNote } from "./support/api.ts";
import { auditPage } from "./support/audit.ts";
import { setPlan } from "./support/plans.ts";

/**
 * Exports and imports as a learner meets them (docs/exchange.md): every format downloads from a
 * premium account and parses, a free account sees the formats locked with the plan that has them,
 * and an Anki package and a Quizlet text come in through the preview; an upload not imported is
 * cancelled, and five waiting are listed to cancel one. Screenshots go to e2e/.artifacts/screenshots.
 */

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

async function deckWithCards(page: Page, title: string) {
  const deck = await createDeck(page, title);
  await createNote(page, deck.id, { type: "qna", question: "What is the powerhouse of the cell?", answer: "The mitochondrion" });
  await createNote(page, deck.id, { type: "clozedel", text: "Plants make {{c1::glucose}} by photosynthesis." });
  await createNote(page, deck.id, {
    type: "truefalse",
    statement: "Ribosomes make lipids.",
    isTrue: false,
    correction: "They make proteins.",
  });
  return deck;
}

/** Exports from the open export dialog, then goes back to its list of formats. */
async function exportAs(page: Page, name: string, choose?: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>): Promise<Download> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: new RegExp(`^${name}:`) }).check();
  if (choose) await choose(dialog);
  const download = page.waitForEvent("download");
  await dialog.getByTestId("export-submit").click();
  const file = await download;
  await expect(dialog.getByRole("status").filter({ hasText: "Your download has started" })).toBeVisible();
  await dialog.getByRole("button", { name: "Export something else" }).click();
  return file;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path())!));
}

test("a premium learner exports a deck to Anki, Markdown, CSV, PDF and Quizlet", async ({ page }) => {
  const account = await signUp(page);
  await setPlan(account.email, "premium");
  const deck = await deckWithCards(page, "Cell biology");
  await page.goto(`/flashcards/${deck.id}`);
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await auditPage(page, "export dialog");

  const apkg = await exportAs(page, "Anki deck", (dialog) =>
    dialog.getByLabel("Include my progress (schedules and review history)").check(),
  );
  expect(apkg.suggestedFilename()).toBe("Cell biology.apkg");
  expect(await checkAnkiCollection(await bytesOf(apkg))).toEqual([]);

  const csv = text(await bytesOf(await exportAs(page, "CSV")));
  expect(csv.startsWith("\uFEFFdeck,type,front,back,extra,source,tags")).toBe(true);
  expect(csv).toContain("What is the powerhouse of the cell?");

  const markdown = text(await bytesOf(await exportAs(page, "Markdown")));
  expect(markdown).toContain("# Cell biology");
  expect(markdown).toContain("<mark>glucose</mark>");

  const pdf = await exportAs(page, "PDF", async (dialog) => {
    await dialog.getByRole("radio", { name: /Cut-out cards/ }).check();
    await dialog.getByRole("radio", { name: "US Letter" }).check();
  });
  // Cut-out cards on US Letter: fronts on a page, backs on the next, every card's text on them.
  const pages = await readTestPdf(await bytesOf(pdf));
  expect(pages.length).toBe(2);
  expect(pages.every((page) => page.width === 612 && page.height === 792)).toBe(true);
  expect(pages[0]!.compact).toContain(compactText("What is the powerhouse of the cell?"));
  expect(pages[1]!.compact).toContain(compactText("The mitochondrion"));

  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: /^Quizlet:/ }).check();
  await dialog.getByTestId("export-submit").click();
  await expect(dialog.getByTestId("quizlet-text")).toHaveValue(/What is the powerhouse of the cell\?\tThe mitochondrion/);
  await expect(dialog.getByRole("button", { name: /copy/i })).toBeVisible();
});

test("a free account sees every format locked, with the plan that has it", async ({ page }) => {
  const account = await signUp(page);
  await setPlan(account.email, "free");
  const deck = await deckWithCards(page, "Locked");
  await page.goto(`/flashcards/${deck.id}`);
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog");
  for (const format of ["apkg", "md", "csv", "pdf", "quizlet"]) {
    const option = dialog.locator(`[data-format="${format}"]`);
    await expect(option).toHaveAttribute("data-locked");
    await expect(option).toContainText("Premium");
    await expect(option.getByRole("link", { name: /Upgrade/ })).toHaveAttribute("href", "/upgrade");
  }
  await expect(dialog.getByTestId("export-submit")).toBeDisabled();
});

test("an Anki package and a Quizlet text come in through the preview", async ({ page }, testInfo) => {
  const owner = await signUp(page);
  await setPlan(owner.email, "premium");
  const deck = await deckWithCards(page, "Shared deck");
  const apkg = await page.request.get(`/api/exports/file?format=apkg&groupId=${deck.id}`);
  expect(apkg.ok()).toBe(true);
  const apkgFile = testInfo.outputPath("Shared deck.apkg");
  await writeFile(apkgFile, await apkg.body());
  expect(await checkAnkiCollection(new Uint8Array(await readFile(apkgFile)))).toEqual([]);

  await page.context().clearCookies();
  await signUp(page);
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "Import cards" });
  await dialog.getByTestId("import-file").click();
  await page.locator('input[type="file"]').setInputFiles(apkgFile);
  await expect(dialog.getByTestId("import-preview")).toContainText("3 cards");
  await expect(dialog.getByTestId("import-sample")).toContainText("What is the powerhouse of the cell?");
  await expect(dialog.getByTestId("import-matches")).toHaveText("0 cards already here, 3 new");
  await dialog.getByTestId("import-submit").click();
  await expect(dialog.getByTestId("import-result")).toBeVisible();
  await dialog
    .getByRole("link", { name: /open|go to|view/i })
    .first()
    .click();
  await expect(page.getByText("What is the powerhouse of the cell?").first()).toBeVisible();

  // The same package again: the preview says, before Import, that its cards are here already.
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Import cards" });
  await page.locator('input[type="file"]').setInputFiles(apkgFile);
  await expect(dialog.getByTestId("import-matches")).toContainText("3 cards already here, 0 new");
  for (const [width, name] of [
    [1280, "import-matches-desktop.png"],
    [390, "import-matches-phone.png"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Import cards" });
  await page.locator('input[type="file"]').setInputFiles({
    name: "Spanish from Quizlet.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hola\thello\nadiós\tgoodbye\ngracias\tthank you\n"),
  });
  await expect(dialog.getByTestId("import-columns")).toBeVisible();
  await auditPage(page, "import preview of a text file");
  await expect(dialog.getByTestId("import-sample")).toContainText("adiós");
  await expect(dialog.getByTestId("import-preview")).toContainText("3 cards");
  await dialog.getByTestId("import-submit").click();
  await expect(dialog.getByTestId("import-result")).toContainText("3");
});

test("an imported note with formatting shows its formatting, and nothing it should not run", async ({ page }) => {
  await signUp(page);
  const deck = await createDeck(page, "Formatted");
  await page.goto(`/flashcards/${deck.id}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import cards" });
  // Anki's text format: the header says the fields are HTML.
  const file =
    "#separator:tab\n#html:true\n<b>Mitosis</b> makes <i>two</i> cells<img src=x onerror=\"document.title='pwned'\"><script>document.title='pwned'</script>\tidentical <u>daughter</u> cells\n";
  await page.locator('input[type="file"]').setInputFiles({ name: "formatted.txt", mimeType: "text/plain", buffer: Buffer.from(file) });
  await expect(dialog.getByTestId("import-preview")).toContainText("1 card");
  await dialog.getByTestId("import-submit").click();
  await expect(dialog.getByTestId("import-result")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  const html = page.locator("[data-note-html]").first();
  await expect(html.locator("b")).toHaveText("Mitosis");
  await expect(html.locator("i")).toHaveText("two");
  await expect(page.locator("[data-note-html] script, [data-note-html] [onerror]")).toHaveCount(0);
  expect(await page.title()).not.toBe("pwned");
});

/** The learner's uploads waiting to be imported, as the server lists them (imports.uploads). */
async function waitingUploads(page: Page): Promise<string[]> {
  const response = await page.request.get("/trpc/imports.uploads");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { fileName: string }[] } }).result.data.map((upload) => upload.fileName);
}

test("an upload not imported is cancelled when the dialog closes; five waiting are listed to cancel one", async ({ page }) => {
  await signUp(page);
  await page.goto("/flashcards");
  const words = { name: "Spanish.txt", mimeType: "text/plain", buffer: Buffer.from("hola\thello\nadiós\tgoodbye\n") };
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import cards" });
  await page.locator('input[type="file"]').setInputFiles(words);
  await expect(dialog.getByTestId("import-preview")).toContainText("2 cards");
  expect(await waitingUploads(page)).toEqual(["Spanish.txt"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => waitingUploads(page)).toEqual([]);

  // Five files left waiting (uploaded and never imported): the next upload is refused, and the dialog lists them.
  for (let i = 1; i <= 5; i++) {
    const left = await page.request.post("/api/imports/uploads", {
      multipart: { file: { name: `left ${i}.csv`, mimeType: "text/csv", buffer: Buffer.from("front,back\nsi,yes\n") } },
    });
    expect(left.status(), await left.text()).toBe(201);
  }
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(words);
  const waiting = dialog.getByTestId("waiting-uploads");
  await expect(waiting.getByRole("alert")).toContainText("5 files are waiting to be imported");
  await expect(waiting.getByRole("alert")).toContainText("Cancel one you no longer need, then upload Spanish.txt again");
  await expect(waiting.getByTestId("waiting-upload")).toHaveCount(5);
  await expect(waiting.getByTestId("waiting-upload").first()).toContainText(/left 5\.csv.*dropped in (59|60) minutes, at/s);
  await expect(waiting.getByRole("button", { name: /^Upload .* again$/ })).toHaveCount(0);
  await auditPage(page, "import dialog listing the waiting uploads");
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, "import-waiting-uploads.png") });

  // By keyboard: cancel one, and focus moves on to sending the refused file again.
  await waiting.getByRole("button", { name: "Cancel left 3.csv" }).focus();
  await page.keyboard.press("Enter");
  await expect(waiting.getByTestId("waiting-upload")).toHaveCount(4);
  const retry = waiting.getByRole("button", { name: "Upload Spanish.txt again" });
  await expect(retry).toBeFocused();
  await expect(waiting.getByRole("alert")).toHaveCount(0);
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, "import-waiting-uploads-cancelled.png") });
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("import-preview")).toContainText("2 cards");
  expect((await waitingUploads(page)).sort()).toEqual(["Spanish.txt", "left 1.csv", "left 2.csv", "left 4.csv", "left 5.csv"]);

  // Choosing another file without importing this one cancels it too.
  await dialog.getByRole("button", { name: "Choose another file" }).click();
  await expect.poll(() => waitingUploads(page)).toHaveLength(4);
  expect(await waitingUploads(page)).not.toContain("Spanish.txt");
});
