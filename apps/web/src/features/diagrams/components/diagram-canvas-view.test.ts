import { describe, expect, it } from "vitest";
import {
  READABLE_ZOOM,
  START_ZOOM,
  ZOOM_MAX,
  ZOOM_MIN,
  canvasKeyAction,
  contentHeight,
  firstView,
  fitTransform,
  panBy,
  showRect,
  cssTransform,
  zoomAt,
} from "./diagram-canvas-view.ts";

const key = (key: string) => ({ key, altKey: false, ctrlKey: false, metaKey: false });

describe("the drawing's viewport", () => {
  it("fits the whole drawing, centred, and never blows a small one up past 125%", () => {
    const view = fitTransform({ width: 2000, height: 1000 }, { width: 532, height: 400 });
    expect(view.k).toBeCloseTo(0.25);
    expect(view.x).toBeCloseTo(16);
    expect(view.y).toBeCloseTo(75);
    expect(fitTransform({ width: 100, height: 50 }, { width: 800, height: 600 }).k).toBe(1.25);
  });

  it("first shows a drawing whole when its labels stay readable so, else readable and centred on the root", () => {
    const root = { x: 900, y: 480, width: 200, height: 40 };
    // Fits at 0.6: the fit itself, whole and centred.
    expect(firstView({ width: 1000, height: 500 }, { width: 632, height: 400 }, root)).toEqual(
      fitTransform({ width: 1000, height: 500 }, { width: 632, height: 400 }),
    );
    // A big map would fit at 0.25: a readable zoom instead, its root in the middle of the view.
    const big = firstView({ width: 2000, height: 1000 }, { width: 532, height: 400 }, root);
    expect(fitTransform({ width: 2000, height: 1000 }, { width: 532, height: 400 }).k).toBeLessThan(READABLE_ZOOM);
    expect(big.k).toBe(START_ZOOM);
    expect(big.x + (root.x + root.width / 2) * big.k).toBeCloseTo(266);
    expect(big.y + (root.y + root.height / 2) * big.k).toBeCloseTo(200);
    // A root at the drawing's top-left corner (a flowchart's first step): no empty space above or left of the drawing.
    const corner = firstView({ width: 2000, height: 1000 }, { width: 532, height: 400 }, { x: 0, y: 0, width: 100, height: 40 });
    expect(corner).toEqual({ k: START_ZOOM, x: 16, y: 16 });
    // A long, low timeline: centred across the axis that fits.
    const low = firstView({ width: 5000, height: 200 }, { width: 532, height: 400 }, { x: 4900, y: 80, width: 100, height: 40 });
    expect(low.y).toBeCloseTo((400 - 200 * START_ZOOM) / 2);
    expect(low.x + 5000 * START_ZOOM).toBeCloseTo(532 - 16);
  });

  it("a drawing sized by its content asks for the height it takes fitted across the width", () => {
    expect(contentHeight({ width: 468, height: 150 }, 500)).toBe(182);
    expect(contentHeight({ width: 100, height: 100 }, 500)).toBe(157);
    expect(contentHeight({ width: 5000, height: 900 }, 400)).toBe(Number.POSITIVE_INFINITY);
  });

  it("zooms about a point that stays put, within the limits", () => {
    const view = zoomAt({ x: 10, y: 20, k: 1 }, 2, { x: 110, y: 120 });
    expect(view).toEqual({ x: -90, y: -80, k: 2 });
    // The drawing point under (110, 120) is the same before and after.
    expect((110 - view.x) / view.k).toBe(100);
    expect(zoomAt({ x: 0, y: 0, k: 2.5 }, 10, { x: 0, y: 0 }).k).toBe(ZOOM_MAX);
    expect(zoomAt({ x: 0, y: 0, k: 0.2 }, 0.1, { x: 0, y: 0 }).k).toBe(ZOOM_MIN);
  });

  it("moves just enough to bring a node into sight, and not at all when it is in sight", () => {
    const viewport = { width: 400, height: 300 };
    const view = { x: 0, y: 0, k: 1 };
    expect(showRect(view, { x: 10, y: 10, width: 50, height: 20 }, viewport)).toBe(view);
    expect(showRect(view, { x: 500, y: 10, width: 50, height: 20 }, viewport)).toEqual({ x: -174, y: 0, k: 1 });
    expect(showRect(panBy(view, 0, -100), { x: 10, y: 50, width: 50, height: 20 }, viewport)).toEqual({ x: 0, y: 24 - 50, k: 1 });
  });

  it("keys: arrows pan, + and − zoom, 0 fits; modified keys are not the drawing's", () => {
    expect(canvasKeyAction(key("ArrowRight"))).toEqual({ type: "pan", dx: -48, dy: 0 });
    expect(canvasKeyAction(key("+"))).toEqual({ type: "zoom", factor: 1.25 });
    expect(canvasKeyAction(key("-"))).toEqual({ type: "zoom", factor: 0.8 });
    expect(canvasKeyAction(key("0"))).toEqual({ type: "fit" });
    expect(canvasKeyAction({ ...key("+"), ctrlKey: true })).toBeNull();
    expect(cssTransform({ x: 1.234, y: 5, k: 0.5 })).toBe("translate(1.23px, 5px) scale(0.5)");
  });
});
