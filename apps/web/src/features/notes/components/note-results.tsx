import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconFilterOff, IconNotes, IconSearchOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { errorMessage, httpStatusOf } from "@/lib/error-info.ts";
import { formatCount } from "@/lib/format-count.ts";
import { useNoteSearch } from "../api/use-note-search.ts";
import { hasFilters, type NoteFilters } from "../utils/note-filters.ts";
import { NoteResultCard } from "./note-result-card.tsx";
import { NotesEmptyState } from "./notes-empty-state.tsx";
import { NotesSkeleton } from "./notes-skeleton.tsx";
import { LoadError } from "@/components/load-error.tsx";

type NoteResultsProps = { filters: NoteFilters; onClearFilters: () => void; onShowAllDecks: () => void };

/** The results for the current filters: count, cards, "Load more", and the loading, empty and error states. */
export function NoteResults({ filters, onClearFilters, onShowAllDecks }: NoteResultsProps) {
  const search = useNoteSearch(filters);
  const listRef = useRef<HTMLOListElement>(null);
  // Focus moves to the first card a "Load more" brought, since the button may disappear after the last page.
  const focusIndexAfterLoad = useRef<number | null>(null);
  const notes = search.data?.pages.flatMap((page) => page.notes) ?? [];
  const shownCount = notes.length;

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || shownCount <= index) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-note-index="${index}"]`)?.focus();
  }, [shownCount]);

  if (search.isPending) return <NotesSkeleton />;

  if (!search.data) {
    // The deck in the URL was deleted (or never was the user's): offer every deck instead of a dead end.
    if (filters.deck && httpStatusOf(search.error) === 404) {
      return (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden="true" />} title="That deck isn't there any more" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">It may have been deleted. Your other cards are still here.</Text>
            <Button size="xs" variant="default" onClick={onShowAllDecks}>
              Search all decks
            </Button>
          </Stack>
        </Alert>
      );
    }
    return <LoadError title="Could not load your cards" error={search.error} onRetry={() => void search.refetch()} />;
  }

  const total = search.data.pages[0]?.total ?? 0;
  const isFiltered = hasFilters(filters);
  const isStale = search.isPlaceholderData;

  const summary = isFiltered ? `${formatCount(total, "card")} found` : formatCount(total, "card");
  const header = (
    <Group justify="space-between" gap="xs" mih={36}>
      <Group gap="xs">
        <Text fw={600} aria-live="polite" data-testid="notes-count">
          {isStale ? "Searching…" : summary}
          {!isStale && total > shownCount ? (
            <Text span c="dimmed" fw={400}>
              {` · showing ${shownCount.toLocaleString("en-GB")}`}
            </Text>
          ) : null}
        </Text>
        {isStale ? <Loader size="xs" aria-hidden="true" /> : null}
      </Group>
      {isFiltered ? (
        <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );

  if (total === 0 && !isStale) {
    return (
      <Stack gap="sm">
        {header}
        {isFiltered ? (
          <NotesEmptyState
            icon={<IconSearchOff size={26} />}
            title="No cards match"
            text={
              filters.q
                ? `Nothing in your cards says “${filters.q}” with these filters. Try other words, or another deck or type.`
                : "No cards of this type in this deck. Try another deck or type."
            }
            action={<Button onClick={onClearFilters}>Clear filters</Button>}
          />
        ) : (
          <NotesEmptyState
            icon={<IconNotes size={26} />}
            title="No cards yet"
            text="Every card you add to a deck shows up here, ready to search. Start with a deck."
            action={
              <Button component={Link} to={paths.decks.getHref()}>
                Create a deck
              </Button>
            }
          />
        )}
      </Stack>
    );
  }

  const onLoadMore = () => {
    focusIndexAfterLoad.current = shownCount;
    void search.fetchNextPage();
  };

  return (
    <Stack gap="sm" className="note-results" aria-busy={isStale || undefined}>
      {header}
      <ol ref={listRef} className="note-results-list" aria-label="Cards">
        {notes.map((note, index) => (
          <li key={note.id}>
            <NoteResultCard note={note} query={filters.q} index={index} />
          </li>
        ))}
      </ol>
      {search.isFetchNextPageError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          Could not load more cards. {errorMessage(search.error)}
        </Alert>
      ) : null}
      {search.hasNextPage && !isStale ? (
        <Group justify="center">
          <Button variant="default" onClick={onLoadMore} loading={search.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
