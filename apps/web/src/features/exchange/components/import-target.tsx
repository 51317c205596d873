import { Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import type { TImportPreview } from "@mnemo/api-contract";
import { newDeckTitleHint } from "../utils/import-file.ts";
import type { TTargetDraft } from "../utils/import-target.ts";

export type TImportDeck = { id: string; title: string };

type ImportTargetProps = {
  preview: TImportPreview;
  decks: readonly TImportDeck[];
  draft: TTargetDraft;
  onChange: (draft: TTargetDraft) => void;
  includeProgress: boolean;
  onIncludeProgressChange: (value: boolean) => void;
};

/** Where the cards go (a new deck, titled, or one of the learner's decks) and whether their progress comes along. */
export function ImportTarget({ preview, decks, draft, onChange, includeProgress, onIncludeProgressChange }: ImportTargetProps) {
  const titleHint = newDeckTitleHint(preview, draft.title);
  return (
    <Stack gap="sm">
      {decks.length > 0 ? (
        <SegmentedControl
          aria-label="Import into"
          data={[
            { value: "new", label: "New deck" },
            { value: "existing", label: "Existing deck" },
          ]}
          value={draft.kind}
          onChange={(kind) => onChange({ ...draft, kind: kind as TTargetDraft["kind"] })}
          fullWidth
        />
      ) : null}
      {draft.kind === "new" ? (
        <TextInput
          label="New deck's title"
          placeholder={titleHint.placeholder}
          description={titleHint.hint}
          value={draft.title}
          onChange={(event) => onChange({ ...draft, title: event.currentTarget.value })}
          maxLength={200}
        />
      ) : (
        <Select
          label="Deck"
          placeholder="Choose a deck"
          data={decks.map((deck) => ({ value: deck.id, label: deck.title }))}
          value={draft.groupId}
          onChange={(groupId) => onChange({ ...draft, groupId })}
          searchable
          nothingFoundMessage="No deck has that name"
        />
      )}
      {preview.hasProgress ? (
        <Checkbox
          label="Bring my progress (schedules and review history)"
          description="Cards you studied in Anki keep their due dates; without it, every card starts as new."
          checked={includeProgress}
          onChange={(event) => onIncludeProgressChange(event.currentTarget.checked)}
        />
      ) : null}
      {draft.kind === "existing" && preview.decks.length > 1 ? (
        <Text size="xs" c="dimmed">
          Every card of the file&apos;s {preview.decks.length} decks goes into this one deck.
        </Text>
      ) : null}
    </Stack>
  );
}
