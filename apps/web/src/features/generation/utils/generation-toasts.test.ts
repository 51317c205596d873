import { describe, expect, it, vi } from "vitest";
import { createToastStore } from "../../../components/toasts/toast-store.ts";
import { toastCardsReady, toastGenerationFailed } from "./generation-toasts.ts";

const failure = (message: string) => ({ message, code: null, details: null });

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
