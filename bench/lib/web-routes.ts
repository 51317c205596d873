import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./paths.ts";

export const WEB_DIR = path.join(REPO_ROOT, "apps", "web");
const ROUTE_TABLE = path.join(WEB_DIR, "src", "app", "route-table.tsx");

export type WebRoute = {
  id: string;
  path: string;
  /** Absolute path of the page module the route loads lazily. */
  pageModule: string;
};

/** The part of route-table.tsx's `pages` read here (see PageRoute there). */
type TablePage = { path: string; meta: { id: string }; module: string };

/**
 * Every page of apps/web's route table, from the table's own data (`pages`):
 * each route's id, path and the page module it loads lazily. Importing the
 * table loads no page: they are imported only when a route is first visited.
 * Imported through a variable so the bench's typecheck does not follow the
 * table into the whole web app.
 */
export async function readWebRoutes(): Promise<WebRoute[]> {
  const table = (await import(pathToFileURL(ROUTE_TABLE).href)) as { pages?: readonly TablePage[] };
  if (!table.pages?.length) throw new Error(`${path.relative(REPO_ROOT, ROUTE_TABLE)} exports no pages`);
  return table.pages.map((page) => ({
    id: page.meta.id,
    path: page.path,
    pageModule: path.resolve(path.dirname(ROUTE_TABLE), page.module),
  }));
}
