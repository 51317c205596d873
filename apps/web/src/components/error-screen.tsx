import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../lib/paths.ts";
import { errorScreenContent } from "../lib/error-screen-content.ts";
import { isBotUserAgent } from "../lib/is-bot.ts";
import { usePageTitle } from "../lib/page-title.ts";

type ErrorScreenProps = { status?: number | undefined; message?: string | null | undefined; pageTitle?: string };

/**
 * Full-page error (404, 401, 500, other) as docs/product.md's table describes. Robots
 * get no error page: a crawler gets a bare, non-indexable notice instead.
 */
export function ErrorScreen({ status, message, pageTitle }: ErrorScreenProps) {
  const content = errorScreenContent(status, message);
  const navigate = useNavigate();
  usePageTitle(pageTitle ?? content.title);

  if (isBotUserAgent(typeof navigator === "undefined" ? undefined : navigator.userAgent)) {
    return (
      <p className="bot-error" data-status={status}>
        {message ?? content.banner}
      </p>
    );
  }

  return (
    <Stack component="section" className="error-screen" aria-labelledby="error-title" align="center" gap="md" py="xl">
      {status ? (
        <Text className="error-status" aria-hidden="true">
          {status}
        </Text>
      ) : null}
      <Title order={1} id="error-title" tabIndex={-1}>
        {content.title}
      </Title>
      <Text className="error-banner" size="lg" c="dimmed" ta="center" maw={560}>
        {content.banner}
      </Text>
      <Group justify="center">
        {content.action === "sign-in" ? (
          <Button component={Link} to={paths.auth.getHref()}>
            Sign In
          </Button>
        ) : (
          // 'Take me back' goes back in history; opened straight from a link, there is none, so home.
          <Button onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()))}>Take me back</Button>
        )}
        <Button component={Link} to={paths.home.getHref()} variant="default">
          Go home
        </Button>
      </Group>
    </Stack>
  );
}
