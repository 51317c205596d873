import { Select } from "@mantine/core";
import { useDeckChoices } from "../api/use-diagram-choices.ts";

type DeckChoiceSelectProps = { value: string | null; onChange: (deckId: string | null) => void; enabled?: boolean; "data-testid"?: string };

/** The learner's decks to put cards in (diagram cards, cards from a branch): searchable once there are many. */
export function DeckChoiceSelect({ value, onChange, enabled = true, "data-testid": testId }: DeckChoiceSelectProps) {
  const decks = useDeckChoices({ enabled });
  return (
    <Select
      label="Deck"
      placeholder={decks.isPending ? "Loading your decks…" : "Choose a deck"}
      data={(decks.data ?? []).map((deck) => ({ value: deck.id, label: deck.title }))}
      value={value}
      onChange={onChange}
      searchable={(decks.data?.length ?? 0) > 8}
      nothingFoundMessage="No deck by that name"
      comboboxProps={{ withinPortal: true }}
      style={{ flex: "1 1 12rem", minWidth: 0 }}
      data-testid={testId}
    />
  );
}
