import { Anchor, Group, Text } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatCount } from "@/lib/format-count.ts";
import { useWaitingReview } from "../api/use-waiting-candidates.ts";

/**
 * "12 cards waiting for your review" on a deck's page, linking to one review of every job that still has
 * candidates (neither added nor dropped). Nothing while loading, on failure or with none waiting.
 */
export function WaitingReviewPointer({ groupId, enabled = true }: { groupId: string; enabled?: boolean }) {
  const waiting = useWaitingReview(groupId, { enabled });
  if (!waiting) return null;
  return (
    <Group gap={6} wrap="nowrap" align="center" component="p" m={0}>
      <IconListCheck size={16} aria-hidden="true" style={{ color: "var(--mantine-color-blue-filled)", flexShrink: 0 }} />
      <Anchor component={Link} to={waiting.href} size="sm" fw={600} data-testid="deck-waiting-review">
        {formatCount(waiting.count, "card")} waiting for your review
      </Anchor>
      <Text span size="sm" c="dimmed" visibleFrom="xs">
        (not in the deck yet)
      </Text>
    </Group>
  );
}
