import { LoadError } from "@/components/load-error.tsx";
import { PageLoader } from "@/components/page-loader.tsx";
import { paths } from "@/lib/paths.ts";
import { useAccount } from "../hooks/use-account.ts";
import { useChangePassword } from "../hooks/use-auth-actions.ts";
import { AuthCard, AuthNotice } from "./auth-card.tsx";
import { changePasswordSchema, NEW_PASSWORD_HINT, RulesForm } from "./password-forms.tsx";
import { providerLabel } from "./sign-in-methods.tsx";

/** Only for accounts with a password ('email' identity); others are told why. */
export function ChangePassword() {
  const account = useAccount();
  const change = useChangePassword();

  if (account.isPending) return <PageLoader label="Loading your account…" />;
  if (account.error) return <LoadError title="Could not load your account" error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data.canChangePassword) {
    const providers = account.data.identities.map((identity) => providerLabel(identity.provider).label).join(" and ");
    return (
      <AuthNotice
        title="Change Password"
        lead="Your account has no password to change."
        tone="info"
        heading="You sign in with another service"
        action={{ label: "Back to your profile", to: paths.authProfile.getHref() }}
      >
        You sign in with {providers || "another service"}, so your password is managed there, not by Mnemo.
      </AuthNotice>
    );
  }
  if (change.isSuccess) {
    return (
      <AuthNotice
        title="Change Password"
        lead="All set."
        tone="success"
        heading="Password changed"
        action={{ label: "Back to your profile", to: paths.authProfile.getHref() }}
      >
        Your password has been changed, and every other device has been signed out.
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Change Password" lead="Enter your current password, then choose a new one. Your other devices will be signed out.">
      <RulesForm
        label="Change password"
        fields={[
          { name: "currentPassword", label: "Current password", kind: "current-password" },
          { name: "newPassword", label: "New password", kind: "new-password", description: NEW_PASSWORD_HINT },
          { name: "confirmPassword", label: "Confirm new password", kind: "new-password" },
        ]}
        schema={changePasswordSchema}
        initial={{ currentPassword: "", newPassword: "", confirmPassword: "" }}
        submitLabel="Change password"
        pending={change.isPending}
        error={change.error}
        onSubmit={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword })}
      />
    </AuthCard>
  );
}
