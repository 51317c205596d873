import type { TStudyStats } from "@mnemo/api-contract";
import { Group, Stack, Table, Text } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { heatmapGrid, type THeatmapCell } from "../utils/heatmap-grid.ts";
import { formatDays, formatDuration, formatMonth, formatMonthShort, formatNumber, reviewsOnDay } from "../utils/stats-format.ts";
import { monthTotals, type TStudySummary } from "../utils/study-summary.ts";
import classes from "./statistics.module.css";

const CELL = 11;
const STEP = 14;
const LEFT = 30;
const TOP = 16;
/** Every other weekday is labelled, as GitHub does, so the labels stay legible. */
const WEEKDAY_LABELS: [number, string][] = [
  [0, "Mon"],
  [2, "Wed"],
  [4, "Fri"],
];

type ReviewHeatmapProps = { days: TStudyStats["days"]; today: string; summary: TStudySummary };

/**
 * Reviews per day over the last year, GitHub-style: a column per week, Monday
 * at the top. Each day's tooltip is its SVG title ("12 reviews on 3 Nov"); the
 * grid itself is one focusable image whose label says the year in a sentence,
 * and a table by month follows for anyone who cannot see the shades.
 */
export function ReviewHeatmap({ days, today, summary }: ReviewHeatmapProps) {
  const grid = useMemo(() => heatmapGrid(days, today), [days, today]);
  const months = useMemo(() => monthTotals(days), [days]);
  const scrollRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the grid scrolls sideways; the recent weeks matter most, so start at the right.
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [grid]);

  const busiest = grid.weeks
    .flatMap((week) => week.cells)
    .reduce<THeatmapCell | null>((best, cell) => (cell.reviews > (best?.reviews ?? 0) ? cell : best), null);
  const description =
    summary.totalReviews === 0
      ? "Reviews per day over the last year: none yet."
      : `Reviews per day over the last year: ${formatNumber(summary.totalReviews)} reviews on ${formatDays(summary.daysStudied)}.` +
        (busiest ? ` Busiest day: ${reviewsOnDay(busiest.reviews, busiest.key)}.` : "") +
        ` Current streak: ${formatDays(summary.currentStreak)}.`;
  const width = LEFT + grid.weeks.length * STEP;
  const height = TOP + 7 * STEP;

  return (
    <Stack gap="xs">
      <div ref={scrollRef} className={classes.heatmapScroll} tabIndex={0} role="img" aria-label={description} data-testid="review-heatmap">
        <svg
          className={classes.heatmap}
          viewBox={`0 0 ${width} ${height}`}
          // As wide as the panel on a large screen; never smaller than its natural size, so a phone scrolls it.
          style={{ minWidth: width }}
          aria-hidden="true"
        >
          {WEEKDAY_LABELS.map(([weekday, label]) => (
            <text key={label} className={classes.heatmapLabel} x={0} y={TOP + weekday * STEP + CELL - 1}>
              {label}
            </text>
          ))}
          {grid.weeks.map((week, column) => (
            <g key={week.start} transform={`translate(${LEFT + column * STEP} 0)`}>
              {week.monthStart ? (
                <text className={classes.heatmapLabel} x={0} y={TOP - 5}>
                  {formatMonthShort(week.monthStart)}
                </text>
              ) : null}
              {week.cells.map((cell, weekday) =>
                cell.inRange ? (
                  <rect
                    key={cell.key}
                    className={classes.cell}
                    data-level={cell.level}
                    data-day={cell.key}
                    x={0}
                    y={TOP + weekday * STEP}
                    width={CELL}
                    height={CELL}
                    rx={2}
                  >
                    <title>{reviewsOnDay(cell.reviews, cell.key)}</title>
                  </rect>
                ) : null,
              )}
            </g>
          ))}
        </svg>
      </div>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {description}
        </Text>
        <span className={classes.legend} aria-hidden="true">
          <Text span size="xs" c="dimmed" mr={4}>
            Less
          </Text>
          {[0, 1, 2, 3, 4].map((level) => (
            <svg key={level} className={classes.legendSwatch} viewBox="0 0 11 11">
              <rect className={classes.cell} data-level={level} width={11} height={11} rx={2} />
            </svg>
          ))}
          <Text span size="xs" c="dimmed" ml={4}>
            More
          </Text>
        </span>
      </Group>
      {months.length > 0 ? (
        <details>
          <Text component="summary" size="sm" style={{ cursor: "pointer" }}>
            Reviews by month, as a table
          </Text>
          <Table className={classes.table} mt="xs" striped withTableBorder fz="sm" captionSide="top">
            <Table.Caption className="visually-hidden">Reviews, days studied and time spent by month</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">Reviews</Table.Th>
                <Table.Th scope="col">Days studied</Table.Th>
                <Table.Th scope="col">Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row">{formatMonth(month.month)}</Table.Th>
                  <Table.Td>{formatNumber(month.reviews)}</Table.Td>
                  <Table.Td>{formatNumber(month.daysStudied)}</Table.Td>
                  <Table.Td>{formatDuration(month.time_ms)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      ) : null}
    </Stack>
  );
}
