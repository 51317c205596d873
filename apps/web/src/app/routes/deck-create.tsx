import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TGroup, TNote } from "@mnemo/api-contract";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CardListItem } from "../../features/cards/components/card-list-item.tsx";
import classes from "../../features/cards/components/card-list.module.css";
import { GenerateComingSoon } from "../../features/cards/components/generate-coming-soon.tsx";
import { ManualCardForm } from "../../features/cards/components/manual-card-form.tsx";
import { useCardActions } from "../../features/decks/hooks/use-card-actions.ts";
import { formatCount } from "../../lib/format-count.ts";
import { paths } from "../paths.ts";
import { DeckGate } from "./deck-gate.tsx";

/** Opened right after a deck is created: write cards into it now; generation arrives later. */
export function DeckCreateRoute() {
  return (
    <DeckGate title={(deckTitle) => (deckTitle ? `Add cards: ${deckTitle}` : "Add Cards")}>
      {(deck) => <DeckCreatePage deck={deck} />}
    </DeckGate>
  );
}

function DeckCreatePage({ deck }: { deck: TGroup }) {
  const actions = useCardActions(deck.id);
  // Cards written during this visit, newest first; the deck page lists all of them.
  const [added, setAdded] = useState<TNote[]>([]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.decks.getHref()} size="sm" style={{ alignSelf: "flex-start" }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          All decks
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
            Add cards to
          </Text>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {deck.title}
          </Title>
        </Stack>
        <Button component={Link} to={paths.deck.getHref(deck.id)} variant="default">
          Done — view deck
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="write-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="write-heading">
                Write a card
              </Title>
              <ManualCardForm
                autoFocus
                onSubmit={async (fields) => {
                  const note = await actions.addCard(fields);
                  setAdded((current) => [note, ...current]);
                }}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <GenerateComingSoon />
        </Grid.Col>
      </Grid>

      <Stack component="section" gap="sm" aria-labelledby="added-heading">
        <Title order={2} size="h4" id="added-heading">
          Added just now
        </Title>
        <Text size="sm" c="dimmed" role="status">
          {added.length === 0 ? "Cards you add appear here." : `${formatCount(added.length, "card")} added.`}
        </Text>
        {added.length > 0 ? (
          <ol className={classes.list} aria-label="Cards added just now">
            {added.map((note, index) => (
              <CardListItem key={note.id} note={note} index={added.length - 1 - index} showAnswer />
            ))}
          </ol>
        ) : null}
      </Stack>
    </Stack>
  );
}
