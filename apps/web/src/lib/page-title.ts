import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

export const PRODUCT_NAME = "Mnemo";
export const DEFAULT_DESCRIPTION = "Mnemo turns your notes into flashcards you own.";

/** docs/product.md's '{page title} | {product name}'. */
export function formatPageTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The canonical URL: the page's full path (path and query) on this origin; the hash never reaches a server. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  return `${origin}${pathname}${search}`;
}

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

export type PageMetaInput = { title: string; description?: string | undefined; noindex?: boolean | undefined };

/** Writes the title, canonical link, description and robots hint for the current page into <head>. */
export function applyPageMeta({ title, description, noindex }: PageMetaInput, location: { pathname: string; search: string }) {
  document.title = formatPageTitle(title);
  const canonical = upsertHeadElement('link[rel="canonical"]', () => Object.assign(document.createElement("link"), { rel: "canonical" }));
  canonical.href = canonicalUrl(window.location.origin, location.pathname, location.search);
  const meta = upsertHeadElement('meta[name="description"]', () => Object.assign(document.createElement("meta"), { name: "description" }));
  meta.content = description ?? DEFAULT_DESCRIPTION;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (noindex && !robots) document.head.append(Object.assign(document.createElement("meta"), { name: "robots", content: "noindex" }));
  if (!noindex && robots) robots.remove();
}

/*
 * A page whose title depends on its data (a deck's name) overrides the route
 * table's title. The override is tied to the path it was set on, so it can
 * never leak onto the next page.
 */
type TitleOverride = { pathname: string; title: string } | null;
let titleOverride: TitleOverride = null;
const listeners = new Set<() => void>();

function setTitleOverride(next: TitleOverride) {
  titleOverride = next;
  for (const listener of listeners) listener();
}

export function useTitleOverride(pathname: string): string | undefined {
  const override = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => titleOverride,
  );
  return override?.pathname === pathname ? override.title : undefined;
}

/** Overrides the route's title while the calling page is shown. */
export function usePageTitle(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const mine = { pathname, title };
    setTitleOverride(mine);
    return () => {
      if (titleOverride === mine) setTitleOverride(null);
    };
  }, [pathname, title]);
}
