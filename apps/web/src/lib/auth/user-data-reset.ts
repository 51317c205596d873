import type { QueryClient } from "@tanstack/react-query";

export type UserDataReset = (queryClient: QueryClient) => void;

const resets = new Set<UserDataReset>();

/**
 * What features remember of the signed-in person beyond the session (the deck
 * store's remembered choices, say) is forgotten at sign-out and when the
 * account is deleted. The app registers each feature's reset once at start-up
 * (app/providers.tsx), so the auth feature that signs out never imports the
 * features whose data it clears. Returns the unregister function.
 */
export function registerUserDataReset(reset: UserDataReset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Runs every registered reset, in the order they were registered. */
export function resetUserData(queryClient: QueryClient): void {
  for (const reset of resets) reset(queryClient);
}
