import { describe, expect, it, vi } from "vitest";
import {
  canReload,
  createChunkReloader,
  installChunkReload,
  isChunkLoadError,
  isKnownDomError,
  reloadOnce,
  RELOAD_INTERVAL_MS,
  RELOAD_STORAGE_PREFIX,
} from "./chunk-reload.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError: storage disabled");
  },
  setItem: () => {
    throw new Error("SecurityError: storage disabled");
  },
};

describe("isChunkLoadError", () => {
  it("knows each browser's words for a failed dynamic import, and Vite's CSS preload failure", () => {
    const messages = [
      "Failed to fetch dynamically imported module: https://mnemo.app/assets/about-CjfYytC8.js",
      "error loading dynamically imported module: https://mnemo.app/assets/about-CjfYytC8.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/deck-B2.css",
      "'text/html' is not a valid JavaScript MIME type.",
    ];
    for (const message of messages) expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError("Failed to fetch dynamically imported module: /assets/x.js")).toBe(true);
  });

  it("is false for other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Group not found"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe("isKnownDomError", () => {
  it("knows the two DOM errors the product names in Chromium, Firefox and Safari wording", () => {
    const messages = [
      "Cannot read properties of null (reading 'parentNode')",
      "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.",
      `can't access property "parentNode", node is null`,
      "null is not an object (evaluating 'e.parentNode')",
      "Node.insertBefore: Child to insert before is not a child of this node",
    ];
    for (const message of messages) expect(isKnownDomError(new TypeError(message)), message).toBe(true);
  });

  it("is false for other null reads", () => {
    expect(isKnownDomError(new TypeError("Cannot read properties of null (reading 'title')"))).toBe(false);
    expect(isKnownDomError(new TypeError("Cannot read properties of undefined (reading 'parentNode')"))).toBe(false);
  });
});

describe("canReload and reloadOnce", () => {
  const now = 1_800_000_000_000;

  it("reloads the first time and records when, keyed by path", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ path: "/about", now, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.items.get(`${RELOAD_STORAGE_PREFIX}/about`)).toBe(String(now));
  });

  it("allows one reload per 10 seconds per path", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ path: "/about", now, storage, reload });
    expect(reloadOnce({ path: "/about", now: now + RELOAD_INTERVAL_MS - 1, storage, reload })).toBe(false);
    // Another path has its own budget.
    expect(reloadOnce({ path: "/flashcards", now: now + 1, storage, reload })).toBe(true);
    expect(reloadOnce({ path: "/about", now: now + RELOAD_INTERVAL_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(RELOAD_INTERVAL_MS).toBe(10_000);
  });

  it("allows a reload when the clock went backwards", () => {
    const storage = memoryStorage({ [`${RELOAD_STORAGE_PREFIX}/`]: String(now) });
    expect(canReload({ path: "/", now: now - 60_000, storage })).toBe(true);
  });

  it("never reloads when storage is unavailable: the last reload could not be remembered", () => {
    const reload = vi.fn();
    expect(canReload({ path: "/", now, storage: brokenStorage })).toBe(false);
    expect(reloadOnce({ path: "/", now, storage: brokenStorage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

function reloaderWith(storage = memoryStorage(), path = "/about") {
  const reload = vi.fn();
  const reloader = createChunkReloader({ getPath: () => path, now: () => 1_000_000, getStorage: () => storage, reload });
  return { reloader, reload, storage };
}

describe("createChunkReloader", () => {
  it("reloads for a chunk error and says so, then treats every later error as handled", () => {
    const { reloader, reload } = reloaderWith();
    expect(reloader.isReloading()).toBe(false);
    const chunkError = new TypeError("Importing a module script failed.");
    expect(reloader.willReloadFor(chunkError)).toBe(true);
    // Asking does not spend the budget.
    expect(reload).not.toHaveBeenCalled();
    expect(reloader.reloadForError(chunkError)).toBe(true);
    expect(reloader.isReloading()).toBe(true);
    // The page is going: an error screen for what follows would only flash.
    expect(reloader.reloadForError(new TypeError("Cannot read properties of undefined (reading 'HomeRoute')"))).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("leaves other errors and an exhausted budget to the error screen", () => {
    const storage = memoryStorage({ [`${RELOAD_STORAGE_PREFIX}/about`]: String(1_000_000 - 5_000) });
    const { reloader, reload } = reloaderWith(storage);
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");
    expect(reloader.willReloadFor(new Error("Group not found"))).toBe(false);
    expect(reloader.willReloadFor(chunkError)).toBe(false);
    expect(reloader.reloadForError(new Error("Group not found"))).toBe(false);
    expect(reloader.reloadForError(chunkError)).toBe(false);
    expect(reloader.isReloading()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("installChunkReload", () => {
  function eventWith(type: string, fields: Record<string, unknown>): Event {
    return Object.assign(new Event(type, { cancelable: true }), fields);
  }

  it("reloads on Vite's preload error and cancels it so Vite does not throw", () => {
    const target = new EventTarget();
    const { reloader, reload } = reloaderWith();
    const uninstall = installChunkReload(target, reloader);
    const event = eventWith("vite:preloadError", { payload: new Error("Unable to preload CSS for /assets/a.css") });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    uninstall();
  });

  it("lets Vite throw when no reload is allowed, so the error screen shows", () => {
    const target = new EventTarget();
    const storage = memoryStorage({ [`${RELOAD_STORAGE_PREFIX}/about`]: String(1_000_000) });
    const { reloader } = reloaderWith(storage);
    installChunkReload(target, reloader);
    const event = eventWith("vite:preloadError", { payload: new TypeError("Importing a module script failed.") });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("reloads on an uncaught known DOM error and on an unhandled chunk rejection", () => {
    for (const event of [
      eventWith("error", { error: new TypeError("Failed to execute 'insertBefore' on 'Node': not a child") }),
      eventWith("error", { message: "Uncaught TypeError: Cannot read properties of null (reading 'parentNode')" }),
      eventWith("unhandledrejection", { reason: new TypeError("error loading dynamically imported module: /assets/x.js") }),
    ]) {
      const target = new EventTarget();
      const { reloader, reload } = reloaderWith();
      installChunkReload(target, reloader);
      target.dispatchEvent(event);
      expect(reload, event.type).toHaveBeenCalledOnce();
    }
  });

  it("ignores other errors and stops listening once uninstalled", () => {
    const target = new EventTarget();
    const { reloader, reload } = reloaderWith();
    const uninstall = installChunkReload(target, reloader);
    target.dispatchEvent(eventWith("error", { error: new Error("boom") }));
    uninstall();
    target.dispatchEvent(eventWith("unhandledrejection", { reason: new TypeError("Importing a module script failed.") }));
    expect(reload).not.toHaveBeenCalled();
  });
});
