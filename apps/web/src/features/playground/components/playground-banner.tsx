import { Alert, Button, Group, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { signUpHref } from "../utils/sign-up-href.ts";

/** Tells visitors where their sample deck lives, and how to keep real decks. */
export function PlaygroundBanner({ isPersisted = true }: { isPersisted?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Alert variant="light" radius="md" icon={<IconSparkles size={20} aria-hidden="true" />} title="You're trying Mnemo without an account">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={620}>
          {isPersisted
            ? "Your sample deck is kept in this browser only. Sign up free to make your own decks, keep them on every device and generate cards from your notes."
            : "This browser won't let Mnemo store anything, so your changes last until you close this tab. Sign up free to keep your decks."}
        </Text>
        <Button component={Link} to={signUpHref(`${pathname}${search}`)} size="sm">
          Sign up
        </Button>
      </Group>
    </Alert>
  );
}
