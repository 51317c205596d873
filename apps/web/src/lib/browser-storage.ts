/** The browser's localStorage, or null where it cannot be used: no window, private modes, blocked storage (even reading `window.localStorage` can throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
