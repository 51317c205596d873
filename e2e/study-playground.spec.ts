import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

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
