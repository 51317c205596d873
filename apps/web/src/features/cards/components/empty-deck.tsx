import { Button, EmptyState } from "@mantine/core";
import { IconCards, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** A deck with no cards yet, and the way to add the first one. */
export function EmptyDeck({ createHref }: { createHref: string }) {
  return (
    <EmptyState
      variant="light"
      py="xl"
      icon={<IconCards size={28} aria-hidden="true" />}
      title="No cards in this deck yet"
      description="Write your first card: a question or prompt on the front, the answer on the back."
    >
      <EmptyState.Actions>
        <Button component={Link} to={createHref} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          Add your first card
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
