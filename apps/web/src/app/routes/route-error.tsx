import { useEffect, useMemo, useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { chunkReloader } from "../../lib/chunk-reload.ts";

/**
 * Whatever a page throws while rendering. Router error responses carry a
 * status and a message meant for people; a crash's own message is not, so it
 * gets the default banner and goes to the console for developers.
 *
 * A page chunk that failed to load (a deploy replaced it) or one of the known
 * DOM errors reloads the page instead, once per 10 seconds per path; a second
 * failure within that time shows the error screen.
 */
export function RouteError() {
  const error = useRouteError();
  // Decided once per error: once the reload is recorded, asking again would say no and flash the error screen.
  const willReload = useMemo(() => chunkReloader.willReloadFor(error), [error]);
  // Should recording the reload fail after all (storage throwing on write), the error screen shows.
  const [refusedError, setRefusedError] = useState<unknown>(null);
  useEffect(() => {
    if (willReload && !chunkReloader.reloadForError(error)) setRefusedError(error);
  }, [willReload, error]);

  if (willReload && refusedError !== error) return <PageLoader label="Loading the latest version of Mnemo…" />;
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : error.statusText;
    return <ErrorScreen status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorScreen />;
}
