import { Group, Stack } from "@mantine/core";
import { CARD_TYPE_LABELS, NOTE_TYPES, type TNoteContent, type TNoteType } from "@mnemo/api-contract";
import { useRef, useState, type FormEvent } from "react";
import { FloatingSelect } from "@/components/floating-fields.tsx";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import {
  contentFromDraft,
  draftFieldOrder,
  draftFromContent,
  emptyDraft,
  hasCardErrors,
  switchDraftType,
  validateCardDraft,
  type TCardDraft,
  type TCardErrors,
} from "../utils/card-draft.ts";
import { ClozeFields } from "./fields/cloze-fields.tsx";
import { ConceptFields } from "./fields/concept-fields.tsx";
import { McqFields } from "./fields/mcq-fields.tsx";
import { TextPairFields } from "./fields/text-pair-fields.tsx";
import { TrueFalseFields } from "./fields/true-false-fields.tsx";
import { CardFormActions } from "./card-form-actions.tsx";

/** The type picker's names: "Written by you" says who, not what, so the free-form card is named by its shape. */
const TYPE_OPTIONS = NOTE_TYPES.map((type) => ({ value: type, label: type === "manual" ? "Front and back" : CARD_TYPE_LABELS[type] }));

type CardFormProps = {
  /** Editing an existing card (its type stays); adding when absent. */
  initial?: TNoteContent;
  /** The type a new card starts as. */
  defaultType?: TNoteType;
  /** Saves the card; a rejection is shown in the form and keeps what was typed. */
  onSubmit: (content: TNoteContent) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Two-text cards (Q&A, front and back) side by side from the small breakpoint up. */
  hasColumns?: boolean;
  autoFocus?: boolean;
  "aria-label"?: string;
};

/**
 * Writes or edits one card of any type, with a form per type. After adding,
 * the form clears (keeping the type) and focus returns to its first field;
 * errors focus the first field that has one.
 */
export function CardForm({
  initial,
  defaultType = "manual",
  onSubmit,
  onCancel,
  submitLabel = "Add card",
  hasColumns = true,
  autoFocus = false,
  "aria-label": ariaLabel = "Add a card",
}: CardFormProps) {
  const [draft, setDraft] = useState<TCardDraft>(() => (initial ? draftFromContent(initial) : emptyDraft(defaultType)));
  const [errors, setErrors] = useState<TCardErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Only the first fields shown take focus; after a type change focus stays on the picker.
  const [shouldAutoFocus, setShouldAutoFocus] = useState(autoFocus);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: string | undefined) => {
    const element = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    element?.focus();
  };

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const found = validateCardDraft(draft);
    setErrors(found);
    if (hasCardErrors(found)) {
      const first = draftFieldOrder(draft).find((field) => found[field]);
      // The list-wide facts error belongs to the first fact field.
      focusField(first === "facts" ? "facts.0" : first);
      return;
    }
    const submitted = draft;
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSubmit(contentFromDraft(submitted));
    } catch (error) {
      setSaveError(error);
      return;
    } finally {
      setIsSaving(false);
    }
    if (initial) return;
    // Someone who started typing the next card while this one saved keeps what they typed.
    setDraft((current) => (current === submitted ? emptyDraft(submitted.type) : current));
    requestAnimationFrame(() => focusField(draftFieldOrder(submitted)[0]));
  };

  const onDraftChange = (next: TCardDraft) => {
    setDraft(next);
    if (hasCardErrors(errors)) setErrors(validateOnlyShown(next, errors));
  };

  const fieldProps = { errors, autoFocus: shouldAutoFocus } as const;
  return (
    <form ref={formRef} onSubmit={(event) => void onFormSubmit(event)} noValidate aria-label={ariaLabel}>
      <Stack gap="sm">
        {initial ? (
          <Group gap="xs">
            <CardTypeBadge type={draft.type} />
          </Group>
        ) : (
          <FloatingSelect
            label="Card type"
            data={TYPE_OPTIONS}
            value={draft.type}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setErrors({});
              setShouldAutoFocus(false);
              setDraft((current) => switchDraftType(current, value as TNoteType));
            }}
            maw={320}
          />
        )}
        {draft.type === "mcq" ? (
          <McqFields draft={draft} onChange={onDraftChange} {...fieldProps} />
        ) : draft.type === "truefalse" ? (
          <TrueFalseFields draft={draft} onChange={onDraftChange} {...fieldProps} />
        ) : draft.type === "clozedel" ? (
          <ClozeFields draft={draft} onChange={onDraftChange} {...fieldProps} />
        ) : draft.type === "concept_fact_list" ? (
          <ConceptFields draft={draft} onChange={onDraftChange} {...fieldProps} />
        ) : (
          <TextPairFields draft={draft} onChange={onDraftChange} columns={hasColumns} {...fieldProps} />
        )}
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

/** Once errors are shown, each one goes as soon as its field is fixed; no new ones appear before the next submit. */
function validateOnlyShown(draft: TCardDraft, shown: TCardErrors): TCardErrors {
  const now = validateCardDraft(draft);
  return Object.fromEntries(Object.entries(now).filter(([field]) => field in shown));
}
