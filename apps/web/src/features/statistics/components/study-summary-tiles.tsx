import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatDays, formatNumber, formatPercent } from "../utils/stats-format.ts";
import type { TStudySummary } from "../utils/study-summary.ts";

/** Streaks and averages over the last year, as four figures: two a row on a phone, four on a wider screen. */
export function StudySummaryTiles({ summary, dayCount }: { summary: TStudySummary; dayCount: number }) {
  const tiles = [
    { label: "Current streak", value: formatDays(summary.currentStreak), hint: "Days in a row with a review" },
    { label: "Longest streak", value: formatDays(summary.longestStreak), hint: "In the last year" },
    {
      label: "Daily average",
      value: `${formatNumber(summary.averageOnDaysStudied, 1)} reviews`,
      hint: `On days studied; ${formatNumber(summary.averagePerDay, 1)} over every day`,
    },
    {
      label: "Days studied",
      value: `${formatNumber(summary.daysStudied)} of ${formatNumber(dayCount)}`,
      hint: `${formatPercent(summary.daysStudied / dayCount)} of the last year`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {tile.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {tile.value}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {tile.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
