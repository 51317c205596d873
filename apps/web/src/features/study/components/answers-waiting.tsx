import { Alert, Button, Group, Text } from "@mantine/core";
import { formatCount } from "@/lib/format-count.ts";
import { useOnline } from "@/lib/use-online.ts";

type AnswersWaitingProps = {
  /** Answers not saved yet: this session's failed ones and an earlier visit's. */
  count: number;
  onRetry: () => void;
};

/** How many answers wait to reach the server, and why: offline (they go by themselves when it returns), or the send failed (try again). */
export function AnswersWaiting({ count, onRetry }: AnswersWaitingProps) {
  const online = useOnline();
  if (count === 0) return null;
  const answers = formatCount(count, "answer");
  return (
    <Alert
      color={online ? "orange" : "gray"}
      variant="light"
      title={online ? "Some answers are not saved yet" : "You are offline"}
      data-testid="answers-waiting"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {online
            ? `${answers} could not reach Mnemo yet. You can keep studying.`
            : `${answers} waiting: kept in this browser and sent when the connection returns. You can keep studying.`}
        </Text>
        {online ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            Send again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
