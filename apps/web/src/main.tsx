import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers.tsx";
import { completeSignInFromUrlHash } from "./features/auth/boot-auth.ts";
import { createAppRouter } from "./app/router.tsx";
import { newVersionToast } from "./components/toasts/toast-presets.ts";
import { addToast } from "./components/toasts/toast-store.ts";
import { installChunkReload } from "./lib/chunk-reload.ts";
import { silenceConsoleInProduction } from "./lib/console-silence.ts";
import { startVersionCheck } from "./lib/version-check.ts";
import "@mantine/core/styles.css";
import "./styles.css";

// Resilience first, before anything can log or fail to load.
silenceConsoleInProduction();
installChunkReload();
startVersionCheck({ onNewVersion: () => addToast(newVersionToast(() => window.location.reload())) });

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// An OAuth sign-in result in the URL hash is handled first: the router must not see the tokens.
void completeSignInFromUrlHash().finally(() => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
