/**
 * Navigation state that asks the app shell to leave focus where it is after
 * the address changes (app/focus-page-on-navigate.ts): for a page's own tabs,
 * whose panels have addresses of their own, focus stays on the chosen tab.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const;

export function isKeepFocusState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;
}
