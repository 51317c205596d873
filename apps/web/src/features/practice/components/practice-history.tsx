import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId, useMemo } from "react";
import { usePracticeHistory } from "../api/use-practice-history.ts";
import { historySeries } from "../utils/history-series.ts";
import { PracticeHistoryChart } from "./practice-history-chart.tsx";

type PracticeHistoryProps = {
  groupId: string;
  /** Names the deck in the heading where several decks show theirs (a test's results). */
  deckTitle?: string;
  /** Said when the deck has no test yet; nothing is shown when left out. */
  empty?: string;
};

/** A deck's practice tests: the score over time (practice.history, the latest page of attempts). */
export function PracticeHistory({ groupId, deckTitle, empty }: PracticeHistoryProps) {
  const history = usePracticeHistory(groupId);
  const headingId = useId();
  const points = useMemo(() => historySeries(history.data?.attempts ?? []), [history.data]);
  if (history.isPending) return <Skeleton height={120} radius="md" aria-label="Loading your practice tests" />;
  // The history is an aside: a failure to load it leaves the page as it was.
  if (history.isError || (points.length === 0 && !empty)) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="practice-history">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {deckTitle ? `Practice tests: ${deckTitle}` : "Practice tests"}
          </Title>
          {points.length > 0 ? (
            <Text size="sm" c="dimmed">
              Latest {points.at(-1)!.percent}%
            </Text>
          ) : null}
        </Group>
        {points.length > 0 ? (
          <PracticeHistoryChart points={points} />
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
