/**
 * Every route the app knows, in one place: `path` for the router, `getHref`
 * for links. Nothing else in the app spells a URL. The router matches paths
 * case-insensitively, so docs/product.md's '/Auth' and '/auth' are the same page.
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: "/", getHref: () => "/" },

  study: { path: "/study", getHref: () => "/study" },
  studyPlayground: { path: "/study/playground", getHref: () => "/study/playground" },
  // Repeatable: /study/{id}/{id}/… studies several decks at once.
  studyGroups: { path: "/study/*", getHref: (groupIds: readonly string[]) => `/study/${groupIds.map(enc).join("/")}` },

  practice: { path: "/practice", getHref: () => "/practice" },
  practicePlayground: { path: "/practice/playground", getHref: () => "/practice/playground" },
  // Repeatable like /study/{id}/{id}/…: a test over several decks.
  practiceGroups: { path: "/practice/*", getHref: (groupIds: readonly string[]) => `/practice/${groupIds.map(enc).join("/")}` },

  auth: {
    path: "/auth",
    getHref: (redirectTo?: string) => (redirectTo ? `/auth?redirect=${enc(redirectTo)}` : "/auth"),
  },
  authOauth: { path: "/auth/oauth", getHref: () => "/auth/oauth" },
  authProfile: { path: "/auth/profile", getHref: () => "/auth/profile" },
  authChangePassword: { path: "/auth/ChangePassword", getHref: () => "/auth/ChangePassword" },
  authResetPassword: { path: "/auth/reset-password", getHref: () => "/auth/reset-password" },
  authResetPasswordChange: { path: "/auth/reset-password/Change", getHref: () => "/auth/reset-password/Change" },

  about: { path: "/about", getHref: () => "/about" },
  howTo: { path: "/about/how_to", getHref: () => "/about/how_to" },
  howToArticle: { path: "/about/how_to/:slug", getHref: (slug: string) => `/about/how_to/${enc(slug)}` },
  aboutPage: { path: "/about/*", getHref: (slug: string) => `/about/${slug.split("/").map(enc).join("/")}` },

  notes: { path: "/notes", getHref: () => "/notes" },

  sources: { path: "/sources", getHref: () => "/sources" },
  // With a span, the viewer highlights it and scrolls to it (a card's source: section index and offsets in its text).
  source: {
    path: "/sources/:sourceId",
    getHref: (sourceId: string, span?: { section: number; start: number; end: number }) =>
      `/sources/${enc(sourceId)}${span ? `?section=${span.section}&start=${span.start}&end=${span.end}` : ""}`,
  },
  sourceNotes: { path: "/sources/:sourceId/notes", getHref: (sourceId: string) => `/sources/${enc(sourceId)}/notes` },

  tests: { path: "/tests", getHref: () => "/tests" },
  testsCards: { path: "/tests/cards", getHref: () => "/tests/cards" },
  testsButtons: { path: "/tests/buttons", getHref: () => "/tests/buttons" },
  testsDialogs: { path: "/tests/dialogs", getHref: () => "/tests/dialogs" },
  testsVideo: { path: "/tests/video", getHref: () => "/tests/video" },
  testsSidebarGrid: { path: "/tests/SidebarGrid.ignore", getHref: () => "/tests/SidebarGrid.ignore" },
  testsCatchAll: { path: "/tests/*", getHref: (rest: string) => `/tests/${rest}` },

  upgrade: { path: "/upgrade", getHref: () => "/upgrade" },
  upgradeSuccess: { path: "/upgrade/success", getHref: () => "/upgrade/success" },

  decks: { path: "/flashcards", getHref: () => "/flashcards" },
  // With a card: the deck page opens that card for editing (?edit=, a practice test's "Edit card").
  deck: {
    path: "/flashcards/:deckId",
    getHref: (deckId: string, editCardId?: string) => `/flashcards/${enc(deckId)}${editCardId ? `?edit=${enc(editCardId)}` : ""}`,
  },
  deckView: { path: "/flashcards/:deckId/view", getHref: (deckId: string) => `/flashcards/${enc(deckId)}/view` },
  deckCreate: { path: "/flashcards/:deckId/create", getHref: (deckId: string) => `/flashcards/${enc(deckId)}/create` },
  // The review step after a generation: its cards wait there before they join the deck (one job, or every part of a split text).
  deckReview: {
    path: "/flashcards/:deckId/review/*",
    getHref: (deckId: string, jobIds: readonly string[]) => `/flashcards/${enc(deckId)}/review/${jobIds.map(enc).join("/")}`,
  },

  diagrams: { path: "/ai-diagrams", getHref: () => "/ai-diagrams" },
  // With a source: the create page starts from it (the source page's "Make a diagram", a failed diagram's "Try another kind").
  diagramsCreate: {
    path: "/ai-diagrams/create",
    getHref: (sourceId?: string) => `/ai-diagrams/create${sourceId ? `?source=${enc(sourceId)}` : ""}`,
  },
  diagramsView: { path: "/ai-diagrams/view", getHref: () => "/ai-diagrams/view" },
  diagramView: { path: "/ai-diagrams/view/:fileKey", getHref: (fileKey: string) => `/ai-diagrams/view/${enc(fileKey)}` },

  suggestFeature: { path: "/contact/suggest_a_feature", getHref: () => "/contact/suggest_a_feature" },
} as const;
