import { useSearchParams } from "react-router-dom";
import { PageLoader } from "@/components/page-loader.tsx";
import { useSession } from "@/lib/auth/use-session.ts";
import { paths } from "@/lib/paths.ts";
import { useResetPassword } from "../hooks/use-auth-actions.ts";
import { useAuthMode } from "../hooks/use-auth-config.ts";
import { AuthCard, AuthNotice } from "./auth-card.tsx";
import { NEW_PASSWORD_HINT, newPasswordSchema, RulesForm } from "./password-forms.tsx";

/** Where the emailed reset link lands (`?token=…`, or `?error=INVALID_TOKEN`): choose the new password. */
export function ResetPasswordChange() {
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const { user } = useSession();
  const mode = useAuthMode();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  // Supabase's recovery link signs the person in (URL hash) instead of carrying a token.
  const recoverySession = Boolean(user) && mode.data === "supabase";

  if (!token && !linkError && mode.isPending) return <PageLoader label="Checking your link…" />;
  if (linkError || (!token && !recoverySession)) {
    return (
      <AuthNotice
        title="Choose a New Password"
        lead="This link can't be used."
        tone="error"
        heading="Invalid or expired link"
        action={{ label: "Ask for a new link", to: paths.authResetPassword.getHref() }}
      >
        This reset link is invalid or has expired. Links work once, for one hour. Ask for a new one.
      </AuthNotice>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthNotice
        title="Choose a New Password"
        lead="Your password has been changed."
        tone="success"
        heading="Password changed"
        action={{ label: "Sign in", to: paths.auth.getHref() }}
      >
        Sign in with your new password. Any device that was signed in has been signed out.
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Choose a New Password" lead="Pick a new password for your account.">
      <RulesForm
        label="Choose a new password"
        fields={[
          { name: "newPassword", label: "New password", kind: "new-password", description: NEW_PASSWORD_HINT },
          { name: "confirmPassword", label: "Confirm new password", kind: "new-password" },
        ]}
        schema={newPasswordSchema}
        initial={{ newPassword: "", confirmPassword: "" }}
        submitLabel="Save new password"
        pending={reset.isPending}
        error={reset.error}
        onSubmit={({ newPassword }) => reset.mutate({ token, newPassword })}
      />
    </AuthCard>
  );
}
