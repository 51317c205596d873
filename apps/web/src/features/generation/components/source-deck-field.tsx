import { Select, Stack, TextInput } from "@mantine/core";
import { MAX_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";

/** The select's value for "a new deck" (deck ids are UUIDs, so it cannot clash). */
export const NEW_DECK_VALUE = "new";

type SourceDeckFieldProps = {
  decks: readonly Pick<TGroup, "id" | "title">[];
  /** A deck's id, NEW_DECK_VALUE, or null before the learner chose. */
  value: string | null;
  onChange: (value: string) => void;
  newTitle: string;
  onNewTitleChange: (title: string) => void;
  disabled?: boolean;
};

/** Which deck the cards go to: one of the learner's, or a new one named after the source (its name editable). */
export function SourceDeckField({ decks, value, onChange, newTitle, onNewTitleChange, disabled = false }: SourceDeckFieldProps) {
  const data = [{ value: NEW_DECK_VALUE, label: "A new deck" }, ...decks.map((deck) => ({ value: deck.id, label: deck.title }))];
  return (
    <Stack gap="xs">
      <Select
        label="Deck"
        description="Where the new cards go."
        placeholder="Choose a deck"
        data={data}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        searchable={decks.length > 8}
        nothingFoundMessage="No deck by that name"
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-testid="source-cards-deck"
      />
      {value === NEW_DECK_VALUE ? (
        <TextInput
          label="New deck's name"
          value={newTitle}
          onChange={(event) => onNewTitleChange(event.currentTarget.value)}
          maxLength={MAX_GROUP_TITLE}
          autoComplete="off"
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
