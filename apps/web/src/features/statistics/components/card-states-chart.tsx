import { DonutChart } from "@mantine/charts";
import type { TStudyStats } from "@mnemo/api-contract";
import { Group, Stack, Text } from "@mantine/core";
import { cardStateSlices } from "../utils/card-state-slices.ts";
import { formatNumber, formatPercent } from "../utils/stats-format.ts";
import classes from "./statistics.module.css";
import { StatsPanel } from "./stats-panel.tsx";

/** Cards by state as a donut, with a legend that carries every figure in words. */
export function CardStatesChart({ states, total }: { states: TStudyStats["states"]; total: number }) {
  const slices = cardStateSlices(states);
  return (
    <StatsPanel title="Cards by state" summary={`${formatNumber(total)} ${total === 1 ? "card" : "cards"} in all.`}>
      <Group align="center" gap="lg" wrap="wrap">
        {total > 0 ? (
          <DonutChart
            size={150}
            thickness={24}
            aria-hidden="true"
            // The legend beside it says every figure, so the donut is hidden from assistive tech and must not take focus:
            // recharts 3 makes a Pie focusable (tabindex 0) even without its accessibility layer.
            accessibilityLayer={false}
            pieProps={{ rootTabIndex: -1 }}
            withTooltip={false}
            chartLabel={formatNumber(total)}
            data={slices
              .filter((slice) => slice.value > 0)
              .map((slice) => ({ name: slice.label, value: slice.value, color: `${slice.color}.6` }))}
          />
        ) : null}
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} aria-label="Cards by state">
          {slices.map((slice) => (
            <Group component="li" key={slice.state} gap="xs" wrap="nowrap" data-state={slice.state}>
              <span className={classes.swatch} style={{ background: `var(--mantine-color-${slice.color}-6)` }} aria-hidden="true" />
              <Text size="sm" miw="6rem">
                {slice.label}
              </Text>
              <Text size="sm" fw={600} className={classes.table} data-testid="state-count">
                {formatNumber(slice.value)}
              </Text>
              <Text size="xs" c="dimmed">
                {total > 0 ? formatPercent(slice.share) : ""}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </StatsPanel>
  );
}
