import { Text } from "@mantine/core";
import { cardFaces, type TNote } from "@mnemo/api-contract";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal.tsx";

type DeleteCardModalProps = {
  /** The card to confirm; null keeps the modal closed. */
  note: TNote | null;
  onClose: () => void;
  onConfirm: (note: TNote) => Promise<unknown>;
};

/** Asks before deleting a card; the card goes only once the delete succeeded, and a failure says why. */
export function DeleteCardModal({ note, onClose, onConfirm }: DeleteCardModalProps) {
  return (
    <ConfirmDeleteModal
      isOpen={note !== null}
      title="Delete this card?"
      confirmLabel="Delete card"
      failurePrefix="Could not delete the card."
      onClose={onClose}
      onConfirm={() => (note ? onConfirm(note) : Promise.resolve())}
    >
      <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
        {note ? cardFaces(note.content).front : ""}
      </Text>
      <Text size="sm" c="dimmed">
        It can't be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
