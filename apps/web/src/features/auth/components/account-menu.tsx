import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { useSession } from "../hooks/use-session.ts";
import { SignOutButton } from "./sign-out-button.tsx";

/** Header corner: who is signed in and "Sign out", or a "Sign in" link that comes back here. */
export function AccountMenu() {
  const { user, isPending } = useSession();
  const location = useLocation();
  // Nothing until we know, rather than flashing "Sign in" at a signed-in user.
  if (isPending) return <div className="account" aria-hidden="true" />;
  if (!user) {
    const onAuthPage = location.pathname.toLowerCase().startsWith(paths.auth.path);
    return onAuthPage ? null : (
      <Link className="button button-small" to={paths.auth.getHref(location.pathname === "/" ? undefined : location.pathname)}>
        Sign in
      </Link>
    );
  }
  return (
    <div className="account">
      <span className="account-name" title={user.email}>
        {user.name || user.email}
      </span>
      <SignOutButton />
    </div>
  );
}
