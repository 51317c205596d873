import { Alert, Box } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { oauthErrorMessage } from "../../features/auth/api/auth-errors.ts";
import { AuthForm } from "../../features/auth/components/auth-form.tsx";
import { sanitizeRedirect } from "../../lib/redirect-target.ts";

/**
 * /Auth: sign in or sign up (`?mode=sign-up`, where the free-trial buttons
 * link), then on to `?redirect=` (the guest guard does that). A failed OAuth
 * sign-in comes back here with `?error=` (better-auth) or `?oauth=failed`.
 */
export function AuthRoute() {
  const [searchParams] = useSearchParams();
  const redirect = sanitizeRedirect(searchParams.get("redirect"));
  const oauthError = oauthErrorMessage(searchParams.get("error") ?? (searchParams.get("oauth") === "failed" ? "failed" : null));
  return (
    <Box maw={440} mx="auto" py={{ base: "md", sm: "xl" }}>
      {oauthError ? (
        <Alert color="red" variant="light" mb="md" role="alert" title="Couldn't sign you in">
          {oauthError}
        </Alert>
      ) : searchParams.has("redirect") ? (
        <Alert variant="light" mb="md" role="status">
          Sign in to continue to that page.
        </Alert>
      ) : null}
      <AuthForm initialMode={searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in"} redirect={redirect} />
    </Box>
  );
}
