import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";

/**
 * Paying for a plan, end to end: the real web app and API, the real `stripe`
 * client, and e2e/serve.ts's local fake of Stripe (its hosted checkout and
 * portal pages; webhooks signed and delivered back). A second instance of the
 * server runs with billing off (MNEMO_E2E_NO_BILLING_PORT).
 */

const noBillingUrl = () => `http://127.0.0.1:${process.env.MNEMO_E2E_NO_BILLING_PORT}`;

test.describe("billing", () => {
  test("a free learner upgrades through Stripe Checkout, sees the success page and the new limits, and reaches the portal", async ({
    page,
  }) => {
    await signUp(page);
    const deck = await createDeck(page, "Billing");
    await page.goto("/upgrade");
    const premium = page.locator('[data-plan="premium"]');
    await premium.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Continue to payment" }).click();

    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
    await expect(page.getByText("£3.00")).toBeVisible();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();

    await expect(page).toHaveURL(/\/upgrade\/success\?session_id=cs_test_/);
    const success = page.locator("main");
    await expect(success.getByRole("heading", { name: /Premium/ })).toBeVisible({ timeout: 30_000 });
    await expect(success.getByText(/480,000 words/).first()).toBeVisible();

    // The create page shows the new allowance at once.
    await page.goto(`/flashcards/${deck.id}/create`);
    await expect(page.getByText(/5,000 characters/).first()).toBeVisible();

    // The profile shows the plan and opens Stripe's customer portal.
    await page.goto("/auth/profile");
    await expect(page.getByTestId("billing-status")).toContainText(/renews on/i);
    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page.getByRole("heading", { name: "Fake Stripe customer portal" })).toBeVisible();
    // Cancelling in the portal reaches Mnemo through the webhook: the profile says when the plan ends.
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("link", { name: "Return to Mnemo" }).click();
    await expect(page).toHaveURL(/\/auth\/profile$/);
    // The webhook's job may finish just after the page loaded: a reload shows it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("billing-status")).toContainText(/cancels on/i, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("a visitor choosing the free trial signs in first, comes back to that choice, and is told when the trial ends", async ({ page }) => {
    await page.goto("/upgrade");
    await page
      .locator('[data-plan="premium"]')
      .getByRole("button", { name: /Start 7-day free trial/ })
      .click();
    await expect(page).toHaveURL(/\/auth/);

    // Signed in (through the real sign-up endpoint), the redirect brings the learner back to the same choice.
    await signUp(page);
    const redirect = new URL(page.url()).searchParams.get("redirect");
    expect(redirect).toMatch(/^\/upgrade\?.*plan=premium/);
    await page.goto(redirect!);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(/free until|trial ends/i);
    await expect(dialog).toContainText("£3");
    await expect(dialog.getByTestId("trial-terms")).toContainText(/ends on/);
    await dialog.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page.getByText(/7 days free/)).toBeVisible();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();
    await expect(page).toHaveURL(/\/upgrade\/success/);
    await expect(
      page
        .locator("main")
        .getByText(/trial ends/i)
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    // One trial per account: the offer is gone.
    await page.goto("/upgrade");
    await expect(page.locator('[data-plan="premium"]')).toContainText(/Your plan/);
    await expect(page.getByRole("button", { name: /Start 7-day free trial/ })).toHaveCount(0);
  });

  test("with billing off, /upgrade shows the plans and how an operator gives them, and no button leads to an error", async ({ page }) => {
    await page.goto(`${noBillingUrl()}/upgrade`);
    await expect(page.locator('[data-plan="pro"]')).toContainText("£5");
    const notice = page.getByTestId("billing-off");
    await expect(notice).toContainText("pnpm admin set-plan");
    await expect(page.locator("main").getByRole("button", { name: /Upgrade to|free trial|Switch to/ })).toHaveCount(0);
    // Nothing to buy: a visitor's one button is the Free plan's "Create a free account".
    await expect(page.locator("main [data-action]")).toHaveCount(1);
    await expect(page.locator('[data-plan="free"] [data-action="sign-up"]')).toHaveText("Create a free account");
  });
});
