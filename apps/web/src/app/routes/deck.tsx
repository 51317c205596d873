import { Badge, Button, Group, Stack, Switch, Tabs, Text, Title } from "@mantine/core";
import type { TGroup, TNote } from "@mnemo/api-contract";
import { IconCards, IconChecklist, IconNotes, IconPlus, IconRefresh, IconSchool } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { CardList } from "../../features/cards/components/card-list.tsx";
import { DeleteCardModal } from "../../features/cards/components/delete-card-modal.tsx";
import { EmptyDeck } from "../../features/cards/components/empty-deck.tsx";
import { DeckTitle } from "../../features/decks/components/deck-title.tsx";
import { useCardActions } from "../../features/decks/hooks/use-card-actions.ts";
import type { TDeckStore } from "../../features/decks/hooks/use-deck-store.ts";
import { useDeckCards } from "../../features/decks/hooks/use-deck-cards.ts";
import { useRefreshDecks } from "../../features/decks/hooks/use-refresh-deck.ts";
import { ExportButton } from "../../features/exchange/components/export-button.tsx";
import { ImportButton } from "../../features/exchange/components/import-button.tsx";
import { useDeckSources } from "../../features/sources/api/use-deck-sources.ts";
import { DeckMadeFrom } from "../../features/sources/components/deck-made-from.tsx";
import { CreateFromDeck } from "../../features/diagrams/components/create-from-deck.tsx";
import { WaitingReviewPointer } from "../../features/generation/components/waiting-review-pointer.tsx";
import { useWaitingReview } from "../../features/generation/api/use-waiting-candidates.ts";
import { DeckStudyNotes } from "./deck-study-notes.tsx";
import { PlaygroundBanner } from "../../features/playground/components/playground-banner.tsx";
import { ResetSampleModal } from "../../features/decks/components/reset-sample-modal.tsx";
import { usePlayground } from "../../lib/playground/use-playground.ts";
import { isPlaygroundDeckId } from "../../lib/playground/playground-deck.ts";
import { deckSizeText } from "../../lib/deck-size.ts";
import { paths } from "../../lib/paths.ts";
import { DeckGate } from "./deck-gate.tsx";
import { usePracticeFlags } from "../../features/practice/api/use-practice-flags.ts";
import { PracticeHistory } from "../../features/practice/components/practice-history.tsx";
import { BackLink } from "../../components/back-link.tsx";

export function DeckRoute() {
  return <DeckGate title={(deckTitle) => deckTitle ?? "Deck"}>{(deck, store) => <DeckPage deck={deck} store={store} />}</DeckGate>;
}

