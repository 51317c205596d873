import { useSearchParams } from "react-router-dom";
import { Alert } from "../../components/alert.tsx";
import { AuthForm } from "../../features/auth/components/auth-form.tsx";
import { GuestOnly } from "../../features/auth/components/guest-only.tsx";
import { usePageTitle } from "../../lib/page-title.ts";

export function AuthRoute() {
  usePageTitle("Login");
  const [searchParams] = useSearchParams();
  return (
    <GuestOnly>
      <div className="auth-page">
        {searchParams.has("redirect") ? <Alert tone="info">Sign in to continue to that page.</Alert> : null}
        <AuthForm />
      </div>
    </GuestOnly>
  );
}
