import { noteCardsReadyToast, toastPresets } from "@/components/toasts/toast-presets.ts";
import { addToast, removeToast, type ToastStore } from "@/components/toasts/toast-store.ts";
import { specificFailureDetail, type TGenerationFailure } from "./generation-errors.ts";
import { isNoCardsCode } from "./job-status.ts";

type Toasts = Pick<ToastStore, "addToast" | "removeToast">;
const appToasts: Toasts = { addToast, removeToast };

/**
 * Whether the learner is looking at `element` (the new cards): the page is shown and some of it is on screen. The
 * "Flashcards ready!" toast is for a learner who is not (another tab, scrolled elsewhere).
 */
export function isLookingAt(
  element: Pick<Element, "getBoundingClientRect"> | null,
  view: { isVisible: boolean; height: number } = { isVisible: document.visibilityState === "visible", height: window.innerHeight },
): boolean {
  if (!element || !view.isVisible) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < view.height;
}

/**
 * note_cards_ready for a learner not already looking at the new cards (`getCards`, rendered by the time of the
 * next frame): a page in another tab gets it at once, a page scrolled away from the cards once they are drawn.
 */
export function toastCardsReadyUnlessSeen(getCards: () => Element | null, onView: () => void, toasts: Toasts = appToasts): void {
  if (document.visibilityState !== "visible") return toastCardsReady(onView, toasts);
  requestAnimationFrame(() => {
    if (!isLookingAt(getCards())) toastCardsReady(onView, toasts);
  });
}

/** docs/product.md's note_cards_ready toast: it stays until its "View Flashcards" button (`onView`) is used or it is closed. */
export function toastCardsReady(onView: () => void, toasts: Toasts = appToasts): void {
  toasts.addToast(noteCardsReadyToast(onView));
}

/**
 * docs/product.md's note_conversion_error_generic toast, with the server's own words
 * added when they say more. A new failure replaces the last one's toast rather
 * than being skipped as a duplicate id.
 */
export function toastGenerationFailed(failure: TGenerationFailure, toasts: Toasts = appToasts): void {
  // An input with no cards in it is not a fault: the page tells it calmly (with "make cards anyway"), and no red toast beside it.
  if (isNoCardsCode(failure.code)) return;
  const generic = toastPresets.note_conversion_error_generic;
  const genericLines = typeof generic.detail === "string" ? [generic.detail] : (generic.detail ?? []);
  const extra = specificFailureDetail(failure.message, genericLines);
  if (generic.id) toasts.removeToast(generic.id);
  toasts.addToast({ ...generic, detail: extra ? [...genericLines, extra] : genericLines });
}
