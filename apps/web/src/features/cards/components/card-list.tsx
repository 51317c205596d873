import { Alert, Button, Center, Skeleton, Stack, Text } from "@mantine/core";
import type { TNote } from "@mnemo/api-contract";
import { useEffect, useRef, type ReactNode } from "react";
import { formatCount } from "@/lib/format-count.ts";
import { CardListItem, type TSaveCard } from "./card-list-item.tsx";
import classes from "./card-list.module.css";
import { LoadError } from "@/components/load-error.tsx";

type CardListProps = {
  notes: readonly TNote[];
  /** The deck's card count, when more exist than are loaded. */
  totalCount?: number;
  showAnswers: boolean;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onLoadMore: () => void;
  onSave?: TSaveCard;
  onDelete?: (note: TNote) => void;
  empty: ReactNode;
  /** Names the list for screen readers; "Cards" by default. */
  label?: string;
  /** What "Showing …" counts: "note" where the deck's notes make more cards than there are notes (lib/deck-size.ts). */
  itemNoun?: "card" | "note";
  /** Why cards are flagged (by note id; a practice test's item statistics), shown on each card with the reasons. */
  flags?: ReadonlyMap<string, readonly string[]>;
  /** A card to open for editing once shown (the deck page's ?edit=, from a test's results). */
  editCardId?: string | null;
};

/** A deck's cards, front and back, with 'Load more' appending the next page. */
export function CardList(props: CardListProps) {
  const { notes, totalCount, showAnswers, isPending, error, onRetry, hasNextPage, isFetchingNextPage, isFetchNextPageError } = props;
  const listRef = useRef<HTMLOListElement>(null);
  // The first card a 'Load more' brings gets focus once shown: the button may vanish after the last page.
  const focusIndexAfterLoad = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || notes.length <= index) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-card-index="${index}"]`)?.focus();
  }, [notes.length]);

  if (isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading cards">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return <LoadError title="Could not load the cards" error={error} onRetry={onRetry} />;
  }
  if (notes.length === 0) return <>{props.empty}</>;

  const shownOf = totalCount !== undefined && totalCount > notes.length ? ` of ${totalCount.toLocaleString("en-GB")}` : "";
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="cards-shown">
        Showing {formatCount(notes.length, props.itemNoun ?? "card")}
        {shownOf}
      </Text>
      <ol ref={listRef} className={classes.list} aria-label={props.label ?? "Cards"}>
        {notes.map((note, index) => (
          <CardListItem
            key={note.id}
            note={note}
            index={index}
            showAnswer={showAnswers}
            onSave={props.onSave}
            onDelete={props.onDelete}
            flags={props.flags?.get(note.id)}
            isEditingAtFirst={props.editCardId === note.id}
          />
        ))}
      </ol>
      {isFetchNextPageError ? (
        <Alert color="red" variant="light" role="alert">
          Could not load more cards. Try again.
        </Alert>
      ) : null}
      {hasNextPage ? (
        <Center>
          <Button
            variant="default"
            loading={isFetchingNextPage}
            onClick={() => {
              focusIndexAfterLoad.current = notes.length;
              props.onLoadMore();
            }}
          >
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
