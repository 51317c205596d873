import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";

/**
 * Visitors have no server decks (docs/product.md's playground mode): nothing is
 * fetched; the page says what it is for and where to go instead.
 */
export function NotesVisitor() {
  return (
    <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }} data-testid="notes-visitor">
      <Stack gap="md" align="flex-start" maw={620}>
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <IconLock size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Sign in to search your cards
        </Title>
        <Text c="dimmed">
          Notes gathers every card from all your decks in one place, so you can find any of them by a word on its front or back, and narrow
          down by deck or card type. Your decks live in your account, so sign in to see them.
        </Text>
        <Text c="dimmed">Just looking around? The sample deck, “Your First Deck”, works without an account and stays in this browser.</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.auth.getHref(paths.notes.getHref())}>
            Sign in
          </Button>
          <Button component={Link} to={paths.decks.getHref()} variant="default">
            Try the sample deck
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
