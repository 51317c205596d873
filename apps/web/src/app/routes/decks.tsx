import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconChecklist, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { DeckCollection } from "../../features/decks/components/deck-collection.tsx";
import { LayoutToggle } from "../../features/decks/components/layout-toggle.tsx";
import { NewDeckModal } from "../../features/decks/components/new-deck-modal.tsx";
import { useDeckStore } from "../../features/decks/hooks/use-deck-store.ts";
import { useRefreshDecks } from "../../features/decks/hooks/use-refresh-deck.ts";
import { ExportButton } from "../../features/exchange/components/export-button.tsx";
import { ImportButton } from "../../features/exchange/components/import-button.tsx";
import { PlaygroundBanner } from "../../features/playground/components/playground-banner.tsx";
import { usePlayground } from "../../lib/playground/use-playground.ts";
import { formatCount } from "../../lib/format-count.ts";
import { paths } from "../../lib/paths.ts";

/** /flashcards: the deck list, grid or list, for signed-in users and (the sample deck) visitors. */
export function DecksRoute() {
  const store = useDeckStore();
  const { isPersisted } = usePlayground();
  const [isNewDeckOpen, setIsNewDeckOpen] = useState(false);
  const refreshDecks = useRefreshDecks();
  // Visitors cannot create decks: the store sends them to sign in, and back here afterwards.
  const onNewDeck = () => (store.isPlayground ? void store.createGroup() : setIsNewDeckOpen(true));
  const count = store.groups?.length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1}>Your decks</Title>
          <Text c="dimmed" mih={24} aria-live="polite">
            {count === undefined ? "" : store.isPlayground ? "Your sample deck, ready to try" : formatCount(count, "deck")}
          </Text>
        </Stack>
        <Group gap="sm">
          {/* Not while the session is read: the choice would be remembered for nobody, then reset. */}
          <LayoutToggle layout={store.layout} onChange={store.setLayout} disabled={store.mode === "pending"} />
          {/* Exports and imports are for signed-in decks: the sample deck lives in this browser only. */}
          {store.mode === "signed-in" && store.groups ? (
            <>
              <ImportButton decks={store.groups} onImported={(result) => refreshDecks(result.groupIds)} />
              {store.groups.length > 0 ? <ExportButton decks={store.groups} /> : null}
            </>
          ) : null}
          {/* A test over every deck (visitors: the sample deck's, in this browser); a deck's own is on its page. */}
          {count ? (
            <Button
              component={Link}
              to={store.isPlayground ? paths.practicePlayground.getHref() : paths.practice.getHref()}
              variant="default"
              leftSection={<IconChecklist size={18} aria-hidden="true" />}
            >
              Practice test
            </Button>
          ) : null}
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onNewDeck} disabled={store.mode === "pending"}>
            New deck
          </Button>
        </Group>
      </Group>
      {store.isPlayground ? <PlaygroundBanner isPersisted={isPersisted} /> : null}
      <DeckCollection store={store} onNewDeck={onNewDeck} />
      <NewDeckModal
        opened={isNewDeckOpen}
        onClose={() => setIsNewDeckOpen(false)}
        onCreate={store.createGroup}
        isCreating={store.isCreating}
      />
    </Stack>
  );
}
