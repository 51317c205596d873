import { GROUP_NOT_FOUND } from "@mnemo/api-contract";
import { Link, useParams } from "react-router-dom";
import { Alert } from "../../components/alert.tsx";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { Skeleton } from "../../components/skeleton.tsx";
import { CardList } from "../../features/cards/components/card-list.tsx";
import { useDeck } from "../../features/decks/api/use-decks.ts";
import { errorMessage } from "../../lib/error-info.ts";
import { formatCount } from "../../lib/format-count.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { paths } from "../paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

export function DeckRoute() {
  const { deckId } = useParams();
  // A deck URL that cannot hold a deck id fails route validation: the spec's 404.
  if (!isUuid(deckId)) return <NotFoundRoute />;
  return <DeckPage key={deckId} deckId={deckId} />;
}

function DeckPage({ deckId }: { deckId: string }) {
  const deck = useDeck(deckId);
  usePageTitle(deck.data ? deck.data.title : deck.data === null ? "Deck not found" : "Deck");

  if (deck.isPending) {
    return (
      <div role="status" aria-label="Loading deck" className="stack">
        <Skeleton width="40%" height="2rem" />
        <Skeleton width="20%" />
      </div>
    );
  }
  if (deck.isError) {
    return (
      <Alert action={{ label: "Try again", onClick: () => void deck.refetch() }}>
        Could not load this deck. {errorMessage(deck.error)}
      </Alert>
    );
  }
  if (!deck.data) return <ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />;

  const createHref = paths.deckCreate.getHref(deckId);
  return (
    <section className="stack-lg">
      <Link className="back-link" to={paths.decks.getHref()}>
        ← All decks
      </Link>
      <div className="page-header">
        <div>
          <h1 tabIndex={-1}>{deck.data.title}</h1>
          <p className="muted">{formatCount(deck.data.note_count, "card")}</p>
        </div>
        <Link className="button button-primary" to={createHref}>
          Add cards
        </Link>
      </div>
      <CardList
        deckId={deckId}
        totalCount={deck.data.note_count}
        emptyAction={
          <Link className="button button-primary" to={createHref}>
            Add your first card
          </Link>
        }
      />
    </section>
  );
}
