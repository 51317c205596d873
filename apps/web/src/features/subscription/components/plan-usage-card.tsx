import { Badge, Card, Group, Progress, Skeleton, Text } from "@mantine/core";
import { formatCount } from "@/lib/format-count.ts";
import type { TPlanSummary } from "../hooks/use-plan-summary.ts";

/** The profile's plan card: the plan, its state when not active, and this month's words used. */
export function PlanUsageCard({ summary }: { summary: TPlanSummary }) {
  const { subscription, planName } = summary;
  const sub = subscription.data?.subscription;
  const usage = subscription.data?.usage;
  return (
    <Card withBorder radius="lg" padding="lg" aria-labelledby="plan-heading">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" id="plan-heading">
            Plan
          </Text>
          {subscription.isPending ? (
            <Skeleton height={24} width={120} mt={4} />
          ) : (
            <Text fw={700} size="lg" data-testid="profile-plan">
              {planName ?? "No plan yet"}
            </Text>
          )}
        </div>
        {sub && sub.status !== "missing" && sub.status !== "active" ? <Badge color="orange">{sub.status.replace("_", " ")}</Badge> : null}
      </Group>
      <Text size="sm" c="dimmed" mt="lg">
        Usage this month
      </Text>
      {usage ? (
        <>
          <Text fw={600} data-testid="profile-usage">
            {formatCount(usage.remaining, "word")} left of {usage.limit.toLocaleString("en-US")}
          </Text>
          <Progress
            value={usage.percent}
            color={usage.percent >= 90 ? "red" : usage.percent >= 70 ? "orange" : "mnemo"}
            size="lg"
            radius="xl"
            mt={6}
            aria-label={`${usage.percent}% of this month's words used`}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {usage.percent}% used · resets on the 1st
          </Text>
        </>
      ) : subscription.error ? (
        <Text size="sm" c="red">
          Usage is unavailable right now.
        </Text>
      ) : (
        <Skeleton height={40} mt={4} />
      )}
    </Card>
  );
}
