/**
 * What docs/product.md's route table says about each page, carried on the route's
 * `handle` so the shell (title, canonical link, layout chrome, transition,
 * guards) reads it from `useMatches()` instead of each page repeating it.
 */
export type LayoutName = "browse-grid" | "content" | "default" | "empty" | "sidebar";

/** auth: sign-in required; guest: signed-out only; playground-redirect: visitors go to the playground. */
export type GuardName = "auth" | "guest" | "playground-redirect";

export type PageTransition = { name: "fade"; durationMs: number; mode: "out-in" } | "none";

export type RouteMeta = {
  /** Route id, also written to `data-route` on <main> so tests and styles can tell pages apart. */
  id: string;
  /** Page title; shown as '{title} | Mnemo'. Pages with a dynamic title override it with usePageTitle. */
  title: string;
  description?: string;
  layout: LayoutName;
  guard?: GuardName;
  /** Defaults to true; docs/product.md hides them on a few full-screen pages. */
  header?: boolean;
  footer?: boolean;
  /** Defaults to a short fade; 'none' where docs/product.md says no transition. */
  transition?: PageTransition;
  /** Home is exempt from the global guard's subscription check. */
  skipSubscriptionCheck?: boolean;
  /** Hidden from navigation and search engines (the developers' gallery). */
  noindex?: boolean;
};

export const DEFAULT_TRANSITION: PageTransition = { name: "fade", durationMs: 150, mode: "out-in" };
export const HOW_TO_TRANSITION: PageTransition = { name: "fade", durationMs: 300, mode: "out-in" };

/** Narrows react-router's untyped `handle`. */
export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === "object" && handle !== null && "layout" in handle && "title" in handle;
}
