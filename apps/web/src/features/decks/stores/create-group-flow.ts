import type { TGroup } from "@mnemo/api-contract";
import { paths } from "@/lib/paths.ts";
import type { TSessionMode } from "@/lib/auth/session-mode.ts";

/** docs/product.md's exact text for a failed deck creation. */
export const CREATE_DECK_ERROR = "Error creating note. Try refreshing the page.";

export type TCreateGroupInput = {
  /** Empty or missing: the server's 'New Deck'. */
  title?: string | null;
  /** Make the new deck the active one (default true). */
  setActive?: boolean;
};

/** What the create page is told on arrival: a deck just made puts focus in its card-making form. */
export type TDeckCreateState = { isNewDeck?: boolean };

export type TCreateGroupDeps = {
  mode: TSessionMode;
  /** Where the person is now, so signing in brings them back. */
  currentPath: string;
  create: (title: string | null) => Promise<TGroup>;
  /** Adds the server's answer to the cached deck list. */
  onCreated: (group: TGroup) => void;
  setActiveGroup: (id: string) => void;
  navigate: (href: string, state?: TDeckCreateState) => void;
  alert: (message: string) => void;
};

/**
 * docs/product.md's create deck: visitors (the playground) cannot, and go to sign in
 * with a way back; signed-in users get the deck, optionally made active, and
 * its create page. A failure is a browser alert with docs/product.md's text.
 * Resolves to the new deck, or null when none was made.
 */
export async function createGroupFlow(input: TCreateGroupInput, deps: TCreateGroupDeps): Promise<TGroup | null> {
  if (deps.mode !== "signed-in") {
    deps.navigate(paths.auth.getHref(deps.currentPath));
    return null;
  }
  let group: TGroup;
  try {
    group = await deps.create(input.title?.trim() || null);
  } catch {
    deps.alert(CREATE_DECK_ERROR);
    return null;
  }
  deps.onCreated(group);
  if (input.setActive ?? true) deps.setActiveGroup(group.id);
  deps.navigate(paths.deckCreate.getHref(group.id), { isNewDeck: true });
  return group;
}
