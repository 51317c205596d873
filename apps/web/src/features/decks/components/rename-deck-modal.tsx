import { Button, Group, Modal, Stack } from "@mantine/core";
import { MAX_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";
import { useEffect, useState, type FormEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { errorMessage } from "@/lib/error-info.ts";

type RenameDeckModalProps = {
  /** The deck to rename; null keeps the modal closed. */
  group: TGroup | null;
  onClose: () => void;
  onRename: (id: string, title: string) => Promise<unknown>;
};

export function RenameDeckModal({ group, onClose, onRename }: RenameDeckModalProps) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!group) return;
    setTitle(group.title);
    setError(null);
  }, [group]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group || isSaving) return;
    const trimmed = title.trim();
    if (!trimmed) return setError("Title is required.");
    if (trimmed === group.title) return onClose();
    setIsSaving(true);
    try {
      await onRename(group.id, trimmed);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal opened={group !== null} onClose={isSaving ? () => undefined : onClose} title="Rename deck" centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FloatingTextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MAX_GROUP_TITLE}
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
