import { describe, expect, it } from "vitest";
import { pageRoutes, pages } from "./route-table.tsx";

/*
 * The route table's data must say what its loaders do: the web bench measures
 * each route's chunk by the `module` named here, without loading any page.
 */
describe("route table", () => {
  it("loads each page's component from the module its data names", async () => {
    for (const route of pages) {
      const component = await route.load();
      expect(typeof component, route.meta.id).toBe("function");
      const module = (await import(/* @vite-ignore */ route.module)) as Record<string, unknown>;
      expect(Object.values(module), `${route.meta.id}: its component is an export of ${route.module}`).toContain(component);
    }
  }, 60_000);

  it("gives every page a unique id, and the router every page with its meta", () => {
    expect(new Set(pages.map((route) => route.meta.id)).size).toBe(pages.length);
    expect(pageRoutes.map((route) => [route.path, route.handle])).toEqual(pages.map((route) => [route.path, route.meta]));
  });
});
