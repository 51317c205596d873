import { Alert, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MAX_SOURCE_TITLE, type TSourceSummary } from "@mnemo/api-contract";
import { IconAlertCircle, IconBooks, IconSearch, IconSearchOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { RenameModal } from "@/components/rename-modal.tsx";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useSources } from "../api/use-sources.ts";
import { useSourceActions } from "../hooks/use-source-actions.ts";
import { DeleteSourceModal } from "./delete-source-modal.tsx";
import { SourceListItem } from "./source-list-item.tsx";
import { SourcesEmptyState } from "./sources-empty-state.tsx";
import { SourcesSkeleton } from "./sources-skeleton.tsx";

/** Typing pauses this long before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** The library: a search over the learner's sources, the list a page at a time, and renaming and deleting them. */
export function SourceLibrary() {
  const [query, setQuery] = useState("");
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const sources = useSources(debouncedQuery);
  const { renameSource, deleteSource } = useSourceActions();
  const [toRename, setToRename] = useState<TSourceSummary | null>(null);
  const [toDelete, setToDelete] = useState<TSourceSummary | null>(null);

  const list = sources.data?.pages.flatMap((page) => page.sources) ?? [];
  const searched = debouncedQuery.trim();
  const isStale = sources.isPlaceholderData || query.trim() !== searched;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label="Search sources"
        placeholder="A title or file name"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={isStale && sources.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
      />
      {sources.isPending ? (
        <SourcesSkeleton />
      ) : !sources.data ? (
        <LoadError title="Could not load your sources" error={sources.error} onRetry={() => void sources.refetch()} />
      ) : list.length === 0 && searched ? (
        <SourcesEmptyState icon={<IconSearchOff size={26} />} title="No sources match">
          No source's title or file name says “{searched}”. Try other words.
        </SourcesEmptyState>
      ) : list.length === 0 ? (
        <SourcesEmptyState
          icon={<IconBooks size={26} />}
          title="No sources yet"
          action={
            <Button component={Link} to={paths.decks.getHref()}>
              Make cards from a document
            </Button>
          }
        >
          A source is a text you pasted or a file you uploaded (PDF, Word, PowerPoint or an image) to make cards from. Mnemo keeps it here,
          so each card can show where it came from. Open a deck and choose “Add cards” to bring your first one.
        </SourcesEmptyState>
      ) : (
        <Stack gap="sm" aria-busy={isStale || undefined}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {isStale ? "Searching…" : searched ? `Sources matching “${searched}”` : "Newest first"}
          </Text>
          <Stack component="ul" gap="sm" aria-label="Sources" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {list.map((source) => (
              <li key={source.id}>
                <SourceListItem source={source} onRename={setToRename} onDelete={setToDelete} />
              </li>
            ))}
          </Stack>
          {sources.isFetchNextPageError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              Could not load more sources. {errorMessage(sources.error)}
            </Alert>
          ) : null}
          {sources.hasNextPage && !sources.isPlaceholderData ? (
            <Group justify="center">
              <Button variant="default" onClick={() => void sources.fetchNextPage()} loading={sources.isFetchingNextPage}>
                Load more
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <RenameModal item={toRename} noun="source" maxLength={MAX_SOURCE_TITLE} onClose={() => setToRename(null)} onRename={renameSource} />
      <DeleteSourceModal source={toDelete} onClose={() => setToDelete(null)} onDelete={deleteSource} />
    </Stack>
  );
}
