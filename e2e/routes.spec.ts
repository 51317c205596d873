import type { Page, Response } from "@playwright/test";
import { DEFAULT_TRANSITION, HOW_TO_TRANSITION, type PageTransition, type RouteMeta } from "../apps/web/src/app/route-meta.ts";
import { expect, signUp, test } from "./fixtures.ts";
import { createDeck, type Deck } from "./support/api.ts";
import { expectShell } from "./support/page-shell.ts";
import { loadRouteTable, type TableRoute } from "./support/route-table.ts";

/**
 * Every route of apps/web/src/app/route-table.tsx, opened signed out and
 * signed in: the shell's title, canonical link, description, layout and
 * chrome, and the guards' redirects. Then the product's 404 and error-screen rules.
 */
const { routes, notFound } = await loadRouteTable();

const NOT_A_DECK = "3f1c1a3e-1111-4111-8111-111111111111"; // a valid UUID no deck will ever have

/** A URL for each route with parameters; `deck` is a deck of the signed-in user (or a made-up id for visitors). */
const SAMPLE_URLS: Record<string, (deckId: string) => string> = {
  "study-groups": (deckId) => `/study/${deckId}`,
  "practice-groups": (deckId) => `/practice/${deckId}`,
  "how-to-article": () => "/about/how_to/getting-started",
  "about-page": () => "/about/privacy",
  "tests-catch-all": () => "/tests/anything/else",
  deck: (deckId) => `/flashcards/${deckId}`,
  "deck-view": (deckId) => `/flashcards/${deckId}/view`,
  "deck-create": (deckId) => `/flashcards/${deckId}/create`,
  // A job id no generation has: the review page says its cards could not be loaded.
  "deck-review": (deckId) => `/flashcards/${deckId}/review/${NOT_A_DECK}`,
  "diagram-view": () => "/ai-diagrams/view/sample-file-key",
  source: () => `/sources/${NOT_A_DECK}`,
  "source-notes": () => `/sources/${NOT_A_DECK}/notes`,
};

/** Routes whose page may replace the table's title with one from its content (a deck's or an article's name). */
const CONTENT_TITLED = new Set([
  "deck",
  "deck-view",
  "deck-create",
  "deck-review",
  "how-to-article",
  "about-page",
  "tests-catch-all",
  "diagram-view",
  "source",
  "source-notes",
]);

/** Pages whose content depends on data the sample URL may not have (a visitor's made-up deck, a made-up slug). */
const MAY_SHOW_NOT_FOUND = new Set(["deck", "deck-view", "deck-create", "deck-review", "how-to-article", "about-page", "diagram-view"]);

function sampleUrl(route: TableRoute, deckId: string): string {
  const sample = SAMPLE_URLS[route.meta.id];
  if (sample) return sample(deckId);
  if (/[:*]/.test(route.path)) throw new Error(`No sample URL for the route '${route.meta.id}' (${route.path}): add one to SAMPLE_URLS.`);
  return route.path;
}

function routeById(id: string): TableRoute {
  const route = routes.find((candidate) => candidate.meta.id === id);
  if (!route) throw new Error(`route '${id}' is missing from the route table`);
  return route;
}

