import type { ToastInput } from "../../components/toasts/toast-store.ts";
import { authErrorInfo } from "./api/auth-errors.ts";

/** docs/product.md: the pause between the sign-out call and leaving the page. */
export const SIGN_OUT_DELAY_MS = 2000;
export const SIGN_OUT_ERROR_SUMMARY = "Error signing out";

export type SignOutFlowDeps = {
  signOut: () => Promise<void>;
  addToast: (toast: ToastInput) => void;
  wait: (ms: number) => Promise<void>;
  /** Forgets the decks (deck store) and the user (auth store). */
  resetStores: () => void;
  /** Settles once the target page is shown (its code may have to load first). */
  navigate: (target: string) => Promise<void> | void;
  log?: (message: string, error: unknown) => void;
};

/**
 * Sign-out exactly as docs/product.md has it: call sign-out; on failure
 * show the 'Error signing out' toast with the message; wait 2 seconds; reset
 * the deck and auth stores; go to `/` or the caller's target.
 */
export async function runSignOutFlow(deps: SignOutFlowDeps, target = "/"): Promise<{ signedOut: boolean }> {
  let signedOut = true;
  try {
    await deps.signOut();
  } catch (error) {
    signedOut = false;
    deps.log?.("sign-out failed", error);
    deps.addToast({ severity: "error", icon: "error", summary: SIGN_OUT_ERROR_SUMMARY, detail: authErrorInfo(error).message });
  }
  await deps.wait(SIGN_OUT_DELAY_MS);
  deps.resetStores();
  await deps.navigate(target);
  return { signedOut };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
