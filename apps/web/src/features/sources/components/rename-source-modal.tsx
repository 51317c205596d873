import { Button, Group, Modal, Stack } from "@mantine/core";
import { MAX_SOURCE_TITLE, type TSourceSummary } from "@mnemo/api-contract";
import { useEffect, useState, type FormEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { errorMessage } from "@/lib/error-info.ts";

type RenameSourceModalProps = {
  /** The source to rename; null keeps the modal closed. */
  source: Pick<TSourceSummary, "id" | "title"> | null;
  onClose: () => void;
  onRename: (id: string, title: string) => Promise<unknown>;
};

/** Renames a source; the server's refusal (too long, gone) stays in the form with its reason. */
export function RenameSourceModal({ source, onClose, onRename }: RenameSourceModalProps) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!source) return;
    setTitle(source.title);
    setError(null);
  }, [source]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source || isSaving) return;
    const trimmed = title.trim();
    if (!trimmed) return setError("Title is required.");
    if (trimmed === source.title) return onClose();
    setIsSaving(true);
    try {
      await onRename(source.id, trimmed);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal opened={source !== null} onClose={isSaving ? () => undefined : onClose} title="Rename source" centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FloatingTextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MAX_SOURCE_TITLE}
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
