import { Alert, Button, Group, Text } from "@mantine/core";
import { IconDeviceLaptop } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { signUpHref } from "../utils/sign-up-href.ts";

/** Above the visitors' study session: the progress is this browser's only, and an account keeps it. */
export function PlaygroundStudyBanner({ isPersisted = true }: { isPersisted?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      icon={<IconDeviceLaptop size={20} aria-hidden="true" />}
      title="Your progress lives in this browser"
      data-testid="playground-study-banner"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={460}>
          {isPersisted
            ? "You're studying the sample deck without an account. Create one to keep your progress and study it on any device."
            : "This browser won't let Mnemo store anything, so your progress lasts until you close this tab. Create an account to keep it."}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={paths.practicePlayground.getHref()} size="sm" variant="default">
            Take a practice test
          </Button>
          <Button component={Link} to={signUpHref(`${pathname}${search}`)} size="sm" variant="filled">
            Create a free account
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
