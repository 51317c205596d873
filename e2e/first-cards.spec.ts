import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { setPlan } from "./support/plans.ts";
import { addAllReviewedCards } from "./support/review-cards.ts";

/**
 * A new account's first cards (issue 27): a fresh sign-up is on the Free
 * plan, and a passage longer than the plan takes at once is offered as
 * "split it into parts" (made one after the other into one deck) or "use the
 * first N characters", the bigger plan named only where plans are sold. With
 * billing off, /upgrade shows the learner's plan and lets one without a plan
 * choose Free. Generation runs through the offline generator (no model here).
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");
const noBillingUrl = () => `http://127.0.0.1:${process.env.MNEMO_E2E_NO_BILLING_PORT}`;

/** About 2,500 characters: the length of passage a learner pastes first. */
const PASSAGE = `The water cycle describes how water moves between the land, the oceans and the atmosphere. The Sun drives the cycle by heating water at the surface. Evaporation turns liquid water from oceans, lakes and rivers into water vapour, and transpiration releases water vapour from the leaves of plants.

Water vapour rises and cools as it moves higher in the atmosphere. Condensation turns the cooled vapour into tiny droplets of liquid water, which gather around particles of dust and salt to form clouds. Clouds are carried across the planet by winds, so water that evaporated over an ocean can fall on a distant continent.

Precipitation happens when droplets in a cloud merge and grow too heavy to stay in the air. Rain, snow, sleet and hail are all forms of precipitation. Snow that falls on mountains can stay frozen for months, and glaciers can store water as ice for thousands of years.

Water that reaches the ground follows several paths. Surface runoff flows over the land into streams and rivers, and rivers carry it back to the sea. Infiltration lets water soak into the soil. Water that seeps deeper becomes groundwater, which is stored in porous rock layers called aquifers. Springs appear where groundwater meets the surface.

Humans depend on every stage of the water cycle. Farmers rely on precipitation and irrigation from rivers and aquifers to grow crops. Cities treat river water and groundwater to make it safe to drink. Pumping groundwater faster than rain can refill an aquifer lowers the water table and can dry up wells and springs.

Climate change is altering the water cycle. Warmer air holds more water vapour, which makes heavy rainfall more intense in many regions. At the same time, higher temperatures increase evaporation, so droughts in dry regions become longer and more severe. Shrinking glaciers reduce the meltwater that rivers receive in summer.

Scientists measure the water cycle with rain gauges, river flow stations, wells and satellites. These measurements help forecasters warn people about floods and help water managers plan how much water can be taken from rivers and aquifers each year.

The oceans hold about ninety-seven percent of the water on Earth, and nearly all of it is salt water. Most of the fresh water is locked in ice caps and glaciers, and much of the rest lies underground. Only a small share flows in rivers and lakes, which is why careful use of fresh water matters so much.`;

const textArea = (page: Page) => page.getByLabel("Text to make cards from");
const generateButton = (page: Page) => page.getByRole("button", { name: "Generate cards" });

