import { Stack } from "@mantine/core";
import { useDeckOptions } from "../api/use-note-search.ts";
import { useNoteFilters } from "../hooks/use-note-filters.ts";
import { NoteFiltersBar } from "./note-filters-bar.tsx";
import { NoteResults } from "./note-results.tsx";
import "./notes.css";

/** The signed-in notes page: filters kept in the URL, and the matching cards. */
export function NotesSearch() {
  const { filters, draft, setDraft, submitDraft, setDeck, setType, clearAll } = useNoteFilters();
  const decks = useDeckOptions();
  return (
    <Stack gap="lg">
      <NoteFiltersBar
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={submitDraft}
        deck={filters.deck}
        onDeckChange={setDeck}
        decks={decks.data}
        type={filters.type}
        onTypeChange={setType}
      />
      <NoteResults filters={filters} onClearFilters={clearAll} onShowAllDecks={() => setDeck(null)} />
    </Stack>
  );
}
