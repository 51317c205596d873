import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TNote } from "@mnemo/api-contract";
import { useState } from "react";
import { cardFaces } from "@mnemo/api-contract";
import { errorMessage } from "../../../lib/error-info.ts";

type DeleteCardModalProps = {
  /** The card to confirm; null keeps the modal closed. */
  note: TNote | null;
  onClose: () => void;
  onConfirm: (note: TNote) => Promise<unknown>;
};

/** Asks before deleting a card; the card goes only once the delete succeeded, and a failure says why. */
export function DeleteCardModal({ note, onClose, onConfirm }: DeleteCardModalProps) {
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (isDeleting) return;
    setError(null);
    onClose();
  };

  return (
    <Modal opened={note !== null} onClose={close} title="Delete this card?" centered>
      <Stack gap="md">
        <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
          {note ? cardFaces(note.content).front : ""}
        </Text>
        <Text size="sm" c="dimmed">
          It can't be undone.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            Could not delete the card. {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isDeleting} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={isDeleting}
            onClick={() => {
              if (!note) return;
              setIsDeleting(true);
              setError(null);
              onConfirm(note)
                .then(() => onClose())
                .catch(setError)
                .finally(() => setIsDeleting(false));
            }}
          >
            Delete card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
