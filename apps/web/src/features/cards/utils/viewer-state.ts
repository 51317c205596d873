/**
 * The card viewer's rules, free of React: one card at a time, flipped or not,
 * moving never wraps around, and a new card always starts question side up.
 */
export type TViewerState = { index: number; isFlipped: boolean };
export type TViewerAction =
  | { type: "flip" }
  | { type: "next"; total: number }
  | { type: "prev" }
  | { type: "go"; index: number; total: number }
  /** The deck shrank (a card was deleted): stay on a card that exists. */
  | { type: "fit"; total: number };

export const INITIAL_VIEWER_STATE: TViewerState = { index: 0, isFlipped: false };

function clampIndex(index: number, total: number): number {
  return Math.max(0, Math.min(index, total - 1));
}

export function viewerReducer(state: TViewerState, action: TViewerAction): TViewerState {
  switch (action.type) {
    case "flip":
      return { ...state, isFlipped: !state.isFlipped };
    case "next":
      return state.index + 1 < action.total ? { index: state.index + 1, isFlipped: false } : state;
    case "prev":
      return state.index > 0 ? { index: state.index - 1, isFlipped: false } : state;
    case "go": {
      const index = clampIndex(action.index, action.total);
      return index === state.index ? state : { index, isFlipped: false };
    }
    case "fit": {
      const index = clampIndex(state.index, action.total);
      return index === state.index ? state : { index, isFlipped: false };
    }
  }
}

/** Not a product rule, but the familiar 'n / total'. */
export function progressLabel(index: number, total: number): string {
  return total === 0 ? "0 / 0" : `${Math.min(index + 1, total)} / ${total}`;
}

export function progressPercent(index: number, total: number): number {
  return total === 0 ? 0 : (Math.min(index + 1, total) / total) * 100;
}

/** Space and Enter flip, the arrow keys move. */
export function viewerKeyAction(key: string): "flip" | "next" | "prev" | null {
  if (key === " " || key === "Enter") return "flip";
  if (key === "ArrowRight") return "next";
  if (key === "ArrowLeft") return "prev";
  return null;
}

const SWIPE_MIN_PX = 50;

/** A mostly sideways swipe of 50px or more: left goes to the next card, right to the previous one. */
export function swipeAction(dx: number, dy: number): "next" | "prev" | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? "next" : "prev";
}
