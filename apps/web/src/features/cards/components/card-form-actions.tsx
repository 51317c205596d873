import { Alert, Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { errorMessage } from "@/lib/error-info.ts";

type CardFormActionsProps = {
  /** Editing a card (Save) rather than adding one (Add, with a plus). */
  isEditing: boolean;
  submitLabel: string;
  isSaving: boolean;
  saveError: unknown;
  onCancel?: (() => void) | undefined;
};

/** The foot of a card form: why the last save failed, then submit and (when offered) Cancel. */
export function CardFormActions({ isEditing, submitLabel, isSaving, saveError, onCancel }: CardFormActionsProps) {
  return (
    <>
      {saveError ? (
        <Alert color="red" variant="light" role="alert" title={isEditing ? "Could not save the card" : "Could not add the card"}>
          {errorMessage(saveError)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={isSaving} leftSection={isEditing ? undefined : <IconPlus size={18} aria-hidden="true" />}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </>
  );
}
