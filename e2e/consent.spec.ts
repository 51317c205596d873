import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { auditPage } from "./support/audit.ts";

/**
 * Cookie consent (spec, sections 2, 4, 7 and 9). The build under test must
 * configure both optional services, e.g. VITE_GA_MEASUREMENT_ID=G-E2ETEST1 and
 * VITE_SENTRY_LOADER_KEY=<32 hex>; their scripts are answered here by small
 * stand-ins (there is no network), which record that they ran.
 */

const NECESSARY_IDS = ["session", "consent", "device-settings"];
const YEAR_SECONDS = 31_536_000;

// gtag.js stand-in: proves it ran and sets the cookies the real one sets, so declining has something to delete.
const FAKE_GTAG = `
  window.__gaRuns = (window.__gaRuns || 0) + 1;
  document.cookie = "_ga=GA1.1.e2e; Path=/; Max-Age=3600";
  document.cookie = "_ga_E2ETEST1=GS1.1.e2e; Path=/; Max-Age=3600";
`;
// Sentry Loader stand-in: the real loader calls window.sentryOnLoad once the SDK is in.
const FAKE_SENTRY_LOADER = `
  window.__sentryRuns = (window.__sentryRuns || 0) + 1;
  window.Sentry = {
    init: function (options) { window.__sentryInit = options; },
    setUser: function (user) { window.__sentryUser = user; },
  };
  if (typeof window.sentryOnLoad === "function") window.sentryOnLoad();
`;

type TStoredConsent = { given: boolean; enabled: string[]; expires: number };
type TProbe = {
  __gaRuns?: number;
  __sentryRuns?: number;
  __sentryInit?: Record<string, unknown>;
  __sentryUser?: { email: string } | null;
  __beforeReload?: boolean;
  dataLayer?: ArrayLike<unknown>[];
};

async function fakeThirdParties(page: Page) {
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG }));
  await page.route("https://js.sentry-cdn.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_SENTRY_LOADER }));
}

async function readStoredConsent(context: BrowserContext): Promise<{ value: TStoredConsent; expires: number } | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "mnemo_consent");
  if (!cookie) return null;
  return { value: JSON.parse(decodeURIComponent(cookie.value)) as TStoredConsent, expires: cookie.expires };
}

// A non-modal region at the end of the page, not a dialog: it must never hold focus captive.
const banner = (page: Page) => page.getByRole("region", { name: "Hey, you!" });
const preferences = (page: Page) => page.getByRole("dialog", { name: "Cookie preferences" });
const scriptTag = (page: Page, id: string) => page.locator(`script[data-mnemo-consent="${id}"]`);

/** Runs `action` and waits for the page to reload because of it. */
async function expectReload(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => ((window as TProbe).__beforeReload = true));
  const loaded = page.waitForEvent("load");
  await action();
  await loaded;
  expect(await page.evaluate(() => (window as TProbe).__beforeReload ?? false), "the page reloaded").toBe(false);
}

/**
 * Fails loudly, instead of skipping, when the build was made without the
 * optional services. Opens the preferences from the banner and closes them again.
 */
async function expectOptionalServicesConfigured(page: Page) {
  await banner(page).getByRole("button", { name: "Manage preferences" }).click();
  await expect(preferences(page)).toBeVisible();
  await expect(
    preferences(page).getByText("Google Analytics", { exact: true }).first(),
    "build the web app with VITE_GA_MEASUREMENT_ID and VITE_SENTRY_LOADER_KEY for e2e (see the top of this file)",
  ).toBeVisible();
  await expect(preferences(page).getByText("Error reports (Sentry)", { exact: true }).first()).toBeVisible();
  await preferences(page).getByRole("button", { name: "Close" }).click();
  await expect(preferences(page)).toBeHidden();
  await expect(banner(page), "closing the preferences leaves the question open").toBeVisible();
}

