import { Badge, Card, Group, NavLink, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconLayoutGrid, IconStar } from "@tabler/icons-react";
import { useState } from "react";
import "./gallery.css";

type DemoDeck = { title: string; cards: number; learned: number; isFavourite: boolean; isRecent: boolean };

const DECKS: DemoDeck[] = [
  { title: "Biology — cells", cards: 48, learned: 31, isFavourite: true, isRecent: true },
  { title: "Spanish verbs", cards: 120, learned: 64, isFavourite: true, isRecent: false },
  { title: "World War I", cards: 35, learned: 35, isFavourite: false, isRecent: true },
  { title: "Organic chemistry", cards: 72, learned: 12, isFavourite: false, isRecent: false },
  { title: "Music theory", cards: 24, learned: 3, isFavourite: false, isRecent: true },
  { title: "A very long deck title that has to wrap onto a second line neatly", cards: 9, learned: 0, isFavourite: true, isRecent: false },
  { title: "Statistics", cards: 56, learned: 40, isFavourite: false, isRecent: false },
];

const FILTERS = [
  { id: "all", label: "All decks", icon: IconLayoutGrid, test: () => true },
  { id: "recent", label: "Recent", icon: IconClock, test: (deck: DemoDeck) => deck.isRecent },
  { id: "favourites", label: "Favourites", icon: IconStar, test: (deck: DemoDeck) => deck.isFavourite },
] as const;

/** A sidebar beside a grid of deck tiles: 1 column on phones, 2 on tablets, 3 on laptops, 4 on wide screens. */
export function SidebarGridDemo() {
  const [filterId, setFilterId] = useState<(typeof FILTERS)[number]["id"]>("all");
  const filter = FILTERS.find((candidate) => candidate.id === filterId) ?? FILTERS[0];
  const decks = DECKS.filter(filter.test);
  return (
    <div className="sidebar-grid-demo">
      <Stack component="nav" aria-label="Deck filters" gap={2}>
        {FILTERS.map((item) => (
          <NavLink
            key={item.id}
            component="button"
            type="button"
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.7} aria-hidden="true" />}
            rightSection={
              <Badge size="sm" variant="light" color="gray" component="span">
                {DECKS.filter(item.test).length}
              </Badge>
            }
            active={item.id === filterId}
            aria-current={item.id === filterId ? "true" : undefined}
            onClick={() => setFilterId(item.id)}
          />
        ))}
      </Stack>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {filter.label}: {decks.length} {decks.length === 1 ? "deck" : "decks"}
        </Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          spacing="md"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {decks.map((deck) => {
            const percent = Math.round((deck.learned / deck.cards) * 100);
            return (
              <Card key={deck.title} component="li" withBorder radius="md" padding="md" data-testid="deck-tile">
                <Stack gap="xs" h="100%">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
                      {deck.title}
                    </Title>
                    {deck.isFavourite ? (
                      <IconStar size={16} aria-label="Favourite" color="var(--mantine-color-yellow-6)" style={{ flexShrink: 0 }} />
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {deck.cards} cards · {percent}% learned
                  </Text>
                  <Progress value={percent} size="sm" mt="auto" aria-label={`${deck.title}: ${percent}% learned`} />
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </div>
  );
}
