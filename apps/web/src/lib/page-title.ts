import { useEffect } from "react";

export const PRODUCT_NAME = "Mnemo";

/** The spec's '{page title} | {product name}'. */
export function formatPageTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Sets the document title and the canonical link (built from the full path,
 * as the spec asks) for the page that calls it.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement("link");
      canonical.rel = "canonical";
      document.head.append(canonical);
    }
    canonical.href = `${window.location.origin}${window.location.pathname}`;
  }, [title]);
}
