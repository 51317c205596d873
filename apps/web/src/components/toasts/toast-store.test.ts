import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, DEFAULT_TOAST_LIFE_MS, normalizeToast, randomToastId } from "./toast-store.ts";

describe("normalizeToast", () => {
  it("fills the product's defaults: primary severity, information icon, 4000 ms, no detail, no buttons", () => {
    const toast = normalizeToast({ summary: "Saved" }, () => "id-1");
    expect(toast).toEqual({
      id: "id-1",
      summary: "Saved",
      detail: [],
      severity: "primary",
      icon: "information",
      life: 4000,
      buttons: [],
    });
    expect(DEFAULT_TOAST_LIFE_MS).toBe(4000);
  });

  it("wraps a single detail string into a list and keeps a list as is", () => {
    expect(normalizeToast({ summary: "x", detail: "one line" }).detail).toEqual(["one line"]);
    expect(normalizeToast({ summary: "x", detail: ["a", "b"] }).detail).toEqual(["a", "b"]);
  });

  it("keeps a given id, severity, icon and life", () => {
    const toast = normalizeToast({ id: "fixed", summary: "x", severity: "warning", icon: "warning", life: 1500 });
    expect(toast).toMatchObject({ id: "fixed", severity: "warning", icon: "warning", life: 1500 });
  });

  it("makes sticky toasts (no life) from sticky, 0 or Infinity", () => {
    expect(normalizeToast({ summary: "x", sticky: true }).life).toBeNull();
    expect(normalizeToast({ summary: "x", life: 0 }).life).toBeNull();
    expect(normalizeToast({ summary: "x", life: Number.POSITIVE_INFINITY }).life).toBeNull();
  });
});

describe("randomToastId", () => {
  it("differs on every call, also without crypto.randomUUID (plain HTTP on a LAN address)", () => {
    expect(randomToastId()).not.toBe(randomToastId());
    // Shadows the prototype's method on this instance only; deleting it restores the real one.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set([randomToastId(), randomToastId(), randomToastId()]);
      expect(ids.size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID");
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });
});

describe("createToastStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stacks toasts in order and gives each a random id when none is given", () => {
    const store = createToastStore();
    const first = store.addToast({ summary: "One" });
    const second = store.addToast({ summary: "Two" });
    expect(first).not.toBe(second);
    expect(store.getToasts().map((toast) => [toast.id, toast.summary])).toEqual([
      [first, "One"],
      [second, "Two"],
    ]);
  });

  it("skips a toast whose id is already in the stack", () => {
    const store = createToastStore();
    store.addToast({ id: "same", summary: "First" });
    expect(store.addToast({ id: "same", summary: "Second" })).toBe("same");
    expect(store.getToasts().map((toast) => toast.summary)).toEqual(["First"]);
  });

  it("shows an id again once the earlier toast is gone", () => {
    const store = createToastStore();
    store.addToast({ id: "same", summary: "First" });
    store.removeToast("same");
    store.addToast({ id: "same", summary: "Again" });
    expect(store.getToasts().map((toast) => toast.summary)).toEqual(["Again"]);
  });

  it("removes a toast when its life has elapsed (4000 ms by default)", () => {
    const store = createToastStore();
    store.addToast({ summary: "Default" });
    store.addToast({ summary: "Short", life: 1000 });
    vi.advanceTimersByTime(999);
    expect(store.getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getToasts().map((toast) => toast.summary)).toEqual(["Default"]);
    vi.advanceTimersByTime(2999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("keeps a sticky toast until it is closed", () => {
    const store = createToastStore();
    const id = store.addToast({ summary: "Update", sticky: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.getToasts()).toHaveLength(1);
    store.removeToast(id);
    expect(store.getToasts()).toEqual([]);
  });

  it("closes a toast early (the close button) and forgets its timer", () => {
    const store = createToastStore();
    const id = store.addToast({ id: "a", summary: "A" });
    store.removeToast(id);
    expect(store.getToasts()).toEqual([]);
    // A new toast with the same id lives its own full life, not what was left of the old one.
    vi.advanceTimersByTime(3000);
    store.addToast({ id: "a", summary: "A again" });
    vi.advanceTimersByTime(3999);
    expect(store.getToasts().map((toast) => toast.summary)).toEqual(["A again"]);
  });

  it("pauses a toast's life while hovered or focused and resumes what was left", () => {
    const store = createToastStore();
    const id = store.addToast({ summary: "Read me" });
    vi.advanceTimersByTime(3000);
    store.setToastPaused(id, true);
    vi.advanceTimersByTime(10_000);
    expect(store.getToasts()).toHaveLength(1);
    store.setToastPaused(id, false);
    vi.advanceTimersByTime(999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("clears every toast and its timer", () => {
    const store = createToastStore();
    store.addToast({ summary: "A" });
    store.addToast({ summary: "B", sticky: true });
    store.clearToasts();
    expect(store.getToasts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("tells subscribers about each change, with a new snapshot each time", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getToasts();
    store.addToast({ id: "x", summary: "X" });
    store.addToast({ id: "x", summary: "X twice" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getToasts()).not.toBe(before);
    vi.advanceTimersByTime(DEFAULT_TOAST_LIFE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.addToast({ summary: "Unheard" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
