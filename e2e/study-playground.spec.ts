import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Download, Page } from "@playwright/test";
import { compactText, readTestPdf } from "../apps/api/src/features/exchange/testing/read-test-pdf.ts";
import { expect, signUp, test } from "./fixtures.ts";
import { createCard, createDeck } from "./support/api.ts";
import { setPlan } from "./support/plans.ts";

/**
 * The visitors' study session (docs/study.md, "The playground"): the sample
 * deck 'Your First Deck' studied on /study/playground with the same session
 * screen, its scheduling kept in localStorage beside _playground_notes, and,
 * after signing up, brought into the account with its progress.
 */

type StoredStudy = { version: number; cards: Record<string, { schedule: { state: string } }>; reviews: { rating: string }[] } | null;

function storedStudy(page: Page): Promise<StoredStudy> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("_playground_study");
    return raw ? (JSON.parse(raw) as StoredStudy) : null;
  });
}

const card = (page: Page) => page.getByTestId("study-card");
const count = (page: Page, bucket: "new" | "learning" | "review") =>
  page.getByTestId("study-counts").first().locator(`[data-count='${bucket}']`);

/** Shows the answer (Space) and rates it by its key. */
async function answerByKeyboard(page: Page, ratingKey: "1" | "2" | "3" | "4") {
  await expect(card(page)).toHaveAttribute("data-revealed", "false");
  await page.keyboard.press("Space");
  await expect(card(page)).toHaveAttribute("data-revealed", "true");
  await page.keyboard.press(ratingKey);
}

