import { BarChart } from "@mantine/charts";
import type { TStudyStats } from "@mnemo/api-contract";
import { useMemo } from "react";
import { TIME_DAY_COUNT, timeSeries } from "../utils/daily-series.ts";
import { formatDay, formatDuration, formatNumber, timeUnitFor } from "../utils/stats-format.ts";
import { StatsPanel } from "./stats-panel.tsx";

/** Time spent studying on each of the last 30 days, in the unit that reads best (seconds, minutes or hours). */
export function TimeChart({ days, today, totalMs }: { days: TStudyStats["days"]; today: string; totalMs: number }) {
  const series = useMemo(() => timeSeries(days, today), [days, today]);
  const recentMinutes = series.reduce((sum, point) => sum + point.value, 0);
  const unit = timeUnitFor(Math.max(0, ...series.map((point) => point.value)));
  const data = series.map((point) => ({ label: formatDay(point.day), time: point.value * unit.perMinute }));
  return (
    <StatsPanel
      title="Time spent"
      summary={`${formatDuration(recentMinutes * 60_000)} in the last ${TIME_DAY_COUNT} days; ${formatDuration(totalMs)} in the last year.`}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        series={[
          { name: "time", label: unit.name === "seconds" ? "Seconds" : unit.name === "hours" ? "Hours" : "Minutes", color: "grape.6" },
        ]}
        valueFormatter={(value) => `${formatNumber(value, unit.name === "hours" ? 1 : 0)} ${unit.short}`}
        yAxisProps={{ width: 56, allowDecimals: unit.name === "hours" }}
        xAxisProps={{ minTickGap: 12 }}
        tickLine="y"
      />
    </StatsPanel>
  );
}
