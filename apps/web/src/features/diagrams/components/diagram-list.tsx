import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { DIAGRAM_TITLE_MAX, type TDiagramSummary } from "@mnemo/api-contract";
import { IconAffiliate, IconAlertCircle, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { RenameModal } from "@/components/rename-modal.tsx";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useDiagramList } from "../api/use-diagram.ts";
import { useDiagramActions } from "../api/use-diagram-actions.ts";
import { useDeckChoices } from "../api/use-diagram-choices.ts";
import { DeleteDiagramModal } from "./diagram-list-delete-modal.tsx";
import { DiagramListItem } from "./diagram-list-item.tsx";

/** The learner's diagrams as a grid, a server page at a time, with renaming and deleting; an empty list says how to make one. */
export function DiagramList() {
  const diagrams = useDiagramList();
  const decks = useDeckChoices({ enabled: true });
  const { renameDiagram, deleteDiagram } = useDiagramActions();
  const [toRename, setToRename] = useState<TDiagramSummary | null>(null);
  const [toDelete, setToDelete] = useState<TDiagramSummary | null>(null);
  const deckTitles = useMemo(() => new Map((decks.data ?? []).map((deck) => [deck.id, deck.title])), [decks.data]);
  const list = diagrams.data?.pages.flatMap((page) => page.items) ?? [];
  const renaming = useMemo(() => (toRename ? { id: toRename.file_key, title: toRename.title } : null), [toRename]);

  if (diagrams.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading your diagrams">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!diagrams.data)
    return <LoadError title="Could not load your diagrams" error={diagrams.error} onRetry={() => void diagrams.refetch()} />;

  if (list.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" style={{ borderStyle: "dashed" }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconAffiliate size={26} />
          </ThemeIcon>
          <Title order={2} size="h3">
            No diagrams yet
          </Title>
          <Text c="dimmed" maw={480}>
            Make a mind map, a flowchart, a timeline or a concept map from a source you brought, from a deck's cards, or from a blank page.
            Every box links back to the passage it came from.
          </Text>
          <Button component={Link} to={paths.diagramsCreate.getHref()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Create a diagram
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        aria-label="Your diagrams"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {list.map((diagram) => (
          <li key={diagram.file_key}>
            <DiagramListItem diagram={diagram} deckTitle={(id) => deckTitles.get(id)} onRename={setToRename} onDelete={setToDelete} />
          </li>
        ))}
      </SimpleGrid>
      {diagrams.isFetchNextPageError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          Could not load more diagrams. {errorMessage(diagrams.error)}
        </Alert>
      ) : null}
      {diagrams.hasNextPage ? (
        <Group justify="center">
          <Button variant="default" onClick={() => void diagrams.fetchNextPage()} loading={diagrams.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      ) : null}
      <RenameModal
        item={renaming}
        noun="diagram"
        maxLength={DIAGRAM_TITLE_MAX}
        onClose={() => setToRename(null)}
        onRename={renameDiagram}
      />
      <DeleteDiagramModal
        diagram={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={() => (toDelete ? deleteDiagram(toDelete.file_key) : Promise.resolve())}
      />
    </Stack>
  );
}
