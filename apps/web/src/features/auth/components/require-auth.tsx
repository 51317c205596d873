import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { Alert } from "../../../components/alert.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { useSession } from "../hooks/use-session.ts";

/** Layout route for pages that need a signed-in user; others go to /auth and come back after. */
export function RequireAuth() {
  const { user, isPending, error, refetch } = useSession();
  const location = useLocation();

  if (isPending) return <PageLoader label="Checking your session…" />;
  if (!user && error) {
    // Not knowing is different from being signed out: don't send people to sign in again.
    return (
      <Alert action={{ label: "Try again", onClick: () => void refetch() }}>Could not check your session. {errorMessage(error)}</Alert>
    );
  }
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref(here)} replace />;
  }
  return <Outlet />;
}
