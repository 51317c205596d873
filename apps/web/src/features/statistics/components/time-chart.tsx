import { BarChart } from "@mantine/charts";
import type { TStudyStats } from "@mnemo/api-contract";
import { useMemo } from "react";
import { TIME_DAY_COUNT, timeSeries } from "../utils/daily-series.ts";
import { formatDay, formatDuration, formatNumber } from "../utils/stats-format.ts";
import { StatsPanel } from "./stats-panel.tsx";

/** Minutes spent studying on each of the last 30 days. */
export function TimeChart({ days, today, totalMs }: { days: TStudyStats["days"]; today: string; totalMs: number }) {
  const data = useMemo(
    () => timeSeries(days, today).map((point) => ({ label: formatDay(point.day), minutes: point.value })),
    [days, today],
  );
  const recentMinutes = data.reduce((sum, point) => sum + point.minutes, 0);
  return (
    <StatsPanel
      title="Time spent"
      summary={`${formatDuration(recentMinutes * 60_000)} in the last ${TIME_DAY_COUNT} days; ${formatDuration(totalMs)} in the last year.`}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        series={[{ name: "minutes", label: "Minutes", color: "grape.6" }]}
        valueFormatter={(value) => `${formatNumber(value, 1)} min`}
        yAxisProps={{ width: 56 }}
        xAxisProps={{ minTickGap: 12 }}
        tickLine="y"
      />
    </StatsPanel>
  );
}
