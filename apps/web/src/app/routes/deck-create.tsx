import { GROUP_NOT_FOUND, type TNote } from "@mnemo/api-contract";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Alert } from "../../components/alert.tsx";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { Skeleton } from "../../components/skeleton.tsx";
import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";
import { CardItem } from "../../features/cards/components/card-item.tsx";
import { useDeck } from "../../features/decks/api/use-decks.ts";
import { errorMessage } from "../../lib/error-info.ts";
import { formatCount } from "../../lib/format-count.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { paths } from "../paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

/** Opened right after a deck is created: write cards into it by hand. */
export function DeckCreateRoute() {
  const { deckId } = useParams();
  if (!isUuid(deckId)) return <NotFoundRoute />;
  return <DeckCreatePage key={deckId} deckId={deckId} />;
}

function DeckCreatePage({ deckId }: { deckId: string }) {
  const deck = useDeck(deckId);
  // Cards written during this visit; the deck page lists all of them.
  const [added, setAdded] = useState<TNote[]>([]);
  usePageTitle(deck.data ? `Add cards: ${deck.data.title}` : deck.data === null ? "Deck not found" : "Add cards");

  if (deck.isPending) return <Skeleton width="40%" height="2rem" />;
  if (deck.isError) {
    return (
      <Alert action={{ label: "Try again", onClick: () => void deck.refetch() }}>
        Could not load this deck. {errorMessage(deck.error)}
      </Alert>
    );
  }
  if (!deck.data) return <ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />;

  return (
    <section className="stack-lg">
      <Link className="back-link" to={paths.decks.getHref()}>
        ← All decks
      </Link>
      <div className="page-header">
        <div>
          <p className="eyebrow">Add cards to</p>
          <h1 tabIndex={-1}>{deck.data.title}</h1>
        </div>
        <Link className="button" to={paths.deck.getHref(deckId)}>
          Done — view deck
        </Link>
      </div>
      <AddCardForm deckId={deckId} onAdded={(note) => setAdded((current) => [...current, note])} />
      <section aria-labelledby="added-heading" className="stack">
        <h2 id="added-heading">Added just now</h2>
        <p className="muted" role="status">
          {added.length === 0 ? "Cards you add appear here." : `${formatCount(added.length, "card")} added.`}
        </p>
        {added.length > 0 ? (
          <ol className="card-list">
            {added.map((note, index) => (
              <CardItem key={note.id} note={note} index={index} />
            ))}
          </ol>
        ) : null}
      </section>
    </section>
  );
}
