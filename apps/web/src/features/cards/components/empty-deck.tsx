import { Button, EmptyState } from "@mantine/core";
import { IconCards, IconListCheck, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatCount } from "@/lib/format-count.ts";

/** Cards a generation made for the deck that still wait for the learner's review, and the review that holds them. */
export type TWaitingReview = { count: number; href: string };

/**
 * A deck with no cards yet, and the way to add the first ones; with cards waiting for review, the way to that
 * review instead (they join the deck once reviewed).
 */
export function EmptyDeck({ createHref, waiting = null }: { createHref: string; waiting?: TWaitingReview | null }) {
  const isWaiting = waiting !== null && waiting.count > 0;
  const Icon = isWaiting ? IconListCheck : IconCards;
  return (
    <EmptyState
      variant="light"
      py="xl"
      icon={<Icon size={28} aria-hidden="true" />}
      title={isWaiting ? "Your new cards are waiting for review" : "No cards in this deck yet"}
      description={
        isWaiting
          ? `${formatCount(waiting.count, "card")} made for this deck join it once you have reviewed them.`
          : "Generate cards from your notes, a Word or PDF file, slides or a photo, or write them yourself."
      }
      data-testid={isWaiting ? "deck-empty-waiting" : "deck-empty"}
    >
      <EmptyState.Actions>
        {isWaiting ? (
          <Button component={Link} to={waiting.href} leftSection={<IconListCheck size={18} aria-hidden="true" />}>
            Review the cards
          </Button>
        ) : (
          <Button component={Link} to={createHref} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Add your first cards
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