test.describe("a new account's first cards", () => {
  test("a 2,500-character passage on the Free plan is split into parts that all land in one deck", async ({ page }) => {
    test.slow();
    expect(PASSAGE.length).toBeGreaterThan(2400);
    expect(PASSAGE.length).toBeLessThan(4000);
    await signUp(page);
    const deck = await createDeck(page, "The water cycle");
    await page.goto(`/flashcards/${deck.id}/create`);
    await expect(page.getByTestId("plan-allowance")).toContainText("Free plan · up to 2,000 characters or 1 page at a time");

    await textArea(page).fill(PASSAGE);
    const offers = page.getByTestId("over-limit-offers");
    await expect(offers).toContainText(
      `It has ${PASSAGE.length.toLocaleString("en-GB")} characters; the Free plan takes up to 2,000 at a time.`,
    );
    // Billing is on here: the plan that takes it whole is named, with the way to it.
    await expect(offers).toContainText("The Premium plan takes up to 5,000 characters at a time.");
    await expect(offers.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/upgrade");
    await expect(generateButton(page)).toBeDisabled();
    const split = offers.getByRole("button", { name: "Split it into 2 parts" });
    await expect(split).toBeVisible();
    await expect(offers.getByRole("button", { name: /^Use the first [\d,]+ characters$/ })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-offers-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-offers-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 1000 });

    // Keyboard: the offer is a button like any other.
    await split.focus();
    await page.keyboard.press("Enter");
    const parts = page.getByTestId("parts-progress");
    await expect(parts).toContainText(/Part [12] of 2/);
    await expect(parts).toContainText("Part 2 of 2", { timeout: 60_000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-parts-desktop.png"), fullPage: true });
    await expect(parts).toContainText(/All 2 parts made: \d+ cards?/, { timeout: 60_000 });
    const made = Number(/made: (\d+)/.exec(await parts.innerText())?.[1]);
    expect(made).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-done-desktop.png"), fullPage: true });

    // The review lists the cards of both parts, and once added the deck holds them all.
    await page.getByTestId("review-new-cards").click();
    await expect(page.locator("[data-candidate-index]")).toHaveCount(made);
    expect(await addAllReviewedCards(page)).toBe(made);
    await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.id}$`));
    // A cloze with several gaps is one note and several cards (docs/glossary.md).
    await expect(page.getByTestId("deck-card-count")).toHaveText(new RegExp(`^${made} (cards|notes, \\d+ cards)$`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-deck-phone.png"), fullPage: true });
  });

  test("'use the first N characters' keeps the passage up to a sentence end within the limit", async ({ page }) => {
    await signUp(page);
    const deck = await createDeck(page, "First part");
    await page.goto(`/flashcards/${deck.id}/create`);
    await textArea(page).fill(PASSAGE);
    const useFirst = page.getByTestId("over-limit-offers").getByRole("button", { name: /^Use the first [\d,]+ characters$/ });
    const kept = Number((/first ([\d,]+) characters/.exec(await useFirst.innerText())?.[1] ?? "").replace(/,/g, ""));
    expect(kept).toBeGreaterThan(1000);
    expect(kept).toBeLessThanOrEqual(2000);
    await useFirst.click();
    await expect(textArea(page)).toHaveValue(PASSAGE.slice(0, kept));
    expect(PASSAGE.slice(0, kept).endsWith(".")).toBe(true);
    await expect(page.getByTestId("over-limit-offers")).toHaveCount(0);
    await expect(page.getByTestId("text-counter")).toContainText(`${kept.toLocaleString("en-GB")} / 2,000 characters`);
    await expect(generateButton(page)).toBeEnabled();
  });

  test("with billing off, a new account sees its Free plan, the offers name no plan to buy, and one without a plan chooses Free", async ({
    page,
  }) => {
    // The session cookie is the host's, so the billing-off server (same database) sees this account signed in.
    const account = await signUp(page);
    await page.goto(`${noBillingUrl()}/upgrade`);
    await expect(page.getByTestId("billing-off")).toContainText("Every account can use the Free plan");
    await expect(page.locator('[data-plan="free"]')).toContainText("Your plan");
    await expect(page.locator('[data-plan="free"] [data-action]')).toHaveCount(0);
    // Every plan makes diagrams (the spec: all plans can create mind maps, flowcharts and timelines).
    await expect(page.locator('[data-plan="free"]')).toContainText("Mind maps, flowcharts and timelines");

    const deck = await createDeck(page, "Billing off");
    await page.goto(`${noBillingUrl()}/flashcards/${deck.id}/create`);
    await textArea(page).fill(PASSAGE);
    const offers = page.getByTestId("over-limit-offers");
    await expect(offers.getByRole("button", { name: "Split it into 2 parts" })).toBeVisible();
    await expect(offers).not.toContainText("Premium");
    await expect(page.getByTestId("generate-reason")).toContainText("Split it into smaller parts.");
    await expect(page.getByTestId("generate-reason")).not.toContainText("Premium");
    // Card types outside the plan point to the plans, not to an upgrade nobody can buy here.
    await expect(page.getByTestId("card-type-mcq").getByRole("link", { name: /^See plans for Multiple choice/ })).toHaveAttribute(
      "href",
      "/upgrade",
    );
    await expect(page.locator("main").getByRole("link", { name: /^Upgrade/ })).toHaveCount(0);

    // An account from before new accounts started on Free: no plan, until the learner picks one.
    await setPlan(account.email, "none");
    await page.goto(`${noBillingUrl()}/upgrade`);
    await expect(page.getByTestId("profile-plan")).toContainText("No plan yet");
    const choose = page.locator('[data-plan="free"]').getByRole("button", { name: "Choose Free" });
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-upgrade-billing-off-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "first-cards-upgrade-billing-off-phone.png"), fullPage: true });
    await choose.click();
    await expect(page.getByTestId("plan-switched")).toContainText("You're now on the Free plan.");
    await expect(page.locator('[data-plan="free"]')).toContainText("Your plan");
    await expect(page.getByTestId("profile-plan")).toHaveText("Free");
    await expect(choose).toHaveCount(0);
  });

  test("a visitor is offered a free account on the Free plan, not a trial, where billing is off", async ({ page }) => {
    await page.goto(`${noBillingUrl()}/upgrade`);
    const create = page.locator('[data-plan="free"]').getByRole("button", { name: "Create a free account" });
    await expect(create).toBeVisible();
    await expect(page.locator("main").getByRole("button", { name: /free trial/i })).toHaveCount(0);
    await create.click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up/i);
  });
});
