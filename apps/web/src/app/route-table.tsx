import type { ComponentType } from "react";
import type { Params, RouteObject } from "react-router-dom";
import { prefetchDiagram } from "../features/diagrams/api/diagram-prefetch.ts";
import { paths } from "../lib/paths.ts";
import { HOW_TO_TRANSITION, type RouteMeta } from "./route-meta.ts";

/**
 * The page modules. Each is its own chunk, loaded the first time one of its
 * routes is visited, so the first load of `/` carries only the shell and the
 * home page. Keyed by the path each one imports (route-table.test.ts checks
 * they agree): the route data names its module by that key, which is how the
 * web bench finds each route's chunk without loading any page.
 */
const pageModules = {
  "./routes/home.tsx": () => import("./routes/home.tsx"),
  "./routes/study.tsx": () => import("./routes/study.tsx"),
  "./routes/study-session.tsx": () => import("./routes/study-session.tsx"),
  "./routes/practice.tsx": () => import("./routes/practice.tsx"),
  "./routes/auth.tsx": () => import("./routes/auth.tsx"),
  "./routes/auth-pages.tsx": () => import("./routes/auth-pages.tsx"),
  "./routes/about.tsx": () => import("./routes/about.tsx"),
  "./routes/how-to.tsx": () => import("./routes/how-to.tsx"),
  "./routes/notes.tsx": () => import("./routes/notes.tsx"),
  "./routes/sources.tsx": () => import("./routes/sources.tsx"),
  "./routes/tests.tsx": () => import("./routes/tests.tsx"),
  "./routes/upgrade.tsx": () => import("./routes/upgrade.tsx"),
  "./routes/decks.tsx": () => import("./routes/decks.tsx"),
  "./routes/deck.tsx": () => import("./routes/deck.tsx"),
  "./routes/deck-view.tsx": () => import("./routes/deck-view.tsx"),
  "./routes/deck-create.tsx": () => import("./routes/deck-create.tsx"),
  "./routes/deck-review.tsx": () => import("./routes/deck-review.tsx"),
  "./routes/diagrams.tsx": () => import("./routes/diagrams.tsx"),
  "./routes/diagrams-view.tsx": () => import("./routes/diagrams-view.tsx"),
  "./routes/suggest-feature.tsx": () => import("./routes/suggest-feature.tsx"),
};

type PageModules = typeof pageModules;
export type PageModulePath = keyof PageModules;
type PageModule<P extends PageModulePath> = Awaited<ReturnType<PageModules[P]>>;

/** One page of the route table, as data: its URL pattern, what the shell shows for it (meta), and the module holding it. */
export type PageRoute = {
  path: string;
  meta: RouteMeta;
  /** Relative to this file. */
  module: PageModulePath;
  load: () => Promise<ComponentType>;
  /** Data the page will ask for first, started when its URL matches, beside the download of its module. */
  prefetch?: (params: Params) => void;
};

/** A page whose component `pick` takes from its module: a typed lookup, so a wrong or missing export does not compile. */
function page<P extends PageModulePath>(
  path: string,
  meta: RouteMeta,
  module: P,
  pick: (loaded: PageModule<P>) => ComponentType,
): PageRoute {
  const load = pageModules[module] as () => Promise<PageModule<P>>;
  return { path, meta, module, load: async () => pick(await load()) };
}

const HOW_TO_DESCRIPTION =
  "Learn how to create flashcards with AI from text, Word, PDF, PowerPoint and images, step by step, and start your free trial.";

/**
 * Every page of the route table (docs/product.md) with its title, description,
 * layout, guard and transition.
 */
