import { Stack, Switch } from "@mantine/core";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { MAX_CARD_TEXT } from "../../utils/card-draft.ts";
import type { TFieldsProps } from "./field-props.ts";

/** A statement, whether it is true, and what is true instead (or a note). */
export function TrueFalseFields({ draft, errors, onChange, autoFocus }: TFieldsProps<"truefalse">) {
  return (
    <Stack gap="sm">
      <FloatingTextarea
        name="statement"
        label="Statement"
        placeholder="Something that is true or false"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_CARD_TEXT}
        value={draft.statement}
        onChange={(event) => onChange({ ...draft, statement: event.currentTarget.value })}
        error={errors.statement}
        autoFocus={autoFocus}
        required
      />
      <Switch
        name="isTrue"
        label={draft.isTrue ? "The statement is true" : "The statement is false"}
        description="Flip the switch if the statement is false."
        checked={draft.isTrue}
        onChange={(event) => onChange({ ...draft, isTrue: event.currentTarget.checked })}
      />
      <FloatingTextarea
        name="correction"
        label={draft.isTrue ? "Note (optional)" : "Correction (optional)"}
        placeholder={draft.isTrue ? "Anything to add with the answer" : "What is true instead"}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MAX_CARD_TEXT}
        value={draft.correction}
        onChange={(event) => onChange({ ...draft, correction: event.currentTarget.value })}
        error={errors.correction}
      />
    </Stack>
  );
}
