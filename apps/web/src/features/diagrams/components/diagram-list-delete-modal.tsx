import { Text } from "@mantine/core";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal.tsx";

type DeleteDiagramModalProps = {
  /** The diagram to delete; null keeps the modal closed. */
  diagram: { title: string } | null;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
};

/** Asks before deleting a diagram, from the list or its own page: what goes, and what stays. */
export function DeleteDiagramModal({ diagram, onClose, onConfirm }: DeleteDiagramModalProps) {
  return (
    <ConfirmDeleteModal
      isOpen={diagram !== null}
      title="Delete diagram"
      confirmLabel="Delete diagram"
      failurePrefix="Could not delete the diagram."
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text size="sm">
        “{diagram?.title}” will be deleted. Its source, its deck and the cards made from it stay. This cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
