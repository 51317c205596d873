import { Anchor, Box, Card, Group, SimpleGrid, Text } from "@mantine/core";
import type { TSearchNote } from "@mnemo/api-contract";
import { IconStack2 } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import { cardFaces } from "@mnemo/api-contract";
import { noteHtmlToText } from "@/lib/note-html.ts";
import { HighlightedText } from "./highlighted-text.tsx";

// The primary shade the theme uses for links is too dark on a dark card.
const DECK_LINK_COLOR = "light-dark(var(--mantine-color-mnemo-7), var(--mantine-color-mnemo-2))";

type NoteResultCardProps = { note: TSearchNote; query: string; index: number };

/** One search result: its deck (a link), its type, and both faces with the search words marked. */
export function NoteResultCard({ note, query, index }: NoteResultCardProps) {
  const faces = cardFaces(note.content);
  // An imported note's HTML is searched and shown as its words.
  const [front, back] = note.format === "html" ? [noteHtmlToText(faces.front), noteHtmlToText(faces.back)] : [faces.front, faces.back];
  const headingId = `note-${note.id}-deck`;
  return (
    // Focusable by script only, so "Load more" can move focus to the first new result.
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      tabIndex={-1}
      data-note-index={index}
      aria-labelledby={headingId}
      className="note-result"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Anchor
          id={headingId}
          component={Link}
          to={paths.deck.getHref(note.group_id)}
          size="sm"
          fw={600}
          c={DECK_LINK_COLOR}
          className="note-result-deck"
        >
          <IconStack2 size={16} stroke={1.7} aria-hidden="true" />
          <span>
            <span className="visually-hidden">Deck: </span>
            {note.group_title}
          </span>
        </Anchor>
        <CardTypeBadge type={note.type} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Box>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            Front
          </Text>
          <Text className="note-result-text">
            <HighlightedText text={front} query={query} />
          </Text>
        </Box>
        <Box className="note-result-back">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            Back
          </Text>
          <Text className="note-result-text">
            <HighlightedText text={back} query={query} />
          </Text>
        </Box>
      </SimpleGrid>
    </Card>
  );
}
