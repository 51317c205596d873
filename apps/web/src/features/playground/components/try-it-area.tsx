import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconRefresh } from "@tabler/icons-react";
import type { TNote } from "@mnemo/api-contract";
import { useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE } from "@/lib/playground/playground-deck.ts";

type TryItAreaProps = {
  /** Flips through cards: the cards feature's viewer, passed in by the home route (features never import each other). */
  CardViewer: ComponentType<{ notes: readonly TNote[]; label: string; initialIndex?: number; minHeight?: string; empty?: ReactNode }>;
  /** Writes one card: the cards feature's hand-written card form, passed in the same way. */
  CardForm: ComponentType<{
    columnsFrom: null;
    "aria-label": string;
    onSubmit: (fields: { front: string; back: string }) => Promise<unknown>;
  }>;
};

/**
 * The home page's live demo for visitors: flip through the sample deck and
 * add a card to it, right there. Everything stays in this browser.
 */
export function TryItArea({ CardViewer, CardForm }: TryItAreaProps) {
  const { mode } = useSessionMode();
  const playground = usePlayground();
  // Re-mounting the viewer at a given card is how "show me the card I just added" works.
  const [viewer, setViewer] = useState({ key: 0, startAt: 0 });
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  if (mode === "pending") {
    return (
      <Stack gap="md" role="status" aria-label="Loading the sample deck">
        <Skeleton height={32} width="40%" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (mode !== "playground") return null;

  return (
    <Stack component="section" gap="lg" aria-labelledby="try-it-heading" id="try-it" data-testid="try-it">
      <Stack gap={4}>
        <Title order={2} id="try-it-heading" tabIndex={-1}>
          Try it now, no account needed
        </Title>
        <Text c="dimmed" maw={640}>
          Flip through <strong>{PLAYGROUND_DECK_TITLE}</strong>, a short deck about how memory works, then add a card of your own. It all
          stays in this browser.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <CardViewer
            key={viewer.key}
            initialIndex={viewer.startAt}
            notes={playground.notes}
            label={`${PLAYGROUND_DECK_TITLE}: sample cards`}
            minHeight="16rem"
            empty={
              <Paper withBorder radius="lg" p="xl">
                <Stack gap="sm" align="flex-start">
                  <Text>The sample deck is empty.</Text>
                  <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={playground.resetSample}>
                    Bring the sample cards back
                  </Button>
                </Stack>
              </Paper>
            }
          />
        </div>
        <div>
          <Stack gap="md">
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="add-own-heading">
              <Stack gap="sm">
                <Title order={3} size="h4" id="add-own-heading">
                  Add your own card
                </Title>
                <CardForm
                  columnsFrom={null}
                  aria-label="Add your own card"
                  onSubmit={async (fields) => {
                    playground.addCard(fields);
                    setViewer((current) => ({ key: current.key + 1, startAt: Number.MAX_SAFE_INTEGER }));
                    setLastAdded(fields.front);
                  }}
                />
                <Text size="sm" c="dimmed" role="status">
                  {lastAdded ? `Added “${lastAdded}”: it's the last card in the deck now.` : ""}
                </Text>
              </Stack>
            </Paper>
            <Group gap="lg">
              <Anchor component={Link} to={paths.deck.getHref(PLAYGROUND_DECK_ID)}>
                <Group gap={4} component="span">
                  Open the whole deck
                  <IconArrowRight size={16} aria-hidden="true" />
                </Group>
              </Anchor>
              <Anchor component={Link} to={paths.practicePlayground.getHref()}>
                <Group gap={4} component="span">
                  Take a practice test on it
                  <IconArrowRight size={16} aria-hidden="true" />
                </Group>
              </Anchor>
            </Group>
          </Stack>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
