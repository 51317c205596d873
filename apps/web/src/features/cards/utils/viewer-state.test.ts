import { describe, expect, it } from "vitest";
import {
  INITIAL_VIEWER_STATE,
  progressLabel,
  progressPercent,
  swipeAction,
  viewerKeyAction,
  viewerReducer,
  type TViewerState,
} from "./viewer-state.ts";

describe("viewerReducer", () => {
  it("flips the card back and forth", () => {
    const flipped = viewerReducer(INITIAL_VIEWER_STATE, { type: "flip" });
    expect(flipped).toEqual({ index: 0, isFlipped: true });
    expect(viewerReducer(flipped, { type: "flip" })).toEqual({ index: 0, isFlipped: false });
  });

  it("moves to the next card question side up, and stops at the last", () => {
    const state: TViewerState = { index: 1, isFlipped: true };
    expect(viewerReducer(state, { type: "next", total: 3 })).toEqual({ index: 2, isFlipped: false });
    const last: TViewerState = { index: 2, isFlipped: true };
    expect(viewerReducer(last, { type: "next", total: 3 })).toBe(last);
  });

  it("moves back, and stops at the first", () => {
    expect(viewerReducer({ index: 2, isFlipped: true }, { type: "prev" })).toEqual({ index: 1, isFlipped: false });
    expect(viewerReducer(INITIAL_VIEWER_STATE, { type: "prev" })).toBe(INITIAL_VIEWER_STATE);
  });

  it("jumps to a card inside the deck", () => {
    expect(viewerReducer(INITIAL_VIEWER_STATE, { type: "go", index: 9, total: 4 })).toEqual({ index: 3, isFlipped: false });
    expect(viewerReducer(INITIAL_VIEWER_STATE, { type: "go", index: -2, total: 4 })).toBe(INITIAL_VIEWER_STATE);
  });

  it("stays on a card that exists when the deck shrinks", () => {
    expect(viewerReducer({ index: 5, isFlipped: true }, { type: "fit", total: 3 })).toEqual({ index: 2, isFlipped: false });
    const inside: TViewerState = { index: 1, isFlipped: true };
    expect(viewerReducer(inside, { type: "fit", total: 3 })).toBe(inside);
    expect(viewerReducer(inside, { type: "fit", total: 0 })).toEqual({ index: 0, isFlipped: false });
  });
});

describe("progress", () => {
  it("reads 'n / total'", () => {
    expect(progressLabel(0, 11)).toBe("1 / 11");
    expect(progressLabel(10, 11)).toBe("11 / 11");
    expect(progressLabel(0, 0)).toBe("0 / 0");
  });

  it("fills the bar by the card's position", () => {
    expect(progressPercent(0, 4)).toBe(25);
    expect(progressPercent(3, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("keys and swipes", () => {
  it("maps Space and Enter to flip, the arrows to moving", () => {
    expect(viewerKeyAction(" ")).toBe("flip");
    expect(viewerKeyAction("Enter")).toBe("flip");
    expect(viewerKeyAction("ArrowRight")).toBe("next");
    expect(viewerKeyAction("ArrowLeft")).toBe("prev");
    expect(viewerKeyAction("a")).toBeNull();
  });

  it("treats a long sideways swipe as moving, and anything else as nothing", () => {
    expect(swipeAction(-80, 10)).toBe("next");
    expect(swipeAction(80, -10)).toBe("prev");
    expect(swipeAction(30, 0)).toBeNull();
    expect(swipeAction(-80, 90)).toBeNull();
  });
});
