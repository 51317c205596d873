import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { SESSION_QUERY_KEY } from "../lib/auth/use-session.ts";
import { ToastStack } from "../components/toasts/toast-stack.tsx";
import { httpStatusOf } from "../lib/error-info.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { createTrpcClient, trpc } from "../lib/trpc.ts";
import { registerUserDataReset } from "../lib/auth/user-data-reset.ts";
import { resetDeckStore } from "../features/decks/stores/reset-deck-store.ts";
import { CONTRAST_SURFACES, theme } from "./theme.ts";
import { createContrastResolver } from "./theme-contrast.ts";

// Sign-out and account deletion (features/auth) forget what other features keep of the person;
// wired here so the auth feature never imports them.
registerUserDataReset(resetDeckStore);

// Every colour's variants at 4.5:1 or more, light and dark (theme-contrast.ts).
const contrastResolver = createContrastResolver(CONTRAST_SURFACES);

/** One QueryClient shared by the tRPC hooks and the plain react-query ones (the session). */
export function AppProviders({ children }: { children: ReactNode }) {
  // useState, not module scope, so each mount (tests, hot reload) gets a fresh cache.
  const [queryClient] = useState(() => {
    const client: ReturnType<typeof createQueryClient> = createQueryClient({
      onError: (error) => {
        // A 401 from the API means the session ended elsewhere (expired, signed out in another tab):
        // re-reading it lets the auth guard send the user to sign in.
        if (httpStatusOf(error) === 401) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    });
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={contrastResolver}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
      <ToastStack />
    </MantineProvider>
  );
}
