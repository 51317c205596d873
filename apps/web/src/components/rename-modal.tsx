import { Button, Group, Modal, Stack } from "@mantine/core";
import { useEffect, useState, type FormEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { errorMessage } from "@/lib/error-info.ts";

type RenameModalProps = {
  /** What to rename; null keeps the modal closed. */
  item: { id: string; title: string } | null;
  /** What it is, in lower case ("deck"): the modal reads "Rename deck". */
  noun: string;
  maxLength: number;
  onClose: () => void;
  onRename: (id: string, title: string) => Promise<unknown>;
};

/** Renames a deck or a source; the server's refusal (too long, gone) stays in the form with its reason. */
export function RenameModal({ item, noun, maxLength, onClose, onRename }: RenameModalProps) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!item) return;
    setTitle(item.title);
    setError(null);
  }, [item]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || isSaving) return;
    const trimmed = title.trim();
    if (!trimmed) return setError("Title is required.");
    if (trimmed === item.title) return onClose();
    setIsSaving(true);
    try {
      await onRename(item.id, trimmed);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal opened={item !== null} onClose={isSaving ? () => undefined : onClose} title={`Rename ${noun}`} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FloatingTextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={maxLength}
            error={error}
            required
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
