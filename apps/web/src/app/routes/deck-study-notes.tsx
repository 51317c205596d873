import { Select, Stack } from "@mantine/core";
import { useState } from "react";
import { StudyNotesPanel } from "../../features/study-notes/components/study-notes-panel.tsx";

/**
 * The deck page's "Study notes" tab: the notes of the source its cards were
 * made from, with a choice when there are several (docs/study-notes.md).
 */
export function DeckStudyNotes({ sources }: { sources: readonly { id: string; title: string }[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const sourceId = sources.some((source) => source.id === chosen) ? chosen! : sources[0]?.id;
  if (!sourceId) return null;
  return (
    <Stack gap="md">
      {sources.length > 1 ? (
        <Select
          label="Notes of"
          data={sources.map((source) => ({ value: source.id, label: source.title }))}
          value={sourceId}
          onChange={setChosen}
          allowDeselect={false}
          maw={480}
        />
      ) : null}
      <StudyNotesPanel key={sourceId} sourceId={sourceId} />
    </Stack>
  );
}
