import { errorMessage } from "../../../lib/error-info.ts";
import { useSignOut } from "../hooks/use-auth-actions.ts";

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <span className="sign-out">
      <button type="button" className="button button-small" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? "Signing out…" : "Sign out"}
      </button>
      {signOut.error ? (
        <span className="field-error" role="alert">
          Error signing out: {errorMessage(signOut.error)}
        </span>
      ) : null}
    </span>
  );
}
