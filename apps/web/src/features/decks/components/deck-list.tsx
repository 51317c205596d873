import type { TGroup } from "@mnemo/api-contract";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { useDecks } from "../api/use-decks.ts";
import type { DeckLayout } from "../hooks/use-deck-layout.ts";
import { DeckItem } from "./deck-item.tsx";
import { DeckListSkeleton } from "./deck-list-skeleton.tsx";
import { DeleteDeckDialog } from "./delete-deck-dialog.tsx";
import { NEW_DECK_INPUT_ID } from "./new-deck-form.tsx";

export function DeckList({ layout }: { layout: DeckLayout }) {
  const decks = useDecks();
  const [deckToDelete, setDeckToDelete] = useState<TGroup | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The deck being deleted and where it was, so focus lands on its neighbour instead of <body>.
  const deleting = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const pending = deleting.current;
    if (!pending || !decks.data) return;
    deleting.current = null;
    // Still listed: the delete failed (the dialog says why), so focus stays where it is.
    if (decks.data.some((deck) => deck.id === pending.id)) return;
    const index = pending.index;
    const titles = listRef.current?.querySelectorAll<HTMLElement>(".deck-title");
    const target = titles && titles.length > 0 ? titles[Math.min(index, titles.length - 1)] : document.getElementById(NEW_DECK_INPUT_ID);
    target?.focus();
  }, [decks.data]);

  if (decks.isPending) return <DeckListSkeleton layout={layout} />;
  if (decks.isError) {
    return (
      <Alert action={{ label: "Try again", onClick: () => void decks.refetch() }}>
        Could not load your decks. {errorMessage(decks.error)}
      </Alert>
    );
  }
  if (decks.data.length === 0) {
    return (
      <div className="empty-state">
        <h2>No decks yet — create your first one</h2>
        <p className="muted">Give it a title above, or leave it blank, and press “New deck”.</p>
      </div>
    );
  }

  return (
    <>
      <ul ref={listRef} className={`deck-list ${layout}`} aria-label="Your decks">
        {decks.data.map((deck) => (
          <DeckItem key={deck.id} deck={deck} onRequestDelete={setDeckToDelete} />
        ))}
      </ul>
      <DeleteDeckDialog
        deck={deckToDelete}
        onClose={() => setDeckToDelete(null)}
        onConfirm={(deck) => {
          deleting.current = { id: deck.id, index: decks.data.findIndex((item) => item.id === deck.id) };
        }}
        onDeleted={() => setDeckToDelete(null)}
      />
    </>
  );
}
