import { GROUP_NOT_FOUND, type TGroup } from "@mnemo/api-contract";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { Alert } from "../../components/alert.tsx";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { Skeleton } from "../../components/skeleton.tsx";
import { useDeck } from "../../features/decks/api/use-decks.ts";
import { errorMessage } from "../../lib/error-info.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { NotFoundRoute } from "./not-found.tsx";

type DeckGateProps = {
  /** The page title once the deck's title is known (null while loading). */
  title: (deckTitle: string | null) => string;
  /** Renders the page for a loaded deck; return a component, since hooks cannot run here. */
  children: (deck: TGroup) => ReactNode;
};

/**
 * What every /flashcards/{deckId} page does before it has a deck: a URL that
 * cannot hold a deck id fails route validation (the spec's 404), then loading,
 * load errors, and 'Group not found' for a deck that is missing or not yours.
 */
export function DeckGate(props: DeckGateProps) {
  const { deckId } = useParams();
  if (!isUuid(deckId)) return <NotFoundRoute />;
  return <LoadedDeck key={deckId} deckId={deckId} {...props} />;
}

function LoadedDeck({ deckId, title, children }: DeckGateProps & { deckId: string }) {
  const deck = useDeck(deckId);
  usePageTitle(deck.data ? title(deck.data.title) : deck.data === null ? "Deck not found" : title(null));

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
  return children(deck.data);
}
