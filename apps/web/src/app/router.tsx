import { createBrowserRouter } from "react-router-dom";
import { AppShell } from "./app-shell.tsx";
import { notFoundMeta, pageRoutes } from "./route-table.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";
import { RouteError } from "./routes/route-error.tsx";

/**
 * React Router matches paths case-insensitively unless a route sets
 * `caseSensitive`, which is how docs/product.md's '/Auth' reaches the '/auth' page.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      // Only if the shell itself fails; page errors render inside the layout (below).
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [...pageRoutes, { path: "*", handle: notFoundMeta, element: <NotFoundRoute /> }],
        },
      ],
    },
  ]);
}
