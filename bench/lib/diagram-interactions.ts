import type { Locator, Page } from "@playwright/test";
import { pageNow } from "./diagram-probes.ts";

/** One kind of interaction: when it ran on the page's clock, and how many inputs it sent. */
export type TPhase = { name: string; start: number; end: number; inputs: number };

/** How fast a person sends each kind of input: button clicks, wheel notches, pointer moves and held keys. */
const GAP = { click: 150, wheel: 16, move: 16, key: 33, select: 400 };

/**
 * What a learner does with a big map, at a person's pace, each kind of input
 * timed as its own phase (long tasks are counted per phase by their start): zoom
 * by the buttons, zoom by the wheel, pan by dragging, collapse and expand
 * branches by their toggles on the drawing, "Expand to level", and moving
 * through the outline twin with the keyboard (each move chooses the node on the
 * drawing too, which brings it into sight).
 */
export async function interact(page: Page): Promise<TPhase[]> {
  const phases: TPhase[] = [];
  const phase = async (name: string, run: () => Promise<number>) => {
    const start = await pageNow(page);
    const inputs = await run();
    await page.waitForTimeout(300); // the last input's work
    phases.push({ name, start, end: await pageNow(page), inputs });
  };
  const viewport = page.getByRole("group", { name: "Diagram drawing" });
  const box = await viewport.boundingBox();
  if (!box) throw new Error("the drawing's viewport is not on the page");
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drawn = await drawnNodes(page);

  await phase("zoom by the buttons (5 in, 5 out)", async () => {
    const before = await viewOf(page);
    for (const [at, name] of [...Array<string>(5).fill("Zoom in"), ...Array<string>(5).fill("Zoom out")].entries()) {
      await page.getByRole("button", { name, exact: true }).click();
      await page.waitForTimeout(GAP.click);
      if (at === 4) check((await viewOf(page)).k > before.k * 2, "five clicks on Zoom in did not zoom in");
    }
    return 10;
  });
  await phase("zoom by the wheel (40 notches in, 40 out)", async () => {
    const before = await viewOf(page);
    await page.mouse.move(centre.x, centre.y);
    for (const [at, deltaY] of [...Array<number>(40).fill(-100), ...Array<number>(40).fill(100)].entries()) {
      await page.mouse.wheel(0, deltaY);
      await page.waitForTimeout(GAP.wheel);
      if (at === 39) check((await viewOf(page)).k > before.k * 2, "40 wheel notches did not zoom in");
    }
    return 80;
  });
  await phase("pan by dragging (3 drags of 30 moves)", async () => {
    let before = await viewOf(page);
    for (const [dx, dy] of [
      [-300, -150],
      [250, 200],
      [50, -50],
    ] as const) {
      await drag(page, centre, dx, dy, 30);
      const after = await viewOf(page);
      // Each drag moves the drawing by as much as the pointer moved (the three end where they began).
      check(
        Math.abs(after.x - before.x - dx) < 1 && Math.abs(after.y - before.y - dy) < 1,
        `a drag by (${dx}, ${dy}) did not pan by as much`,
      );
      before = after;
    }
    return 90;
  });
  await phase("collapse and expand 5 branches: zoom in, drag each into sight, click its toggle", async () => {
    await page.getByRole("button", { name: "Fit to view", exact: true }).click();
    for (let i = 0; i < 7; i += 1) {
      await page.getByRole("button", { name: "Zoom in", exact: true }).click();
      await page.waitForTimeout(GAP.click);
    }
    // The root's first children: collapsing one hides its 40-odd nodes, expanding draws them again.
    const toggles = ["n1", "n2", "n3", "n4", "n5"];
    let inputs = 8;
    for (const id of [...toggles, ...[...toggles].reverse()]) {
      const { at, drags } = await dragIntoSight(page, page.locator(`[data-toggle-for="${id}"]`), box);
      const nodesBefore = await drawnNodes(page);
      await page.mouse.click(at.x, at.y);
      await page.waitForTimeout(GAP.click * 2);
      check((await drawnNodes(page)) !== nodesBefore, `clicking ${id}'s toggle did not collapse or expand it`);
      inputs += drags + 1;
    }
    check((await drawnNodes(page)) === drawn, "the map is not whole again after expanding what was collapsed");
    return inputs;
  });
  await phase('"Expand to level" 1, 2, 3, all, 2, all', async () => {
    const select = page.getByRole("combobox", { name: "Expand to level" });
    const levels = ["1", "2", "3", "all", "2", "all"];
    for (const level of levels) {
      await select.selectOption(level);
      await page.waitForTimeout(GAP.select);
      // Level 1: the root and its 7 children.
      if (level === "1") check((await drawnNodes(page)) === 8, `"Expand to level 1" drew ${await drawnNodes(page)} nodes, not 8`);
    }
    check((await drawnNodes(page)) === drawn, `"All levels" drew ${await drawnNodes(page)} nodes, not ${drawn}`);
    return levels.length;
  });
  await phase("outline twin by keyboard (60 Down, 10 Right, 10 Left, End, Home)", async () => {
    await page.locator('[role="tree"] [role="treeitem"][tabindex="0"]').first().focus();
    const keys = [
      ...Array<string>(60).fill("ArrowDown"),
      ...Array<string>(10).fill("ArrowRight"),
      ...Array<string>(10).fill("ArrowLeft"),
      "End",
      "Home",
    ];
    const chosen = () => page.locator('[role="tree"] [aria-selected="true"]').getAttribute("data-outline-id");
    for (const [at, key] of keys.entries()) {
      await page.keyboard.press(key);
      await page.waitForTimeout(GAP.key);
      if (at === 59) check((await chosen()) !== "n0", "60 presses of Down did not move through the outline");
    }
    check((await chosen()) === "n0", "Home did not go back to the root");
    return keys.length;
  });
  return phases;
}

