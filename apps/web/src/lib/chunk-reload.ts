/**
 * After a deploy, a tab still running the old build asks for code-split
 * chunks that no longer exist, and the import fails. A reload fetches the new
 * build. Two DOM errors (usually a browser translation or an extension editing
 * the page under React) are also cured by a reload. docs/product.md allows one reload
 * per 10 seconds per path, so a chunk that is really broken shows the error
 * screen instead of reloading forever.
 */

export const RELOAD_INTERVAL_MS = 10_000;
export const RELOAD_STORAGE_PREFIX = "mnemo:reload-at:";

/** Chromium, Firefox and Safari's words for a failed dynamic import, and Vite's preload helper's. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
  /is not a valid JavaScript MIME type/i,
];

/** docs/product.md's two known DOM errors, as each engine words them. */
const DOM_ERROR_PATTERNS = [
  /Cannot read properties of null \(reading 'parentNode'\)/,
  /null is not an object \(evaluating '[^']*\.?parentNode'\)/,
  /can't access property "parentNode", .* is null/,
  /Failed to execute 'insertBefore' on 'Node'/,
  /Node\.insertBefore: /,
];

function messageOf(error: unknown): string {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string") return message;
  }
  return "";
}

export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export function isKnownDomError(error: unknown): boolean {
  const message = messageOf(error);
  return DOM_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export function isReloadableError(error: unknown): boolean {
  return isChunkLoadError(error) || isKnownDomError(error);
}

type ReloadStorage = Pick<Storage, "getItem" | "setItem">;

export type ReloadContext = {
  path: string;
  now: number;
  /** sessionStorage: per tab, and it survives the reload. */
  storage: ReloadStorage;
};

/**
 * True unless this path was reloaded less than 10 s ago. Without working
 * storage the last reload cannot be remembered, so there is no reload at all
 * rather than a possible loop.
 */
export function canReload({ path, now, storage }: ReloadContext): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_STORAGE_PREFIX + path));
    // 0 (never) or a clock that moved backwards both allow it.
    return !last || now - last >= RELOAD_INTERVAL_MS || now < last;
  } catch {
    return false;
  }
}

/** Records the reload, then reloads; false (and nothing done) when not allowed. */
export function reloadOnce(context: ReloadContext & { reload: () => void }): boolean {
  if (!canReload(context)) return false;
  try {
    context.storage.setItem(RELOAD_STORAGE_PREFIX + context.path, String(context.now));
  } catch {
    return false;
  }
  context.reload();
  return true;
}

export type ChunkReloader = {
  /** Whether `reloadForError` would reload (or a reload is already on its way); reads only. */
  willReloadFor: (error: unknown) => boolean;
  /** Reloads for a chunk or known DOM error if the budget allows; true when a reload is on its way. */
  reloadForError: (error: unknown) => boolean;
  /** A reload is on its way: an error screen would only flash before the page goes. */
  isReloading: () => boolean;
};

export function createChunkReloader(deps: {
  getPath: () => string;
  now: () => number;
  getStorage: () => ReloadStorage | null;
  reload: () => void;
}): ChunkReloader {
  let isReloadPending = false;
  return {
    willReloadFor(error) {
      if (isReloadPending) return true;
      if (!isReloadableError(error)) return false;
      const storage = deps.getStorage();
      return storage !== null && canReload({ path: deps.getPath(), now: deps.now(), storage });
    },
    reloadForError(error) {
      if (isReloadPending) return true;
      if (!isReloadableError(error)) return false;
      const storage = deps.getStorage();
      if (!storage) return false;
      isReloadPending = reloadOnce({ path: deps.getPath(), now: deps.now(), storage, reload: deps.reload });
      return isReloadPending;
    },
    isReloading: () => isReloadPending,
  };
}

/** The browser's: keyed by the pathname, remembered in sessionStorage (which can throw when disabled). */
export const chunkReloader = createChunkReloader({
  getPath: () => window.location.pathname,
  now: () => Date.now(),
  getStorage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },
  reload: () => window.location.reload(),
});

/**
 * Chunk and DOM errors outside the router's error boundary: Vite's preload
 * helper, uncaught errors and unhandled rejections. The router's own errors go
 * through `RouteError`. Returns a function that removes the listeners.
 */
export function installChunkReload(target: EventTarget = window, reloader: ChunkReloader = chunkReloader): () => void {
  const onPreloadError = (event: Event) => {
    // Cancelling stops Vite from throwing the import error at the caller: the page is going anyway.
    if (reloader.reloadForError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  };
  const onError = (event: Event) => {
    const { error, message } = event as Partial<ErrorEvent>;
    reloader.reloadForError(error ?? message);
  };
  const onRejection = (event: Event) => {
    reloader.reloadForError((event as Partial<PromiseRejectionEvent>).reason);
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
