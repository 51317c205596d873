import { Alert, Button, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { PageLoader } from "@/components/page-loader.tsx";
import { SESSION_QUERY_KEY } from "@/lib/auth/use-session.ts";
import { paths } from "@/lib/paths.ts";
import { sanitizeRedirect } from "@/lib/redirect-target.ts";
import { trpc } from "@/lib/trpc.ts";

/** Back from the provider: re-reads the session, fetches the subscription, goes on to the target. */
export function OauthCallback() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const target = sanitizeRedirect(searchParams.get("redirect"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      const session = queryClient.getQueryData<{ user: unknown } | null>(SESSION_QUERY_KEY);
      if (!session?.user) {
        setFailed(true);
        return;
      }
      // Errors here are the subscription's own (logged by the query); signing in still succeeded.
      await utils.subscription.get.fetch().catch((error: unknown) => console.warn("subscription fetch failed", error));
      await navigate(target, { replace: true });
    })();
  }, [navigate, queryClient, target, utils]);

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
