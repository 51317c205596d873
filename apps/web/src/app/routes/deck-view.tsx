import { Button, Group, Skeleton, Stack, Title } from "@mantine/core";
import type { TGroup } from "@mnemo/api-contract";
import { IconSchool } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { CardViewer } from "../../features/cards/components/card-viewer.tsx";
import { EmptyDeck } from "../../features/cards/components/empty-deck.tsx";
import { useDeckCards } from "../../features/decks/hooks/use-deck-cards.ts";
import { useWaitingReview } from "../../features/generation/api/use-waiting-candidates.ts";
import { isPlaygroundDeckId } from "../../lib/playground/playground-deck.ts";
import { paths } from "../../lib/paths.ts";
import { DeckGate } from "./deck-gate.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { BackLink } from "../../components/back-link.tsx";

/** /flashcards/{deckId}/view: one card at a time, full width, no footer. */
export function DeckViewRoute() {
  return (
    <DeckGate title={(deckTitle) => (deckTitle ? `View: ${deckTitle}` : "View Deck")}>{(deck) => <DeckViewPage deck={deck} />}</DeckGate>
  );
}

function DeckViewPage({ deck }: { deck: TGroup }) {
  const notes = useDeckCards(deck.id);
  const isSample = isPlaygroundDeckId(deck.id);
  const waiting = useWaitingReview(deck.id, { enabled: !isSample });
  // The server's count covers pages not loaded yet; once all are in, the loaded cards are the truth.
  const total = notes.hasNextPage ? Math.max(deck.note_count, notes.notes.length) : notes.notes.length;

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <BackLink to={paths.deck.getHref(deck.id)}>Back to the deck</BackLink>
        <Button
          component={Link}
          to={isSample ? paths.studyPlayground.getHref() : paths.studyGroups.getHref([deck.id])}
          variant="default"
          size="xs"
          leftSection={<IconSchool size={16} aria-hidden="true" />}
        >
          Study
        </Button>
      </Group>
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {deck.title}
      </Title>
      {notes.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading cards">
          <Skeleton height={20} width={80} />
          <Skeleton height={320} radius="lg" />
        </Stack>
      ) : notes.error ? (
        <LoadError title="Could not load the cards" error={notes.error} onRetry={notes.refetch} />
      ) : (
        <CardViewer
          notes={notes.notes}
          total={total}
          onNeedMore={notes.fetchNextPage}
          label={`Cards of ${deck.title}`}
          hasPageShortcuts
          minHeight="min(24rem, 60vh)"
          empty={<EmptyDeck createHref={paths.deckCreate.getHref(deck.id)} waiting={waiting} />}
        />
      )}
    </Stack>
  );
}
