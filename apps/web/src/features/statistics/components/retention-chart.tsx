import { LineChart } from "@mantine/charts";
import type { TStudyStats } from "@mnemo/api-contract";
import { useMemo } from "react";
import { overallRetention, retentionSeries } from "../utils/retention-series.ts";
import { formatMonth, formatNumber } from "../utils/stats-format.ts";
import { StatsPanel } from "./stats-panel.tsx";

const percent = (value: number) => `${formatNumber(value, 1)}%`;

/**
 * True retention by month: of the reviews of cards already in review, the
 * share answered Hard, Good or Easy; young cards (interval under 21 days) and
 * mature ones apart. Renders nothing until there is such a review.
 */
export function RetentionChart({ retention }: { retention: TStudyStats["retention"] }) {
  const data = useMemo(() => retentionSeries(retention).map((point) => ({ ...point, label: formatMonth(point.month) })), [retention]);
  if (data.length === 0) return null;
  const overall = overallRetention(retention);
  return (
    <StatsPanel
      title="True retention"
      summary={`${overall === null ? "" : `${percent(overall)} of reviews passed over the year. `}Young cards: interval under 21 days; mature: 21 days or more.`}
    >
      <LineChart
        h={220}
        data={data}
        dataKey="label"
        series={[
          { name: "young", label: "Young", color: "teal.6" },
          { name: "mature", label: "Mature", color: "indigo.6" },
        ]}
        connectNulls
        withLegend
        unit="%"
        valueFormatter={percent}
        yAxisProps={{ domain: [0, 100], width: 48 }}
        tickLine="y"
      />
    </StatsPanel>
  );
}
