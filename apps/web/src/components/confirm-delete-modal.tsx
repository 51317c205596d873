import { Modal, Stack } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { ConfirmActions } from "./confirm-actions.tsx";

type ConfirmDeleteModalProps = {
  isOpen: boolean;
  title: string;
  /** What goes, and that it can't be undone. */
  children: ReactNode;
  /** "Delete deck" */
  confirmLabel: string;
  /** "Could not delete the deck." (the reason follows) */
  failurePrefix: string;
  onClose: () => void;
  /** Resolves once the server confirmed; the modal closes only then. A rejection stays open with its reason. */
  onConfirm: () => Promise<unknown>;
};

/**
 * Asks before deleting something. Cancel comes first and takes the focus (the
 * safe choice is the default one); the modal cannot be closed while the
 * delete is under way, and a failure keeps it open with the reason.
 */
export function ConfirmDeleteModal({ isOpen, title, children, confirmLabel, failurePrefix, onClose, onConfirm }: ConfirmDeleteModalProps) {
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (isDeleting) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    setIsDeleting(true);
    setError(null);
    onConfirm()
      .then(() => onClose())
      .catch(setError)
      .finally(() => setIsDeleting(false));
  };

  return (
    <Modal opened={isOpen} onClose={close} title={title} centered>
      <Stack gap="md">
        {children}
        <ConfirmActions
          failurePrefix={failurePrefix}
          error={error}
          isPending={isDeleting}
          confirmLabel={confirmLabel}
          confirmColor="red"
          onClose={close}
          onConfirm={confirm}
        />
      </Stack>
    </Modal>
  );
}