test.describe("outside Europe", () => {
  test("no banner; everything is accepted for a year and the optional scripts run", async ({ page, context }) => {
    await fakeThirdParties(page);
    const before = Date.now() / 1000;
    await page.goto("/");
    await expect(page.getByRole("main")).toBeVisible();

    await expect
      .poll(async () => (await readStoredConsent(context))?.value.enabled, {
        message: "every cookie accepted (the e2e build needs VITE_GA_MEASUREMENT_ID and VITE_SENTRY_LOADER_KEY)",
      })
      .toEqual([...NECESSARY_IDS, "ga", "sentry"]);
    const stored = await readStoredConsent(context);
    expect(stored?.value.given).toBe(true);
    expect(stored?.expires).toBeGreaterThan(before + YEAR_SECONDS - 120);
    expect(stored?.expires).toBeLessThan(Date.now() / 1000 + YEAR_SECONDS + 120);

    await expect(scriptTag(page, "ga")).toHaveCount(1);
    await expect(scriptTag(page, "sentry")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as TProbe).__gaRuns)).toBe(1);
    await expect(banner(page)).toHaveCount(0);
  });

  test("analytics gets the signed-in user's id; error reporting gets the email, with sample rates of 1", async ({ page }) => {
    await fakeThirdParties(page);
    const account = await signUp(page);
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await page.goto("/");

    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as TProbe).dataLayer ?? [])
            .map((entry) => Array.from(entry))
            .flatMap((args) => (args[0] === "set" || args[0] === "config" ? [args[args.length - 1]] : []))
            .map((options) => (options as { user_id?: string }).user_id)
            .filter(Boolean),
        ),
      )
      .toContain(session.user.id);
    await expect.poll(() => page.evaluate(() => (window as TProbe).__sentryUser)).toEqual({ email: account.email });
    expect(await page.evaluate(() => (window as TProbe).__sentryInit)).toMatchObject({ sampleRate: 1, tracesSampleRate: 1 });
    // Analytics never receives the email.
    expect(JSON.stringify(await page.evaluate(() => ((window as TProbe).dataLayer ?? []).map((entry) => Array.from(entry))))).not.toContain(
      account.email,
    );
  });
});

