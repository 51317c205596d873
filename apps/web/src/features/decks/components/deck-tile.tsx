import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { TGroup } from "@mnemo/api-contract";
import { IconCards, IconPlayerPlay } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { deckSizeText } from "@/lib/deck-size.ts";
import type { TDeckLayout } from "../stores/deck-store-state.ts";
import { DeckActionsMenu, type TDeckMenuActions } from "./deck-actions-menu.tsx";
import classes from "./deck-tile.module.css";

type DeckTileProps = TDeckMenuActions & {
  group: TGroup;
  layout: TDeckLayout;
  isActive: boolean;
  isSample: boolean;
  studyHref: string;
};

/** One deck in the grid or the list: title, card count, badges, quick actions and the full menu. */
export function DeckTile({ group, layout, isActive, isSample, studyHref, ...actions }: DeckTileProps) {
  const isList = layout === "layout-list";
  const badges = (
    <>
      {isActive ? (
        <Badge variant="light" size="sm" title="The deck you are working on">
          Active
        </Badge>
      ) : null}
      {isSample ? (
        <Badge variant="light" color="gray" size="sm">
          Sample · this browser only
        </Badge>
      ) : null}
    </>
  );
  const heading = (
    <Title order={2} size={isList ? "h5" : "h4"} lh={1.3}>
      <Link className={classes.title} to={paths.deck.getHref(group.id)}>
        {group.title}
      </Link>
    </Title>
  );
  const count = (
    <Text size="sm" c="dimmed" data-testid="deck-card-count">
      {deckSizeText({ notes: group.note_count, cards: group.card_count })}
    </Text>
  );
  const menu = <DeckActionsMenu group={group} isActive={isActive} studyHref={studyHref} {...actions} />;

  return (
    <li data-deck-id={group.id} data-active={isActive || undefined}>
      <Card withBorder radius="md" padding={isList ? "sm" : "lg"} className={classes.tile} data-active={isActive || undefined}>
        {isList ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                <IconCards size={20} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                {heading}
                <Group gap={6}>
                  {count}
                  {badges}
                </Group>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Button component={Link} to={paths.deckView.getHref(group.id)} variant="subtle" size="xs" visibleFrom="xs">
                View
              </Button>
              {menu}
            </Group>
          </Group>
        ) : (
          <Stack gap="sm" h="100%">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" size={42} radius="md" aria-hidden="true">
                <IconCards size={24} />
              </ThemeIcon>
              {menu}
            </Group>
            <Stack gap={2} style={{ flex: 1 }}>
              {heading}
              {count}
            </Stack>
            <Group gap={6} mih={22}>
              {badges}
            </Group>
            <Group gap="xs" grow>
              <Button component={Link} to={paths.deckView.getHref(group.id)} variant="light" size="xs">
                View cards
              </Button>
              <Button
                component={Link}
                to={studyHref}
                variant="default"
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
              >
                Study
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </li>
  );
}
