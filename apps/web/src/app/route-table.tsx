import type { RouteObject } from "react-router-dom";
import { paths } from "../lib/paths.ts";
import { HOW_TO_TRANSITION, type RouteMeta } from "./route-meta.ts";

type PageModule = Record<string, unknown>;

/**
 * Every page of the spec's route table with its title, description, layout,
 * guard and transition. Pages are code-split: each loads the first time it is
 * visited, so the first load of `/` carries only the shell and the home page.
 */
function page(path: string, meta: RouteMeta, load: () => Promise<PageModule>, exportName: string): RouteObject {
  return {
    path,
    handle: meta,
    lazy: async () => {
      const module = await load();
      const Component = module[exportName];
      if (typeof Component !== "function") throw new Error(`${exportName} is missing from the page module for ${path}`);
      return { Component: Component as React.ComponentType };
    },
  };
}

const HOW_TO_DESCRIPTION =
  "Learn how to create flashcards with AI from text, Word, PDF, PowerPoint and images, step by step, and start your free trial.";

export const pageRoutes: RouteObject[] = [
  page(
    paths.home.path,
    {
      id: "home",
      title: "AI flashcards from your notes",
      description: "Mnemo turns text, Word, PDF, PowerPoint and images into flashcards you can study, export and keep.",
      layout: "default",
      skipSubscriptionCheck: true,
    },
    () => import("./routes/home.tsx"),
    "HomeRoute",
  ),

  page(
    paths.study.path,
    { id: "study", title: "Study", layout: "default", guard: "auth" },
    () => import("./routes/study.tsx"),
    "StudyRoute",
  ),
  page(
    paths.studyPlayground.path,
    { id: "study-playground", title: "Study", layout: "default" },
    () => import("./routes/study.tsx"),
    "StudyPlaygroundRoute",
  ),
  page(
    paths.studyGroups.path,
    { id: "study-groups", title: "Study", layout: "default", guard: "playground-redirect" },
    () => import("./routes/study.tsx"),
    "StudyGroupsRoute",
  ),

  // Account screens arrive with the accounts issue; the routes and guards live here.
  page(
    paths.auth.path,
    { id: "auth", title: "Login", layout: "default", guard: "guest", transition: "none" },
    () => import("./routes/auth.tsx"),
    "AuthRoute",
  ),
  page(
    paths.authOauth.path,
    { id: "auth-oauth", title: "Signing in", layout: "empty" },
    () => import("./routes/auth-pages.tsx"),
    "OauthRoute",
  ),
  page(
    paths.authProfile.path,
    { id: "auth-profile", title: "Profile", description: "Your profile", layout: "default", guard: "auth" },
    () => import("./routes/auth-pages.tsx"),
    "ProfileRoute",
  ),
  page(
    paths.authChangePassword.path,
    { id: "auth-change-password", title: "Change Password", layout: "default", guard: "auth" },
    () => import("./routes/auth-pages.tsx"),
    "ChangePasswordRoute",
  ),
  page(
    paths.authResetPassword.path,
    { id: "auth-reset-password", title: "Reset Password", layout: "default" },
    () => import("./routes/auth-pages.tsx"),
    "ResetPasswordRoute",
  ),
  page(
    paths.authResetPasswordChange.path,
    { id: "auth-reset-password-change", title: "Choose a New Password", layout: "default" },
    () => import("./routes/auth-pages.tsx"),
    "ResetPasswordChangeRoute",
  ),

  page(
    paths.about.path,
    { id: "about", title: "About", description: "What Mnemo is, who makes it and how it treats your data.", layout: "content" },
    () => import("./routes/about.tsx"),
    "AboutRoute",
  ),
  page(
    paths.howTo.path,
    { id: "how-to", title: "How To", description: HOW_TO_DESCRIPTION, layout: "content" },
    () => import("./routes/how-to.tsx"),
    "HowToRoute",
  ),
  page(
    paths.howToArticle.path,
    { id: "how-to-article", title: "How To", description: HOW_TO_DESCRIPTION, layout: "content", transition: HOW_TO_TRANSITION },
    () => import("./routes/how-to.tsx"),
    "HowToArticleRoute",
  ),
  page(paths.aboutPage.path, { id: "about-page", title: "About", layout: "content" }, () => import("./routes/about.tsx"), "AboutPageRoute"),

  page(
    paths.notes.path,
    { id: "notes", title: "Notes", description: "All your flashcards across decks, searchable.", layout: "default" },
    () => import("./routes/notes.tsx"),
    "NotesRoute",
  ),

  // The developers' gallery: not in navigation, not indexed.
  page(
    paths.tests.path,
    { id: "tests", title: "Tests", layout: "sidebar", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsRoute",
  ),
  page(
    paths.testsCards.path,
    { id: "tests-cards", title: "Test: Cards", layout: "empty", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsCardsRoute",
  ),
  page(
    paths.testsButtons.path,
    { id: "tests-buttons", title: "Test: Buttons", layout: "sidebar", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsButtonsRoute",
  ),
  page(
    paths.testsDialogs.path,
    { id: "tests-dialogs", title: "Test: Dialogs", layout: "sidebar", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsDialogsRoute",
  ),
  page(
    paths.testsVideo.path,
    { id: "tests-video", title: "Test: Video", layout: "default", guard: "auth", header: false, footer: false, noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsVideoRoute",
  ),
  page(
    paths.testsSidebarGrid.path,
    { id: "tests-sidebar-grid", title: "Test: Sidebar Grid", layout: "sidebar", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsSidebarGridRoute",
  ),
  page(
    paths.testsCatchAll.path,
    { id: "tests-catch-all", title: "Tests", layout: "sidebar", noindex: true },
    () => import("./routes/tests.tsx"),
    "TestsCatchAllRoute",
  ),

  page(
    paths.upgrade.path,
    { id: "upgrade", title: "Upgrade", description: "Plans and prices for Mnemo: free, premium and pro.", layout: "default" },
    () => import("./routes/upgrade.tsx"),
    "UpgradeRoute",
  ),
  page(
    paths.upgradeSuccess.path,
    { id: "upgrade-success", title: "Upgrade Complete", layout: "default" },
    () => import("./routes/upgrade.tsx"),
    "UpgradeSuccessRoute",
  ),

  page(
    paths.decks.path,
    { id: "decks", title: "Flashcards", description: "Your flashcard decks.", layout: "browse-grid" },
    () => import("./routes/decks.tsx"),
    "DecksRoute",
  ),
  page(
    paths.deck.path,
    { id: "deck", title: "Deck", layout: "default", transition: "none" },
    () => import("./routes/deck.tsx"),
    "DeckRoute",
  ),
  page(
    paths.deckView.path,
    { id: "deck-view", title: "View Deck", layout: "default", footer: false },
    () => import("./routes/deck-view.tsx"),
    "DeckViewRoute",
  ),
  page(
    paths.deckCreate.path,
    { id: "deck-create", title: "Add Cards", layout: "default" },
    () => import("./routes/deck-create.tsx"),
    "DeckCreateRoute",
  ),

  page(
    paths.diagrams.path,
    {
      id: "diagrams",
      title: "Diagram Generator",
      description: "Turn your notes into mind maps, flowcharts and timelines.",
      layout: "default",
    },
    () => import("./routes/diagrams.tsx"),
    "DiagramsRoute",
  ),
  page(
    paths.diagramsCreate.path,
    { id: "diagrams-create", title: "Create Diagrams", layout: "default", guard: "auth" },
    () => import("./routes/diagrams.tsx"),
    "DiagramsCreateRoute",
  ),
  page(
    paths.diagramsView.path,
    { id: "diagrams-view", title: "View Diagram", layout: "default", guard: "auth", footer: false },
    () => import("./routes/diagrams.tsx"),
    "DiagramsViewRoute",
  ),
  page(
    paths.diagramView.path,
    { id: "diagram-view", title: "View Diagram", layout: "default", guard: "auth", footer: false },
    () => import("./routes/diagrams.tsx"),
    "DiagramViewRoute",
  ),

  page(
    paths.suggestFeature.path,
    {
      id: "suggest-feature",
      title: "Suggest a Feature",
      description: "Feel like something is missing? Let us know what you want to see next!",
      layout: "default",
    },
    () => import("./routes/suggest-feature.tsx"),
    "SuggestFeatureRoute",
  ),
];

export const notFoundMeta: RouteMeta = { id: "not-found", title: "Page Not Found", layout: "default", noindex: true };
