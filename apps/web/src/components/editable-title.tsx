import { ActionIcon, Button, Group, Title, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { errorMessage } from "@/lib/error-info.ts";

type EditableTitleProps = {
  id: string;
  title: string;
  /** What is titled, in lower case ("deck"): the labels read "Rename deck", "Deck title". */
  noun: string;
  maxLength: number;
  /** Leave out for a title that cannot change (the sample deck). */
  onRename?: ((id: string, title: string) => Promise<unknown>) | undefined;
};

/** A page's <h1>, editable in place: Enter saves, Escape cancels, focus returns to the edit button. */
export function EditableTitle({ id, title, noun, maxLength, onRename }: EditableTitleProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!isEditing && wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const start = () => {
    setDraft(title);
    setError(null);
    setIsEditing(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onRename || isSaving) return;
    const trimmed = draft.trim();
    if (!trimmed) return setError("Title is required.");
    if (trimmed === title) return setIsEditing(false);
    setIsSaving(true);
    try {
      await onRename(id, trimmed);
      setIsEditing(false);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    setIsEditing(false);
  };

  if (isEditing && onRename) {
    return (
      // As wide as a long title wants (a page header's column is only as wide as its content), never wider than the page.
      <form
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={onKeyDown}
        noValidate
        aria-label={`Rename ${noun}`}
        style={{ width: "36rem", maxWidth: "100%" }}
      >
        <Group gap="xs" align="flex-start">
          <FloatingTextInput
            label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} title`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={maxLength}
            error={error}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: "1 1 16rem", minWidth: 0 }}
            disabled={isSaving}
            autoComplete="off"
          />
          {/* Level with the field (the floating label's space sits above it); Save and Cancel wrap together on a phone. */}
          <Group gap="xs" wrap="nowrap" mt={20}>
            <Button type="submit" size="md" loading={isSaving}>
              Save
            </Button>
            <Button variant="default" size="md" onClick={() => setIsEditing(false)} disabled={isSaving}>
              Cancel
            </Button>
          </Group>
        </Group>
      </form>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {title}
      </Title>
      {onRename ? (
        <Tooltip label={`Rename ${noun}`}>
          <ActionIcon ref={editButtonRef} variant="subtle" color="gray" size="lg" onClick={start} aria-label={`Rename ${noun}`}>
            <IconPencil size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
