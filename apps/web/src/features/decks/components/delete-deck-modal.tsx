import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TGroup } from "@mnemo/api-contract";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-info.ts";
import { formatCount } from "../../../lib/format-count.ts";

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
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    if (isDeleting) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!group) return;
    setIsDeleting(true);
    setError(null);
    try {
      await onDelete(group.id);
    } catch (caught) {
      setError(caught);
      return;
    } finally {
      setIsDeleting(false);
    }
    onDeleted?.(group);
    onClose();
  };

  return (
    <Modal opened={group !== null} onClose={close} title={group ? `Delete “${group.title}”?` : "Delete deck?"} centered>
      <Stack gap="md">
        <Text size="sm">This deletes the deck and its {formatCount(group?.note_count ?? 0, "card")}. It can't be undone.</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            Could not delete the deck. {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {/* Cancel first and focused first: the safe choice is the default one. */}
          <Button variant="default" onClick={close} disabled={isDeleting} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isDeleting} onClick={() => void confirm()}>
            Delete deck
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
