import { Alert, Badge, Button, Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { formatDuration } from "../utils/format-duration.ts";

type PracticeTimerProps = {
  deadline: string;
  onExtend: (minutes: number) => void;
  onFinish: () => void;
};

const EXTEND_MINUTES = 5;

/** A time limit's countdown. At zero the test waits: the learner adds minutes or finishes (a limit is extendable). */
export function PracticeTimer({ deadline, onExtend, onFinish }: PracticeTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Date.parse(deadline) - now;
  if (left > 0) {
    return (
      <Group gap="xs">
        <Badge variant="light" color={left < 60_000 ? "orange" : "gray"} leftSection={<IconClock size={14} aria-hidden="true" />} size="lg">
          <span aria-label={`Time left: ${formatDuration(left)}`}>{formatDuration(left)}</span>
        </Badge>
        <Button size="compact-sm" variant="subtle" onClick={() => onExtend(EXTEND_MINUTES)}>
          +{EXTEND_MINUTES} min
        </Button>
      </Group>
    );
  }
  return (
    <Alert role="alert" color="orange" variant="light" title="Time is up" w="100%">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Finish now to see your results, or take a few more minutes.</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onExtend(EXTEND_MINUTES)}>
            Add {EXTEND_MINUTES} minutes
          </Button>
          <Button size="xs" onClick={onFinish}>
            Finish the test
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