export const pages: readonly PageRoute[] = [
  page(
    paths.home.path,
    {
      id: "home",
      title: "AI flashcards from your notes",
      description: "Mnemo turns text, Word, PDF, PowerPoint and images into flashcards you can study, export and keep.",
      layout: "default",
      skipSubscriptionCheck: true,
    },
    "./routes/home.tsx",
    (m) => m.HomeRoute,
  ),

  page(paths.study.path, { id: "study", title: "Study", layout: "default", guard: "auth" }, "./routes/study.tsx", (m) => m.StudyRoute),
  // The session shows its first card the moment it is there: no fade between the page that opened it and it.
  page(
    paths.studyPlayground.path,
    { id: "study-playground", title: "Study", layout: "default", transition: "none" },
    "./routes/study-session.tsx",
    (m) => m.StudyPlaygroundRoute,
  ),
  page(
    paths.studyGroups.path,
    { id: "study-groups", title: "Study", layout: "default", guard: "playground-redirect", transition: "none" },
    "./routes/study-session.tsx",
    (m) => m.StudyGroupsRoute,
  ),

  // Practice tests: visitors take one over the sample deck in this browser, as they study it.
  page(
    paths.practicePlayground.path,
    {
      id: "practice-playground",
      title: "Practice test",
      description: "Test yourself on a sample deck: written answers, multiple choice, matching and more, no account needed.",
      layout: "default",
      transition: "none",
    },
    "./routes/practice.tsx",
    (m) => m.PracticePlaygroundRoute,
  ),
  page(paths.practice.path, { id: "practice", title: "Practice test", layout: "default" }, "./routes/practice.tsx", (m) => m.PracticeRoute),
  page(
    paths.practiceGroups.path,
    { id: "practice-groups", title: "Practice test", layout: "default" },
    "./routes/practice.tsx",
    (m) => m.PracticeGroupsRoute,
  ),

  // Account screens arrive with the accounts issue; the routes and guards live here.
  page(
    paths.auth.path,
    { id: "auth", title: "Login", layout: "default", guard: "guest", transition: "none" },
    "./routes/auth.tsx",
    (m) => m.AuthRoute,
  ),
  page(paths.authOauth.path, { id: "auth-oauth", title: "Signing in", layout: "empty" }, "./routes/auth-pages.tsx", (m) => m.OauthRoute),
  page(
    paths.authProfile.path,
    { id: "auth-profile", title: "Profile", description: "Your profile", layout: "default", guard: "auth" },
    "./routes/auth-pages.tsx",
    (m) => m.ProfileRoute,
  ),
  page(
    paths.authChangePassword.path,
    { id: "auth-change-password", title: "Change Password", layout: "default", guard: "auth" },
    "./routes/auth-pages.tsx",
    (m) => m.ChangePasswordRoute,
  ),
  page(
    paths.authResetPassword.path,
    { id: "auth-reset-password", title: "Reset Password", layout: "default" },
    "./routes/auth-pages.tsx",
    (m) => m.ResetPasswordRoute,
  ),
  page(
    paths.authResetPasswordChange.path,
    { id: "auth-reset-password-change", title: "Choose a New Password", layout: "default" },
    "./routes/auth-pages.tsx",
    (m) => m.ResetPasswordChangeRoute,
  ),

  page(
    paths.about.path,
    { id: "about", title: "About", description: "What Mnemo is, who makes it and how it treats your data.", layout: "content" },
    "./routes/about.tsx",
    (m) => m.AboutRoute,
  ),
  page(
    paths.howTo.path,
    { id: "how-to", title: "How To", description: HOW_TO_DESCRIPTION, layout: "content" },
    "./routes/how-to.tsx",
    (m) => m.HowToRoute,
  ),
  page(
    paths.howToArticle.path,
    { id: "how-to-article", title: "How To", description: HOW_TO_DESCRIPTION, layout: "content", transition: HOW_TO_TRANSITION },
    "./routes/how-to.tsx",
    (m) => m.HowToArticleRoute,
  ),
  page(paths.aboutPage.path, { id: "about-page", title: "About", layout: "content" }, "./routes/about.tsx", (m) => m.AboutPageRoute),

  page(
    paths.notes.path,
    { id: "notes", title: "Notes", description: "All your flashcards across decks, searchable.", layout: "default" },
    "./routes/notes.tsx",
    (m) => m.NotesRoute,
  ),

  page(
    paths.sources.path,
    { id: "sources", title: "Sources", description: "The texts and files you made cards from.", layout: "default", guard: "auth" },
    "./routes/sources.tsx",
    (m) => m.SourcesRoute,
  ),
  // The viewer's title becomes the source's own once it is loaded.
  page(
    paths.source.path,
    // Its tabs (text, study notes) switch at once, without the page fade.
    { id: "source", title: "Source", layout: "default", guard: "auth", transition: "none" },
    "./routes/sources.tsx",
    (m) => m.SourceRoute,
  ),
  page(
    paths.sourceNotes.path,
    { id: "source-notes", title: "Study notes", layout: "default", guard: "auth", transition: "none" },
    "./routes/sources.tsx",
    (m) => m.SourceNotesRoute,
  ),

  // The developers' gallery: not in navigation, not indexed.
  page(paths.tests.path, { id: "tests", title: "Tests", layout: "sidebar", noindex: true }, "./routes/tests.tsx", (m) => m.TestsRoute),
  page(
    paths.testsCards.path,
    { id: "tests-cards", title: "Test: Cards", layout: "empty", noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsCardsRoute,
  ),
  page(
    paths.testsButtons.path,
    { id: "tests-buttons", title: "Test: Buttons", layout: "sidebar", noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsButtonsRoute,
  ),
  page(
    paths.testsDialogs.path,
    { id: "tests-dialogs", title: "Test: Dialogs", layout: "sidebar", noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsDialogsRoute,
  ),
  page(
    paths.testsVideo.path,
    { id: "tests-video", title: "Test: Video", layout: "default", guard: "auth", header: false, footer: false, noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsVideoRoute,
  ),
  page(
    paths.testsSidebarGrid.path,
    { id: "tests-sidebar-grid", title: "Test: Sidebar Grid", layout: "sidebar", noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsSidebarGridRoute,
  ),
  page(
    paths.testsCatchAll.path,
    { id: "tests-catch-all", title: "Tests", layout: "sidebar", noindex: true },
    "./routes/tests.tsx",
    (m) => m.TestsCatchAllRoute,
  ),

  page(
    paths.upgrade.path,
    { id: "upgrade", title: "Upgrade", description: "Plans and prices for Mnemo: free, premium and pro.", layout: "default" },
    "./routes/upgrade.tsx",
    (m) => m.UpgradeRoute,
  ),
  page(
    paths.upgradeSuccess.path,
    { id: "upgrade-success", title: "Upgrade Complete", layout: "default" },
    "./routes/upgrade.tsx",
    (m) => m.UpgradeSuccessRoute,
  ),

  page(
    paths.decks.path,
    { id: "decks", title: "Flashcards", description: "Your flashcard decks.", layout: "browse-grid" },
    "./routes/decks.tsx",
    (m) => m.DecksRoute,
  ),
  page(paths.deck.path, { id: "deck", title: "Deck", layout: "default", transition: "none" }, "./routes/deck.tsx", (m) => m.DeckRoute),
  page(
    paths.deckView.path,
    { id: "deck-view", title: "View Deck", layout: "default", footer: false },
    "./routes/deck-view.tsx",
    (m) => m.DeckViewRoute,
  ),
  page(
    paths.deckCreate.path,
    { id: "deck-create", title: "Add Cards", layout: "default" },
    "./routes/deck-create.tsx",
    (m) => m.DeckCreateRoute,
  ),
  page(
    paths.deckReview.path,
    { id: "deck-review", title: "Review new cards", layout: "default", guard: "auth" },
    "./routes/deck-review.tsx",
    (m) => m.DeckReviewRoute,
  ),

  page(
    paths.diagrams.path,
    {
      id: "diagrams",
      title: "Diagram Generator",
      description: "Mind maps, flowcharts, timelines and concept maps from your sources and decks, every box linked to its passage.",
      layout: "default",
    },
    "./routes/diagrams.tsx",
    (m) => m.DiagramsRoute,
  ),
  page(
    paths.diagramsCreate.path,
    { id: "diagrams-create", title: "Create Diagrams", layout: "default", guard: "auth" },
    "./routes/diagrams.tsx",
    (m) => m.DiagramsCreateRoute,
  ),
  page(
    paths.diagramsView.path,
    { id: "diagrams-view", title: "View Diagram", layout: "default", guard: "auth", footer: false },
    "./routes/diagrams.tsx",
    (m) => m.DiagramsViewRoute,
  ),
  {
    ...page(
      paths.diagramView.path,
      // Its title becomes the diagram's own once it is loaded; the drawing code (d3-hierarchy, dagre) is in its module alone.
      { id: "diagram-view", title: "View Diagram", layout: "default", guard: "auth", footer: false },
      "./routes/diagrams-view.tsx",
      (m) => m.DiagramViewRoute,
    ),
    prefetch: (params) => prefetchDiagram(params.fileKey),
  },

  page(
    paths.suggestFeature.path,
    {
      id: "suggest-feature",
      title: "Suggest a Feature",
      description: "Feel like something is missing? Let us know what you want to see next!",
      layout: "default",
    },
    "./routes/suggest-feature.tsx",
    (m) => m.SuggestFeatureRoute,
  ),
];

/** The router's view of `pages`: each page's meta on its `handle`, its component loaded lazily. */
export const pageRoutes: RouteObject[] = pages.map(({ path, meta, load, prefetch }) => ({
  path,
  handle: meta,
  lazy: async () => ({ Component: await load() }),
  // A loader runs as the route matches, in parallel with `lazy`; it only starts requests (nothing to wait for or revalidate).
  ...(prefetch
    ? {
        loader: ({ params }: { params: Params }) => {
          prefetch(params);
          return null;
        },
        shouldRevalidate: () => false,
      }
    : {}),
}));

export const notFoundMeta: RouteMeta = { id: "not-found", title: "Page Not Found", layout: "default", noindex: true };
