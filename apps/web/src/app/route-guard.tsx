import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router-dom";
import { PageLoader } from "../components/page-loader.tsx";
import { useIsSigningOut } from "../features/auth/hooks/use-auth-actions.ts";
import { useSession } from "../lib/auth/use-session.ts";
import { guestRedirectTarget } from "../lib/redirect-target.ts";
import { paths } from "../lib/paths.ts";
import type { GuardName } from "./route-meta.ts";
import { LoadError } from "../components/load-error.tsx";

/**
 * docs/product.md's route guards. `auth` sends visitors to sign in and back again;
 * `guest` keeps signed-in users off the login page (to their target, else the deck
 * list when they just signed in there, else the profile); `playground-redirect`
 * sends visitors who open /study/… to the playground.
 */
export function RouteGuard({ guard, children }: { guard: GuardName | undefined; children: ReactNode }) {
  const { user, isPending, error, refetch } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signingOut = useIsSigningOut();
  // The guest page (location.key) last seen signed out: a user there now signed in on it.
  const [signedOutKey, setSignedOutKey] = useState<string | null>(null);
  const isGuestSignedOut = guard === "guest" && !isPending && !user;
  useEffect(() => {
    if (isGuestSignedOut) setSignedOutKey(location.key);
  }, [isGuestSignedOut, location.key]);
  if (!guard) return children;

  if (isPending) return <PageLoader label="Checking your session…" />;
  if (!user && error && guard !== "guest") {
    // Not knowing is different from being signed out: don't send people to sign in again.
    return <LoadError title="Could not check your session" error={error} onRetry={() => void refetch()} />;
  }

  switch (guard) {
    case "auth":
      if (user) return children;
      // Signing out from this page: it is being left for `/` (or the caller's target), not for sign-in.
      // A render of the page already left (the router has moved the address bar on; React can still
      // finish a render of the old location after a sign-out) must not redirect either.
      if (signingOut || isStaleLocation(location.pathname)) return <PageLoader label={signingOut ? "Signing out…" : "Loading…"} />;
      return <Navigate to={paths.auth.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
    case "guest":
      if (!user) return children;
      return <Navigate to={guestRedirectTarget(searchParams.get("redirect"), { signedInHere: signedOutKey === location.key })} replace />;
    case "playground-redirect":
      if (user) return children;
      return <Navigate to={paths.studyPlayground.getHref()} replace />;
  }
}

/** True when `pathname` is no longer the address bar's: this render is of a page the router already left. */
function isStaleLocation(pathname: string): boolean {
  return normalizePath(pathname) !== normalizePath(window.location.pathname);
}

function normalizePath(pathname: string): string {
  try {
    return decodeURI(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}
