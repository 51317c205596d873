import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";

/** Written beside index.html; the server (apps/api/src/plugins/web.ts) reads it to tell pages from unknown paths. */
export const ROUTE_MANIFEST_FILE = "routes.json";

export type RouteManifest = {
  /** React Router patterns (`/flashcards/:deckId`, `/study/*`), matched case-insensitively as router.tsx does. */
  patterns: string[];
};

const ROUTE_TABLE = fileURLToPath(new URL("../src/app/route-table.tsx", import.meta.url));
const SRC = fileURLToPath(new URL("../src", import.meta.url));

/**
 * Publishes the route table's patterns as dist/routes.json, so the server
 * answers a page it knows with 200 and any other path with 404 (the same
 * index.html either way: the app draws its own 404 screen). Read from the
 * table's `pages` itself, through Vite's module runner: importing the table
 * runs no page module (they load lazily), and nothing is written twice.
 */
export function routeManifest(): Plugin {
  return {
    name: "mnemo-route-manifest",
    apply: "build",
    async generateBundle() {
      // configFile: false, or the runner would load this config (and this plugin) again; so the `@/` alias is given here.
      const { module } = await runnerImport<{ pages: readonly { path: string }[] }>(ROUTE_TABLE, {
        configFile: false,
        resolve: { alias: { "@": SRC } },
        logLevel: "error",
      });
      const patterns = module.pages.map((page) => page.path);
      if (patterns.length === 0) this.error(`${ROUTE_TABLE} has no pages`);
      const manifest: RouteManifest = { patterns };
      this.emitFile({ type: "asset", fileName: ROUTE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
