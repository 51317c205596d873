import { useSyncExternalStore } from "react";
import { addToast, clearToasts, removeToast, toastStore, type Toast } from "./toast-store.ts";
import { toastPresets } from "./toast-presets.ts";

/** The toasts on screen, newest last. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
}

const toastApi = { addToast, removeToast, clearToasts, presets: toastPresets };

/**
 * For components: `const { addToast, presets } = useToast(); addToast(presets.generic_error)`.
 * Outside React the same functions are plain imports from `toast-store.ts`.
 */
export function useToast(): typeof toastApi {
  return toastApi;
}
