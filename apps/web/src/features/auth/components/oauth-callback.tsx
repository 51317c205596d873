import { Alert, Button, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { PageLoader } from "@/components/page-loader.tsx";
import { paths } from "@/lib/paths.ts";
import { sanitizeRedirect } from "@/lib/redirect-target.ts";
import { useCompleteOAuthSignIn } from "../hooks/use-complete-oauth-sign-in.ts";

/** Back from the provider: re-reads the session, fetches the subscription, goes on to the target. */
export function OauthCallback() {
  const [searchParams] = useSearchParams();
  const target = sanitizeRedirect(searchParams.get("redirect"));
  const failed = useCompleteOAuthSignIn(target);

  if (!failed) return <PageLoader label="Completing sign-in…" />;
  return (
    <Stack maw={440} mx="auto" py="xl" px="md">
      <Alert color="red" role="alert" title="Sign-in didn't complete">
        We couldn't finish signing you in with that provider. Please try again, or use your email and password.
      </Alert>
      <Button component={Link} to={paths.auth.getHref(target)}>
        Back to sign in
      </Button>
    </Stack>
  );
}
