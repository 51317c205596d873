import type { Page } from "@playwright/test";
import type { LayoutName } from "../../apps/web/src/app/route-meta.ts";
import { expect } from "../fixtures.ts";

export type ShellExpectation = {
  /** The route id the shell writes to <main data-route>. */
  route: string;
  layout: LayoutName;
  hasHeader: boolean;
  hasFooter: boolean;
  /** The page title before ' | Mnemo', or a pattern for it. */
  title: string | RegExp;
  /** The path (and query) the browser should end up on. */
  path: string;
  description?: string | undefined;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What the app shell promises on every page: title, canonical link, description, layout and its chrome. */
export async function expectShell(page: Page, expected: ShellExpectation) {
  const main = page.locator("main#main");
  await expect(main).toHaveAttribute("data-route", expected.route);
  await expect(main).toHaveAttribute("data-layout", expected.layout);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected.path);

  const titlePattern = typeof expected.title === "string" ? escapeRegExp(expected.title) : expected.title.source;
  await expect(page).toHaveTitle(new RegExp(`^(?:${titlePattern}) \\| Mnemo$`));

  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${origin}${expected.path}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  if (expected.description !== undefined) await expect(description).toHaveAttribute("content", expected.description);
  else await expect(description).toHaveAttribute("content", /\S/);

  // <header>/<footer> outside <main> are the page's banner and contentinfo landmarks.
  await expect(page.getByRole("banner")).toHaveCount(expected.hasHeader ? 1 : 0);
  await expect(page.getByRole("contentinfo")).toHaveCount(expected.hasFooter ? 1 : 0);
}
