import type { ToastInput } from "./toast-store.ts";

export type ToastPresetName = "note_conversion_error_generic" | "note_cards_ready" | "generic_error";

/**
 * docs/product.md's toast presets, texts exactly as written there,
 * including 'Flascards'. Each preset's id is its name, so the same preset is
 * not stacked twice while one is on screen; spread it with another id to allow that.
 */
export const toastPresets: Readonly<Record<ToastPresetName, Readonly<ToastInput>>> = {
  note_conversion_error_generic: {
    id: "note_conversion_error_generic",
    severity: "error",
    icon: "error",
    summary: "Something went wrong",
    detail: ["An error occurred while making your flashcards", "Your usage has not been affected."],
  },
  note_cards_ready: {
    id: "note_cards_ready",
    severity: "success",
    icon: "success",
    summary: "Flashcards ready!",
    detail: ["Click the 'View Flascards' button to view your new flashcards."],
  },
  generic_error: {
    id: "generic_error",
    severity: "error",
    icon: "error",
    summary: "Oops...",
    detail: ["Something went wrong", "Try again, or contact support if the problem persists."],
  },
};

export const VIEW_FLASHCARDS_LABEL = "View Flashcards";

/** note_cards_ready with the button its text points at; it stays until used or closed. */
export function noteCardsReadyToast(onView: () => void): ToastInput {
  return { ...toastPresets.note_cards_ready, sticky: true, buttons: [{ label: VIEW_FLASHCARDS_LABEL, action: onView }] };
}

export const NEW_VERSION_MESSAGE = "A new version of Mnemo is available.";
export const NEW_VERSION_TOAST_ID = "new-version";

/** Offered when the deployed build differs from the running one; stays until the person decides. */
export function newVersionToast(onReload: () => void): ToastInput {
  return {
    id: NEW_VERSION_TOAST_ID,
    severity: "info",
    icon: "update",
    summary: NEW_VERSION_MESSAGE,
    sticky: true,
    buttons: [{ label: "Reload", action: onReload, keepOpen: true }],
  };
}
