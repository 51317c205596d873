import { DEFAULT_GROUP_TITLE, MAX_GROUP_TITLE } from "@mnemo/api-contract";
import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import type { TCreateGroupInput } from "../stores/create-group-flow.ts";

type NewDeckModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The deck store's createGroup: opens the new deck's create page, or alerts on failure. */
  onCreate: (input: TCreateGroupInput) => Promise<unknown>;
  isCreating: boolean;
};

/** Names a new deck (blank means 'New Deck') and may make it the active one. */
export function NewDeckModal({ opened, onClose, onCreate, isCreating }: NewDeckModalProps) {
  const [title, setTitle] = useState("");
  const [setActive, setSetActive] = useState(true);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isCreating) return;
    void onCreate({ title, setActive });
  };

  return (
    <Modal opened={opened} onClose={isCreating ? () => undefined : onClose} title="New deck" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FloatingTextInput
            label="Title"
            placeholder={DEFAULT_GROUP_TITLE}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MAX_GROUP_TITLE}
            autoComplete="off"
            data-autofocus
          />
          <Text size="sm" c="dimmed" mt={-8}>
            Optional: leave it blank for “{DEFAULT_GROUP_TITLE}”. You can rename it later.
          </Text>
          <Checkbox label="Make it my active deck" checked={setActive} onChange={(event) => setSetActive(event.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isCreating}>
              Cancel
            </Button>
            <Button type="submit" loading={isCreating}>
              Create deck
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
