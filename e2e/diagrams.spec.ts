import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { auditPage } from "./support/audit.ts";
import { expectNoSidewaysScroll, makeCardsFromText } from "./support/make-cards.ts";
import { setPlan } from "./support/plans.ts";

/**
 * Diagrams (docs/diagrams.md): each kind made offline from a source, viewed
 * (zoom, collapse), edited in the outline twin by keyboard, a node's panel
 * with its quote, cards from a branch into a deck, a diagram from a deck,
 * SVG and PNG exports checked as files, the list, a 404, and axe on every
 * diagram page. One account and one source for the whole flow: CI time
 * matters. Hide and recall is e2e/diagram-study.spec.ts. Screenshots (1280
 * and 390 px wide) go to e2e/.artifacts/screenshots for people to look at.
 */
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

/** A short chapter with what each kind is made from: sections and key points, dates, ordered steps with a decision, and defined terms. */
const WATER = `# Drinking water treatment

Drinking water treatment removes germs and dirt from raw water so that people can drink it safely.

## History of water treatment

In 1804 the town of Paisley in Scotland built the first municipal water treatment plant. In 1854 John Snow traced a cholera outbreak in London to a single public water pump. In 1908 Jersey City became the first city in the United States to chlorinate its drinking water. In 1974 the United States Congress passed the Safe Drinking Water Act.

## Key terms

Coagulation is the process of adding chemicals that make small particles stick together. Flocculation is the gentle mixing that grows those particles into larger flocs. Sedimentation is the settling of flocs to the bottom of a basin. Chlorine is a disinfectant that kills bacteria in the water.

## The treatment process

1. First, raw water is screened to remove large debris such as leaves and sticks.
2. Next, coagulants are added to the water and mixed rapidly.
3. Then the water is stirred slowly so that flocs form.
4. The flocs settle to the bottom of a sedimentation basin.
5. If the water is still cloudy, then it is filtered through sand and gravel.
6. Finally, chlorine is added to disinfect the water before it is stored.`;

