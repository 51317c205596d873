import { Anchor, Button, Group, Popover, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconFileText, IconQuote } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { sourceLocation, sourceOrigin, sourceViewerHref, type TNoteSource } from "../lib/source-location.ts";
import classes from "./source-popover.module.css";

/** One click from a generated card to where it came from: the file, the page or slide, and the quoted words. */
export function SourcePopover({ source, cardLabel }: { source: TNoteSource; cardLabel: string }) {
  const location = sourceLocation(source);
  const quote = source.quote?.trim();
  const viewerHref = sourceViewerHref(source);
  return (
    <Popover width={360} position="bottom-end" shadow="md" withArrow trapFocus returnFocus closeOnEscape>
      <Popover.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconQuote size={16} aria-hidden="true" />}>
          Source<VisuallyHidden> of {cardLabel.toLowerCase()}</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} aria-label={`Source of ${cardLabel.toLowerCase()}`}>
        <Stack gap="xs">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconFileText size={18} aria-hidden="true" className={classes.icon} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} className={classes.wrap}>
                {sourceOrigin(source)}
              </Text>
              {location ? (
                <Text size="xs" c="dimmed" className={classes.wrap}>
                  {location}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {quote ? (
            <blockquote className={classes.quote}>
              <Text size="sm" className={classes.wrap}>
                {quote}
              </Text>
            </blockquote>
          ) : (
            <Text size="sm" c="dimmed">
              No quote was kept for this card.
            </Text>
          )}
          {viewerHref ? (
            <Anchor component={Link} to={viewerHref} size="sm" style={{ alignSelf: "flex-start" }}>
              <Group gap={4} component="span">
                Open in source
                <IconArrowRight size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