function DeckPage({ deck, store }: { deck: TGroup; store: TDeckStore }) {
  const notes = useDeckCards(deck.id);
  const actions = useCardActions(deck.id);
  const refreshDecks = useRefreshDecks();
  const playground = usePlayground();
  const [toDelete, setToDelete] = useState<TNote | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const isSample = isPlaygroundDeckId(deck.id);
  const isActive = store.activeGroup === deck.id;
  const createHref = paths.deckCreate.getHref(deck.id);
  const studyHref = isSample ? paths.studyPlayground.getHref() : paths.studyGroups.getHref([deck.id]);
  // A deck made from documents shows their study notes on a tab of its own (?view=notes, so it can be linked to).
  const sources = useDeckSources(deck.id, { enabled: !isSample }).data ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get("view") === "notes" ? "notes" : "cards";
  // Cards flagged by the learner's practice tests, with the reasons (the sample deck has no tests on the server).
  const flags = usePracticeFlags(deck.id, { enabled: !isSample });
  // An empty deck whose generated cards wait for review points at the review rather than at making cards.
  const waiting = useWaitingReview(deck.id, { enabled: !isSample });
  const editCardId = searchParams.get("edit");
  const setView = (next: "cards" | "notes") =>
    setSearchParams(next === "notes" ? { view: "notes" } : {}, { replace: true, preventScrollReset: true });

  const cardsSection = (
    <>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          Cards
        </Title>
        <Switch
          label="Show answers"
          checked={store.notesVisible}
          onChange={(event) => store.setNotesVisible(event.currentTarget.checked)}
        />
      </Group>
      <CardList
        notes={notes.notes}
        totalCount={deck.note_count}
        itemNoun={deck.card_count === deck.note_count ? "card" : "note"}
        showAnswers={store.notesVisible}
        isPending={notes.isPending}
        error={notes.error}
        onRetry={notes.refetch}
        hasNextPage={notes.hasNextPage}
        isFetchingNextPage={notes.isFetchingNextPage}
        isFetchNextPageError={notes.isFetchNextPageError}
        onLoadMore={notes.fetchNextPage}
        onSave={(note, fields) => actions.updateCard(note.id, fields)}
        onDelete={setToDelete}
        empty={<EmptyDeck createHref={createHref} waiting={waiting} />}
        flags={flags}
        editCardId={editCardId}
      />
    </>
  );

  return (
    <Stack gap="lg">
      <BackLink to={paths.decks.getHref()} style={{ alignSelf: "flex-start" }}>
        All decks
      </BackLink>
      {isSample ? <PlaygroundBanner isPersisted={playground.isPersisted} /> : null}

      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} miw={0}>
          <DeckTitle group={deck} onRename={isSample ? undefined : store.renameGroup} />
          <Group gap="xs">
            <Text c="dimmed" data-testid="deck-card-count">
              {deckSizeText({ notes: deck.note_count, cards: deck.card_count })}
            </Text>
            {isActive ? (
              <Badge variant="light" size="sm">
                Active
              </Badge>
            ) : (
              <Button variant="subtle" size="compact-sm" onClick={() => store.setActiveGroup(deck.id)}>
                Set as active deck
              </Button>
            )}
          </Group>
          <DeckMadeFrom groupId={deck.id} enabled={!isSample} />
          <WaitingReviewPointer groupId={deck.id} enabled={!isSample} />
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={createHref} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Add cards
          </Button>
          <Button
            component={Link}
            to={paths.deckView.getHref(deck.id)}
            variant="light"
            leftSection={<IconCards size={18} aria-hidden="true" />}
          >
            View and flip
          </Button>
          <Button component={Link} to={studyHref} variant="default" leftSection={<IconSchool size={18} aria-hidden="true" />}>
            Study
          </Button>
          <Button
            component={Link}
            to={isSample ? paths.practicePlayground.getHref() : paths.practiceGroups.getHref([deck.id])}
            variant="default"
            leftSection={<IconChecklist size={18} aria-hidden="true" />}
          >
            Practice test
          </Button>
          {isSample ? null : (
            <>
              <ImportButton decks={store.groups ?? [deck]} deckId={deck.id} onImported={(result) => refreshDecks(result.groupIds)} />
              <ExportButton decks={[deck]} deckId={deck.id} />
              <CreateFromDeck groupId={deck.id} deckTitle={deck.title} hasCards={deck.note_count > 0} />
            </>
          )}
        </Group>
      </Group>

      {isSample ? null : <PracticeHistory groupId={deck.id} />}

      {sources.length > 0 ? (
        <Tabs value={view} onChange={(value) => setView(value === "notes" ? "notes" : "cards")} keepMounted={false}>
          <Tabs.List aria-label="Deck">
            <Tabs.Tab value="cards" leftSection={<IconCards size={18} aria-hidden="true" />}>
              Cards
            </Tabs.Tab>
            <Tabs.Tab value="notes" leftSection={<IconNotes size={18} aria-hidden="true" />}>
              Study notes
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cards" pt="lg">
            <Stack gap="lg">{cardsSection}</Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="lg">
            <DeckStudyNotes sources={sources} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        cardsSection
      )}
      {isSample ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => setIsResetOpen(true)}
          style={{ alignSelf: "flex-start" }}
        >
          Reset sample deck
        </Button>
      ) : null}
      <DeleteCardModal note={toDelete} onClose={() => setToDelete(null)} onConfirm={(note) => actions.deleteCard(note.id)} />
      <ResetSampleModal opened={isResetOpen} onClose={() => setIsResetOpen(false)} onReset={playground.resetSample} />
    </Stack>
  );
}