test.describe("studying the sample deck without an account", () => {
  test("a visitor studies by keyboard, the progress survives a reload, and signing up brings the deck and its progress along", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/study/playground");
    await expect(page.getByRole("heading", { level: 1, name: "Your First Deck" })).toBeVisible();
    await expect(page.getByTestId("playground-study-banner")).toContainText("Your progress lives in this browser");
    // Eleven notes, twelve cards: the cloze note with c1 and c2 is two.
    await expect(count(page, "new")).toContainText("12");
    await expect(card(page)).toContainText("What is the forgetting curve?");

    // Easy, Easy, then Good on the cloze's first gap: it comes back in minutes, and its sibling c2 is buried until tomorrow.
    await answerByKeyboard(page, "4");
    await expect(card(page)).toContainText("Re-reading your notes");
    await answerByKeyboard(page, "4");
    await expect(card(page)).toContainText("brings a card back just before you would forget it");
    await answerByKeyboard(page, "3");
    await expect(page.getByTestId("studied-count")).toHaveText("3 studied");
    // The sibling c2 left the session with that answer: 12 - 3 answered - 1 buried.
    await expect(count(page, "new")).toContainText("8");

    const stored = await storedStudy(page);
    expect(stored?.version).toBe(1);
    expect(stored?.reviews.map((review) => review.rating)).toEqual(["easy", "easy", "good"]);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your First Deck" })).toBeVisible();
    // The three answers are still there: eight new cards left (c2 buried until tomorrow), the cloze card in learning, the other two not due today.
    await expect(count(page, "new")).toContainText("8");
    await expect(count(page, "learning")).toContainText("1");
    await expect(card(page)).toContainText("brings a card back just before you would forget it");
    expect((await storedStudy(page))?.reviews).toHaveLength(3);

    // Sign up from the banner; the offer follows.
    await page.getByTestId("playground-study-banner").getByRole("link", { name: "Create a free account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await page
      .getByRole("textbox", { name: "Email" })
      .fill(`e2e-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.test`);
    await page.getByRole("textbox", { name: "Password" }).fill(`pw-${randomBytes(10).toString("hex")}`);
    // /study's first figures are read before the deck comes in and arrive only after it has (a quick click on a
    // slow network): they must not be taken as fresh. The server's answer is held until the import has been
    // announced; by then the page has cancelled that request and asked again.
    let isFirstOverview = true;
    await page.route(/\/trpc\/[^?]*study\.overview/, async (route) => {
      if (!isFirstOverview) return route.continue();
      isFirstOverview = false;
      const response = await route.fetch();
      await page.getByText("'Your First Deck' is in your account").waitFor();
      await route.fulfill({ response }).catch(() => {}); // the page cancelled it: nothing to answer
    });
    await page.getByRole("button", { name: "Create account" }).click();

    // Back to /study/playground, which sends a learner on to /study.
    await expect(page).toHaveURL((url) => url.pathname === "/study");
    const offer = page.getByRole("dialog", { name: "Bring 'Your First Deck' and your progress into your account?" });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText("3 answers");
    await offer.getByRole("button", { name: "Bring it over" }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByText("'Your First Deck' is in your account")).toBeVisible();
    expect(await storedStudy(page)).toBeNull();

    // The deck is the account's, with its progress: the same counts on /study and in its session.
    const row = page.getByTestId("study-deck").filter({ hasText: "Your First Deck" });
    await expect(row.locator("[data-count='new']")).toContainText("8");
    await expect(row.locator("[data-count='learning']")).toContainText("1");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Study" })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await page.goto("/flashcards");
    await expect(page.getByRole("list", { name: "Your decks" }).getByRole("link", { name: "Your First Deck" })).toBeVisible();
  });

  test("'No thanks' is remembered on this browser", async ({ page }) => {
    await page.goto("/study/playground");
    await answerByKeyboard(page, "4");
    await expect(page.getByTestId("studied-count")).toHaveText("1 studied");

    await signUp(page);
    await page.goto("/flashcards");
    const offer = page.getByRole("dialog", { name: "Bring 'Your First Deck' and your progress into your account?" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "No thanks" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(offer).toHaveCount(0);
    // Nothing was brought over.
    await expect(page.getByRole("list", { name: "Your decks" }).getByRole("link", { name: "Your First Deck" })).toHaveCount(0);
  });
});

test.describe("a practice test over the sample deck", () => {
  test("a visitor takes a test by keyboard, a typo is accepted and says so, and the results show every answer", async ({ page }) => {
    // Seed 7 with multiple choice and fill-in: the sample deck's cloze on sleep comes first (local-practice-session.test.ts).
    await page.goto("/practice/playground?seed=7");
    await expect(page.getByRole("heading", { level: 1, name: "Practice test" })).toBeVisible();
    const builderAxe = await new AxeBuilder({ page }).include("[data-testid='practice-builder']").analyze();
    expect(builderAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const kinds = page.getByRole("group", { name: "Kinds of question" });
    for (const kind of ["Written", "True or false", "Matching", "Ordering"]) await kinds.getByRole("checkbox", { name: kind }).uncheck();
    await page.getByRole("textbox", { name: "Number of questions" }).fill("5");
    await page.getByRole("button", { name: "Start the test" }).click();

    const question = page.getByTestId("practice-question");
    await expect(question).toContainText("Question 1 of 5");
    await expect(question).toHaveAttribute("data-format", "fill_in");
    await expect(question.getByRole("heading")).toContainText("Sleep helps _____ memories");
    const axe = await new AxeBuilder({ page }).include("[data-testid='practice-runner']").analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The answer field has the focus: a typo, then Enter.
    await page.keyboard.type("consolodate");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("practice-feedback")).toContainText("accepted, check the spelling: consolidate");
    await expect(page.getByTestId("practice-announcement")).toHaveText("Correct: accepted, check the spelling: consolidate");
    // Answers are kept as they are given: a reload resumes the test at the next question.
    await expect(page).toHaveURL(/\?test=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByText("1 of 5 answered")).toBeVisible();

    // The rest: fill-ins written wrong (then "I was right" on one), multiple choice by a number key.
    let isOverridden = false;
    for (let number = 2; number <= 5; number += 1) {
      await expect(question).toContainText(`Question ${number} of 5`);
      if ((await question.getAttribute("data-format")) === "multiple_choice") {
        await page.keyboard.press("2");
        await expect(question.getByRole("radio").nth(1)).toBeChecked();
        await page.keyboard.press("Enter");
      } else {
        await page.keyboard.type("no idea");
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("practice-feedback")).toContainText("Not quite");
        if (!isOverridden) {
          await page.getByTestId("practice-feedback").getByRole("button", { name: "I was right" }).click();
          await expect(page.getByTestId("practice-feedback")).toContainText("You marked this answer right.");
          isOverridden = true;
        }
      }
      await expect(page.getByTestId("practice-feedback")).toBeVisible();
      await page.keyboard.press("n");
    }

    const results = page.getByTestId("practice-results");
    await expect(results.getByRole("heading", { level: 1, name: "Your results" })).toBeVisible();
    await expect(page.getByTestId("practice-score")).toHaveText(/You got [2-5] of 5 right/);
    const items = page.getByTestId("practice-result-item");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText("Your answer");
    await expect(items.first()).toContainText("consolodate");
    await expect(items.first()).toContainText("consolidate");
    await expect(items.first()).toContainText("accepted, check the spelling: consolidate");
    await expect(results.getByRole("link", { name: "Study these now" })).toHaveAttribute("href", "/study/playground");
    const resultsAxe = await new AxeBuilder({ page }).include("[data-testid='practice-results']").analyze();
    expect(resultsAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Retake what was missed: only those questions come back.
    const score = (await page.getByTestId("practice-score").textContent()) ?? "";
    const missed = 5 - Number(/You got (\d) of 5/.exec(score)?.[1]);
    if (missed > 0) {
      await results.getByRole("button", { name: "Retake what I missed" }).click();
      await expect(question).toContainText(`Question 1 of ${missed}`);
    }
  });

  test("a learner's test over their own deck is graded by the API, resumes after a reload, and starts from the deck page", async ({
    page,
  }) => {
    await signUp(page);
    const deck = await createDeck(page, `Capitals ${Date.now().toString(36)}`);
    for (const [country, city] of [
      ["France", "Paris"],
      ["Italy", "Rome"],
      ["Spain", "Madrid"],
      ["Austria", "Vienna"],
      ["Norway", "Oslo"],
    ]) {
      await createCard(page, deck.id, `What is the capital of ${country}?`, city!);
    }
    await page.goto(`/flashcards/${deck.id}`);
    await page.getByRole("link", { name: "Practice test" }).click();
    await expect(page).toHaveURL(new RegExp(`/practice/${deck.id}$`));
    await expect(page.getByTestId("practice-builder")).toContainText(deck.title);
    const kinds = page.getByRole("group", { name: "Kinds of question" });
    for (const kind of ["Multiple choice", "True or false", "Matching", "Ordering", "Fill in the gap"]) {
      await kinds.getByRole("checkbox", { name: kind }).uncheck();
    }
    await page.getByRole("textbox", { name: "Number of questions" }).fill("5");
    await page.getByRole("button", { name: "Start the test" }).click();

    const question = page.getByTestId("practice-question");
    await expect(question).toContainText("Question 1 of 5");
    await expect(page).toHaveURL(/\?test=[0-9a-f-]{36}$/);
    const country = /capital of (\w+)\?/.exec((await question.getByRole("heading").textContent()) ?? "")?.[1];
    const city = { France: "Paris", Italy: "Rome", Spain: "Madrid", Austria: "Vienna", Norway: "Oslo" }[country ?? ""]!;
    // One letter swapped: the server's typo layer accepts it and names the spelling.
    await page.keyboard.type(city.slice(0, -2) + city.at(-1) + city.at(-2));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("practice-feedback")).toContainText(`accepted, check the spelling: ${city}`);

    // A reload resumes the test where it was: the answer kept, graded.
    await page.reload();
    await expect(question).toContainText("Question 2 of 5");
    await expect(page.getByText("1 of 5 answered")).toBeVisible();
    await page.getByRole("button", { name: "Finish the test (4 unanswered)" }).click();
    await expect(page.getByTestId("practice-score")).toHaveText("You got 1 of 5 right (20%).");
    await expect(page.getByTestId("practice-result-item").first()).toContainText(`accepted, check the spelling: ${city}`);
    await expect(page.getByRole("link", { name: "Study these now" })).toHaveAttribute("href", `/study/${deck.id}`);

    await page.getByRole("button", { name: "Retake what I missed" }).click();
    await expect(question).toContainText("Question 1 of 4");
  });
  test("a learner's test from two decks links each card, prints as PDF and Markdown, and draws each deck's history", async ({
    page,
    context,
  }) => {
    // One long flow (two decks, a test, two printouts, history): a loaded machine takes it past the default minute.
    test.slow();
    const account = await signUp(page);
    await setPlan(account.email, "premium");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const suffix = Date.now().toString(36);
    const capitals = await createDeck(page, `Capitals ${suffix}`);
    const rivers = await createDeck(page, `Rivers ${suffix}`);
    const answers = new Map<string, string>();
    for (const [country, city] of [
      ["France", "Paris"],
      ["Italy", "Rome"],
      ["Spain", "Madrid"],
    ]) {
      await createCard(page, capitals.id, `What is the capital of ${country}?`, city!);
      answers.set(`What is the capital of ${country}?`, city!);
    }
    for (const [city, river] of [
      ["London", "Thames"],
      ["Vienna", "Danube"],
      ["Cairo", "Nile"],
    ]) {
      await createCard(page, rivers.id, `Which river flows through ${city}?`, river!);
      answers.set(`Which river flows through ${city}?`, river!);
    }
    // The deck list offers a test over every deck; this one asks about the two decks by their address.
    await page.goto("/flashcards");
    await expect(page.getByRole("link", { name: "Practice test" })).toHaveAttribute("href", "/practice");
    await page.goto(`/practice/${capitals.id}/${rivers.id}`);
    const kinds = page.getByRole("group", { name: "Kinds of question" });
    for (const kind of ["Multiple choice", "True or false", "Matching", "Ordering", "Fill in the gap"]) {
      await kinds.getByRole("checkbox", { name: kind }).uncheck();
    }
    await page.getByRole("textbox", { name: "Number of questions" }).fill("6");
    await page.getByRole("button", { name: "Start the test" }).click();

    // Every question answered by keyboard, right: the six cards of both decks.
    const question = page.getByTestId("practice-question");
    const prompts: string[] = [];
    for (let number = 1; number <= 6; number++) {
      await expect(question).toContainText(`Question ${number} of 6`);
      const prompt = ((await question.getByRole("heading").textContent()) ?? "").replace(/^Question \d+ of \d+/, "").trim();
      const answer = [...answers].find(([asked]) => prompt.includes(asked))?.[1];
      expect(answer, prompt).toBeDefined();
      prompts.push(prompt);
      await page.keyboard.type(answer!);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("practice-feedback")).toBeVisible();
      // Enter again goes on once the answer is saved.
      if (number < 6) await page.keyboard.press("Enter");
    }
    await page.getByRole("button", { name: /Finish the test/ }).click();
    await expect(page.getByTestId("practice-score")).toHaveText("You got 6 of 6 right (100%).");
    const testId = new URL(page.url()).searchParams.get("test")!;

    // Each result links its card's edit form on its deck's page.
    const firstEdit = page.getByTestId("practice-result-item").first().getByRole("link", { name: "Edit the card of question 1" });
    await expect(firstEdit).toHaveAttribute("href", new RegExp(`^/flashcards/(${capitals.id}|${rivers.id})\\?edit=[0-9a-f-]{36}$`));

    // Both decks' history, with this attempt: a chart and its text.
    const histories = page.getByTestId("practice-history");
    await expect(histories).toHaveCount(2);
    for (const title of [capitals.title, rivers.title]) {
      const history = histories.filter({ hasText: title });
      await expect(history.getByRole("img", { name: /Score over time: 1 test: 100% on/ })).toBeVisible();
    }
    await histories.first().getByRole("button", { name: "Show as a table" }).click();
    await expect(histories.first().getByTestId("practice-history-table")).toContainText("6 of 6 (100%)");

    const resultsAxe = await new AxeBuilder({ page }).include("[data-testid='practice-results']").analyze();
    expect(resultsAxe.violations).toEqual([]);

    // The PDF (a plan with PDF export) and Markdown, downloaded and read back.
    const print = page.getByTestId("practice-print");
    await print.getByText("US Letter", { exact: true }).click();
    await expect(print.getByRole("radio", { name: "US Letter" })).toBeChecked();
    const pdf = await downloadOf(page, print.getByRole("link", { name: "Download PDF" }));
    expect(pdf.suggestedFilename()).toMatch(/practice test A\.pdf$/);
    const sheets = await readTestPdf(await bytesOf(pdf));
    expect(sheets.every((sheet) => sheet.width === 612 && sheet.height === 792)).toBe(true);
    const pdfText = sheets.map((sheet) => sheet.compact).join("");
    for (const prompt of prompts) expect(pdfText).toContain(compactText(prompt));
    expect(pdfText).toContain(compactText("Answer key"));
    await print.getByText("Version B", { exact: true }).click();
    const markdown = await downloadOf(page, print.getByRole("link", { name: "Download Markdown" }));
    expect(markdown.suggestedFilename()).toMatch(/practice test B\.md$/);
    const markdownText = Buffer.from(await bytesOf(markdown)).toString("utf8");
    for (const prompt of prompts) expect(markdownText).toContain(prompt);
    await print.getByRole("button", { name: "Copy as text" }).click();
    await expect(page.getByText("Test copied as text (version B)")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(prompts[0]);

    // On a plan without PDF export, the PDF is shown locked, as the export dialog shows it; Markdown stays.
    await setPlan(account.email, "free");
    await page.goto(`/practice/${capitals.id}/${rivers.id}?test=${testId}`);
    const locked = page.getByTestId("practice-print").locator("[data-format='pdf']");
    await expect(locked).toHaveAttribute("data-locked");
    await expect(locked).toContainText("Premium");
    await expect(locked.getByRole("link", { name: /Upgrade|See plans/ })).toHaveAttribute("href", "/upgrade");
    await expect(page.getByTestId("practice-print").getByRole("link", { name: "Download PDF" })).toHaveCount(0);
    await expect(page.getByTestId("practice-print").getByRole("link", { name: "Download Markdown" })).toBeVisible();
    const lockedAxe = await new AxeBuilder({ page }).include("[data-testid='practice-results']").analyze();
    expect(lockedAxe.violations).toEqual([]);

    // "Edit" opens the card's form on its deck's page, which also shows the deck's history.
    await page.getByTestId("practice-result-item").first().getByRole("link", { name: "Edit the card of question 1" }).click();
    await expect(page).toHaveURL(/\/flashcards\/[0-9a-f-]{36}\?edit=/);
    await expect(page.getByRole("button", { name: "Save card" })).toBeVisible();
    await expect(page.getByTestId("practice-history").getByRole("img", { name: /Score over time/ })).toBeVisible();

    // Matching by drag: each answer dropped on its prompt fills that prompt's select.
    await page.goto(`/practice/${capitals.id}`);
    for (const kind of ["Written", "Multiple choice", "True or false", "Ordering", "Fill in the gap"]) {
      await kinds.getByRole("checkbox", { name: kind }).uncheck();
    }
    await page.getByRole("button", { name: "Start the test" }).click();
    await expect(question).toContainText("Match each question with its answer.");
    for (const [country, city] of [
      ["France", "Paris"],
      ["Italy", "Rome"],
      ["Spain", "Madrid"],
    ]) {
      const prompt = question.getByTestId("matching-prompt").filter({ hasText: country });
      await question.getByTestId("matching-answers").getByText(city!, { exact: true }).dragTo(prompt);
      await expect(prompt.getByRole("combobox")).toHaveValue(/\d/);
      await expect(prompt.locator("option:checked")).toHaveText(city!);
    }
    await question.getByRole("button", { name: "Check answer" }).click();
    await expect(page.getByTestId("practice-feedback")).toContainText("Correct");
  });
});

async function downloadOf(page: Page, link: ReturnType<Page["getByRole"]>): Promise<Download> {
  const download = page.waitForEvent("download");
  await link.click();
  return download;
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path())!));
}
