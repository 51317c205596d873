import { Text } from "@mantine/core";
import type { TSourceSummary } from "@mnemo/api-contract";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal.tsx";

type DeleteSourceModalProps = {
  /** The source to delete; null keeps the dialog closed. */
  source: Pick<TSourceSummary, "id" | "title" | "file_kept"> | null;
  onClose: () => void;
  /** Resolves once the server deleted it; the dialog closes only then. */
  onDelete: (id: string) => Promise<unknown>;
};

/** Asks before deleting a source, and says what stays: the cards made from it, with their quotes (docs/sources.md). */
export function DeleteSourceModal({ source, onClose, onDelete }: DeleteSourceModalProps) {
  return (
    <ConfirmDeleteModal
      isOpen={source !== null}
      title="Delete this source?"
      confirmLabel="Delete source"
      failurePrefix="Could not delete the source."
      onClose={onClose}
      onConfirm={() => (source ? onDelete(source.id) : Promise.resolve())}
    >
      <Text size="sm">
        <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
          {source?.title}
        </Text>{" "}
        and its text{source?.file_kept ? ", with the original file," : ""} will be deleted. This can't be undone.
      </Text>
      <Text size="sm" c="dimmed">
        Cards made from it stay in their decks and keep their quotes; they just can't open the source any more.
      </Text>
    </ConfirmDeleteModal>
  );
}
