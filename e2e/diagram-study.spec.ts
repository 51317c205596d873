import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck } from "./support/api.ts";
import { auditPage } from "./support/audit.ts";

/**
 * Studying a diagram (docs/diagrams.md): hide and recall on a hand-made mind map (one label typed wrong, one
 * revealed and rated Good), a diagram card made from the missed one into a deck, and that card in a normal
 * study session: the map with the label hidden, then the label, answered like any card. One lean flow.
 */

const LABELS = ["Mitochondria", "Ribosomes", "Nucleus"];
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, ".artifacts/screenshots");

/** The page at 1280 and 390 px wide (e2e/.artifacts/screenshots, for people to look at); the drawing follows each width. */
async function shootBothWidths(page: Page, name: string) {
  for (const [width, height, label] of [
    [1280, 900, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A hand-made mind map (diagrams.create, then diagrams.save), as the outline twin would leave it. */
async function handMadeMap(page: Page): Promise<string> {
  const trpc = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`/trpc/${path}`, { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { result: { data: T } }).result.data;
  };
  const { file_key: fileKey } = await trpc<{ file_key: string }>("diagrams.create", {
    from: "blank",
    kind: "mind_map",
    title: "Organelles",
  });
  const got = await page.request.get(`/trpc/diagrams.get?input=${encodeURIComponent(JSON.stringify({ fileKey }))}`);
  const diagram = ((await got.json()) as { result: { data: { version: number; graph: { root: string } } } }).result.data;
  const root = diagram.graph.root;
  await trpc("diagrams.save", {
    fileKey,
    version: diagram.version,
    graph: {
      schema_version: 1,
      kind: "mind_map",
      title: "Organelles",
      generator: "hand",
      root,
      nodes: [{ id: root, label: "Organelles" }, ...LABELS.map((label, index) => ({ id: `leaf${index}`, label }))],
      edges: LABELS.map((_, index) => ({ id: `e${index}`, from: root, to: `leaf${index}`, kind: "child" })),
    },
  });
  return fileKey;
}

test("hide and recall a map, make a diagram card from the missed label, and study it", async ({ page }) => {
  test.slow();
  await signUp(page);
  const deck = await createDeck(page, "Cell biology");
  const fileKey = await handMadeMap(page);

  await page.goto(`/ai-diagrams/view/${fileKey}`);
  await expect(page.locator("main svg[role='img']").first()).toBeVisible();
  await page.getByRole("radiogroup", { name: "What to do with the diagram" }).getByText("Hide and recall").click();
  const panel = page.getByTestId("recall-panel");
  await panel.getByRole("radiogroup", { name: "What to hide" }).getByText("Random nodes").click();
  await panel.getByLabel("How many nodes").fill("2");
  await panel.getByRole("button", { name: "Start" }).click();
  await expect(panel.getByRole("progressbar", { name: "Recalled 0 of 2" })).toBeAttached();
  await auditPage(page, "hide and recall");
  await shootBothWidths(page, "diagram-recall");

  // The hidden labels are nowhere in the page: two boxes show "?".
  const shown = await page.locator("main").innerText();
  expect(LABELS.filter((label) => !shown.includes(label))).toHaveLength(2);

  // The first typed wrong: graded, with the label.
  await expect(panel.getByText("Node 1 of 2")).toBeVisible();
  await panel.getByRole("textbox", { name: "The hidden label" }).fill("Golgi apparatus");
  await panel.getByRole("button", { name: "Check" }).click();
  await expect(panel.getByTestId("recall-feedback")).toContainText("Not quite");
  const missed = (await panel.getByTestId("recall-feedback").locator("strong").innerText()).trim();
  expect(LABELS).toContain(missed);
  await panel.getByRole("button", { name: "Next" }).click();

  // The second revealed and rated Good.
  await expect(panel.getByText("Node 2 of 2")).toBeVisible();
  await panel.getByRole("button", { name: "Reveal" }).click();
  await panel.getByRole("button", { name: "Good" }).click();

  await expect(panel.getByRole("heading", { name: "You recalled 1 of 2" })).toBeVisible();
  await expect(panel.getByTestId("recall-missed")).toHaveText(missed);
  await auditPage(page, "hide and recall summary");
  await shootBothWidths(page, "diagram-recall-summary");
  await panel.getByLabel("Deck").click();
  await page.getByRole("option", { name: "Cell biology" }).click();
  await panel.getByRole("button", { name: "Make a diagram card from the 1 missed" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "1 diagram card added to" })).toBeVisible();

  // The skeleton map: two boxes emptied, their words in a bank; one placed, then checked.
  await page.getByRole("radiogroup", { name: "What to do with the diagram" }).getByText("Skeleton map").click();
  const skeleton = page.getByTestId("skeleton-panel");
  await skeleton.getByRole("radiogroup", { name: "What to hide" }).getByText("Random nodes").click();
  await skeleton.getByLabel("How many nodes").fill("2");
  await skeleton.getByRole("button", { name: "Build the skeleton" }).click();
  await expect(skeleton.getByTestId("skeleton-box")).toHaveCount(2);
  await auditPage(page, "skeleton map");
  await skeleton.getByTestId("skeleton-bank").getByRole("button").first().click();
  await skeleton.locator("[data-node-id]").filter({ hasText: "?" }).first().click();
  await skeleton.getByRole("button", { name: "Check" }).click();
  await expect(skeleton.getByTestId("skeleton-score")).toHaveText(/^[0-2] of 2 right$/);
  await shootBothWidths(page, "diagram-skeleton");

  // In a normal study session: the map with the label hidden, then the label and the whole map.
  await page.goto(`/study/${deck.id}`);
  const card = page.getByTestId("study-card");
  await expect(card).toContainText("Which label is hidden under “Organelles”?");
  const front = card.locator("img").first();
  await expect(front).toBeVisible();
  expect(await front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(card).not.toContainText(missed);
  // Made from a diagram, not written by the learner.
  await expect(card.getByText("From a diagram", { exact: true })).toBeVisible();
  await shootBothWidths(page, "diagram-card-study");
  await page.getByRole("button", { name: /^Show answer/ }).click();
  await expect(card).toContainText(missed);
  const counts = page.getByTestId("study-counts").first();
  await expect(counts.locator("[data-count='new']")).toContainText("1");
  await page.getByRole("button", { name: /^Good/ }).click();
  // Scheduled by FSRS as any new card answered Good: now in learning, back in a few minutes.
  await expect(counts.locator("[data-count='new']")).toContainText("0");
  await expect(counts.locator("[data-count='learning']")).toContainText("1");
});
