import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

/**
 * The account screens end to end (issue 4): sign up, sign out (2-second
 * pause, then the home page), sign in back to a protected page, change
 * password (other sessions revoked), and reset through the link the server
 * "sent": without SMTP_URL it is logged, and e2e/serve.ts copies the log's
 * mail lines to MNEMO_E2E_OUTBOX.
 */
const newEmail = () => `e2e-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.test`;
const STRONG = "correct horse battery staple";

const form = (page: Page, name: string) => page.getByRole("form", { name });

async function resetLinkFor(email: string): Promise<string> {
  const outbox = process.env.MNEMO_E2E_OUTBOX;
  if (!outbox) throw new Error("MNEMO_E2E_OUTBOX is not set (playwright.config.ts sets it)");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(outbox, "utf8").catch(() => "")).split("\n").filter(Boolean);
        const mails = lines.map((line) => JSON.parse(line) as { mailTo?: string; message?: string });
        const mail = mails.filter((entry) => entry.mailTo === email).at(-1);
        link = mail?.message?.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `a reset email to ${email} in ${outbox}` },
    )
    .toBeTruthy();
  return link!;
}

/** A second browser (another device) signed in to the same account. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post("/api/auth/sign-in/email", { headers: { origin: baseURL }, data: { email, password } });
  expect(response.ok()).toBe(true);
  return {
    signedIn: async () => ((await (await context.request.get("/api/auth/get-session")).json()) as unknown) !== null,
    close: () => context.close(),
  };
}

test.describe("accounts", () => {
  test("sign up with form checks and a weak password refused, then sign out after 2 seconds to the home page", async ({ page }) => {
    const email = newEmail();
    await page.goto("/auth?mode=sign-up");
    await expect(page).toHaveTitle("Login | Mnemo");
    // No OAuth provider is configured on the test server: no buttons at all.
    await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);

    const signUpForm = form(page, "Create account");
    await signUpForm.getByRole("button", { name: "Create account" }).click();
    await expect(signUpForm.getByText("Form incomplete.")).toBeVisible();
    await expect(signUpForm.getByText("Email is required.")).toBeVisible();
    await expect(signUpForm.getByText("Password is required.")).toBeVisible();
    await expect(signUpForm.getByLabel("Email")).toBeFocused();

    await signUpForm.getByLabel("Email").fill("not-an-email");
    await signUpForm.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await signUpForm.getByRole("button", { name: "Create account" }).click();
    await expect(signUpForm.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(signUpForm.getByText("Password must be at least 8 characters.")).toBeVisible();

    // Long enough for the form, too weak for the server: every reason is listed.
    await signUpForm.getByLabel("Email").fill(email);
    await signUpForm.getByRole("textbox", { name: "Password", exact: true }).fill("password123");
    await signUpForm.getByRole("button", { name: "Create account" }).click();
    const alert = signUpForm.getByRole("alert").filter({ hasText: "Choose a stronger password." });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("list", { name: "What to change" }).getByRole("listitem").first()).toBeVisible();

    await signUpForm.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG);
    await signUpForm.getByRole("button", { name: "Create account" }).click();
    // A fresh account lands on its (empty) deck list, invited to make a first deck.
    await expect(page).toHaveURL(/\/flashcards$/);
    await expect(page.getByText("No decks yet")).toBeVisible();
    await expect(page.getByText(/^Make your first deck/)).toBeVisible();
    // The study time zone is the device's (playwright.config.ts: America/New_York), not UTC.
    const settings = await page.request.get("/trpc/study.settings");
    expect(((await settings.json()) as { result: { data: { time_zone: string } } }).result.data.time_zone).toBe("America/New_York");

    // Opening the guest-only login page signed in leads to the profile.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/auth\/profile$/);
    await expect(page).toHaveTitle("Profile | Mnemo");
    await expect(page.getByTestId("profile-email")).toHaveText(email);
    await expect(page.getByRole("list", { name: "Sign-in methods" })).toContainText("Email and password");
    await expect(page.getByTestId("profile-usage")).toContainText("words left");
    // A new account has used nothing yet: the bar is there, at 0.
    await expect(page.getByRole("progressbar", { name: /of this month.s words used/ })).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("link", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Upgrade|Change plan/ })).toBeVisible();

    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Signing out…" })).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    const waited = Date.now() - clickedAt;
    expect(waited, "the product's sign-out pause is 2000 ms").toBeGreaterThanOrEqual(1900);
    await expect(page.locator("main[data-route='home']")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    // The session is revoked on the server, not only forgotten by the page.
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  });

  test("a protected page asks to sign in and comes back to it; wrong passwords get one message", async ({ page, context }) => {
    const account = await signUp(page);
    await context.clearCookies();

    await page.goto("/auth/ChangePassword");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fauth%2FChangePassword$/);
    await expect(page.getByText("Sign in to continue to that page.")).toBeVisible();

    const signInForm = form(page, "Sign in");
    await signInForm.getByLabel("Email").fill(account.email);
    await signInForm.getByRole("textbox", { name: "Password", exact: true }).fill("not my password");
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    await expect(signInForm.getByRole("alert")).toHaveText("Incorrect email or password.");
    // No user enumeration: an unknown email gets the very same answer.
    await signInForm.getByLabel("Email").fill(newEmail());
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    await expect(signInForm.getByRole("alert")).toHaveText("Incorrect email or password.");

    await signInForm.getByLabel("Email").fill(account.email);
    await signInForm.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\/ChangePassword$/);
    await expect(page).toHaveTitle("Change Password | Mnemo");
  });

  test("change password: checks the current one and signs out the other devices", async ({ page, browser, baseURL }) => {
    const account = await signUp(page);
    const device = await otherDevice(browser, baseURL!, account.email, account.password);
    expect(await device.signedIn()).toBe(true);

    await page.goto("/auth/profile");
    await page.getByRole("link", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/auth\/ChangePassword$/);
    const changeForm = form(page, "Change password");
    await changeForm.getByLabel("Current password").fill("wrong password here");
    await changeForm.getByRole("textbox", { name: "New password", exact: true }).fill(STRONG);
    await changeForm.getByLabel("Confirm new password").fill(`${STRONG}!`);
    await changeForm.getByRole("button", { name: "Change password" }).click();
    await expect(changeForm.getByText("Confirm new password does not match new password.")).toBeVisible();
    await expect(changeForm.getByText("Form incomplete.")).toBeVisible();

    await changeForm.getByLabel("Confirm new password").fill(STRONG);
    await changeForm.getByRole("button", { name: "Change password" }).click();
    await expect(changeForm.getByRole("alert")).toHaveText("Your current password is incorrect.");

    await changeForm.getByLabel("Current password").fill(account.password);
    await changeForm.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed, and every other device has been signed out.")).toBeVisible();
    expect(await device.signedIn(), "the other device's session is revoked").toBe(false);
    await device.close();

    // This device stays signed in, and the new password is the one that works.
    await page.goto("/auth/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(account.email);
    const again = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL! },
      data: { email: account.email, password: STRONG },
    });
    expect(again.ok()).toBe(true);
  });

  test("reset password through the emailed link, which works once", async ({ page, context }) => {
    const account = await signUp(page);
    await context.clearCookies();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page).toHaveTitle("Reset Password | Mnemo");
    const requestForm = form(page, "Request a password reset link");
    await requestForm.getByLabel("Email").fill(account.email);
    await requestForm.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const link = await resetLinkFor(account.email);
    expect(new URL(link).pathname).toMatch(/^\/api\/auth\/reset-password\//);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\/change\?token=/);
    const changeForm = form(page, "Choose a new password");
    await changeForm.getByRole("textbox", { name: "New password", exact: true }).fill(STRONG);
    await changeForm.getByLabel("Confirm new password").fill(STRONG);
    await changeForm.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await expect(page.getByText("Password changed")).toBeVisible();

    await page.getByRole("link", { name: "Sign in" }).last().click();
    const signInForm = form(page, "Sign in");
    await signInForm.getByLabel("Email").fill(account.email);
    await signInForm.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG);
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/flashcards$/);

    // The same link a second time: refused, with a way to ask for a new one.
    await context.clearCookies();
    await page.goto(link);
    await expect(page.getByText("Invalid or expired link")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });

  test("signing in from a page's header comes back to that page", async ({ page, context }) => {
    const account = await signUp(page);
    await context.clearCookies();
    await page.goto("/about/how_to/pdf?from=header");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fabout%2Fhow_to%2Fpdf%3Ffrom%3Dheader$/);
    const signInForm = form(page, "Sign in");
    await signInForm.getByLabel("Email").fill(account.email);
    await signInForm.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/about\/how_to\/pdf\?from=header$/);
    await expect(page.getByRole("heading", { level: 1, name: "Make flashcards from a PDF" })).toBeVisible();
  });

  test("a server without email says so on the reset page, and the sign-up button offers a free account there", async ({ page }) => {
    // The billing-off server of e2e/serve.ts runs as a fresh install does: no SMTP_URL, no Stripe.
    const noEmailUrl = `http://127.0.0.1:${process.env.MNEMO_E2E_NO_BILLING_PORT}`;
    await page.goto(`${noEmailUrl}/auth/reset-password`);
    await expect(page.getByText("This server cannot send email, so it cannot send you a reset link.")).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Whoever runs this Mnemo server can reset your password");
    await expect(page.getByText(/spam folder/)).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Request a password reset link" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(`${noEmailUrl}/auth`);

    // No payments there: no trial is promised, on the home page or in the header.
    await page.goto(`${noEmailUrl}/`);
    await expect(page.getByRole("main").getByRole("link", { name: "Create a free account" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Create a free account" })).toBeVisible();
    await expect(page.getByText(/free trial/i)).toHaveCount(0);
    // Diagrams work on every plan: the navigation offers them.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Diagrams" })).toHaveAttribute(
      "href",
      "/ai-diagrams",
    );
  });
});
