import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What fails an audit: any serious or critical violation, and every colour-contrast one whatever axe rates it. */
const isBlocking = (violation: { id: string; impact?: string | null }) =>
  violation.impact === "serious" || violation.impact === "critical" || violation.id === "color-contrast";

/**
 * axe on the page as it is now: no blocking violation (a soft check, so the flow goes on and
 * every screen is reported). Lesser ones are printed, not failed.
 */
export async function auditPage(page: Page, label: string): Promise<void> {
  // Colours are read as they rest: a button still fading into its hover colour (the pointer left on it by the click
  // that opened a dialog) measures a colour between two that both pass.
  // Endless ones (a spinner, a skeleton's shimmer) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
    violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
      .join("\n");
  const blocking = results.violations.filter(isBlocking);
  const minor = results.violations.filter((violation) => !isBlocking(violation));
  if (minor.length > 0) console.log(`axe, ${label} (not failing):\n${minor.map(describe).join("\n")}`);
  expect.soft(blocking.map(describe), `accessibility violations on ${label}`).toEqual([]);
}

/**
 * axe's landmark rules, failed whatever their impact: one banner (a dialog's or drawer's header is none),
 * landmarks told apart by their names, and no content outside every landmark (a menu's dropdown stays in its header).
 */
export async function expectLandmarksInOrder(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(["landmark-no-duplicate-banner", "landmark-unique", "region"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    `landmarks on ${label}`,
  ).toEqual([]);
}
