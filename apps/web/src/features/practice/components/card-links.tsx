import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import type { TQuestionCard } from "@mnemo/api-contract";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { SourcePopover } from "@/components/source-popover.tsx";
import { paths } from "@/lib/paths.ts";
import { hasShowableSource } from "@/lib/source-location.ts";
import type { TTestCard } from "../api/use-test-cards.ts";

type CardLinksProps = {
  cards: readonly TQuestionCard[];
  byNote: ReadonlyMap<string, TTestCard>;
  questionNumber: number;
};

/**
 * A result's cards one click away: where each came from (the source popover study shows) and its edit form on the
 * deck page. A matching or ordering question names its cards by number; a card deleted since the test has no links.
 */
export function CardLinks({ cards, byNote, questionNumber }: CardLinksProps) {
  const notes = [...new Set(cards.map((card) => card.noteId))].flatMap((noteId) => byNote.get(noteId) ?? []);
  if (notes.length === 0) return null;
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap" data-testid="practice-card-links">
      {notes.map((note, index) => {
        const label = notes.length === 1 ? `the card of question ${questionNumber}` : `card ${index + 1} of question ${questionNumber}`;
        return (
          <Group key={note.note_id} gap={2} wrap="nowrap">
            {notes.length > 1 ? (
              <Text size="xs" c="dimmed" aria-hidden="true">
                Card {index + 1}
              </Text>
            ) : null}
            {hasShowableSource(note.source) ? <SourcePopover source={note.source} cardLabel={label} /> : null}
            <Tooltip label="Edit card">
              <ActionIcon
                component={Link}
                to={paths.deck.getHref(note.group_id, note.note_id)}
                variant="subtle"
                color="gray"
                aria-label={`Edit ${label}`}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
    </Group>
  );
}
