import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { parseContentPage, sortContent, type ContentPage } from "../apps/web/src/features/content/content-page.ts";
import { expect, signUp, test } from "./fixtures.ts";

/**
 * The content pages (/about, /about/{slug}, /about/how_to and its articles,
 * written as Markdown in apps/web/src/content) and 'Suggest a Feature'.
 */
const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/src/content");

function readCollection(name: "about" | "how-to"): ContentPage[] {
  const dir = path.join(CONTENT_DIR, name);
  const files = readdirSync(dir).filter((file) => file.endsWith(".md"));
  return sortContent(files.map((file) => parseContentPage(file.slice(0, -3), readFileSync(path.join(dir, file), "utf8"))));
}

const articles = readCollection("how-to");
const aboutPages = readCollection("about");

const main = (page: Page) => page.locator("main#main");

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(main(page)).toContainText(`Page Not Found: ${path}`);
  await expect(page).toHaveTitle("Page Not Found | Mnemo");
}

test.describe("about pages", () => {
  test("/about says what Mnemo is and links to the other about pages", async ({ page }) => {
    await page.goto("/about");
    await expect(main(page)).toHaveAttribute("data-route", "about");
    await expect(main(page)).toHaveAttribute("data-layout", "content");
    await expect(page).toHaveTitle("About | Mnemo");
    await expect(page.getByRole("heading", { level: 1, name: "About Mnemo" })).toBeVisible();
    for (const heading of ["Open source", "Self-hostable", "Your data stays on your server"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const about of aboutPages.filter((candidate) => candidate.slug !== "index")) {
      await expect(main(page).locator(`a[href="/about/${about.slug}"]`).first()).toBeVisible();
    }

    // A link inside the Markdown navigates within the app, without reloading the page.
    await page.evaluate(() => Object.assign(window, { __stayedInApp: true }));
    await main(page).getByRole("link", { name: "privacy notice" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    await expect(page).toHaveURL(/\/about\/privacy$/);
    expect(await page.evaluate(() => (window as unknown as { __stayedInApp?: boolean }).__stayedInApp)).toBe(true);
  });

  test("/about/privacy renders its Markdown with the page's own title and a way back", async ({ page }) => {
    await page.goto("/about/privacy");
    await expect(main(page)).toHaveAttribute("data-route", "about-page");
    await expect(main(page)).toHaveAttribute("data-layout", "content");
    await expect(page).toHaveTitle("Privacy | Mnemo");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What is stored" })).toBeVisible();
    await expect(main(page).locator("table")).toContainText("Your decks and cards");

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Mnemo" })).toBeVisible();
  });

  test("/about/open-source gives the self-hosting command", async ({ page }) => {
    await page.goto("/about/open-source");
    await expect(main(page).locator("pre code")).toContainText("corepack enable && pnpm install && pnpm start");
  });

  test("an unknown, nested or reserved slug under /about is a 404 with the path", async ({ page }) => {
    await expectNotFound(page, "/about/nope");
    await expectNotFound(page, "/about/privacy/extra");
    await expectNotFound(page, "/about/index");
  });
});

test.describe("how-to guides", () => {
  test("the index lists every article as a card, in order, and invites visitors to start a free trial", async ({ page }) => {
    await page.goto("/about/how_to");
    await expect(page).toHaveTitle("How To | Mnemo");
    await expect(page.getByRole("heading", { level: 1, name: "How To" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Guides" }).getByRole("link");
    await expect(cards).toHaveCount(articles.length);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute("href", `/about/how_to/${article.slug}`);
      await expect(card).toContainText(article.title);
      await expect(card).toContainText(article.description);
    }
    // Billing is on here with trial days: the trial is a sign-up that goes on to confirm the premium trial on /upgrade.
    const trial = page.locator("main").getByRole("link", { name: "Start your free trial" });
    await expect(trial).toHaveAttribute("href", `/auth?redirect=${encodeURIComponent("/upgrade?plan=premium&trial=1")}&mode=sign-up`);

    await cards.nth(1).click();
    await expect(page.getByRole("heading", { level: 1, name: articles[1]!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${articles[1]!.title} | Mnemo`);
  });

  test("an article renders its steps and its previous and next links walk the guides in order", async ({ page }) => {
    const middle = 3;
    const article = articles[middle]!;
    await page.goto(`/about/how_to/${article.slug}`);
    await expect(main(page)).toHaveAttribute("data-route", "how-to-article");
    await expect(main(page)).toHaveAttribute("data-layout", "content");
    await expect(page).toHaveTitle(`${article.title} | Mnemo`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Step 1/ })).toBeVisible();
    await expect(main(page).locator("article ol > li").first()).toBeVisible();

    const pager = page.getByRole("navigation", { name: "More guides" });
    await pager.getByRole("link", { name: new RegExp(`Next.*${escapeRegExp(articles[middle + 1]!.title)}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: articles[middle + 1]!.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/about/how_to/${articles[middle + 1]!.slug}$`));
    await expect(page).toHaveTitle(`${articles[middle + 1]!.title} | Mnemo`);

    await page
      .getByRole("navigation", { name: "More guides" })
      .getByRole("link", { name: new RegExp(`Previous.*${escapeRegExp(article.title)}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/about/how_to/${article.slug}$`));

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "How To" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "How To" })).toBeVisible();
  });

  test("the first guide has no previous link and the last no next link", async ({ page }) => {
    await page.goto(`/about/how_to/${articles[0]!.slug}`);
    const first = page.getByRole("navigation", { name: "More guides" });
    await expect(first.getByRole("link", { name: /Next/ })).toBeVisible();
    await expect(first.getByRole("link", { name: /Previous/ })).toHaveCount(0);

    await page.goto(`/about/how_to/${articles.at(-1)!.slug}`);
    const last = page.getByRole("navigation", { name: "More guides" });
    await expect(last.getByRole("link", { name: /Previous/ })).toBeVisible();
    await expect(last.getByRole("link", { name: /Next/ })).toHaveCount(0);
  });

  test("a signed-in reader is sent to their flashcards instead of the trial", async ({ page }) => {
    await signUp(page);
    await page.goto(`/about/how_to/${articles[0]!.slug}`);
    await expect(page.getByRole("link", { name: "Go to your flashcards" })).toHaveAttribute("href", "/flashcards");
    await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveCount(0);
  });

  test("an unknown article slug is a 404 with the path", async ({ page }) => {
    await expectNotFound(page, "/about/how_to/nope");
    await expectNotFound(page, "/about/how_to/no%20such");
  });
});

test.describe("suggest a feature", () => {
  const URL = "/contact/suggest_a_feature";

  test("shows the product's title and description and checks the form before sending", async ({ page }) => {
    await page.goto(URL);
    await expect(page).toHaveTitle("Suggest a Feature | Mnemo");
    await expect(page.getByRole("heading", { level: 1, name: "Suggest a Feature" })).toBeVisible();
    await expect(main(page)).toContainText("Feel like something is missing? Let us know what you want to see next!");

    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Form incomplete." })).toBeVisible();
    await expect(main(page)).toContainText("Title is required.");
    await expect(main(page)).toContainText("Description is required.");
    await expect(page.getByLabel("Title")).toBeFocused();

    // Messages follow the typing once the form has been submitted.
    await page.getByLabel("Title").fill("ab");
    await expect(main(page)).toContainText("Title must be at least 3 characters.");
    await page.getByLabel("Description").fill("too short");
    await expect(main(page)).toContainText("Description must be at least 10 characters.");
    await expect(main(page)).toContainText("9 / 2000 characters");
    await page.getByLabel("Email (optional)").fill("not-an-email");
    await expect(main(page)).toContainText("Please enter a valid email address.");

    await page.getByLabel("Title").fill("x".repeat(121));
    await expect(main(page)).toContainText("Title must be at most 120 characters.");
  });

  test("a visitor sends a suggestion with an optional email and sees a thank-you", async ({ page }) => {
    await page.goto(URL);
    await page.getByLabel("Title").fill("Dark mode for study");
    await page.getByLabel("Description").fill("A darker study screen for late-night revision.");
    await page.getByLabel("Email (optional)").fill("visitor@example.test");
    await page.getByRole("button", { name: "Send suggestion" }).click();

    const thanks = page.getByRole("heading", { name: "Thanks! Your suggestion has been sent." });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(main(page)).toContainText("we'll write to visitor@example.test");
    await page.getByRole("link", { name: "Back to Mnemo" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-in user is not asked for an email, and is told when they have sent too many", async ({ page }) => {
    const { email } = await signUp(page);
    // Four of the hourly five through the API, the fifth through the form. The limit counts per
    // account, so the visitors' suggestions in the other tests (all from 127.0.0.1) are unaffected.
    for (let i = 0; i < 4; i += 1) {
      const response = await page.request.post("/trpc/suggestions.create", {
        data: { title: `Idea ${i}`, details: `A useful idea, number ${i}.` },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto(URL);
    await expect(main(page)).toContainText(`Signed in as ${email}`);
    await expect(page.getByLabel("Email (optional)")).toHaveCount(0);

    await page.getByLabel("Title").fill("Shared decks");
    await page.getByLabel("Description").fill("Let me share a deck with my study group.");
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.getByRole("heading", { name: "Thanks! Your suggestion has been sent." })).toBeVisible();
    await expect(main(page)).toContainText(`we'll write to ${email}`);

    await page.getByRole("button", { name: "Suggest something else" }).click();
    await page.getByLabel("Title").fill("One more");
    await page.getByLabel("Description").fill("This one is over the hourly limit.");
    await page.getByRole("button", { name: "Send suggestion" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Your suggestion was not sent" });
    await expect(alert).toContainText(/You've sent 5 suggestions in the last hour\. Please try again in (59|60) minutes\./);
    // What was typed stays, to send later.
    await expect(page.getByLabel("Title")).toHaveValue("One more");
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
