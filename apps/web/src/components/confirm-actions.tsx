import { Alert, Button, Group, type MantineColor } from "@mantine/core";
import { errorMessage } from "../lib/error-info.ts";

type ConfirmActionsProps = {
  /** "Could not delete the deck." (the server's reason follows) */
  failurePrefix: string;
  error: unknown;
  isPending: boolean;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  confirmColor?: MantineColor;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * A confirmation modal's foot: the failure, if any, with its reason; Cancel
 * first, taking the focus (the safe choice is the default one); then the
 * confirm button, spinning while its request runs.
 */
export function ConfirmActions({ failurePrefix, error, isPending, confirmLabel, confirmColor, onClose, onConfirm }: ConfirmActionsProps) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {failurePrefix} {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
          Cancel
        </Button>
        <Button color={confirmColor} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