type TBox = { x: number; y: number; width: number; height: number };
const MARGIN = 60;
const MAX_DRAG = 400;

/** Drags the drawing (at most MAX_DRAG px a drag, as a hand does) until `target`'s centre is well inside the viewport; where it is then. */
async function dragIntoSight(page: Page, target: Locator, viewport: TBox): Promise<{ at: { x: number; y: number }; drags: number }> {
  const centre = { x: viewport.x + viewport.width / 2, y: viewport.y + viewport.height / 2 };
  for (let drags = 0; drags < 40; drags += 1) {
    const box = await target.boundingBox();
    if (!box) throw new Error("a collapse toggle is not drawn");
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const isInside =
      at.x > viewport.x + MARGIN &&
      at.x < viewport.x + viewport.width - MARGIN &&
      at.y > viewport.y + MARGIN &&
      at.y < viewport.y + viewport.height - MARGIN;
    if (isInside) return { at, drags };
    const clamp = (value: number) => Math.max(-MAX_DRAG, Math.min(MAX_DRAG, value));
    const [dx, dy] = [clamp(centre.x - at.x), clamp(centre.y - at.y)];
    await drag(page, centre, dx, dy, 10);
  }
  throw new Error("could not drag a collapse toggle into sight");
}

/** A drag from `from` by (dx, dy) in `moves` pointer moves, a frame apart. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number, moves: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(from.x + (dx * step) / moves, from.y + (dy * step) / moves);
    await page.waitForTimeout(GAP.move);
  }
  await page.mouse.up();
}

function check(isTrue: boolean, problem: string): void {
  if (!isTrue) throw new Error(`bench:diagrams: ${problem}, so the figures would not measure it`);
}

const drawnNodes = (page: Page) => page.locator('svg[role="img"] [data-node-id]').count();

/** The drawing's view: its one CSS transform, translate(x, y) scale(k), on the box holding the SVG. */
async function viewOf(page: Page): Promise<{ x: number; y: number; k: number }> {
  const transform = (await page.locator("[data-drawing-stage]").first().getAttribute("style")) ?? "";
  const [x, y, k] = (/translate\(([-\d.]+)px[ ,]+([-\d.]+)px\) scale\(([\d.]+)\)/.exec(transform) ?? []).slice(1).map(Number);
  if (x === undefined || y === undefined || k === undefined)
    throw new Error(`bench:diagrams: the drawing's transform "${transform}" is not translate() scale()`);
  return { x, y, k };
}
