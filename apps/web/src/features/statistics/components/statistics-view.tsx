import "@mantine/charts/styles.css";
import type { TStudyStats } from "@mnemo/api-contract";
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChartHistogram } from "@tabler/icons-react";
import { useId, useMemo } from "react";
import { LoadError } from "@/components/load-error.tsx";
import { useDeckList } from "../api/use-deck-list.ts";
import { useStudyStats } from "../api/use-study-stats.ts";
import { HEATMAP_DAY_COUNT } from "../utils/heatmap-grid.ts";
import { studySummary } from "../utils/study-summary.ts";
import { todayKey } from "../utils/today-key.ts";
import { CardStatesChart } from "./card-states-chart.tsx";
import { DueChart } from "./due-chart.tsx";
import { RetentionChart } from "./retention-chart.tsx";
import { ReviewHeatmap } from "./review-heatmap.tsx";
import { StatisticsSkeleton } from "./statistics-skeleton.tsx";
import { StatsPanel } from "./stats-panel.tsx";
import { StudySummaryTiles } from "./study-summary-tiles.tsx";
import { TimeChart } from "./time-chart.tsx";

/** The empty state's words (issue 17). */
export const NO_REVIEWS_TEXT = "No reviews yet: study a few cards and your progress shows here";

/**
 * The statistics of some decks, or of all when `groupIds` is empty: reviews
 * per day over the last year, streaks, cards due, true retention, cards by
 * state and time spent. Heavy (the charts): load this module lazily, as
 * `React.lazy(() => import(...))`, with `StatisticsSkeleton` as the fallback.
 */
export function StatisticsView({ groupIds, onDecksChange }: StatisticsViewProps) {
  const query = useStudyStats(groupIds);
  const headingId = useId();
  if (query.isPending) return <StatisticsSkeleton />;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" data-testid="statistics" aria-busy={query.isPlaceholderData}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} id={headingId}>
          Statistics
        </Title>
        {onDecksChange ? <DeckPicker groupIds={groupIds} onChange={onDecksChange} /> : null}
      </Group>
      {query.isError ? (
        <LoadError title="Could not load your statistics" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StatisticsBody stats={query.data} />
      )}
    </Stack>
  );
}

type StatisticsViewProps = {
  groupIds: string[];
  /** Offer a choice of deck (all, or one): the route keeps the choice, in the URL. */
  onDecksChange?: (groupIds: string[]) => void;
};

const ALL_DECKS = "";

/** All decks, or one: a native select, light and keyboard-friendly. */
function DeckPicker({ groupIds, onChange }: { groupIds: string[]; onChange: (groupIds: string[]) => void }) {
  const decks = useDeckList();
  const options = [{ value: ALL_DECKS, label: "All decks" }, ...(decks.data ?? []).map((deck) => ({ value: deck.id, label: deck.title }))];
  const value = groupIds.length === 1 ? groupIds[0]! : ALL_DECKS;
  // A deck not (yet) listed still shows as chosen.
  if (value !== ALL_DECKS && !options.some((option) => option.value === value)) options.push({ value, label: "This deck" });
  return (
    <NativeSelect
      label="Decks"
      size="sm"
      w={{ base: "100%", xs: 240 }}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value === ALL_DECKS ? [] : [event.currentTarget.value])}
      data-testid="statistics-decks"
    />
  );
}

function StatisticsBody({ stats }: { stats: TStudyStats }) {
  const today = todayKey(stats.time_zone);
  const summary = useMemo(() => studySummary(stats.days, today), [stats.days, today]);

  if (stats.totals.reviews === 0) {
    return (
      <>
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs" ta="center">
            <IconChartHistogram size={32} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text>{NO_REVIEWS_TEXT}</Text>
          </Stack>
        </Paper>
        {stats.totals.cards > 0 ? <CardStatesChart states={stats.states} total={stats.totals.cards} /> : null}
      </>
    );
  }

  return (
    <>
      <StatsPanel title="Reviews per day">
        <ReviewHeatmap days={stats.days} today={today} summary={summary} />
      </StatsPanel>
      <StudySummaryTiles summary={summary} dayCount={HEATMAP_DAY_COUNT} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DueChart due={stats.due} today={today} />
        <CardStatesChart states={stats.states} total={stats.totals.cards} />
        <RetentionChart retention={stats.retention} />
        <TimeChart days={stats.days} today={today} totalMs={stats.totals.time_ms} />
      </SimpleGrid>
    </>
  );
}
