import { describe, expect, it } from "vitest";
import { ZOOM_MAX, ZOOM_MIN, canvasKeyAction, fitTransform, panBy, showRect, transformAttribute, zoomAt } from "./diagram-canvas-view.ts";

const key = (key: string) => ({ key, altKey: false, ctrlKey: false, metaKey: false });

describe("the drawing's viewport", () => {
  it("fits the whole drawing, centred, and never blows a small one up past 125%", () => {
    const view = fitTransform({ width: 2000, height: 1000 }, { width: 532, height: 400 });
    expect(view.k).toBeCloseTo(0.25);
    expect(view.x).toBeCloseTo(16);
    expect(view.y).toBeCloseTo(75);
    expect(fitTransform({ width: 100, height: 50 }, { width: 800, height: 600 }).k).toBe(1.25);
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
    expect(transformAttribute({ x: 1.234, y: 5, k: 0.5 })).toBe("translate(1.23 5) scale(0.5)");
  });
});
