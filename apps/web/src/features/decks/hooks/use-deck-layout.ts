import { useCallback, useState } from "react";

/** The spec's deck store `layout` values; grid is the default. */
export const DECK_LAYOUTS = ["layout-grid", "layout-list"] as const;
export type DeckLayout = (typeof DECK_LAYOUTS)[number];
export const DEFAULT_DECK_LAYOUT: DeckLayout = "layout-grid";
export const DECK_LAYOUT_STORAGE_KEY = "mnemo:decks:layout";

/** Anything unknown in storage (old versions, hand edits) falls back to the default. */
export function parseDeckLayout(raw: string | null | undefined): DeckLayout {
  return DECK_LAYOUTS.find((layout) => layout === raw) ?? DEFAULT_DECK_LAYOUT;
}

// Storage can throw (disabled cookies, Safari private mode); the layout is only a preference.
function readStoredLayout(): DeckLayout {
  try {
    return parseDeckLayout(window.localStorage.getItem(DECK_LAYOUT_STORAGE_KEY));
  } catch {
    return DEFAULT_DECK_LAYOUT;
  }
}

function storeLayout(layout: DeckLayout) {
  try {
    window.localStorage.setItem(DECK_LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Not remembered this time; still applied for this visit.
  }
}

/** Grid or list, remembered across visits in localStorage. */
export function useDeckLayout(): [DeckLayout, (layout: DeckLayout) => void] {
  const [layout, setLayoutState] = useState(readStoredLayout);
  const setLayout = useCallback((next: DeckLayout) => {
    setLayoutState(next);
    storeLayout(next);
  }, []);
  return [layout, setLayout];
}