function chrome(meta: RouteMeta) {
  const isEmpty = meta.layout === "empty";
  return { hasHeader: !isEmpty && meta.header !== false, hasFooter: !isEmpty && meta.footer !== false };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The shell as a route renders it (not redirected). */
async function expectRoutePage(page: Page, route: TableRoute, path: string, deck: Deck | undefined) {
  const { meta } = route;
  // Only the deck pages get real data here (the signed-in user's own deck).
  const deckTitle = deck && meta.id.startsWith("deck") ? deck.title : undefined;
  let title: string | RegExp = meta.title;
  if (CONTENT_TITLED.has(meta.id)) title = deckTitle ? new RegExp(`${escapeRegExp(meta.title)}|.*${escapeRegExp(deckTitle)}.*`) : /.+/;
  await expectShell(page, { route: meta.id, layout: meta.layout, ...chrome(meta), title, path, description: meta.description });
  if (!MAY_SHOW_NOT_FOUND.has(meta.id) || deckTitle) {
    await expect(page.getByRole("heading", { level: 1, name: "Oops" }), "a page that should render showed the error screen").toHaveCount(0);
  }
}

async function expectRedirectedTo(page: Page, targetId: string, path: string) {
  const target = routeById(targetId);
  await expectShell(page, {
    route: targetId,
    layout: target.meta.layout,
    ...chrome(target.meta),
    title: target.meta.title,
    path,
    description: target.meta.description,
  });
}

/**
 * The routes in groups of a few per test: each group shares one browser page
 * (and, signed in, one account and deck), which halves the suite's time over
 * a fresh page per route; each route is still its own step, named in a failure.
 */
const ROUTES_PER_TEST = 6;
const routeGroups = Array.from({ length: Math.ceil(routes.length / ROUTES_PER_TEST) }, (_, i) =>
  routes.slice(i * ROUTES_PER_TEST, (i + 1) * ROUTES_PER_TEST),
);
const groupName = (group: TableRoute[]) => group.map((route) => route.meta.id).join(", ");

test.describe("every route, signed out", () => {
  for (const group of routeGroups) {
    test(groupName(group), async ({ page }) => {
      for (const route of group) {
        await test.step(`${route.meta.id} (${route.path})`, async () => {
          const url = sampleUrl(route, NOT_A_DECK);
          // The server knows the route table (the build's routes.json): a page answers 200, whatever the app then draws.
          expect((await page.goto(url))?.status(), url).toBe(200);
          if (route.meta.guard === "auth") {
            await expectRedirectedTo(page, "auth", `/auth?redirect=${encodeURIComponent(url)}`);
          } else if (route.meta.guard === "playground-redirect") {
            await expectRedirectedTo(page, "study-playground", "/study/playground");
          } else if (route.meta.id === "practice" || route.meta.id === "practice-groups") {
            // A visitor has no decks of their own to test: the practice test over the sample deck.
            await expectRedirectedTo(page, "practice-playground", "/practice/playground");
          } else {
            await expectRoutePage(page, route, url, undefined);
          }
        });
      }
    });
  }
});

test.describe("every route, signed in", () => {
  for (const group of routeGroups) {
    test(groupName(group), async ({ page }) => {
      await signUp(page);
      const deck = await createDeck(page, `Cell biology ${Date.now().toString(36)}`);
      for (const route of group) {
        await test.step(`${route.meta.id} (${route.path})`, async () => {
          const url = sampleUrl(route, deck.id);
          await page.goto(url);
          if (route.meta.guard === "guest") {
            await expectRedirectedTo(page, "auth-profile", "/auth/profile");
          } else if (route.meta.id === "study-playground") {
            // The sample deck is for visitors: a learner studies their own decks.
            await expectRedirectedTo(page, "study", "/study");
          } else {
            await expectRoutePage(page, route, url, deck);
          }
        });
      }
    });
  }
});

test.describe("the route table", () => {
  // The product's own words (docs/product.md, "Routes"): titles, descriptions, layouts, guards and hidden chrome.
  const SPEC = {
    titles: {
      study: "Study",
      auth: "Login",
      "auth-profile": "Profile",
      "auth-change-password": "Change Password",
      "how-to": "How To",
      upgrade: "Upgrade",
      diagrams: "Diagram Generator",
      "diagrams-create": "Create Diagrams",
      "diagrams-view": "View Diagram",
      "suggest-feature": "Suggest a Feature",
    },
    descriptions: {
      "auth-profile": "Your profile",
      "suggest-feature": "Feel like something is missing? Let us know what you want to see next!",
    },
    layouts: {
      "auth-oauth": "empty",
      about: "content",
      "how-to-article": "content",
      "about-page": "content",
      notes: "default",
      "tests-cards": "empty",
      deck: "default",
      diagrams: "default",
    },
    signInRequired: ["study", "auth-profile", "diagrams-create", "diagrams-view", "tests-video"],
    withoutFooter: ["tests-video", "deck-view", "diagrams-view", "diagram-view"],
    withoutHeader: ["tests-video"],
  } as const;

  test("matches the product's titles, descriptions, layouts, guards and chrome", () => {
    for (const [id, title] of Object.entries(SPEC.titles)) expect(routeById(id).meta.title, id).toBe(title);
    for (const [id, description] of Object.entries(SPEC.descriptions)) expect(routeById(id).meta.description, id).toBe(description);
    for (const [id, layout] of Object.entries(SPEC.layouts)) expect(routeById(id).meta.layout, id).toBe(layout);
    for (const id of SPEC.signInRequired) expect(routeById(id).meta.guard, id).toBe("auth");
    expect(routeById("auth").meta.guard).toBe("guest");
    expect(routeById("auth").meta.transition).toBe("none");
    expect(routeById("deck").meta.transition).toBe("none");
    expect(routeById("how-to-article").meta.transition).toEqual({ name: "fade", durationMs: 300, mode: "out-in" });
    for (const id of SPEC.withoutFooter) expect(chrome(routeById(id).meta).hasFooter, id).toBe(false);
    for (const id of SPEC.withoutHeader) expect(chrome(routeById(id).meta).hasHeader, id).toBe(false);
    expect(routeById("home").meta.skipSubscriptionCheck).toBe(true);
    const howTo = routeById("how-to").meta.description ?? "";
    for (const word of ["flashcards", "AI", "text", "Word", "PDF", "PowerPoint", "images", "free trial"]) expect(howTo).toContain(word);
  });
});

test.describe("guards", () => {
  test("send a visitor to sign in, and back to the page once signed in", async ({ page }) => {
    await page.goto("/auth/profile");
    await expectRedirectedTo(page, "auth", "/auth?redirect=%2Fauth%2Fprofile");
    await signUp(page);
    await page.reload();
    await expectRedirectedTo(page, "auth-profile", "/auth/profile");
  });

  test("keep a signed-in user off the login page, towards the page they asked for", async ({ page }) => {
    await signUp(page);
    await page.goto("/auth?redirect=%2Fflashcards");
    await expect(page).toHaveURL((url) => url.pathname === "/flashcards");
    await expect(page.locator("main")).toHaveAttribute("data-route", "decks");
  });

  test("send a visitor studying decks to the playground", async ({ page }) => {
    await page.goto(`/study/${NOT_A_DECK}/${NOT_A_DECK}`);
    await expectRedirectedTo(page, "study-playground", "/study/playground");
  });
});

test.describe("paths match case-insensitively", () => {
  for (const [path, id] of [
    ["/Auth", "auth"],
    ["/FLASHCARDS", "decks"],
    ["/About/How_To", "how-to"],
    ["/auth/changepassword", "auth-change-password"],
  ] as const) {
    test(`${path} is the '${id}' page`, async ({ page }) => {
      if (routeById(id).meta.guard === "auth") await signUp(page);
      await page.goto(path);
      await expect(page.locator("main")).toHaveAttribute("data-route", id);
      await expect(page).toHaveTitle(`${routeById(id).meta.title} | Mnemo`);
      // The canonical link is built from the full path as requested.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${new URL(page.url()).origin}${path}`);
    });
  }
});

test.describe("page not found", () => {
  async function expectNotFound(page: Page, path: string, route: string) {
    await expect(page.locator("main")).toHaveAttribute("data-route", route);
    await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
    await expect(page.locator("main")).toContainText(`Page Not Found: ${path}`);
    await expect(page).toHaveTitle("Page Not Found | Mnemo");
    await expect(page.getByRole("button", { name: "Take me back" })).toBeVisible();
  }

  test("an unmatched path answers 404 and shows 'Oops' and 'Page Not Found: <path>' in the default layout", async ({ page }) => {
    expect((await page.goto("/no/such/page"))?.status()).toBe(404);
    await expectNotFound(page, "/no/such/page", notFound.id);
    await expectShell(page, {
      route: notFound.id,
      layout: notFound.layout,
      hasHeader: true,
      hasFooter: true,
      title: "Page Not Found",
      path: "/no/such/page",
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a deck URL that cannot hold a deck id fails route validation", async ({ page }) => {
    await page.goto("/flashcards/not-a-uuid");
    await expectNotFound(page, "/flashcards/not-a-uuid", "deck");
  });

  test("a study URL whose ids are not deck ids fails route validation", async ({ page }) => {
    await signUp(page);
    await page.goto("/study/not-a-uuid");
    await expectNotFound(page, "/study/not-a-uuid", "study-groups");
  });

  test("'Take me back' goes back in history", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("main")).toHaveAttribute("data-route", "about");
    await page.goto("/nowhere");
    await expectNotFound(page, "/nowhere", notFound.id);
    await page.getByRole("button", { name: "Take me back" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about");
    await expect(page.locator("main")).toHaveAttribute("data-route", "about");
  });

  test("'Take me back' with no history (a link opened in a new tab) goes home", async ({ page, baseURL }) => {
    // Replacing the blank tab's only entry gives the history of a freshly opened tab: one entry.
    await page.evaluate((url) => window.location.replace(url), `${baseURL}/nowhere`);
    await expectNotFound(page, "/nowhere", notFound.id);
    expect(await page.evaluate(() => window.history.length)).toBe(1);
    await page.getByRole("button", { name: "Take me back" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.locator("main")).toHaveAttribute("data-route", "home");
  });

  test("'Take me back' after an in-app link goes back to the page with the link", async ({ page }) => {
    await page.goto("/upgrade");
    await expect(page.locator("main")).toHaveAttribute("data-route", "upgrade");
    await page.evaluate(() => {
      // A link the app itself does not have: a router navigation to an unknown path.
      window.history.pushState({}, "", "/gone-away");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expectNotFound(page, "/gone-away", notFound.id);
    await page.getByRole("button", { name: "Take me back" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/upgrade");
  });

  test("robots get no error page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    const page = await context.newPage();
    try {
      await page.goto("/no/such/page");
      await expect(page.locator("main")).toHaveAttribute("data-route", notFound.id);
      await expect(page.locator("main")).toContainText("Page Not Found: /no/such/page");
      await expect(page.getByRole("heading", { name: "Oops" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Take me back" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe("delivery", () => {
  test("a first load arrives compressed: the page, its scripts and styles in brotli, hashed files cached for good", async ({
    page,
    baseURL,
  }) => {
    const responses: Response[] = [];
    page.on("response", (response) => {
      const isOurs = response.url().startsWith(`${baseURL}/`); // not the (stand-in) analytics scripts
      if (isOurs && ["document", "script", "stylesheet"].includes(response.request().resourceType())) responses.push(response);
    });
    await page.goto("/");
    await expect(page.locator("main")).toHaveAttribute("data-route", "home");
    await page.waitForLoadState("networkidle");
    const kinds = new Set(responses.map((response) => response.request().resourceType()));
    expect([...kinds].sort()).toEqual(["document", "script", "stylesheet"]);
    for (const response of responses) {
      const headers = await response.allHeaders();
      const url = new URL(response.url()).pathname;
      // A file so small that brotli and gzip would make it bigger (a few dozen bytes) has no compressed copy: sent as it is.
      const isTiny = !headers["content-encoding"] && Number(headers["content-length"]) < 200;
      if (!isTiny) {
        expect(headers["content-encoding"], url).toBe("br");
        expect(headers.vary, url).toContain("Accept-Encoding");
      }
      if (url.startsWith("/assets/")) expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      else expect(headers["cache-control"], url).toBe("no-cache");
    }
  });
});

test.describe("page transitions", () => {
  /** The fade on the page wrapper, as the browser computes it ('0s' when there is none). */
  async function fadeDuration(page: Page): Promise<string> {
    return page
      .locator("main .page-transition")
      .first()
      .evaluate((element) => getComputedStyle(element).animationDuration);
  }
  /** How the browser writes a transition's duration. */
  const seconds = (transition: PageTransition) => (transition === "none" ? "0s" : `${transition.durationMs / 1000}s`);

  test("follow the route table: none on the login and deck pages, 300 ms on how-to articles, the default elsewhere", async ({ page }) => {
    const expected = [
      ["/auth", "auth", "0s"],
      ["/about/how_to/getting-started", "how-to-article", seconds(HOW_TO_TRANSITION)],
      ["/about", "about", seconds(DEFAULT_TRANSITION)],
      [`/flashcards/${NOT_A_DECK}`, "deck", "0s"],
    ] as const;
    expect(HOW_TO_TRANSITION).toEqual({ name: "fade", durationMs: 300, mode: "out-in" });
    for (const [path, route, duration] of expected) {
      await page.goto(path);
      await expect(page.locator("main")).toHaveAttribute("data-route", route);
      expect(await fadeDuration(page), path).toBe(duration);
    }
  });

  test("how-to articles open from the How To page", async ({ page }) => {
    await page.goto("/about/how_to");
    await expect(page.locator("main")).toHaveAttribute("data-route", "how-to");
    const articleLinks = page.locator('main a[href*="/about/how_to/" i]');
    await expect(articleLinks.first(), "the How To page links to its articles").toBeVisible();
    const href = await articleLinks.first().getAttribute("href");
    await articleLinks.first().click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator("main")).toHaveAttribute("data-route", "how-to-article");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops" })).toHaveCount(0);
    // Out-in: the old page is gone once the new one shows.
    await expect(page.locator("main .page-transition")).toHaveCount(1);
  });
});
