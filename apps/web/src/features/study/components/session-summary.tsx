import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths.ts";
import type { TSessionSummary } from "../utils/session-state.ts";
import { formatStudyTime, retentionPercent } from "../utils/study-format.ts";
import classes from "./study.module.css";

type SessionSummaryProps = { summary: TSessionSummary; onRetryUnsaved: () => void };

/** The end of a session: how many cards, how long, and the share answered Good or Easy. */
export function SessionSummary({ summary, onRetryUnsaved }: SessionSummaryProps) {
  const retention = retentionPercent(summary.ratings);
  const isEmpty = summary.studied === 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The card that had focus is gone: the end of the session takes it.
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  return (
    <Stack gap="lg" data-testid="study-summary">
      <Stack gap={4} align="center" ta="center">
        <IconConfetti size={40} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
        <Title order={2} id="session-end-title" tabIndex={-1} ref={titleRef}>
          {isEmpty ? "All caught up" : "Session complete"}
        </Title>
        <Text c="dimmed" maw={480}>
          {isEmpty
            ? "Nothing is due in these decks right now. New cards and reviews arrive when your next study day starts."
            : "Nothing more is due in these decks today. Come back tomorrow for the next reviews."}
        </Text>
      </Stack>
      {isEmpty ? null : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stat label="Cards studied" value={String(summary.studied)} />
          <Stat label="Time spent" value={formatStudyTime(summary.timeMs)} />
          <Stat label="Retention today" value={retention === null ? "–" : `${retention}%`} hint="answered Good or Easy" />
        </SimpleGrid>
      )}
      {summary.unsaved > 0 ? (
        <Alert color="orange" variant="light" title="Some answers are not saved yet">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {summary.unsaved === 1 ? "1 answer" : `${summary.unsaved} answers`} could not reach Mnemo. Check your connection, then try
              again.
            </Text>
            <Button size="xs" variant="default" onClick={onRetryUnsaved}>
              Send again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="center">
        <Button component={Link} to={paths.study.getHref()} size="md">
          Back to Study
        </Button>
        <Button component={Link} to={paths.decks.getHref()} size="md" variant="default">
          Your decks
        </Button>
      </Group>
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.stat}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
