import { Button, EmptyState } from "@mantine/core";
import { IconCards, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** A deck with no cards yet, and the way to add the first ones. */
export function EmptyDeck({ createHref }: { createHref: string }) {
  return (
    <EmptyState
      variant="light"
      py="xl"
      icon={<IconCards size={28} aria-hidden="true" />}
      title="No cards in this deck yet"
      description="Generate cards from your notes, a Word or PDF file, slides or a photo, or write them yourself."
    >
      <EmptyState.Actions>
        <Button component={Link} to={createHref} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          Add your first cards
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
