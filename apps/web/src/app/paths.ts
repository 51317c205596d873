/**
 * Every route the app knows, in one place: `path` for the router, `getHref`
 * for links. Nothing else in the app spells a URL.
 */
export const paths = {
  home: {
    path: "/",
    getHref: () => "/",
  },
  auth: {
    // Matched case-insensitively by the router, so the spec's '/Auth' works too.
    path: "/auth",
    getHref: (redirectTo?: string) => (redirectTo ? `/auth?redirect=${encodeURIComponent(redirectTo)}` : "/auth"),
  },
  decks: {
    path: "/flashcards",
    getHref: () => "/flashcards",
  },
  deck: {
    path: "/flashcards/:deckId",
    getHref: (deckId: string) => `/flashcards/${encodeURIComponent(deckId)}`,
  },
  deckCreate: {
    path: "/flashcards/:deckId/create",
    getHref: (deckId: string) => `/flashcards/${encodeURIComponent(deckId)}/create`,
  },
} as const;