test.describe("in Europe", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test.beforeEach(async ({ page }) => {
    await fakeThirdParties(page);
  });

  test("the banner asks first, with the product's words, and nothing optional runs before", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText("Hey, you!", { exact: true })).toBeVisible();
    await expect(banner(page).getByText("We use cookies to enhance your experience.", { exact: true })).toBeVisible();
    for (const name of ["Accept all", "Necessary only", "Manage preferences"]) {
      await expect(banner(page).getByRole("button", { name })).toBeVisible();
    }
    expect(await readStoredConsent(context)).toBeNull();
    await expect(page.locator("script[data-mnemo-consent]")).toHaveCount(0);

    // Still asked on the next page until a choice is made.
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("accept all reloads the page and loads the optional scripts", async ({ page, context }) => {
    await page.goto("/");
    await expectOptionalServicesConfigured(page);
    await expect(banner(page)).toBeVisible();
    await expectReload(page, () => banner(page).getByRole("button", { name: "Accept all" }).click());

    await expect(scriptTag(page, "ga")).toHaveCount(1);
    await expect(scriptTag(page, "sentry")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as TProbe).__gaRuns)).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as TProbe).__sentryRuns)).toBe(1);
    const stored = await readStoredConsent(context);
    expect(stored?.value).toMatchObject({ given: true, enabled: [...NECESSARY_IDS, "ga", "sentry"] });
    await expect(banner(page)).toBeHidden();
  });

  test("necessary only reloads and runs no optional script", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expectReload(page, () => banner(page).getByRole("button", { name: "Necessary only" }).click());

    expect((await readStoredConsent(context))?.value).toMatchObject({ given: true, enabled: NECESSARY_IDS });
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("script[data-mnemo-consent]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as TProbe).__gaRuns ?? 0)).toBe(0);
    await expect(banner(page)).toBeHidden();
  });

  test("a partial save from the preferences runs only what was switched on", async ({ page, context }) => {
    await page.goto("/");
    await expectOptionalServicesConfigured(page);
    await banner(page).getByRole("button", { name: "Manage preferences" }).click();
    await expect(preferences(page)).toBeVisible();
    const sentryToggle = preferences(page).getByRole("checkbox", { name: "Error reports (Sentry)" });
    const analyticsToggle = preferences(page).getByRole("checkbox", { name: "Google Analytics" });
    await expect(analyticsToggle).not.toBeChecked();
    await sentryToggle.check({ force: true });
    await expect(sentryToggle).toBeChecked();
    await expectReload(page, () => preferences(page).getByRole("button", { name: "Save preferences" }).click());

    expect((await readStoredConsent(context))?.value).toMatchObject({ given: true, enabled: [...NECESSARY_IDS, "sentry"] });
    await expect(scriptTag(page, "sentry")).toHaveCount(1);
    await expect(scriptTag(page, "ga")).toHaveCount(0);
    await expect(banner(page)).toBeHidden();

    // The preferences reopen showing the saved choice.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(preferences(page).getByRole("checkbox", { name: "Error reports (Sentry)" })).toBeChecked();
    await expect(preferences(page).getByRole("checkbox", { name: "Google Analytics" })).not.toBeChecked();
  });

  test("decline all empties the list, removes the scripts and deletes their cookies", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expectReload(page, () => banner(page).getByRole("button", { name: "Accept all" }).click());
    await expect.poll(() => page.evaluate(() => (window as TProbe).__gaRuns)).toBe(1);
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .toEqual(expect.arrayContaining(["_ga", "_ga_E2ETEST1"]));

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(preferences(page)).toBeVisible();
    await expectReload(page, () => preferences(page).getByRole("button", { name: "Decline all" }).click());

    expect((await readStoredConsent(context))?.value).toMatchObject({ given: false, enabled: [] });
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("_ga");
    expect(names).not.toContain("_ga_E2ETEST1");
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("script[data-mnemo-consent]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as TProbe).__gaRuns ?? 0)).toBe(0);
    // A decision, not a question left open: no banner after declining.
    await expect(banner(page)).toBeHidden();
  });

  test("saving the same choice again does not reload the page", async ({ page, context }) => {
    await page.goto("/");
    await expectReload(page, () => banner(page).getByRole("button", { name: "Necessary only" }).click());
    await page.evaluate(() => ((window as TProbe).__beforeReload = true));

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole("button", { name: "Save preferences" }).click();
    await expect(preferences(page)).toBeHidden();

    // Give a reload, if one were coming, time to happen.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as TProbe).__beforeReload ?? false)).toBe(true);
    expect((await readStoredConsent(context))?.value).toMatchObject({ given: true, enabled: NECESSARY_IDS });
  });

  test("the banner leaves the page to the keyboard: Skip to content first, no focus trap, its buttons work", async ({ page, context }) => {
    await page.goto("/about");
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("dialog"), "the question is not a dialog").toHaveCount(0);
    const isInBanner = () => page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid='consent-banner']")));

    // The banner takes no focus: the first Tab is the page's skip link, which leads into the page.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main"))), "Tab goes on into the page").toBe(true);

    // Tab walks the page, then the banner, after the footer.
    let presses = 0;
    for (; presses < 80 && !(await isInBanner()); presses += 1) await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accept all" }), "Tab reaches the banner after the page").toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Necessary only" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Manage preferences" })).toBeFocused();
    // Past its last button focus leaves the banner instead of cycling back to its first.
    await page.keyboard.press("Tab");
    expect(await isInBanner(), "Tab leaves the banner after its last button").toBe(false);
    // And back before its first button lies the page (the footer's last control).
    await page.keyboard.press("Shift+Tab");
    await expect(banner(page).getByRole("button", { name: "Manage preferences" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Cookie settings" }), "Shift+Tab leaves the banner for the page").toBeFocused();

    // The preferences are a real dialog: Escape closes them and focus comes back to the banner.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(preferences(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page).getByRole("button", { name: "Manage preferences" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await expect(banner(page).getByRole("button", { name: "Necessary only" })).toBeFocused();
    await expectReload(page, () => page.keyboard.press("Enter"));
    expect((await readStoredConsent(context))?.value.enabled).toEqual(NECESSARY_IDS);
    await expect(banner(page)).toBeHidden();
  });

  test("the banner in light and dark: no accessibility violations, nothing of the page hidden under it for good", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/about");
      await expect(banner(page)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
      await auditPage(page, `the cookie banner (${colorScheme})`);
    }
    // Scrolled to the end, the banner sits below the footer instead of over it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.locator("footer").boundingBox();
    const region = await banner(page).boundingBox();
    expect(footer && region && footer.y + footer.height <= region.y + 1, "the footer ends above the banner").toBe(true);
  });
});
