/*
 * The drawing's viewport: a scale `k` and a shift (x, y) from drawing space to
 * the screen (screen = drawing × k + shift), applied as one CSS transform to
 * the HTML box holding the SVG, so panning and zooming never lay the diagram
 * out again (a transform inside the SVG, attribute or CSS, makes Chromium lay
 * out every label's text anew at each new scale).
 */

export type TViewTransform = { x: number; y: number; k: number };
export type TSize = { width: number; height: number };
export type TRect = { x: number; y: number; width: number; height: number };

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 3;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.25;
/** One press of an arrow key, in screen pixels. */
export const PAN_STEP = 48;
const FIT_PADDING = 16;
/** A fitted drawing is never blown up past this (a three-node map stays readable, not huge). */
const FIT_MAX = 1.25;
/** Below this zoom a drawing's 14 px labels are under 6.3 px: too small to read. */
export const READABLE_ZOOM = 0.45;
/** Where a drawing too big to fit readably starts: labels at about 11 px. */
export const START_ZOOM = 0.8;

export const IDENTITY: TViewTransform = { x: 0, y: 0, k: 1 };

function clampScale(k: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, k));
}

/** The whole drawing in view, centred. */
export function fitTransform(drawing: TSize, viewport: TSize): TViewTransform {
  if (drawing.width <= 0 || drawing.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return IDENTITY;
  const k = clampScale(
    Math.min((viewport.width - 2 * FIT_PADDING) / drawing.width, (viewport.height - 2 * FIT_PADDING) / drawing.height, FIT_MAX),
  );
  return { k, x: (viewport.width - drawing.width * k) / 2, y: (viewport.height - drawing.height * k) / 2 };
}

/**
 * The first view of a drawing: the whole of it fitted and centred when its
 * labels stay readable so; else (a big map) a readable zoom centred on `root`
 * (the root, or the branch in focus), never leaving more than the fit's
 * padding of empty space past an edge the drawing overflows. "Fit" still fits it all.
 */
export function firstView(drawing: TSize, viewport: TSize, root: TRect | undefined): TViewTransform {
  const fitted = fitTransform(drawing, viewport);
  if (fitted.k >= READABLE_ZOOM || !root || fitted === IDENTITY) return fitted;
  const k = START_ZOOM;
  const place = (viewSize: number, drawSize: number, at: number) => {
    // This axis fits at this zoom: centred along it.
    if (drawSize * k <= viewSize - 2 * FIT_PADDING) return (viewSize - drawSize * k) / 2;
    return Math.min(FIT_PADDING, Math.max(viewSize - FIT_PADDING - drawSize * k, viewSize / 2 - at * k));
  };
  return {
    k,
    x: place(viewport.width, drawing.width, root.x + root.width / 2),
    y: place(viewport.height, drawing.height, root.y + root.height / 2),
  };
}

/**
 * The height a viewport `width` wide needs to show the whole drawing fitted
 * across it (a drawing in a panel that follows its content); a drawing that would
 * be unreadable so asks for all the room there is (Infinity: the caller's maximum).
 */
export function contentHeight(drawing: TSize, width: number): number {
  if (drawing.width <= 0 || drawing.height <= 0 || width <= 0) return 0;
  const k = Math.min((width - 2 * FIT_PADDING) / drawing.width, FIT_MAX);
  return k < READABLE_ZOOM ? Number.POSITIVE_INFINITY : Math.ceil(drawing.height * k + 2 * FIT_PADDING);
}

/** Zoomed by `factor` about a screen point, which stays where it is (the pointer, or the viewport's centre). */
export function zoomAt(view: TViewTransform, factor: number, at: { x: number; y: number }): TViewTransform {
  const k = clampScale(view.k * factor);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: TViewTransform, dx: number, dy: number): TViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The view moved just enough to show a drawing rectangle (the selected node), or the same view when it is in sight. */
export function showRect(view: TViewTransform, rect: TRect, viewport: TSize, margin = 24): TViewTransform {
  const left = rect.x * view.k + view.x;
  const top = rect.y * view.k + view.y;
  const right = left + rect.width * view.k;
  const bottom = top + rect.height * view.k;
  if (viewport.width <= 0 || viewport.height <= 0) return view;
  // Along each axis: no move while it is in sight, else just enough to leave `margin` around it.
  const shift = (start: number, end: number, size: number) =>
    start >= 0 && end <= size ? 0 : start < margin ? margin - start : end > size - margin ? size - margin - end : 0;
  const dx = shift(left, right, viewport.width);
  const dy = shift(top, bottom, viewport.height);
  if (dx === 0 && dy === 0) return view;
  return panBy(view, dx, dy);
}

export type TCanvasKeyAction = { type: "pan"; dx: number; dy: number } | { type: "zoom"; factor: number } | { type: "fit" };

/** What a key does on the focused drawing: arrows pan (the content moves the other way, as in a map), + and − zoom, 0 fits. */
export function canvasKeyAction(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): TCanvasKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case "ArrowLeft":
      return { type: "pan", dx: PAN_STEP, dy: 0 };
    case "ArrowRight":
      return { type: "pan", dx: -PAN_STEP, dy: 0 };
    case "ArrowUp":
      return { type: "pan", dx: 0, dy: PAN_STEP };
    case "ArrowDown":
      return { type: "pan", dx: 0, dy: -PAN_STEP };
    case "+":
    case "=":
      return { type: "zoom", factor: ZOOM_STEP };
    case "-":
    case "_":
      return { type: "zoom", factor: 1 / ZOOM_STEP };
    case "0":
      return { type: "fit" };
    default:
      return null;
  }
}

/** The zoom factor of one wheel event: smooth for trackpads, one step-ish per mouse notch. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.0015);
}

/** The view as a CSS transform (with transform-origin 0 0). */
export function cssTransform(view: TViewTransform): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return `translate(${round(view.x)}px, ${round(view.y)}px) scale(${Math.round(view.k * 10_000) / 10_000})`;
}
