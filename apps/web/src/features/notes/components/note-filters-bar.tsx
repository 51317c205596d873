import { CloseButton, Grid, Paper } from "@mantine/core";
import { NOTE_TYPES, MAX_SEARCH_QUERY, type TNoteType } from "@mnemo/api-contract";
import { IconSearch } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { FloatingSelect, FloatingTextInput } from "@/components/floating-fields.tsx";
import { CARD_TYPE_SHORT_LABELS } from "@/components/card-type-badge.tsx";
import { isNoteType } from "../utils/note-filters.ts";

/** The selects always hold a value, so "All …" reads as a choice rather than an empty field. */
const ALL = "all";
const TYPE_OPTIONS = [
  { value: ALL, label: "All types" },
  ...NOTE_TYPES.map((type) => ({ value: type, label: CARD_TYPE_SHORT_LABELS[type] })),
];

type NoteFiltersBarProps = {
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmit: () => void;
  deck: string | null;
  onDeckChange: (deck: string | null) => void;
  decks: { value: string; label: string }[] | undefined;
  type: TNoteType | null;
  onTypeChange: (type: TNoteType | null) => void;
};

export function NoteFiltersBar({ draft, onDraftChange, onSubmit, deck, onDeckChange, decks, type, onTypeChange }: NoteFiltersBarProps) {
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const deckOptions = [{ value: ALL, label: decks ? "All decks" : "All decks (loading…)" }, ...(decks ?? [])];

  return (
    <Paper withBorder radius="md" p="md" pt="xs" component="form" role="search" aria-label="Search your cards" onSubmit={onFormSubmit}>
      <Grid gap="md" align="end">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FloatingTextInput
            type="search"
            label="Search your cards"
            placeholder="Words from the front or back"
            value={draft}
            maxLength={MAX_SEARCH_QUERY}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            leftSection={<IconSearch size={18} stroke={1.7} aria-hidden="true" />}
            rightSection={draft ? <CloseButton aria-label="Clear search" onClick={() => onDraftChange("")} /> : null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <FloatingSelect
            label="Deck"
            data={deckOptions}
            value={deck ?? ALL}
            onChange={(value) => onDeckChange(value && value !== ALL ? value : null)}
            allowDeselect={false}
            searchable={(decks?.length ?? 0) > 8}
            nothingFoundMessage="No deck by that name"
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <FloatingSelect
            label="Card type"
            data={TYPE_OPTIONS}
            value={type ?? ALL}
            onChange={(value) => onTypeChange(isNoteType(value) ? value : null)}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
