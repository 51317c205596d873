import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { Skeleton } from "@/components/skeleton.tsx";

/** The chart blocks the view will show. */
const CHART_BLOCKS = 4;

/**
 * The statistics view while its figures (or its code) load: the heading at
 * once, grey blocks where the charts go. Light on purpose (no chart code), so a
 * route can show it as the Suspense fallback of the lazily loaded view.
 */
export function StatisticsSkeleton() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} aria-busy="true" gap="md">
      <Title order={2} id={headingId}>
        Statistics
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Skeleton width="10rem" height="1.1rem" />
          <Skeleton height="7.5rem" />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: CHART_BLOCKS }, (_, index) => (
          <Paper key={index} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton width="8rem" height="1.1rem" />
              <Skeleton height="12rem" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
