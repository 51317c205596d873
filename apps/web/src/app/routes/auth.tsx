import { useSearchParams } from "react-router-dom";
import { Alert } from "../../components/alert.tsx";
import { AuthForm } from "../../features/auth/components/auth-form.tsx";

export function AuthRoute() {
  const [searchParams] = useSearchParams();
  return (
    <div className="auth-page">
      {searchParams.has("redirect") ? <Alert tone="info">Sign in to continue to that page.</Alert> : null}
      <AuthForm />
    </div>
  );
}
