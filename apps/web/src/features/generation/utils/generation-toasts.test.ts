import { describe, expect, it, vi } from "vitest";
import { createToastStore } from "@/components/toasts/toast-store.ts";
import { isLookingAt, toastCardsReady, toastGenerationFailed } from "./generation-toasts.ts";

const failure = (message: string) => ({ message, code: null, details: null });

describe("isLookingAt", () => {
  const at = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) as DOMRect });
  it("is true only for a shown page with some of the element on screen", () => {
    const shown = { isVisible: true, height: 900 };
    expect(isLookingAt(at(600, 1200), shown)).toBe(true);
    expect(isLookingAt(at(-300, 20), shown)).toBe(true);
    expect(isLookingAt(at(950, 1400), shown)).toBe(false);
    expect(isLookingAt(at(-500, -10), shown)).toBe(false);
    expect(isLookingAt(at(100, 400), { isVisible: false, height: 900 })).toBe(false);
    expect(isLookingAt(null, shown)).toBe(false);
  });
});

describe("generation toasts", () => {
  it("offers the new cards until the button is used", () => {
    const store = createToastStore();
    const onView = vi.fn();
    toastCardsReady(onView, store);
    const [toast] = store.getToasts();
    expect(toast).toMatchObject({ id: "note_cards_ready", summary: "Flashcards ready!", life: null });
    toast!.buttons[0]!.action();
    expect(onView).toHaveBeenCalledOnce();
  });

  it("adds no error toast for an input that gave no cards (the page says so calmly)", () => {
    const store = createToastStore();
    for (const code of ["NO_CARDS", "NO_NEW_CARDS"])
      toastGenerationFailed({ message: "No cards could be made.", code, details: null }, store);
    expect(store.getToasts()).toEqual([]);
    toastGenerationFailed({ message: "The model failed.", code: "GENERATION_FAILED", details: null }, store);
    expect(store.getToasts()).toHaveLength(1);
  });

  it("adds the server's reason to the generic failure, and a second failure replaces the first", () => {
    const store = createToastStore();
    toastGenerationFailed(failure("The file is password-protected."), store);
    toastGenerationFailed(failure("An error occurred while making your flashcards"), store);
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]!.detail).toEqual(["An error occurred while making your flashcards", "Your usage has not been affected."]);

    toastGenerationFailed(failure("The file is password-protected."), store);
    expect(store.getToasts()[0]!.detail.at(-1)).toBe("The file is password-protected.");
  });
});
