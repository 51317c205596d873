import { Text } from "@mantine/core";
import type { TGroup } from "@mnemo/api-contract";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal.tsx";
import { deckSizeText } from "@/lib/deck-size.ts";

type DeleteDeckModalProps = {
  /** The deck to confirm; null keeps the modal closed. */
  group: TGroup | null;
  onClose: () => void;
  /** The deck store's deleteGroup: resolves once the server confirmed. */
  onDelete: (id: string) => Promise<unknown>;
  onDeleted?: (group: TGroup) => void;
};

/**
 * Asks before deleting a deck. The deck leaves the list only after the
 * server confirmed; a failure keeps the modal open with the reason.
 */
export function DeleteDeckModal({ group, onClose, onDelete, onDeleted }: DeleteDeckModalProps) {
  return (
    <ConfirmDeleteModal
      isOpen={group !== null}
      title={group ? `Delete “${group.title}”?` : "Delete deck?"}
      confirmLabel="Delete deck"
      failurePrefix="Could not delete the deck."
      onClose={onClose}
      onConfirm={async () => {
        if (!group) return;
        await onDelete(group.id);
        onDeleted?.(group);
      }}
    >
      <Text size="sm">
        This deletes the deck and its {deckSizeText({ notes: group?.note_count ?? 0, cards: group?.card_count ?? 0 })}. It can't be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
