import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/** Written by the web build (apps/web/build/route-manifest.ts) from the route table's pages. */
export const ROUTE_MANIFEST_FILE = "routes.json";

/**
 * A React Router pattern as a regular expression, with the router's rules
 * (its `matchPath`, as router.tsx configures it): case-insensitive, any
 * trailing slashes, `:param` one non-empty segment, a final `*` anything
 * (nothing included), `:param?` an optional one.
 */
export function compilePattern(pattern: string): RegExp {
  const isSplat = pattern.endsWith("*");
  const source = pattern
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:[\w-]+(\?)?/g, (_, optional?: string) => (optional ? "/?(?:[^/]+)?" : "/[^/]+"));
  const tail = isSplat ? (pattern === "*" || pattern === "/*" ? ".*" : "(?:/.+|/*)") : "/*";
  return new RegExp(`^${source}${tail}$`, "i");
}

export type PageMatcher = (pathname: string) => boolean;

/** Whether a path is one of the web app's pages, from the build's route manifest. */
export function pageMatcher(patterns: readonly string[]): PageMatcher {
  const compiled = patterns.map(compilePattern);
  return (pathname) => compiled.some((pattern) => pattern.test(pathname));
}

/**
 * The build's route manifest, read again when the file changes (a rebuild is
 * served without a restart). Undefined when the build has none (made before
 * the manifest existed): the caller then treats every path as a page.
 */
export function routeManifestReader(root: string): () => Promise<PageMatcher | undefined> {
  const file = path.join(root, ROUTE_MANIFEST_FILE);
  let cached: { mtimeMs: number; matcher: PageMatcher } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const manifest = JSON.parse(await readFile(file, "utf8")) as { patterns?: unknown };
      const patterns = Array.isArray(manifest.patterns) ? manifest.patterns.filter((p): p is string => typeof p === "string") : [];
      cached = { mtimeMs: info.mtimeMs, matcher: pageMatcher(patterns) };
    }
    return cached.matcher;
  };
}
