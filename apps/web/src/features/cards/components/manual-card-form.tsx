import { SimpleGrid, Stack } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import {
  hasErrors,
  MAX_CARD_TEXT,
  validateManualCard,
  type TManualCardErrors,
  type TManualCardFields,
} from "../utils/validate-manual-card.ts";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { CardFormActions } from "./card-form-actions.tsx";

type ManualCardFormProps = {
  /** Editing an existing card; adding when absent. */
  initial?: TManualCardFields;
  /** Saves the card; a rejection is shown in the form and keeps what was typed. */
  onSubmit: (fields: TManualCardFields) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Front and back side by side from this breakpoint up. */
  columnsFrom?: "sm" | "md" | null;
  autoFocus?: boolean;
  "aria-label"?: string;
};

const EMPTY: TManualCardFields = { front: "", back: "" };

/**
 * Writes or edits one hand-written card. After adding, the form clears and
 * focus returns to Front for the next card; errors focus the first bad field.
 */
export function ManualCardForm({
  initial,
  onSubmit,
  onCancel,
  submitLabel = "Add card",
  columnsFrom = "sm",
  autoFocus = false,
  "aria-label": ariaLabel = "Add a card",
}: ManualCardFormProps) {
  const [fields, setFields] = useState(initial ?? EMPTY);
  const [errors, setErrors] = useState<TManualCardErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  const frontRef = useRef<HTMLTextAreaElement>(null);
  const backRef = useRef<HTMLTextAreaElement>(null);

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const found = validateManualCard(fields);
    setErrors(found);
    if (hasErrors(found)) return (found.front ? frontRef : backRef).current?.focus();
    const submitted = fields;
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSubmit({ front: submitted.front.trim(), back: submitted.back.trim() });
    } catch (error) {
      setSaveError(error);
      return;
    } finally {
      setIsSaving(false);
    }
    if (initial) return;
    // Someone who started typing the next card while this one saved keeps what they typed.
    setFields((current) => (current === submitted ? EMPTY : current));
    frontRef.current?.focus();
  };

  const setField = (field: keyof TManualCardFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={(event) => void onFormSubmit(event)} noValidate aria-label={ariaLabel}>
      <Stack gap="sm">
        <SimpleGrid cols={columnsFrom ? { base: 1, [columnsFrom]: 2 } : 1} spacing="md">
          <FloatingTextarea
            ref={frontRef}
            label="Front"
            placeholder="The question or prompt"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_CARD_TEXT}
            value={fields.front}
            onChange={(event) => setField("front")(event.currentTarget.value)}
            error={errors.front}
            autoFocus={autoFocus}
            required
          />
          <FloatingTextarea
            ref={backRef}
            label="Back"
            placeholder="The answer"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_CARD_TEXT}
            value={fields.back}
            onChange={(event) => setField("back")(event.currentTarget.value)}
            error={errors.back}
            required
          />
        </SimpleGrid>
        <CardFormActions
          isEditing={Boolean(initial)}
          submitLabel={submitLabel}
          isSaving={isSaving}
          saveError={saveError}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
