import { noteCardsReadyToast, toastPresets } from "../../../components/toasts/toast-presets.ts";
import { addToast, removeToast, type ToastStore } from "../../../components/toasts/toast-store.ts";
import { specificFailureDetail, type TGenerationFailure } from "./generation-errors.ts";

type Toasts = Pick<ToastStore, "addToast" | "removeToast">;
const appToasts: Toasts = { addToast, removeToast };

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
  const generic = toastPresets.note_conversion_error_generic;
  const genericLines = typeof generic.detail === "string" ? [generic.detail] : (generic.detail ?? []);
  const extra = specificFailureDetail(failure.message, genericLines);
  if (generic.id) toasts.removeToast(generic.id);
  toasts.addToast({ ...generic, detail: extra ? [...genericLines, extra] : genericLines });
}
