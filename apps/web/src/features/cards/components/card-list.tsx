import { useEffect, useRef, type ReactNode } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { formatCount } from "../../../lib/format-count.ts";
import { useDeckCards } from "../api/use-deck-cards.ts";
import { CardItem } from "./card-item.tsx";

type CardListProps = { deckId: string; totalCount?: number | undefined; emptyAction?: ReactNode };

/** The first page of a deck's cards, with "Load more" appending the next page. */
export function CardList({ deckId, totalCount, emptyAction }: CardListProps) {
  const cards = useDeckCards(deckId);
  const listRef = useRef<HTMLOListElement>(null);
  // Index of the first card a "load more" will bring; focused once it has rendered, because the
  // button may vanish after the last page and focus would otherwise fall back to <body>.
  const focusIndexAfterLoad = useRef<number | null>(null);
  const shownCount = cards.data?.length ?? 0;

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || shownCount <= index) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-card-index="${index}"]`)?.focus();
  }, [shownCount]);

  if (cards.isPending) {
    return (
      <div role="status" className="card-list" aria-label="Loading cards">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="4.5rem" />
        ))}
      </div>
    );
  }
  // A failed "load more" keeps the cards already shown; only a failed first page replaces the list.
  if (!cards.data) {
    return (
      <Alert action={{ label: "Try again", onClick: () => void cards.refetch() }}>
        Could not load the cards. {errorMessage(cards.error)}
      </Alert>
    );
  }
  if (cards.data.length === 0) {
    return (
      <div className="empty-state">
        <h2>No cards in this deck yet</h2>
        {emptyAction}
      </div>
    );
  }

  const onLoadMore = () => {
    focusIndexAfterLoad.current = cards.data.length;
    void cards.fetchNextPage();
  };

  return (
    <>
      <p className="muted" aria-live="polite">
        Showing {formatCount(cards.data.length, "card")}
        {totalCount !== undefined && totalCount > cards.data.length ? ` of ${totalCount.toLocaleString("en-GB")}` : ""}
      </p>
      <ol ref={listRef} className="card-list">
        {cards.data.map((note, index) => (
          <CardItem key={note.id} note={note} index={index} />
        ))}
      </ol>
      {cards.isFetchNextPageError ? <Alert>Could not load more cards. {errorMessage(cards.error)}</Alert> : null}
      {cards.hasNextPage ? (
        <button type="button" className="button load-more" onClick={onLoadMore} disabled={cards.isFetchingNextPage}>
          {cards.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      ) : null}
    </>
  );
}
