import { Stack, Text, Title } from "@mantine/core";
import type { TNote } from "@mnemo/api-contract";
import { formatCount } from "@/lib/format-count.ts";
import { CardListItem } from "./card-list-item.tsx";
import classes from "./card-list.module.css";

/** Cards written during this visit, newest first, with their answers: the add-cards page's running list. */
export function AddedCards({ notes }: { notes: readonly TNote[] }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="added-heading">
      <Title order={2} size="h4" id="added-heading">
        Added just now
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {notes.length === 0 ? "Cards you write appear here." : `${formatCount(notes.length, "card")} added.`}
      </Text>
      {notes.length > 0 ? (
        <ol className={classes.list} aria-label="Cards added just now">
          {notes.map((note, index) => (
            <CardListItem key={note.id} note={note} index={notes.length - 1 - index} showAnswer />
          ))}
        </ol>
      ) : null}
    </Stack>
  );
}
