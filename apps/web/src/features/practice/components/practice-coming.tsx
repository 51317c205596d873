import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** /practice for a signed-in learner until tests over an account's own cards are served: says so, and offers the sample test. */
export function PracticeComing({ playgroundHref }: { playgroundHref: string }) {
  return (
    <Stack gap="lg" maw="46rem" w="100%" mx="auto" data-testid="practice-coming">
      <Title order={1} size="h2">
        Practice tests
      </Title>
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm" align="flex-start">
          <Text>Practice tests over your own collection are not available yet: they come with the next update.</Text>
          <Text c="dimmed">Meanwhile, the same test runs over the sample deck, in this browser, and changes nothing in your account.</Text>
          <Button component={Link} to={playgroundHref} rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
            Take the sample test
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
