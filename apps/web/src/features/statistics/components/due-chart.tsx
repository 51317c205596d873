import { BarChart } from "@mantine/charts";
import type { TStudyStats } from "@mnemo/api-contract";
import { Text } from "@mantine/core";
import { useMemo } from "react";
import { dueSeries } from "../utils/daily-series.ts";
import { formatDay, formatNumber } from "../utils/stats-format.ts";
import { StatsPanel } from "./stats-panel.tsx";

const cardsText = (count: number) => `${formatNumber(count)} ${count === 1 ? "card" : "cards"}`;

/** Cards coming due on each of the next 30 days (overdue ones count today). */
export function DueChart({ due, today }: { due: TStudyStats["due"]; today: string }) {
  const data = useMemo(() => dueSeries(due, today).map((point) => ({ label: formatDay(point.day), cards: point.value })), [due, today]);
  const total = data.reduce((sum, point) => sum + point.cards, 0);
  const dueToday = data[0]?.cards ?? 0;
  return (
    <StatsPanel
      title="Due in the next 30 days"
      summary={total === 0 ? "Nothing due in the next 30 days." : `${cardsText(total)} in all; ${cardsText(dueToday)} due today.`}
    >
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          Cards you have studied come back here on the day they are due.
        </Text>
      ) : (
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[{ name: "cards", label: "Cards due", color: "blue.6" }]}
          valueFormatter={(value) => formatNumber(value)}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          xAxisProps={{ minTickGap: 12 }}
          tickLine="y"
        />
      )}
    </StatsPanel>
  );
}
