import { Button, Stack, Text, Title } from "@mantine/core";
import { SOURCE_NOT_FOUND } from "@mnemo/api-contract";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { usePageTitle } from "@/lib/page-title.ts";

/** A source that is missing, deleted or another learner's: they look the same (the API answers 404 for all three). */
export function SourceNotFound() {
  usePageTitle(SOURCE_NOT_FOUND);
  return (
    <Stack component="section" aria-labelledby="source-not-found-title" align="center" gap="md" py="xl" ta="center">
      <Title order={1} id="source-not-found-title">
        {SOURCE_NOT_FOUND}
      </Title>
      <Text c="dimmed" maw={520}>
        It may have been deleted. Cards made from it are still in their decks, with their quotes.
      </Text>
      <Button component={Link} to={paths.sources.getHref()}>
        All sources
      </Button>
    </Stack>
  );
}
