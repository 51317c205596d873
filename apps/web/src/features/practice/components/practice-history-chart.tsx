import { Button, Table, Text } from "@mantine/core";
import { IconTable } from "@tabler/icons-react";
import { useId, useState } from "react";
import { durationWords } from "../utils/format-duration.ts";
import { historyDate, historySummary, type THistoryPoint } from "../utils/history-series.ts";
import classes from "./practice-history-chart.module.css";

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 34;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 8;

/**
 * A deck's score over time as a small line (SVG, drawn here: a chart library would weigh more than the page), with
 * its summary as the image's text and every attempt in a table one click away.
 */
export function PracticeHistoryChart({ points }: { points: readonly THistoryPoint[] }) {
  const [isTable, setIsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const x = (index: number) =>
    points.length === 1 ? (LEFT + WIDTH - RIGHT) / 2 : LEFT + (index * (WIDTH - LEFT - RIGHT)) / (points.length - 1);
  const y = (percent: number) => TOP + ((100 - percent) * (HEIGHT - TOP - BOTTOM)) / 100;
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.percent).toFixed(1)}`).join(" ");
  return (
    <div className={classes.chart} data-testid="practice-history-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className={classes.svg}>
        <title id={titleId}>Score over time: {historySummary(points)}</title>
        {[0, 50, 100].map((percent) => (
          <g key={percent}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(percent)} y2={y(percent)} className={classes.grid} />
            <text x={LEFT - 6} y={y(percent)} className={classes.axis} textAnchor="end" dominantBaseline="middle">
              {percent}%
            </text>
          </g>
        ))}
        <path d={line} className={classes.line} />
        {points.map((point, index) => (
          <circle key={point.id} cx={x(index)} cy={y(point.percent)} r={3.5} className={classes.dot} />
        ))}
      </svg>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconTable size={16} aria-hidden="true" />}
        onClick={() => setIsTable((shown) => !shown)}
        aria-expanded={isTable}
        aria-controls={tableId}
      >
        {isTable ? "Hide the table" : "Show as a table"}
      </Button>
      <div id={tableId} hidden={!isTable}>
        {isTable ? (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder fz="sm" data-testid="practice-history-table">
              <Table.Caption>Every test of this deck, oldest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Score</Table.Th>
                  <Table.Th scope="col">Time</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.id}>
                    <Table.Td>{historyDate(point.submittedAt)}</Table.Td>
                    <Table.Td>
                      {point.score} of {point.total} ({point.percent}%)
                    </Table.Td>
                    <Table.Td>{point.durationMs === null ? "–" : durationWords(point.durationMs)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </div>
      <Text size="xs" c="dimmed">
        {historySummary(points)}
      </Text>
    </div>
  );
}
