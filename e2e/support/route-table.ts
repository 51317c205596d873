import type { RouteMeta } from "../../apps/web/src/app/route-meta.ts";

export type TableRoute = { path: string; meta: RouteMeta };

/**
 * The web app's route table, read at run time so a route added there is
 * visited here too. Imported through a variable so the e2e typecheck does not
 * pull the whole web app (its pages load lazily and are never called here).
 */
const ROUTE_TABLE_MODULE = "../../apps/web/src/app/route-table.tsx";

export async function loadRouteTable(): Promise<{ routes: TableRoute[]; notFound: RouteMeta }> {
  const module = (await import(ROUTE_TABLE_MODULE)) as { pageRoutes: { path?: string; handle?: RouteMeta }[]; notFoundMeta: RouteMeta };
  const routes = module.pageRoutes.map((route) => {
    if (!route.path || !route.handle) throw new Error(`route without a path or meta in route-table.tsx: ${JSON.stringify(route)}`);
    return { path: route.path, meta: route.handle };
  });
  return { routes, notFound: module.notFoundMeta };
}
