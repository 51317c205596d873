import { createBrowserRouter } from "react-router-dom";
import { RequireAuth } from "../features/auth/components/require-auth.tsx";
import { AppLayout } from "./layout.tsx";
import { paths } from "./paths.ts";
import { AuthRoute } from "./routes/auth.tsx";
import { DeckCreateRoute } from "./routes/deck-create.tsx";
import { DeckRoute } from "./routes/deck.tsx";
import { DecksRoute } from "./routes/decks.tsx";
import { HomeRoute } from "./routes/home.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";
import { RouteError } from "./routes/route-error.tsx";

/**
 * React Router matches paths case-insensitively unless a route sets
 * `caseSensitive`, which is how the spec's '/Auth' reaches the '/auth' page.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      // Only if the layout itself fails; page errors render inside the layout (below).
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.home.path, element: <HomeRoute /> },
            { path: paths.auth.path, element: <AuthRoute /> },
            {
              element: <RequireAuth />,
              children: [
                { path: paths.decks.path, element: <DecksRoute /> },
                { path: paths.deck.path, element: <DeckRoute /> },
                { path: paths.deckCreate.path, element: <DeckCreateRoute /> },
              ],
            },
            { path: "*", element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
