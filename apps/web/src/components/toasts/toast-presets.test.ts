import { afterEach, describe, expect, it, vi } from "vitest";
import { NEW_VERSION_MESSAGE, newVersionToast, noteCardsReadyToast, toastPresets, VIEW_FLASHCARDS_LABEL } from "./toast-presets.ts";
import { createToastStore } from "./toast-store.ts";

describe("toastPresets", () => {
  afterEach(() => vi.useRealTimers());

  it("note_conversion_error_generic has the product's texts", () => {
    const store = createToastStore();
    store.addToast(toastPresets.note_conversion_error_generic);
    expect(store.getToasts()[0]).toMatchObject({
      summary: "Something went wrong",
      detail: ["An error occurred while making your flashcards", "Your usage has not been affected."],
    });
  });

  it("note_cards_ready is a success with the product's texts, 'Flascards' included", () => {
    const store = createToastStore();
    store.addToast(toastPresets.note_cards_ready);
    expect(store.getToasts()[0]).toMatchObject({
      severity: "success",
      summary: "Flashcards ready!",
      detail: ["Click the 'View Flascards' button to view your new flashcards."],
    });
  });

  it("generic_error has the product's texts", () => {
    const store = createToastStore();
    store.addToast(toastPresets.generic_error);
    expect(store.getToasts()[0]).toMatchObject({
      summary: "Oops...",
      detail: ["Something went wrong", "Try again, or contact support if the problem persists."],
    });
  });

  it("live the default 4000 ms and are not stacked twice while shown", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.addToast(toastPresets.generic_error);
    store.addToast(toastPresets.generic_error);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(store.getToasts()).toEqual([]);
  });

  it("note_cards_ready's helper adds the button its text points at, which runs the action", () => {
    const onView = vi.fn();
    const store = createToastStore();
    store.addToast(noteCardsReadyToast(onView));
    const [toast] = store.getToasts();
    expect(toast?.buttons.map((button) => button.label)).toEqual([VIEW_FLASHCARDS_LABEL]);
    toast?.buttons[0]?.action();
    expect(onView).toHaveBeenCalledOnce();
  });

  it("the new-version toast stays until used and offers Reload", () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    const store = createToastStore();
    store.addToast(newVersionToast(onReload));
    vi.advanceTimersByTime(60 * 60 * 1000);
    const [toast] = store.getToasts();
    expect(toast?.summary).toBe(NEW_VERSION_MESSAGE);
    expect(NEW_VERSION_MESSAGE).toBe("A new version of Mnemo is available.");
    expect(toast?.buttons.map((button) => button.label)).toEqual(["Reload"]);
    toast?.buttons[0]?.action();
    expect(onReload).toHaveBeenCalledOnce();
  });
});
