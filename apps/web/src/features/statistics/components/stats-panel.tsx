import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

type StatsPanelProps = {
  title: string;
  /** One line a person reads before (or instead of) the chart: the figure that matters. */
  summary?: ReactNode;
  children: ReactNode;
};

/** One block of the statistics view: a heading, its headline and a chart. */
export function StatsPanel({ title, summary, children }: StatsPanelProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {summary ? (
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
