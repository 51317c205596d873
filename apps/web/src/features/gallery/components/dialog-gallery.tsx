import { Alert, Button, Drawer, Group, Modal, NavLink, Stack, Switch, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconLayoutSidebarRight, IconPencilPlus, IconQuestionMark } from "@tabler/icons-react";
import { useRef, useState, type FormEvent } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { GallerySection } from "./gallery-section.tsx";

const CLOSE = { "aria-label": "Close" };

/**
 * The app's dialog patterns on Mantine's Modal and Drawer: each traps focus
 * while open, closes on Escape, and gives focus back to the button that
 * opened it. The last outcome is announced, so a keyboard or screen-reader
 * run can tell what happened.
 */
export function DialogGallery() {
  const [confirm, confirmDialog] = useDisclosure(false);
  const [destroy, destroyDialog] = useDisclosure(false);
  const [form, formDialog] = useDisclosure(false);
  const [drawer, drawerPanel] = useDisclosure(false);
  const [outcome, setOutcome] = useState("Nothing yet");

  const finish = (close: () => void, message: string) => {
    setOutcome(message);
    close();
  };

  return (
    <Stack gap="xl">
      <GallerySection
        title="Dialogs"
        description="Open each with its button, try Tab, Shift+Tab and Escape: focus stays inside and returns here."
      >
        <Stack gap="md">
          <Group gap="sm">
            <Button variant="default" leftSection={<IconQuestionMark size={16} aria-hidden="true" />} onClick={confirmDialog.open}>
              Confirm dialog
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={16} aria-hidden="true" />}
              onClick={destroyDialog.open}
            >
              Destructive confirm
            </Button>
            <Button variant="default" leftSection={<IconPencilPlus size={16} aria-hidden="true" />} onClick={formDialog.open}>
              Form dialog
            </Button>
            <Button variant="default" leftSection={<IconLayoutSidebarRight size={16} aria-hidden="true" />} onClick={drawerPanel.open}>
              Drawer
            </Button>
          </Group>
          <Text size="sm" aria-live="polite" data-testid="dialog-outcome">
            Last outcome: {outcome}
          </Text>
        </Stack>
      </GallerySection>

      <Modal
        opened={confirm}
        onClose={() => finish(confirmDialog.close, "Confirm dialog dismissed")}
        title="Save your changes?"
        centered
        closeButtonProps={CLOSE}
      >
        <Stack gap="md">
          <Text size="sm">Your edits to “Biology” haven't been saved yet.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => finish(confirmDialog.close, "Changes discarded")}>
              Discard
            </Button>
            <Button data-autofocus onClick={() => finish(confirmDialog.close, "Changes saved")}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={destroy}
        onClose={() => finish(destroyDialog.close, "Delete cancelled")}
        title="Delete “Biology”?"
        centered
        closeButtonProps={CLOSE}
      >
        <Stack gap="md">
          <Text size="sm">This deletes the deck and its 24 cards. It can't be undone.</Text>
          <Group justify="flex-end" gap="sm">
            {/* The safe choice is the focused one. */}
            <Button variant="default" data-autofocus onClick={() => finish(destroyDialog.close, "Delete cancelled")}>
              Cancel
            </Button>
            <Button color="red" onClick={() => finish(destroyDialog.close, "Deck deleted (not really)")}>
              Delete deck
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={form}
        onClose={() => finish(formDialog.close, "Form dialog dismissed")}
        title="New deck"
        centered
        closeButtonProps={CLOSE}
      >
        <DeckTitleForm
          onDone={(title) => finish(formDialog.close, `Created “${title}” (not really)`)}
          onCancel={() => finish(formDialog.close, "Form dialog cancelled")}
        />
      </Modal>

      <Drawer
        opened={drawer}
        onClose={() => finish(drawerPanel.close, "Drawer closed")}
        title="Study settings"
        position="right"
        size="sm"
        closeButtonProps={CLOSE}
      >
        <Stack gap="md">
          <Switch label="Shuffle cards" defaultChecked />
          <Switch label="Show the back automatically" />
          <Stack gap={2}>
            <NavLink component="button" type="button" label="Keyboard shortcuts" />
            <NavLink component="button" type="button" label="Export settings" />
          </Stack>
          <Button onClick={() => finish(drawerPanel.close, "Settings applied")}>Apply</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}

/** A one-field form in a dialog: validates on submit and keeps focus on the field that needs fixing. */
function DeckTitleForm({ onDone, onCancel }: { onDone: (title: string) => void; onCancel: () => void }) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError("Deck title is required.");
      inputRef.current?.focus();
      return;
    }
    onDone(trimmed);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            Form incomplete.
          </Alert>
        ) : null}
        <FloatingTextInput
          ref={inputRef}
          label="Deck title"
          placeholder="e.g. Biology — cells"
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Create deck</Button>
        </Group>
      </Stack>
    </form>
  );
}
