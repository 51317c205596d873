import { useLocation } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { notFoundMessage } from "../../lib/error-screen-content.ts";

/** Unmatched URLs and deck URLs that cannot be a deck: 'Page Not Found' followed by the path. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <ErrorScreen status={404} message={notFoundMessage(pathname)} pageTitle="Page Not Found" />;
}
