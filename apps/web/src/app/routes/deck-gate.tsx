import { Skeleton, Stack } from "@mantine/core";
import { GROUP_NOT_FOUND, type TGroup } from "@mnemo/api-contract";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { findGroup, useDeckStore, type TDeckStore } from "../../features/decks/hooks/use-deck-store.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { NotFoundRoute } from "./not-found.tsx";
import { LoadError } from "../../components/load-error.tsx";

type DeckGateProps = {
  /** The page title once the deck's title is known (null while loading). */
  title: (deckTitle: string | null) => string;
  /** Renders the page for a loaded deck; return a component, since hooks cannot run here. */
  children: (deck: TGroup, store: TDeckStore) => ReactNode;
};

/**
 * What every /flashcards/{deckId} page does before it has a deck: a URL that
 * cannot hold a deck id fails route validation (docs/product.md's 404), then loading,
 * load errors, and 'Group not found' for a deck that is missing or not yours.
 * Visitors have exactly one deck, the playground's sample.
 */
export function DeckGate(props: DeckGateProps) {
  const { deckId } = useParams();
  if (!isUuid(deckId)) return <NotFoundRoute />;
  return <LoadedDeck key={deckId} deckId={deckId} {...props} />;
}

function LoadedDeck({ deckId, title, children }: DeckGateProps & { deckId: string }) {
  const store = useDeckStore();
  const deck = findGroup(store.groups, deckId);
  usePageTitle(deck ? title(deck.title) : deck === null && !store.error ? "Deck not found" : title(null));

  if (store.isLoading) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading deck">
        <Skeleton height={36} width="45%" radius="md" />
        <Skeleton height={16} width="20%" radius="md" />
        <Skeleton height={160} mt="md" radius="md" />
      </Stack>
    );
  }
  if (store.error || deck === undefined) {
    return <LoadError title="Could not load this deck" error={store.error} onRetry={store.retry} />;
  }
  if (deck === null) return <ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />;
  return children(deck, store);
}
