import { Anchor, Group, Text } from "@mantine/core";
import { IconFileText, IconNotes } from "@tabler/icons-react";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useDeckSources } from "../api/use-deck-sources.ts";

/**
 * "Made from: <source>" on the page of a deck made from sources, each source a link to its text with a "Study notes"
 * link beside it. Nothing at all for a deck written by hand (or while loading: a line is no loss to wait for).
 */
export function DeckMadeFrom({ groupId, enabled = true }: { groupId: string; enabled?: boolean }) {
  const sources = useDeckSources(groupId, { enabled });
  if (!sources.data || sources.data.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="deck-made-from" component="p" m={0}>
      <IconFileText size={16} aria-hidden="true" style={{ color: "var(--mantine-color-dimmed)" }} />
      <Text span size="sm" c="dimmed">
        Made from:
      </Text>
      {sources.data.map((source, index) => (
        <Fragment key={source.id}>
          {index > 0 ? (
            <Text span size="sm" c="dimmed" aria-hidden="true">
              ·
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.source.getHref(source.id)} size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {source.title}
          </Anchor>
          <Anchor component={Link} to={paths.sourceNotes.getHref(source.id)} size="sm" aria-label={`Study notes: ${source.title}`}>
            <Group gap={2} component="span" wrap="nowrap" style={{ display: "inline-flex" }}>
              <IconNotes size={14} aria-hidden="true" />
              Study notes
            </Group>
          </Anchor>
        </Fragment>
      ))}
    </Group>
  );
}