const drawing = (page: Page) => page.locator("main svg[role='img']").first();
const drawnLabels = (page: Page) => page.locator("main [data-node-id]");

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** At 1280 and then 390 px wide (no sideways scrolling on a phone), back to 1280; a drawing follows each width by itself. */
async function shootBothWidths(page: Page, name: string) {
  for (const [width, height, label] of [
    [1280, 900, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSidewaysScroll(page);
    await shoot(page, `${name}-${label}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const zoomPercent = async (page: Page) => Number((await page.getByText(/^\d+%$/).innerText()).replace("%", ""));

/** How many drawn nodes are not wholly inside the drawing's box (cut off by its edges). */
async function nodesOutOfView(page: Page): Promise<number> {
  const view = (await page.getByRole("group", { name: "Diagram drawing" }).boundingBox())!;
  const boxes = await drawnLabels(page).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.filter(
    (box) => box.x < view.x || box.y < view.y || box.x + box.width > view.x + view.width || box.y + box.height > view.y + view.height,
  ).length;
}

/** How far (px) the root's box is from the middle of the drawing's box. */
async function rootOffCentre(page: Page): Promise<number> {
  const view = (await page.getByRole("group", { name: "Diagram drawing" }).boundingBox())!;
  // The node's first shape is its box (its collapse toggle comes after it).
  const box = (await page.locator("main [data-node-id][data-depth='0'] :is(rect, polygon)").first().boundingBox())!;
  return Math.hypot(box.x + box.width / 2 - (view.x + view.width / 2), box.y + box.height / 2 - (view.y + view.height / 2));
}

/** From the create page (the source chosen): the kind, start, and the diagram's page once its job has drawn it. */
async function makeDiagram(page: Page, kind: "Mind map" | "Flowchart" | "Timeline" | "Concept map"): Promise<string> {
  await page.getByRole("radio", { name: new RegExp(`^${kind}:`) }).check();
  await page.getByRole("button", { name: `Make the ${kind.toLowerCase()}` }).click();
  await expect(page).toHaveURL(/\/ai-diagrams\/view\/[A-Za-z0-9_-]{10,}$/);
  await expect(page.locator("main svg[role='img']")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(kind, { exact: true }).first()).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function saved(page: Page) {
  await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved", { timeout: 10_000 });
}

async function download(page: Page, format: string, open: () => Promise<unknown>): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.locator(`[data-format='${format}']`).click()]);
  await open();
  return file;
}

/** A PNG's width and height from its IHDR chunk (bytes 16 to 23), after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function clickNode(page: Page, label: string): Promise<void> {
  return drawnLabels(page).filter({ hasText: label }).first().click();
}

test("diagrams: every kind from a source, viewed, edited by keyboard, cited, turned into cards, exported", async ({ page, browser }) => {
  test.slow();
  const account = await signUp(page);
  const deck = await makeCardsFromText(page, "Water treatment", WATER);
  const branchDeck = await createDeck(page, "Water words");
  const sourceHref = await page.locator("main a[href^='/sources/']").first().getAttribute("href");
  expect(sourceHref).toMatch(/^\/sources\/[0-9a-f-]{36}$/);

  // The Diagram Generator page: what diagrams do, an example drawn inline, the way to make one.
  await page.goto("/ai-diagrams");
  await expect(page.getByRole("heading", { level: 1, name: "Diagram Generator" })).toBeVisible();
  await expect(page.getByRole("img", { name: /An example mind map/ })).toBeVisible();
  await auditPage(page, "diagram generator");
  await shootBothWidths(page, "diagrams-landing");
  await page.getByRole("link", { name: "Create a diagram" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Diagrams" })).toBeVisible();
  await auditPage(page, "create diagrams");

  // The source page's "Make a diagram" opens the create page with the source chosen.
  await page.goto(sourceHref!);
  await page.getByRole("link", { name: "Make a diagram" }).click();
  await expect(page).toHaveURL(/\/ai-diagrams\/create\?source=/);
  await expect(page.getByTestId("diagram-source")).toHaveValue(/water/i);
  await shootBothWidths(page, "diagrams-create");
  const mindMapKey = await makeDiagram(page, "Mind map");

  // The mind map: its sections drawn as text, zoom, collapse and expand a branch.
  await expect(drawing(page)).toContainText("Key terms");
  await auditPage(page, "mind map");
  // The first view: the whole map, fitted; on a phone, where it would be too small to read whole, a readable zoom about its root.
  await expect.poll(() => nodesOutOfView(page)).toBe(0);
  await shootBothWidths(page, "diagrams-mind-map");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => zoomPercent(page)).toBeGreaterThanOrEqual(45);
  await expect.poll(() => rootOffCentre(page)).toBeLessThan(4);
  // Back to a wide window: fitted whole again, until the learner zooms or pans.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => nodesOutOfView(page)).toBe(0);
  const before = await zoomPercent(page);
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(before);
  const zoomed = await zoomPercent(page);
  const wide = (await page.getByRole("group", { name: "Diagram drawing" }).boundingBox())!.width;
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect.poll(async () => (await page.getByRole("group", { name: "Diagram drawing" }).boundingBox())!.width).toBeLessThan(wide);
  // Two frames after the resize: a refit would have shown by now.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await zoomPercent(page)).toBe(zoomed);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shown = await drawnLabels(page).count();
  const toggle = page.locator("main [data-toggle-for]").first();
  const branch = await toggle.getAttribute("data-toggle-for");
  await toggle.click();
  await expect.poll(() => drawnLabels(page).count()).toBeLessThan(shown);
  await page.locator(`main [data-toggle-for='${branch}']`).click();
  await expect(drawnLabels(page)).toHaveCount(shown);

  // The outline twin, by keyboard: rename (F2), add a child (Tab), undo (Ctrl+Z); the drawing follows at once, the edits are saved.
  const outline = page.getByRole("tree", { name: "Outline" });
  // The label itself: the item's middle is its branch, where a child's row lies.
  await outline.getByRole("treeitem", { name: "Key terms" }).getByText("Key terms", { exact: true }).click();
  await page.keyboard.press("F2");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Vocabulary");
  await page.keyboard.press("Enter");
  await expect(drawing(page)).toContainText("Vocabulary");
  await expect(outline.getByRole("treeitem", { name: "Vocabulary" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Turbidity");
  await page.keyboard.press("Enter");
  await expect(drawing(page)).toContainText("Turbidity");
  const withChild = await drawnLabels(page).count();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(drawing(page)).not.toContainText("Turbidity");
  await page.keyboard.press("ControlOrMeta+z");
  await expect.poll(() => drawnLabels(page).count()).toBeLessThan(withChild);
  await saved(page);
  await page.reload();
  await expect(drawing(page)).toContainText("Vocabulary");
  await expect(drawing(page)).not.toContainText("Turbidity");

  // A node's panel: the quote and where it is (opening the source at the passage), the cards that cite it.
  await clickNode(page, "Sedimentation");
  const panel = page.getByTestId("node-panel");
  await expect(panel.getByRole("heading", { name: /^Sedimentation/ })).toBeVisible();
  await expect(panel.locator("blockquote").first()).toContainText("Sedimentation is the settling of flocs");
  const quoteLink = panel.getByRole("link", { name: "Open in the source" }).first();
  await expect(quoteLink).toHaveAttribute("href", /\/sources\/[0-9a-f-]{36}\?section=\d+&start=\d+&end=\d+$/);
  await expect(panel.getByRole("list", { name: "Cards" })).toContainText(/Sedimentation/i);
  await auditPage(page, "node panel");
  await shootBothWidths(page, "diagrams-node-panel");

  // Cards from a branch land in the chosen deck (a new one: the source's own deck has its cards already).
  await clickNode(page, "Vocabulary");
  await expect(panel.getByRole("heading", { name: "Vocabulary" })).toBeVisible();
  await panel.getByLabel("Deck").click();
  await page.getByRole("option", { name: branchDeck.title }).click();
  await panel.getByRole("button", { name: "Make cards" }).click();
  await expect(panel.getByRole("status")).toContainText(/\d+ cards? added to Water words/);
  const added = Number(/(\d+) cards? added/.exec(await panel.getByRole("status").innerText())![1]);
  expect(added).toBeGreaterThan(0);
  await panel.getByRole("link", { name: "Water words" }).click();
  await expect(page.getByTestId("deck-card-count")).toHaveText(new RegExp(`^${added} (card|note)s?`));
  await expect(page.locator("main")).toContainText(/Flocculation|flocs/);
  await page.goBack();
  await expect(drawing(page)).toBeVisible();

  // Exports: the free plan has none (the same refusal and upgrade as every export), a paid plan has them all.
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.locator("[data-format='svg']")).toBeVisible();
  await shoot(page, "diagrams-export-menu-desktop");
  await page.locator("[data-format='svg']").click();
  const refusal = page.getByRole("dialog", { name: "Could not export" });
  await expect(refusal).toContainText(/not part of/);
  await expect(refusal.getByRole("link", { name: /Upgrade to|See plans/ })).toBeVisible();
  await refusal.getByRole("button", { name: "Not now" }).click();
  await setPlan(account.email, "premium");
  const svgFile = await download(page, "svg", async () => undefined);
  const svg = await readFile((await svgFile.path())!, "utf8");
  expect(svgFile.suggestedFilename()).toMatch(/\.svg$/);
  expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg\b/);
  expect(svg).not.toContain("foreignObject");
  expect(svg).toMatch(/<text\b[^>]*>[\s\S]*Vocabulary/);
  const svgWidth = Number(/<svg\b[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
  const svgHeight = Number(/<svg\b[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1]);
  expect(svgWidth).toBeGreaterThan(0);
  const pngFile = await download(page, "png", async () => undefined);
  expect(pngFile.suggestedFilename()).toMatch(/\.png$/);
  const png = pngSize(await readFile((await pngFile.path())!));
  expect(png).toEqual({ width: Math.round(svgWidth * 2), height: Math.round(svgHeight * 2) });

  // The other kinds from the same source.
  for (const kind of ["Flowchart", "Timeline", "Concept map"] as const) {
    await page.goto(`/ai-diagrams/create?source=${sourceHref!.split("/").pop()}`);
    await makeDiagram(page, kind);
    if (kind === "Timeline") await expect(drawing(page)).toContainText("1854");
    if (kind === "Flowchart") await expect(drawing(page)).toContainText(/screened|coagulants/i);
    await auditPage(page, kind.toLowerCase());
    await shoot(page, `diagrams-${kind.toLowerCase().replace(" ", "-")}-desktop`);
  }

  // A diagram from the deck, from the deck page.
  await page.goto(`/flashcards/${deck.id}`);
  await page.getByRole("button", { name: "Diagram from this deck" }).click();
  const fromDeck = page.getByRole("dialog", { name: "Diagram from this deck" });
  await auditPage(page, "diagram from a deck");
  await fromDeck.getByRole("button", { name: "Make the mind map" }).click();
  await expect(page).toHaveURL(/\/ai-diagrams\/view\/[A-Za-z0-9_-]{10,}$/);
  await expect(page.locator("main svg[role='img']")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: deck.title })).toBeVisible();

  // The list: every diagram with its kind and origin.
  await page.goto("/ai-diagrams/view");
  const list = page.getByRole("list", { name: "Your diagrams" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  for (const kind of ["mind_map", "flowchart", "timeline", "concept_map"])
    await expect(list.locator(`[data-kind='${kind}']`).first()).toBeVisible();
  await auditPage(page, "your diagrams");
  await shootBothWidths(page, "diagrams-list");

  // Another learner's key and an unknown one: the 404 screen.
  await page.goto("/ai-diagrams/view/no-such-diagram-key");
  await expect(page.getByText("Page Not Found: /ai-diagrams/view/no-such-diagram-key")).toBeVisible();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signUp(otherPage);
  await otherPage.goto(`/ai-diagrams/view/${mindMapKey}`);
  await expect(otherPage.getByText(`Page Not Found: /ai-diagrams/view/${mindMapKey}`)).toBeVisible();
  await other.close();
});
