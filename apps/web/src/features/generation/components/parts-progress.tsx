import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatCount } from "@/lib/format-count.ts";
import type { TPartRun } from "../hooks/use-parted-generation.ts";
import { cardsMade } from "../utils/job-status.ts";

const runCardsMade = (run: TPartRun) => run.jobs.reduce((sum, job) => sum + cardsMade(job), 0);

/** Where a run of parts is ("Part 2 of 3"), and, if it stopped, what was kept and why the rest was not made. */
export function PartsProgress({ run, onResume, disabled }: { run: TPartRun; onResume: () => void; disabled: boolean }) {
  const total = run.parts.length;
  if (run.status === "stopped") {
    const made = run.jobs.length;
    return (
      <Alert
        color="orange"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={`Part ${run.index + 1} of ${total} was not made`}
        data-testid="parts-stopped"
      >
        <Stack gap="xs">
          <Text size="sm">{run.failure?.message || "An error occurred while making your flashcards."}</Text>
          <Text size="sm">
            {made > 0
              ? `${made === 1 ? "Part 1 was" : `Parts 1 to ${made} were`} made: ${formatCount(runCardsMade(run), "card")}, waiting for your review.`
              : "No part was made, and nothing was saved."}{" "}
            {total - made === 1 ? "The last part is" : `The other ${total - made} parts are`} still here to make later.
          </Text>
          <Group>
            <Button size="sm" variant="default" onClick={onResume} disabled={disabled}>
              Make the remaining {total - made === 1 ? "part" : `${total - made} parts`}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const finished = run.status === "done" ? total : run.index;
  return (
    <Stack gap={4} data-testid="parts-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {run.status === "done"
            ? `All ${total} parts made: ${formatCount(runCardsMade(run), "card")}`
            : `Part ${run.index + 1} of ${total}`}
        </Text>
        <Text size="sm" c="dimmed">
          {finished} of {total} done
        </Text>
      </Group>
      <Progress value={(finished / total) * 100} size="sm" radius="xl" aria-label="Parts made" />
    </Stack>
  );
}
