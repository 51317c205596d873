import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { PageLoader } from "../../../components/page-loader.tsx";
import { sanitizeRedirect } from "../../../lib/redirect-target.ts";
import { useSession } from "../hooks/use-session.ts";

/**
 * The sign-in page is for visitors. A signed-in user (including one who has
 * just signed in here) goes to the page they came for, or the deck list.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const [searchParams] = useSearchParams();

  if (isPending) return <PageLoader label="Checking your session…" />;
  if (user) return <Navigate to={sanitizeRedirect(searchParams.get("redirect"))} replace />;
  return children;
}
